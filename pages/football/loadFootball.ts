// The football screen's data for one state (specialised-features.md §2, §5, §8), on the server: the country,
// league and season checked against the service's lists, then what the state shows — a tab's table and the
// day's matches, a tournament's schedule, or one match. A failed live-score call is logged and leaves its
// part empty ('Még nincs adat.'), never an error page. Used by /sport/foci and the football supplements'
// tabs (league fixed to the tournament).
import type { Country, Fixture, LeagueEntry, LeagueStandings, SeasonOption, TopPlayer } from '../../domain/sports/types';
import { adjacentDays, dayOf, defaultDay, defaultResultsDay, matchDays, parseDay } from '../../domain/football/days';
import { askedMatch, type FootballQuery } from '../../domain/football/query';
import { rankingRows, type RankingKind } from '../../domain/football/rankings';
import { footballSport } from '../../domain/football/sport';
import { livescoreKey } from '../../domain/sports/sport';
import { isContentApiError } from '../../contentClient/errors';
import type { ContentApi } from '../../contentClient/client';
import {
  defaultSeasonOf,
  parseConfiguredLeagues,
  pickCountry,
  pickFootballSeason,
  pickLeague,
  queryOfMatch,
  seasonChoices,
  seasonStart,
  type ConfiguredLeague,
} from '../../domain/football/selection';
import { scheduleStages } from '../../domain/football/stages';
import { standingGroups } from '../../domain/football/standings';
import { PART_RANKING, TAB_PART, emptyFootballView, type FootballPart, type FootballView } from '../../domain/football/view';

/** The live-score client's football calls (contentClient/livescore.ts), each the service's `response` array. */
export interface FootballSource {
  countries(): Promise<Country[]>;
  leagues(country: number): Promise<LeagueEntry[]>;
  footballSeasons(): Promise<SeasonOption[]>;
  standings(league: number, season: number): Promise<LeagueStandings[]>;
  topScorers(league: number, season: number): Promise<TopPlayer[]>;
  topYellowCards(league: number, season: number): Promise<TopPlayer[]>;
  topRedCards(league: number, season: number): Promise<TopPlayer[]>;
  fixture(id: number): Promise<Fixture[]>;
  /** That Budapest day's fixtures of a league-season (YYYY-MM-DD). */
  fixturesOn(league: number, season: number, date: string): Promise<Fixture[]>;
  /** Every fixture of a league-season from that day on. */
  fixturesFrom(league: number, season: number, start: string): Promise<Fixture[]>;
  allFixturesOn(date: string): Promise<Fixture[]>;
}

/** The dependency key of every football page: the service's football data (re-rendered by every sweep, D-214). */
export const FOOTBALL_KEY = livescoreKey(footballSport);
/** The unique item naming the configured leagues (the quick links, §5's "first configured league"). */
export const SPORT_LEAGUES_SLUG = 'sport-leagues';

export interface LoadOptions {
  basePath: string;
  nowUnix: number;
  /** Where a failed call is told (§8: only logged). */
  log?: (line: string) => void;
}

/** A football supplement's tournament (domain/supplements.ts `football`). */
export interface FixedLeague {
  country: number;
  league: number;
  season: number;
}

/**
 * The configured leagues (the unique item `sport-leagues`, read from the content API). A missing item or a
 * wrong entry is logged and left out: the screen then opens on the service's first country and league. Any
 * other failure of the content API is the page's (the caller's pageFailure), as for every page.
 */
export async function loadConfiguredLeagues(
  api: Pick<ContentApi, 'unique'>,
  log: (line: string) => void = (l) => console.error(l),
): Promise<ConfiguredLeague[]> {
  let content: string;
  try {
    content = (await api.unique(SPORT_LEAGUES_SLUG)).content;
  } catch (err) {
    if (!isContentApiError(err, 'not-found')) throw err;
    log(`football: the unique item ${SPORT_LEAGUES_SLUG} does not exist`);
    return [];
  }
  const { leagues, problems } = parseConfiguredLeagues(content);
  for (const p of problems) log(`football: ${p}`);
  return leagues;
}

const byKickoff = (a: Fixture, b: Fixture) => a.fixture.timestamp - b.fixture.timestamp || a.fixture.id - b.fixture.id;

