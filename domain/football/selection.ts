// Which country, league and season the football screen shows (specialised-features.md §2, §5): the query's
// values when the service's lists have them, else the fallbacks of §5 and ours (decision D-220):
//   an invalid (or missing) country → the first configured league (the unique item `sport-leagues`);
//   a league not of the country → that country's first configured league, else its first league;
//   a season not of the league → its current season, else its latest.
import type { Country, Fixture, LeagueEntry } from '../sports/types';
import { dayOf } from './days';
import { queryId } from '../sports/query';

/** One league of the newsroom's configured list (the quick links; `sport-leagues`). */
export interface ConfiguredLeague {
  country: number;
  league: number;
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * The unique item's content, `[{ "country": 1, "league": 271 }, …]`: the valid entries in order, each league
 * once, and what was wrong with the rest (the page logs it; an editor's typo must not take the screen down).
 */
export function parseConfiguredLeagues(content: string | null | undefined): { leagues: ConfiguredLeague[]; problems: string[] } {
  if (!content || content.trim() === '') return { leagues: [], problems: ['sport-leagues is empty'] };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { leagues: [], problems: ['sport-leagues is not JSON'] };
  }
  if (!Array.isArray(json)) return { leagues: [], problems: ['sport-leagues is not a list'] };
  const leagues: ConfiguredLeague[] = [];
  const problems: string[] = [];
  json.forEach((item: unknown, i) => {
    const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (!positiveInt(o.country) || !positiveInt(o.league)) problems.push(`sport-leagues[${i}] is not { country, league } ids: ${JSON.stringify(item)}`);
    else if (leagues.some((l) => l.league === o.league)) problems.push(`sport-leagues[${i}] repeats league ${o.league}`);
    else leagues.push({ country: o.country, league: o.league });
  });
  return { leagues, problems };
}

/** The country shown, and whether the query named it (§5: else the first configured league's). */
export function pickCountry(
  asked: string | null,
  countries: readonly Pick<Country, 'id'>[],
  configured: readonly ConfiguredLeague[],
): { countryId: number | null; accepted: boolean } {
  const id = queryId(asked);
  if (id !== null && countries.some((c) => c.id === id)) return { countryId: id, accepted: true };
  return { countryId: configured[0]?.country ?? countries[0]?.id ?? null, accepted: false };
}

/**
 * The league shown among the country's leagues. When the country fell back (§5), the first configured league
 * whatever the query's league; else the query's league when it is the country's, else the country's first
 * configured league, else its first league. Null when the country has none (or they could not be read).
 */
export function pickLeague(
  asked: string | null,
  country: { countryId: number | null; accepted: boolean },
  leagues: readonly { league: { id: number } }[],
  configured: readonly ConfiguredLeague[],
): number | null {
  const ids = leagues.map((l) => l.league.id);
  const id = country.accepted ? queryId(asked) : null;
  if (id !== null && ids.includes(id)) return id;
  const first = configured.find((c) => c.country === country.countryId && ids.includes(c.league));
  if (!country.accepted) return first && first === configured[0] ? first.league : (ids[0] ?? null);
  return first?.league ?? ids[0] ?? null;
}

type Seasons = Pick<LeagueEntry, 'seasons'>;

/** A league's default season: the one the service marks current, else the latest. */
export function defaultSeasonOf(entry: Seasons | null | undefined): number | null {
  const seasons = entry?.seasons ?? [];
  if (seasons.length === 0) return null;
  return seasons.find((s) => s.current)?.year ?? Math.max(...seasons.map((s) => s.year));
}

/** The season shown: the query's when the league has it (§5), else the default. */
export function pickFootballSeason(asked: string | null, entry: Seasons | null | undefined): number | null {
  const id = queryId(asked);
  if (id !== null && entry?.seasons.some((s) => s.year === id)) return id;
  return defaultSeasonOf(entry);
}

/** How a season is named: '2025/26' when it spans two calendar years, else its year ('2024'). */
export function seasonLabel(season: { year: number; start: string; end: string }): string {
  const from = Number(season.start.slice(0, 4));
  const to = Number(season.end.slice(0, 4));
  return Number.isInteger(from) && Number.isInteger(to) && to === from + 1 ? `${season.year}/${String(to).slice(-2)}` : String(season.year);
}

/** The season dropdown's options: newest first, each year once. */
export function seasonChoices(entry: Seasons | null | undefined): { year: number; label: string }[] {
  const seen = new Set<number>();
  return [...(entry?.seasons ?? [])]
    .sort((a, b) => b.year - a.year)
    .filter((s) => !seen.has(s.year) && Boolean(seen.add(s.year)))
    .map((s) => ({ year: s.year, label: seasonLabel(s) }));
}

/** The first day of a league's season ('YYYY-MM-DD'), for the whole schedule; 1 January of its year when unknown. */
export function seasonStart(entry: Seasons | null | undefined, season: number): string {
  const start = entry?.seasons.find((s) => s.year === season)?.start;
  return start && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : `${String(season).padStart(4, '0')}-01-01`;
}

/**
 * The query a match view is shown with. A match asked alone (`?meccs=id`, its canonical address, which an
 * article's match box links to) is shown in its own league, season and day, so the tabs and 'Vissza' are
 * about its competition; a query naming a country or a league keeps them.
 */
export function queryOfMatch<Q extends { orszag: string | null; liga: string | null; szezon: string | null; nap: string | null }>(
  query: Q,
  match: Pick<Fixture, 'league' | 'fixture'> | null,
  countries: readonly Pick<Country, 'id' | 'name'>[],
): Q {
  if (!match || query.orszag !== null || query.liga !== null) return query;
  const country = countries.find((c) => c.name === match.league.country);
  if (!country) return query;
  return {
    ...query,
    orszag: String(country.id),
    liga: String(match.league.id),
    szezon: String(match.league.season),
    nap: query.nap ?? dayOf(match.fixture.timestamp),
  };
}
