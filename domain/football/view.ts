// What the football screen shows for one state, as data (the server fills it in pages/football/
// loadFootball.ts; components/Football only draws it), and the GET address of every state it links to,
// defaults left out, so the default state is the bare path (the prerendered page) and each state has one
// address. On a supplement's tab (reader-site.md §2) the league is fixed and only `nap` and `meccs` remain.
import type { Fixture } from '../sports/types';
import { queryId } from '../sports/query';
import { footballHref, FOOTBALL_PARAMS, FOOTBALL_PATH, type FootballLink, type FootballParam, type FootballQuery } from './query';
import type { RankingKind, RankingRow } from './rankings';
import type { StandingGroup } from './standings';
import { DEFAULT_FOOTBALL_TAB, type FootballTab } from './tabs';

/** A part of the screen: a tab's table, the day's matches, or a tournament's whole schedule. */
export type FootballPart = 'standings' | 'goals' | 'yellow' | 'red' | 'day' | 'schedule';

/** The table each tab shows. */
export const TAB_PART: Readonly<Record<FootballTab, FootballPart>> = { tabella: 'standings', gol: 'goals', sarga: 'yellow', piros: 'red' };

/** The ranking list a part shows, if it is one. */
export const PART_RANKING: Readonly<Partial<Record<FootballPart, RankingKind>>> = { goals: 'goals', yellow: 'yellow', red: 'red' };

/** The query parameters a part's page reads (a supplement tab's query screen, domain/serving.ts). */
export const PART_PARAMS: Readonly<Record<FootballPart, readonly FootballParam[]>> = {
  standings: [],
  goals: [],
  yellow: [],
  red: [],
  day: ['nap', 'meccs'],
  schedule: ['meccs'],
};

export interface Option {
  id: number;
  name: string;
}

export interface FootballView {
  /** The page the links and forms go to. */
  basePath: string;
  /** A supplement's tab: the league is fixed; no selects, no tabs, no quick links. */
  fixed: boolean;
  /** What the list view shows, in order (the match view replaces it). */
  parts: FootballPart[];
  tab: FootballTab;
  countries: Option[];
  countryId: number | null;
  leagues: Option[];
  leagueId: number | null;
  league: { id: number; name: string; logo: string | null } | null;
  seasons: { year: number; label: string }[];
  season: number | null;
  /** What a link leaves out: the default state's league, this league's default season and day. */
  defaults: { countryId: number | null; leagueId: number | null; season: number | null; day: string | null };
  /** The configured leagues (sport-leagues) the service knows, with its names. */
  quickLinks: { countryId: number; leagueId: number; name: string }[];
  /** The day shown (YYYY-MM-DD), its neighbouring match days. */
  day: string | null;
  prevDay: string | null;
  nextDay: string | null;
  /** The day's fixtures; null when they could not be read (the box stays empty, §8). */
  dayFixtures: Fixture[] | null;
  /** A tournament's whole schedule under its stage labels. */
  schedule: { label: string | null; fixtures: Fixture[] }[] | null;
  standings: StandingGroup[] | null;
  ranking: { kind: RankingKind; rows: RankingRow[] } | null;
  /** The match view (meccs ≠ 0, a fixture the service knows). */
  match: Fixture | null;
  /** When the view was made (the live island's decision, "today"). */
  nowUnix: number;
}

/** A view with nothing in it: the frame and 'Még nincs adat.' (the service failed, §8). */
export function emptyFootballView(basePath: string, fixed: boolean, parts: FootballPart[], tab: FootballTab, nowUnix: number): FootballView {
  return {
    basePath,
    fixed,
    parts,
    tab,
    countries: [],
    countryId: null,
    leagues: [],
    leagueId: null,
    league: null,
    seasons: [],
    season: null,
    defaults: { countryId: null, leagueId: null, season: null, day: null },
    quickLinks: [],
    day: null,
    prevDay: null,
    nextDay: null,
    dayFixtures: null,
    schedule: null,
    standings: null,
    ranking: null,
    match: null,
    nowUnix,
  };
}