function loader(source: FootballSource, opts: LoadOptions) {
  const log = opts.log ?? ((line: string) => console.error(line));
  const safe = async <T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      log(`football: ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
      return fallback;
    }
  };
  const leagues = new Map<number, Promise<LeagueEntry[]>>();
  const leaguesOf = (country: number) => {
    let p = leagues.get(country);
    if (!p) leagues.set(country, (p = safe(`leagues ${country}`, () => source.leagues(country), [])));
    return p;
  };
  const ranking = (kind: RankingKind, league: number, season: number): Promise<TopPlayer[]> => {
    const what = `${kind === 'goals' ? 'topscorers' : kind === 'yellow' ? 'topyellowcards' : 'topredcards'} ${league}/${season}`;
    const call = kind === 'goals' ? source.topScorers : kind === 'yellow' ? source.topYellowCards : source.topRedCards;
    return safe(what, () => call.call(source, league, season), []);
  };

  /**
   * One part of the list view into the view. `results`: a tournament's results (its default day differs);
   * `dayOnly`: the match view's 'Vissza' needs the day and its default, not the day's fixtures.
   */
  async function part(
    v: FootballView,
    p: FootballPart,
    entry: LeagueEntry | null,
    query: FootballQuery,
    o: { results: boolean; dayOnly: boolean },
  ): Promise<void> {
    const { leagueId: league, season } = v;
    if (league === null || season === null) return;
    const kind = PART_RANKING[p];
    if (kind) {
      v.ranking = { kind, rows: rankingRows(await ranking(kind, league, season), kind) };
      return;
    }
    if (p === 'standings') {
      const s = await safe(`standings ${league}/${season}`, () => source.standings(league, season), null);
      v.standings = s ? standingGroups(s[0]) : null;
      return;
    }
    const start = seasonStart(entry, season);
    const schedule = await safe(`fixtures ${league}/${season}/all/${start}`, () => source.fixturesFrom(league, season, start), null);
    if (p === 'schedule') {
      v.schedule = schedule ? scheduleStages(schedule) : null;
      return;
    }
    // The day: the query's, else the default of the match days (D-220); its neighbours for the links.
    const days = matchDays(schedule ?? []);
    const today = dayOf(opts.nowUnix);
    const fallback = o.results ? defaultResultsDay(days, today) : defaultDay(days, today);
    const day = parseDay(query.nap) ?? fallback;
    const { prev, next } = adjacentDays(days, day);
    Object.assign(v, { day, prevDay: prev, nextDay: next });
    v.defaults.day = fallback;
    if (o.dayOnly) return;
    const fixtures = await safe(`fixtures ${league}/${season}/${day}`, () => source.fixturesOn(league, season, day), null);
    v.dayFixtures = fixtures ? [...fixtures].sort(byKickoff) : null;
  }

  /** The match view when the query names a fixture the service knows (and, on a supplement, of its tournament). */
  async function match(query: FootballQuery, accept: (f: Fixture) => boolean): Promise<Fixture | null> {
    const id = askedMatch(query);
    if (id === null) return null;
    const found = (await safe(`fixture ${id}`, () => source.fixture(id), []))[0] ?? null;
    return found && accept(found) ? found : null;
  }

  return { safe, leaguesOf, part, match };
}

/** /sport/foci: every league, chosen by country, league and season; a tab's table and the day's matches. */
export async function loadFootballScreen(
  source: FootballSource,
  configured: readonly ConfiguredLeague[],
  asked: FootballQuery,
  opts: LoadOptions,
): Promise<FootballView> {
  const { safe, leaguesOf, part, match } = loader(source, opts);
  const view = emptyFootballView(opts.basePath, false, [TAB_PART[asked.oldal], 'day'], asked.oldal, opts.nowUnix);
  const [countries, matchFixture] = await Promise.all([safe('countries', () => source.countries(), [] as Country[]), match(asked, () => true)]);
  const query = queryOfMatch(asked, matchFixture, countries);
  const country = pickCountry(query.orszag, countries, configured);
  const home = pickCountry(null, countries, configured);
  const [leagues, homeLeagues, quick] = await Promise.all([
    country.countryId === null ? [] : leaguesOf(country.countryId),
    home.countryId === null ? [] : leaguesOf(home.countryId),
    Promise.all(configured.map(async (c) => ({ c, entry: (await leaguesOf(c.country)).find((l) => l.league.id === c.league) }))),
  ]);
  const leagueId = pickLeague(query.liga, country, leagues, configured);
  const entry = leagues.find((l) => l.league.id === leagueId) ?? null;
  const season = pickFootballSeason(query.szezon, entry);
  Object.assign(view, {
    countries: countries.map((c) => ({ id: c.id, name: c.name })),
    countryId: country.countryId,
    leagues: leagues.map((l) => ({ id: l.league.id, name: l.league.name })),
    leagueId,
    league: entry ? { id: entry.league.id, name: entry.league.name, logo: entry.league.logo } : null,
    seasons: seasonChoices(entry),
    season,
    quickLinks: quick.flatMap(({ c, entry: e }) => (e ? [{ countryId: c.country, leagueId: c.league, name: e.league.name }] : [])),
  });
  view.defaults = { countryId: home.countryId, leagueId: pickLeague(null, home, homeLeagues, configured), season: defaultSeasonOf(entry), day: null };
  // The day is loaded in the match view too: 'Vissza' leads to it, and its address leaves the default day out.
  view.match = matchFixture;
  const dayOnly = matchFixture !== null;
  await Promise.all((dayOnly ? (['day'] as const) : view.parts).map((p) => part(view, p, entry, query, { results: false, dayOnly })));
  return view;
}

/** A football supplement's tab: the screen's part `part` with the league fixed to the tournament. */
export async function loadFootballPart(
  source: FootballSource,
  fixed: FixedLeague,
  p: FootballPart,
  query: FootballQuery,
  opts: LoadOptions,
): Promise<FootballView> {
  const { leaguesOf, part, match } = loader(source, opts);
  const view = emptyFootballView(opts.basePath, true, [p], 'tabella', opts.nowUnix);
  const ofTournament = (f: Fixture) => f.league.id === fixed.league && f.league.season === fixed.season;
  const takesMatch = p === 'day' || p === 'schedule';
  const [leagues, matchFixture] = await Promise.all([leaguesOf(fixed.country), takesMatch ? match(query, ofTournament) : null]);
  const entry = leagues.find((l) => l.league.id === fixed.league) ?? null;
  Object.assign(view, {
    countryId: fixed.country,
    leagueId: fixed.league,
    league: entry ? { id: entry.league.id, name: entry.league.name, logo: entry.league.logo } : null,
    season: fixed.season,
    defaults: { countryId: fixed.country, leagueId: fixed.league, season: fixed.season, day: null },
    match: matchFixture,
  });
  // The results' day is loaded in the match view too ('Vissza' leads to it); the schedule only for its list.
  if (!matchFixture || p === 'day') await part(view, p, entry, query, { results: true, dayOnly: matchFixture !== null });
  return view;
}
