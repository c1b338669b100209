// What the widget shows for one state, as data (serialisable: the live island gets part of it as props),
// and the GET address of every state it links to. The server fills it (pages/formula1/loadFormula1.ts); the
// component only draws it.
import type { Circuit, DriverDetail, Race, ResultRow, StandingsDriverRow, StandingsTeamRow, TeamDetail } from '../sports/types';
import { REFRESH_INTERVAL_MS } from '../constants';
import type { Competition } from './calendar';
import { f1Href, queryId, type F1Link, type F1Query } from './query';
import type { F1Tab } from './tabs';

/** Live race results are asked again this often (specialised-features.md §4, §9). */
export const F1_RESULTS_POLL_MS = REFRESH_INTERVAL_MS;

export interface Formula1View {
  /** The page the widget's links and forms go to (its own page, also when embedded in an article). */
  basePath: string;
  tab: F1Tab;
  /** Null when the service has no season (or could not be reached): the box stays empty (§8). */
  season: number | null;
  /** The season shown without a `szezon` parameter: links leave it out. */
  defaultSeason: number | null;
  seasons: number[];
  competitions: Competition[];
  competitionId: number | null;
  /** The chosen competition's sessions, in date order. */
  sessions: Race[];
  /** The `futam` shown: a session id, or a negated id for a starting grid. */
  futam: number | null;
  circuit: Circuit | null;
  /** The shown session's result (or starting grid); null when it could not be loaded. */
  result: ResultRow[] | null;
  teams: StandingsTeamRow[];
  teamId: number | null;
  team: TeamDetail | null;
  drivers: StandingsDriverRow[];
  driverId: number | null;
  driver: DriverDetail | null;
}

/** A view with nothing in it (the service failed): the widget draws its frame and the empty message. */
export function emptyView(basePath: string, tab: F1Tab): Formula1View {
  return {
    basePath,
    tab,
    season: null,
    defaultSeason: null,
    seasons: [],
    competitions: [],
    competitionId: null,
    sessions: [],
    futam: null,
    circuit: null,
    result: null,
    teams: [],
    teamId: null,
    team: null,
    drivers: [],
    driverId: null,
    driver: null,
  };
}

/** The `szezon` a link carries: none for the default season. */
const seasonParam = (v: Pick<Formula1View, 'season' | 'defaultSeason'>) => (v.season !== null && v.season !== v.defaultSeason ? v.season : null);

type LinkView = Pick<Formula1View, 'basePath' | 'season' | 'defaultSeason'>;
const href = (v: LinkView, link: F1Link) => f1Href(v.basePath, { szezon: seasonParam(v), ...link });

/** A tab of the current season. */
export const tabHref = (v: LinkView, tab: F1Tab) => href(v, { oldal: tab });
/** A season (the tab kept, its choices back to their defaults). */
export const seasonHref = (v: Pick<Formula1View, 'basePath' | 'defaultSeason' | 'tab'>, season: number) =>
  f1Href(v.basePath, { oldal: v.tab, szezon: season === v.defaultSeason ? null : season });
export const competitionHref = (v: LinkView, competitionId: number) => href(v, { verseny: competitionId });
/** A session, or with a negated id its starting grid, of a competition. */
export const raceHref = (v: LinkView, competitionId: number, futam: number) => href(v, { verseny: competitionId, futam });
export const teamHref = (v: LinkView, teamId: number) => href(v, { oldal: 'csapatok', csapat: teamId });
export const driverHref = (v: LinkView, driverId: number) => href(v, { oldal: 'versenyzok', versenyzo: driverId });

/**
 * The canonical address of a state: the page with the parameters of the query the widget accepted (a value
 * the lists did not have fell back to a default, and is left out), so every address of one state names one
 * canonical page and the bare path stays the default state.
 */
export function canonicalHref(query: F1Query, v: Formula1View): string {
  const kept = (raw: string | null, chosen: number | null) => (raw !== null && chosen !== null && queryId(raw) === chosen ? chosen : null);
  const calendar = v.tab === 'versenynaptar';
  return f1Href(v.basePath, {
    oldal: v.tab,
    szezon: seasonParam(v) === null ? null : kept(query.szezon, v.season),
    verseny: calendar ? kept(query.verseny, v.competitionId) : null,
    futam: calendar ? kept(query.futam, v.futam) : null,
    csapat: v.tab === 'csapatok' ? kept(query.csapat, v.teamId) : null,
    versenyzo: v.tab === 'versenyzok' ? kept(query.versenyzo, v.driverId) : null,
  });
}