type LinkView = Pick<FootballView, 'basePath' | 'fixed' | 'tab' | 'countryId' | 'leagueId' | 'season' | 'day' | 'defaults'>;

/** What a link changes: the tab, the day (null: the default day), the match (null: the list). */
export interface StateChange {
  tab?: FootballTab;
  day?: string | null;
  match?: number | null;
}

/**
 * A state's parameters, defaults left out: the country and league together unless they are the default
 * league (a league alone would fall back, §5), the season unless it is the league's default, the tab unless
 * it is the standings, the day unless it is the default day, the match unless it is the list.
 */
export function stateLink(v: LinkView, change: StateChange = {}): FootballLink {
  const day = change.day === undefined ? v.day : change.day;
  const tab = change.tab ?? v.tab;
  const ownLeague = !v.fixed && (v.countryId !== v.defaults.countryId || v.leagueId !== v.defaults.leagueId);
  return {
    orszag: ownLeague ? v.countryId : null,
    liga: ownLeague ? v.leagueId : null,
    szezon: !v.fixed && v.season !== v.defaults.season ? v.season : null,
    oldal: v.fixed ? null : tab,
    nap: day !== null && day !== v.defaults.day ? day : null,
    meccs: change.match ?? null,
  };
}

export const stateHref = (v: LinkView, change: StateChange = {}) => footballHref(v.basePath, stateLink(v, change));
export const tabHref = (v: LinkView, tab: FootballTab) => stateHref(v, { tab });
export const dayHref = (v: LinkView, day: string) => stateHref(v, { day });
export const matchHref = (v: LinkView, id: number) => stateHref(v, { match: id });
/** 'Vissza': the list of the state the match view was opened from. */
export const backHref = (v: LinkView) => stateHref(v, { match: null });

/** A league's default state, the tab kept (a quick link). */
export function leagueHref(v: LinkView, countryId: number, leagueId: number): string {
  const isDefault = countryId === v.defaults.countryId && leagueId === v.defaults.leagueId;
  return footballHref(v.basePath, { orszag: isDefault ? null : countryId, liga: isDefault ? null : leagueId, oldal: v.tab });
}

/** The hidden fields a GET form carries so that only its own fields change the state. */
export function hiddenFields(v: LinkView, own: readonly FootballParam[], change: StateChange = {}): [FootballParam, string][] {
  const link = stateLink(v, change);
  return FOOTBALL_PARAMS.filter((p) => !own.includes(p)).flatMap((p): [FootballParam, string][] => {
    const value = link[p];
    if (value === null || value === undefined || (p === 'oldal' && value === DEFAULT_FOOTBALL_TAB)) return [];
    return [[p, String(value)]];
  });
}

/**
 * The canonical address of a state: a match view is its fixture alone (`?meccs=id` on the page); a list is
 * the state's own address with only the parameters the query gave and the screen accepted (a value that fell
 * back is left out: the address without it shows the same state), so every address of one state names one
 * canonical page.
 */
export function canonicalHref(query: FootballQuery, v: FootballView): string {
  if (v.match) return footballHref(v.basePath, { meccs: v.match.fixture.id });
  const link = stateLink(v);
  const accepted = (name: FootballParam): boolean => {
    const chosen = link[name];
    if (chosen === null || chosen === undefined) return false;
    const asked = query[name];
    if (name === 'oldal' || name === 'nap') return asked === chosen;
    return queryId(asked as string | null) === chosen;
  };
  return footballHref(v.basePath, Object.fromEntries(FOOTBALL_PARAMS.map((p) => [p, accepted(p) ? link[p] : null])));
}

/** A match's own page: its canonical address on the screen, shown in its league's context (selection.ts queryOfMatch). */
export function matchPageHref(id: number): string {
  return footballHref(FOOTBALL_PATH, { meccs: id });
}
