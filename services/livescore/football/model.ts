// The embedded live-score service's football: countries, leagues and seasons (competitions.ts), their
// schedules (leagues.ts, tournaments.ts), each match drawn once (match.ts), and the clock, which decides what
// has happened. A pure function of the service's start and the clock (D-215, D-216), except the control
// route's overrides, which live in the service's memory.
//
// The live set: a round of the current NB I season, the Magyar Kupa ties still to play in its current round
// (up to four) and Premier League fixtures, sixteen in all, moved to the service's start day and kicking off
// every LIVE_GAP_S from LIVE_LEAD_S before the start, so the first is under way when the service starts and
// one is live at every moment of the next five hours (a match lasts 27–29 minutes at four times real pace).
import type { Country, Fixture, LeagueEntry, LeagueStandings, SeasonOption, TopPlayer } from '../../../domain/sports/types';
import { budapestDay, dayOf, dayRange, daysBetween, type CalendarDay } from './calendar';
import { LEAGUES, COUNTRIES, seasonOn, type LeagueDef } from './competitions';
import { CUP_ROUND_NAMES } from './leagues';
import {
  countsForScore,
  durationS,
  isShootout,
  MATCH_MINUTE_S,
  planMatch,
  stateAt,
  tickAt,
  type MatchPlan,
  type MatchState,
  type PlannedEvent,
  type Side,
} from './match';
import { leagueLogo } from './media';
import { numbered, type ScheduledFixture, type Slot } from './schedule';
import { squadOf } from './squads';
import { standingsTable, topLists, type FinishedResult, type TalliedEvent } from './tables';
import { nation, teamById, type TeamDef } from './teams';
import { assignThirds } from './tournaments';
import { fullFixture, LINEUPS_BEFORE_S, listFixture, teamRef, visibleEvents, type FixtureView } from './view';

/** The first live fixture kicked off this long before the service started. */
export const LIVE_LEAD_S = 10 * 60;
/** Kick-offs of the live set follow each other this far apart. */
export const LIVE_GAP_S = 20 * 60;
export const LIVE_SET_SIZE = 16;
const LIVE_CUP_TIES = 4;
const LIVE_NB1 = 6;
/** N: NB I, M: Magyar Kupa, P: Premier League, in kick-off order. */
const LIVE_PATTERN = 'NMNPNMNPNMNPMPPP';

const NB1 = 271;
const CUP = 272;
const PREMIER = 39;

// ---------------------------------------------------------------- schedules (pure, shared)

const schedules = new Map<string, ScheduledFixture[]>();

/** A league-season's schedule, numbered by kick-off (ids). */
export function scheduleOf(league: LeagueDef, season: number): ScheduledFixture[] {
  const key = `${league.id}/${season}`;
  let s = schedules.get(key);
  if (!s) schedules.set(key, (s = numbered(league.id, season, league.build(season))));
  return s;
}

const leagueDef = (id: number) => LEAGUES.find((l) => l.id === id)!;

/** The domestic season on the service's start day. */
export function currentSeason(startedAtMs: number): number {
  const d = dayOf(Math.floor(startedAtMs / 1000));
  return seasonOn(d.year, d.month);
}

const dayOfFixture = (f: ScheduledFixture) => dayOf(f.kickoff);

/** The fixtures of the round played nearest `day` (the earlier round on a tie). */
function nearestRound(fixtures: ScheduledFixture[], day: CalendarDay): ScheduledFixture[] {
  const rounds = new Map<string, ScheduledFixture[]>();
  for (const f of fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  let best: ScheduledFixture[] = [];
  let bestDistance = Infinity;
  for (const list of rounds.values()) {
    const distance = Math.min(...list.map((f) => Math.abs(daysBetween(day, dayOfFixture(f)))));
    if (distance < bestDistance) [best, bestDistance] = [list, distance];
  }
  return best;
}

/** The cup ties still to play in the current round: the first round with a tie on or after `day`. */
function cupTiesToPlay(fixtures: ScheduledFixture[], day: CalendarDay): ScheduledFixture[] {
  for (const round of CUP_ROUND_NAMES) {
    const ahead = fixtures.filter((f) => f.round === round && daysBetween(day, dayOfFixture(f)) >= 0);
    if (ahead.length) return ahead;
  }
  return fixtures.filter((f) => f.round === CUP_ROUND_NAMES[CUP_ROUND_NAMES.length - 1]);
}

export interface LiveFixture {
  id: number;
  kickoff: number;
  league: number;
}

/**
 * The fixtures a service started at `startedAtMs` plays live, in kick-off order (D-216). Which fixtures
 * depends only on the Budapest day of the start; when they kick off, on its minute.
 */
export function liveFixtures(startedAtMs: number): LiveFixture[] {
  const start = Math.floor(startedAtMs / 1000);
  const day = dayOf(start);
  const season = currentSeason(startedAtMs);
  const nb1 = nearestRound(scheduleOf(leagueDef(NB1), season), day).slice(0, LIVE_NB1);
  const cup = cupTiesToPlay(scheduleOf(leagueDef(CUP), season), day).slice(0, LIVE_CUP_TIES);
  const premier = nearestRound(scheduleOf(leagueDef(PREMIER), season), day).slice(0, LIVE_SET_SIZE - nb1.length - cup.length);
  const queues: Record<string, ScheduledFixture[]> = { N: [...nb1], M: [...cup], P: [...premier] };
  const order: ScheduledFixture[] = [];
  for (const c of LIVE_PATTERN) {
    const next = queues[c]!.shift();
    if (next) order.push(next);
  }
  order.push(...queues.N!, ...queues.M!, ...queues.P!);
  // Never before the start day, and a new day's first kicks off at its midnight: whatever the hour, the
  // day's own list (the football screen's "today") has a live fixture, not only the service.
  let kickoff = Math.max(Math.floor(start / 60) * 60 - LIVE_LEAD_S, dayRange(day).from);
  return order.map((f, i) => {
    if (i > 0) kickoff = Math.min(kickoff + LIVE_GAP_S, dayRange(dayOf(kickoff)).to);
    return { id: f.id, kickoff, league: f.league };
  });
}

/** The fixtures under way when a service started at `startedAtMs` starts (the seed links articles to them). */
export function liveAtStart(startedAtMs: number): number[] {
  const start = Math.floor(startedAtMs / 1000);
  return liveFixtures(startedAtMs)
    .filter((f) => f.kickoff <= start)
    .map((f) => f.id);
}

/**
 * Fixtures articles of the seed may be about (D-217): `today`, the live set of a service started on the same
 * Budapest day as `nowUnix`, those under way at its start first; `earlier`, Euro 2024 (Hungary's three group
 * matches and the final) and the 2022 World Cup (the opening match, the third place play-off and the final).
 */
export function articleFixtures(nowUnix: number): { today: number[]; earlier: number[] } {
  const startedAtMs = nowUnix * 1000;
  const atStart = liveAtStart(startedAtMs);
  const later = liveFixtures(startedAtMs)
    .map((f) => f.id)
    .filter((id) => !atStart.includes(id));
  const euro = scheduleOf(leagueDef(4), 2024);
  const plays = (slot: Slot, team: number) => 'team' in slot && slot.team === team;
  const hungary = nation('HUN').id;
  const wc = scheduleOf(leagueDef(1), 2022);
  return {
    today: [...atStart, ...later],
    earlier: [
      ...euro.filter((f) => plays(f.home, hungary) || plays(f.away, hungary)).map((f) => f.id),
      euro[euro.length - 1]!.id,
      wc[0]!.id,
      ...wc.slice(-2).map((f) => f.id),
    ],
  };
}

/** Current-season fixtures that are postponed (PST): two of NB I, two of the Premier League, never a live one. */
function postponedIds(season: number, live: Set<number>): Set<number> {
  const pick = (league: number, round: number, nth: number) =>
    scheduleOf(leagueDef(league), season).filter((f) => f.round === `Regular Season - ${round}`)[nth - 1]!.id;
  return new Set([pick(NB1, 7, 3), pick(NB1, 18, 2), pick(PREMIER, 12, 5), pick(PREMIER, 29, 8)].filter((id) => !live.has(id)));
}

// ---------------------------------------------------------------- the model

export interface FootballOptions {
  /** When the service started (ms): the live set is placed relative to it. */
  startedAt: number;
  /** The article about a fixture on this site, if any (its path). */
  articleUrl?: (fixtureId: number) => string | null;
}

interface Entry {
  f: ScheduledFixture;
  league: LeagueDef;
  /** The model's kick-off: the schedule's, or the live set's. */
  kickoff: number;
  postponed: boolean;
  live: boolean;
  forceShootout: boolean;
}

export type ControlAction = 'start' | 'advance' | 'finish';

export const DEFAULT_ADVANCE_MINUTES = 10;
/** The longest `advance` (a whole match with extra time and a shoot-out is under 200 minutes). */
export const MAX_ADVANCE_MINUTES = 300;

export function footballModel({ startedAt, articleUrl = () => null }: FootballOptions) {
  const season = currentSeason(startedAt);
  const live = liveFixtures(startedAt);
  const index = seasonIndex(season, live);
  /** Kick-offs the control route set (unix s), by fixture. */
  const overrides = new Map<number, number>();
  const draw = theDraw(index);
  const clock = matchClock(index, draw, overrides);
  const answers = keptAnswers(draw, clock, articleUrl);
  const tables = seasonTables(index, draw, clock, answers);
  return footballCalls({ season, live, index, overrides, draw, clock, answers, tables, articleUrl });
}

/** Every fixture of the seasons the model serves, by id, by league-season and by its key in its season. */
function seasonIndex(season: number, live: ReturnType<typeof liveFixtures>) {
  const liveIds = new Set(live.map((f) => f.id));
  const shootoutTie = live.find((f) => f.league === CUP)?.id ?? null;
  const postponed = postponedIds(season, liveIds);
  const liveKickoff = new Map(live.map((f) => [f.id, f.kickoff]));
  const entries = new Map<number, Entry>();
  const bySeason = new Map<string, Entry[]>();
  for (const league of LEAGUES) {
    for (const year of league.seasons(season)) {
      const list = scheduleOf(league, year).map((f): Entry => ({
        f,
        league,
        kickoff: liveKickoff.get(f.id) ?? f.kickoff,
        postponed: postponed.has(f.id),
        live: liveIds.has(f.id),
        forceShootout: f.id === shootoutTie,
      }));
      for (const e of list) entries.set(e.f.id, e);
      bySeason.set(`${league.id}/${year}`, list);
    }
  }
  const allEntries = [...entries.values()];
  const keyIndex = new Map<string, Entry>();
  for (const [k, list] of bySeason) for (const e of list) keyIndex.set(`${k}/${e.f.key}`, e);
  const byKey = (e: Entry, key: string) => keyIndex.get(`${e.league.id}/${e.f.season}/${key}`)!;
  return { entries, bySeason, allEntries, byKey };
}
type SeasonIndex = ReturnType<typeof seasonIndex>;

/** What the draw decides, whatever the clock (memoised): each fixture's teams and plan, and the tables they make. */
function theDraw({ bySeason, byKey }: SeasonIndex) {
  const teamsMemo = new Map<number, { home: TeamDef; away: TeamDef }>();
  const plans = new Map<number, MatchPlan>();

  function teamsOf(e: Entry): { home: TeamDef; away: TeamDef } {
    let t = teamsMemo.get(e.f.id);
    if (!t) teamsMemo.set(e.f.id, (t = { home: resolve(e, e.f.home), away: resolve(e, e.f.away) }));
    return t;
  }

  function planOf(e: Entry): MatchPlan {
    let p = plans.get(e.f.id);
    if (!p) {
      const { home, away } = teamsOf(e);
      const neutral = e.league.neutral || e.f.venue !== null;
      p = planMatch({
        id: e.f.id,
        home,
        away,
        homeAdvantage: !neutral,
        knockout: e.f.knockout,
        forceShootout: e.forceShootout,
        complete: e.live,
        refereePool: e.league.refereePool,
      });
      plans.set(e.f.id, p);
    }
    return p;
  }

  /** The side that won a planned match (a knock-out tie always has one). */
  function winnerOf(e: Entry): Side {
    const p = planOf(e);
    const count = (side: Side, keep: (x: PlannedEvent) => boolean) => p.events.filter((x) => x.side === side && keep(x)).length;
    const [h, a] = [count('home', countsForScore), count('away', countsForScore)];
    if (h !== a) return h > a ? 'home' : 'away';
    const kick = (x: PlannedEvent) => isShootout(x) && x.detail === 'Penalty';
    return count('home', kick) > count('away', kick) ? 'home' : 'away';
  }

  /** A tournament group's final table, from the planned results. */
  function plannedTable(e: Entry, group: string) {
    const list = bySeason.get(`${e.league.id}/${e.f.season}`)!.filter((x) => x.f.group === `Group ${group}`);
    return groupTable(`Group ${group}`, list, () => true);
  }

  function resolve(e: Entry, slot: Slot): TeamDef {
    if ('team' in slot) return teamById(slot.team);
    if ('winnerOf' in slot || 'loserOf' in slot) {
      const feeder = byKey(e, 'winnerOf' in slot ? slot.winnerOf : slot.loserOf);
      const t = teamsOf(feeder);
      const won = winnerOf(feeder);
      const side = 'winnerOf' in slot ? won : won === 'home' ? 'away' : 'home';
      return t[side];
    }
    if ('group' in slot) return teamById(plannedTable(e, slot.group)[slot.rank - 1]!.team.id);
    return thirdPlaces(bySeason.get(`${e.league.id}/${e.f.season}`)!, (g) => plannedTable(e, g)).get(e.f.id)!;
  }

  function groupTable(group: string, list: Entry[], counts: (e: Entry) => boolean) {
    const teams = new Map<number, TeamDef>();
    const results: FinishedResult[] = [];
    for (const e of list) {
      const t = teamsOf(e);
      teams.set(t.home.id, t.home);
      teams.set(t.away.id, t.away);
      if (!counts(e)) continue;
      const goals = { home: 0, away: 0 };
      for (const x of planOf(e).events) if (countsForScore(x)) goals[x.side]++;
      results.push({ home: teamRef(t.home), away: teamRef(t.away), goals });
    }
    return standingsTable(group, [...teams.values()].map(teamRef), results);
  }

  return { teamsOf, planOf, groupTable };
}
type Draw = ReturnType<typeof theDraw>;

/** Where the best third-placed teams go: the knock-out places that take a third, by the planned group tables. */
function thirdPlaces(list: Entry[], plannedTable: (group: string) => ReturnType<Draw['groupTable']>): Map<number, TeamDef> {
  const groups = [...new Set(list.filter((x) => x.f.group).map((x) => x.f.group!.slice(-1)))];
  const thirds = groups.map((g) => ({ g, row: plannedTable(g)[2]! }));
  thirds.sort(
    (a, b) => b.row.points - a.row.points || b.row.goalsDiff - a.row.goalsDiff || b.row.all.goals.for - a.row.all.goals.for || a.g.localeCompare(b.g),
  );
  const places = list.flatMap((x) => [x.f.home, x.f.away].map((s) => ({ x, s }))).filter(({ s }) => 'third' in s);
  const assigned = assignThirds(
    places.map(({ s }) => (s as { third: string[] }).third),
    thirds.slice(0, places.length).map((t) => t.g),
  );
  const out = new Map<number, TeamDef>();
  places.forEach(({ x }, i) => out.set(x.f.id, teamById(thirds.find((t) => t.g === assigned[i])!.row.team.id)));
  return out;
}

/** The clock: a fixture's state at a moment, what its answer depends on, and whether its teams are known yet. */
function matchClock({ bySeason, byKey }: SeasonIndex, { planOf }: Draw, overrides: Map<number, number>) {
  const kickoffOf = (e: Entry) => overrides.get(e.f.id) ?? e.kickoff;
  function stateOf(e: Entry, now: number): { state: MatchState; tick: number } {
    const kickoff = kickoffOf(e);
    if (e.postponed && !overrides.has(e.f.id)) return { state: { short: 'PST', elapsed: null, extra: null, seen: 0, finished: false, live: false }, tick: -1 };
    const tick = tickAt(kickoff, now);
    return { state: stateAt(planOf(e), tick), tick };
  }

  const postponedNow = (e: Entry) => e.postponed && !overrides.has(e.f.id);
  const finishedAt = (e: Entry, now: number) => !postponedNow(e) && now >= kickoffOf(e) + durationS(planOf(e));

  /**
   * What a fixture's answer depends on at `now`: its kick-off and its match minute (none before the kick-off
   * or after the end). Two moments with the same key give the same answer (D-218).
   */
  function stateKey(e: Entry, now: number): string {
    if (postponedNow(e)) return 'PST';
    const kickoff = kickoffOf(e);
    const tick = tickAt(kickoff, now);
    return `${kickoff}:${tick < 0 ? -1 : Math.min(tick, planOf(e).end)}`;
  }

  const dependencies = new Map<number, Entry[]>();
  /** A fixture exists for readers once its teams are known: every fixture it depends on is over. */
  function known(e: Entry, now: number): boolean {
    let deps = dependencies.get(e.f.id);
    if (!deps) dependencies.set(e.f.id, (deps = dependsOn(e)));
    return deps.every((d) => finishedAt(d, now));
  }

  /** The fixtures whose results name this one's teams. */
  function dependsOn(e: Entry): Entry[] {
    const list = bySeason.get(`${e.league.id}/${e.f.season}`)!;
    return [e.f.home, e.f.away].flatMap((slot): Entry[] => {
      if ('team' in slot) return [];
      if ('winnerOf' in slot) return [byKey(e, slot.winnerOf)];
      if ('loserOf' in slot) return [byKey(e, slot.loserOf)];
      if ('group' in slot) return list.filter((x) => x.f.group === `Group ${slot.group}`);
      return list.filter((x) => x.f.group !== null);
    });
  }

  return { kickoffOf, stateOf, stateKey, finishedAt, known };
}
type Clock = ReturnType<typeof matchClock>;

/** Answers kept while their fixtures' states hold (D-218): any answer, a fixture's view, and lists of fixtures. */
function keptAnswers({ teamsOf, planOf }: Draw, { kickoffOf, stateOf, stateKey, known }: Clock, articleUrl: (fixtureId: number) => string | null) {
  /**
   * An answer computed from `list`'s fixtures, kept while none of them changes state: the same object comes
   * back, whose JSON the server keeps (D-218). Bounded: a crawler asking for every day empties it now and then.
   */
  const kept = new Map<string, { key: string; value: unknown }>();
  const KEPT_ANSWERS = 1000;
  function keep<T>(query: string, list: Entry[], now: number, compute: () => T, also = ''): T {
    const key = list.map((e) => `${e.f.id}=${stateKey(e, now)}`).join(',') + also;
    const hit = kept.get(query);
    if (hit && hit.key === key) return hit.value as T;
    if (kept.size >= KEPT_ANSWERS) kept.clear();
    const value = compute();
    kept.set(query, { key, value });
    return value;
  }

  function view(e: Entry, now: number): FixtureView {
    const { state, tick } = stateOf(e, now);
    const { home, away } = teamsOf(e);
    return {
      id: e.f.id,
      league: e.league,
      season: e.f.season,
      round: e.f.round,
      venue: e.f.venue,
      kickoff: kickoffOf(e),
      home,
      away,
      plan: planOf(e),
      state,
      tick,
    };
  }

  const byKickoff = (a: Entry, b: Entry) => kickoffOf(a) - kickoffOf(b) || a.f.id - b.f.id;

  /**
   * A fixture's list form, kept while its state is the same: a finished or not started fixture does not
   * change, a live one changes with its match minute. The same object comes back while it holds, so the
   * server can keep its JSON (D-218). With its events (a day's list: the boxes' scorers) or without (a
   * season's schedule, D-243).
   */
  const listed = { events: new Map<number, { key: string; fixture: Fixture }>(), bare: new Map<number, { key: string; fixture: Fixture }>() };
  function listFixtureOf(e: Entry, now: number, withEvents: boolean): Fixture {
    const key = stateKey(e, now);
    const cache = withEvents ? listed.events : listed.bare;
    const hit = cache.get(e.f.id);
    if (hit && hit.key === key) return hit.fixture;
    const fixture = listFixture(view(e, now), articleUrl(e.f.id), withEvents);
    cache.set(e.f.id, { key, fixture });
    return fixture;
  }

  function listOf(query: string, list: Entry[], now: number, wanted: (e: Entry) => boolean, withEvents = true): Fixture[] {
    const shown = list.filter((e) => wanted(e) && known(e, now)).sort(byKickoff);
    return keep(query, shown, now, () => shown.map((e) => listFixtureOf(e, now, withEvents)));
  }

  return { keep, view, byKickoff, listOf };
}
type Answers = ReturnType<typeof keptAnswers>;

/** A season's tables, a fixture's earlier meetings and the players' tallies. */
function seasonTables({ entries }: SeasonIndex, { teamsOf, groupTable }: Draw, { kickoffOf, finishedAt, known }: Clock, { view, byKickoff }: Answers) {
  function standingsOf(league: number, year: number, list: Entry[], now: number): LeagueStandings[] {
    const def = leagueDef(league);
    const finished = (e: Entry) => known(e, now) && finishedAt(e, now);
    let tables: ReturnType<typeof groupTable>[];
    if (def.type === 'League') tables = [groupTable(def.name, list, finished)];
    else {
      const groups = [...new Set(list.map((e) => e.f.group).filter((g): g is string => g !== null))].sort();
      tables = groups.map((g) =>
        groupTable(
          g,
          list.filter((e) => e.f.group === g),
          finished,
        ),
      );
    }
    return [{ league: { id: def.id, name: def.name, country: def.country.name, logo: leagueLogo(def.id), season: year, standings: tables } }];
  }

  /** Every fixture of the model by its two teams (whoever is at home), drawn once. */
  let meetings: Map<string, Entry[]> | null = null;
  const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  function meetingsOf(e: Entry): Entry[] {
    if (!meetings) {
      meetings = new Map();
      for (const x of entries.values()) {
        const t = teamsOf(x);
        const k = pairKey(t.home.id, t.away.id);
        meetings.set(k, [...(meetings.get(k) ?? []), x]);
      }
    }
    const { home, away } = teamsOf(e);
    return meetings.get(pairKey(home.id, away.id)) ?? [];
  }

  function h2h(e: Entry, now: number): Fixture[] {
    return meetingsOf(e)
      .filter((x) => x !== e && kickoffOf(x) < kickoffOf(e) && known(x, now) && finishedAt(x, now))
      .sort((a, b) => byKickoff(b, a))
      .slice(0, 5)
      .map((x) => listFixture(view(x, now), null, false));
  }

  const lineupsOut = (e: Entry, now: number) => now >= kickoffOf(e) - LINEUPS_BEFORE_S;

  function talliedEvents(list: Entry[], now: number): TalliedEvent[] {
    const out: TalliedEvent[] = [];
    for (const e of list) {
      if (!known(e, now)) continue;
      const v = view(e, now);
      for (const x of visibleEvents(v)) {
        const team = x.playerTeam === 'home' ? v.home : v.away;
        const p = squadOf(team.id).players.find((s) => s.id === x.playerId)!;
        out.push({ type: x.type, detail: x.detail, comments: x.comments, player: { id: p.id, name: p.name, photo: p.photo }, team: teamRef(team) });
      }
    }
    return out;
  }

  return { standingsOf, meetingsOf, h2h, lineupsOut, talliedEvents };
}

interface FootballParts {
  season: number;
  live: ReturnType<typeof liveFixtures>;
  index: SeasonIndex;
  overrides: Map<number, number>;
  draw: Draw;
  clock: Clock;
  answers: Answers;
  tables: ReturnType<typeof seasonTables>;
  articleUrl: (fixtureId: number) => string | null;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The service's calls on the model. */
function footballCalls({ season, live, index, overrides, draw, clock, answers, tables, articleUrl }: FootballParts) {
  const { entries, allEntries, bySeason } = index;
  const { planOf } = draw;
  const { kickoffOf, stateOf, known } = clock;
  const { keep, view, listOf } = answers;
  const { standingsOf, meetingsOf, h2h, lineupsOut, talliedEvents } = tables;
  const seasonEntries = (league: number, year: number) => bySeason.get(`${league}/${year}`) ?? null;
  return {
    countries: (): Country[] => COUNTRIES,
    hasCountry: (id: number) => COUNTRIES.some((c) => c.id === id),
    leagues(country: number): LeagueEntry[] {
      return LEAGUES.filter((l) => l.country.id === country).map((l) => {
        const years = l.seasons(season);
        const newest = Math.max(...years);
        return {
          league: { id: l.id, name: l.name, type: l.type, logo: leagueLogo(l.id) },
          country: l.country,
          seasons: years.map((year) => {
            const list = scheduleOf(l, year);
            return { year, start: budapestDay(list[0]!.kickoff), end: budapestDay(list[list.length - 1]!.kickoff), current: year === newest };
          }),
        };
      });
    },
    seasons(): SeasonOption[] {
      const years = new Set(LEAGUES.flatMap((l) => l.seasons(season)));
      return [...years].sort((a, b) => b - a).map((id) => ({ id }));
    },
    hasLeague: (league: number) => LEAGUES.some((l) => l.id === league),
    hasSeason: (league: number, year: number) => seasonEntries(league, year) !== null,
    standings(league: number, year: number, nowMs: number): LeagueStandings[] | null {
      const list = seasonEntries(league, year);
      if (!list) return null;
      const now = seconds(nowMs);
      return keep(`standings/${league}/${year}`, list, now, () => standingsOf(league, year, list, now));
    },
    topLists(league: number, year: number, nowMs: number): { scorers: TopPlayer[]; yellow: TopPlayer[]; red: TopPlayer[] } | null {
      const list = seasonEntries(league, year);
      const now = seconds(nowMs);
      return list ? keep(`top/${league}/${year}`, list, now, () => topLists(talliedEvents(list, now))) : null;
    },
    /** The full fixture; null: no such fixture (or its teams are not known yet). */
    fixture(id: number, nowMs: number): Fixture | null {
      const e = entries.get(id);
      const now = seconds(nowMs);
      if (!e || !known(e, now)) return null;
      // Its meetings (itself among them) and whether they are known make its h2h; the hour its line-ups.
      const meetings = meetingsOf(e);
      const also = `|${meetings.map((x) => (known(x, now) ? 1 : 0)).join('')}|${lineupsOut(e, now)}`;
      return keep(`fixture/${id}`, meetings, now, () => fullFixture(view(e, now), articleUrl(id), now, h2h(e, now)), also);
    },
    /** A league-season's fixtures kicking off in [from, to) (unix s); null: no such league-season. */
    fixturesBetween(league: number, year: number, from: number, to: number, nowMs: number): Fixture[] | null {
      const list = seasonEntries(league, year);
      if (!list) return null;
      return listOf(`fixtures/${league}/${year}/${from}/${to}`, list, seconds(nowMs), (e) => kickoffOf(e) >= from && kickoffOf(e) < to);
    },
    /**
     * A league-season's fixtures from `from` (unix s) to its end, without their events: a whole schedule is a
     * list of matches (API-FOOTBALL's list form), a third of the bytes of one with every goal and card (D-243).
     */
    scheduleFrom(league: number, year: number, from: number, nowMs: number): Fixture[] | null {
      const list = seasonEntries(league, year);
      if (!list) return null;
      return listOf(`schedule/${league}/${year}/${from}`, list, seconds(nowMs), (e) => kickoffOf(e) >= from, false);
    },
    allBetween(from: number, to: number, nowMs: number): Fixture[] {
      return listOf(`fixtures/all/${from}/${to}`, allEntries, seconds(nowMs), (e) => kickoffOf(e) >= from && kickoffOf(e) < to);
    },
    /** The control route (tests, editors): start, advance or finish a fixture; null: no such fixture. */
    control(id: number, action: ControlAction, minutes: number, nowMs: number): Fixture | null {
      const e = entries.get(id);
      const now = seconds(nowMs);
      if (!e || !known(e, now)) return null;
      const { state } = stateOf(e, now);
      if (action === 'start') overrides.set(id, now);
      else if (action === 'advance' && !state.finished) overrides.set(id, (state.live ? kickoffOf(e) : now) - minutes * MATCH_MINUTE_S);
      else if (action === 'finish' && !state.finished) overrides.set(id, now - durationS(planOf(e)));
      return fullFixture(view(e, now), articleUrl(id), now, h2h(e, now));
    },
    /** Every fixture id of the model (tests). */
    fixtureIds: () => [...entries.keys()],
    live,
  };
}

export type FootballModel = ReturnType<typeof footballModel>;
