// The live-score service's client for server code (pages, the prerender job): one method per call of
// specialised-features.md §7, each answering the envelope's `response` typed as domain/sports/types.ts.
// Failures are ContentApiErrors with the content client's kinds (errors.ts), so a page maps them alike.
import type {
  Circuit,
  Country,
  DriverDetail,
  Fixture,
  LeagueEntry,
  LeagueStandings,
  LivescoreEnvelope,
  Race,
  ResultRow,
  SeasonOption,
  StandingsDriverRow,
  StandingsTeamRow,
  TeamDetail,
  TopPlayer,
} from '../domain/sports/types';
import type { Sport } from '../domain/sports/sport';
import { footballSport } from '../domain/football/sport';
import { formula1Sport } from '../domain/formula1/sport';
import { createCaller } from './call';
import { ContentApiError } from './errors';
import { httpTransport } from './httpTransport';
import type { Transport } from './transport';

const TIMEOUT_MS = 5_000;

/**
 * `transport`: node:http over kept-alive sockets (httpTransport.ts) unless a test passes another. Not fetch:
 * a render thread blocks between tasks, so fetch's pool never saw the service close an idle socket, and
 * every other call after a pause failed with "other side closed"; httpTransport retries such a socket once.
 */
export function livescoreClient(baseUrl: string, transport: Transport = httpTransport) {
  const caller = createCaller({ baseUrl, transport, timeoutMs: TIMEOUT_MS });
  async function get<T>(sport: Pick<Sport, 'service'>, path: string): Promise<T[]> {
    const request = `/livescore/${sport.service}/${path}`;
    const body = await caller.get<Partial<LivescoreEnvelope<T>> | undefined>(request);
    if (!Array.isArray(body?.response)) throw new ContentApiError('bad-response', `GET ${request}`, 200, 'no response list');
    return body.response;
  }
  const f1 = <T>(path: string) => get<T>(formula1Sport, path);
  const football = <T>(path: string) => get<T>(footballSport, path);
  return {
    f1Seasons: () => f1<SeasonOption>('seasons'),
    races: (season: number) => f1<Race>(`races/${season}`),
    drivers: (season: number) => f1<StandingsDriverRow>(`drivers/${season}`),
    teams: (season: number) => f1<StandingsTeamRow>(`teams/${season}`),
    /** '123', '-123' (the starting grid of 123) or 'a.b.c' (three results combined). */
    result: (race: string) => f1<ResultRow>(`result/${encodeURIComponent(race)}`),
    circuit: (id: number) => f1<Circuit>(`circuit/${id}`),
    team: (id: number) => f1<TeamDetail>(`team/${id}`),
    driver: (id: number) => f1<DriverDetail>(`driver/${id}`),
    race: (id: number) => f1<Race>(`fixtures/${id}`),
    // football (API-FOOTBALL's shapes); a day is 'YYYY-MM-DD' on the Budapest calendar
    countries: () => football<Country>('countries'),
    leagues: (country: number) => football<LeagueEntry>(`leagues/${country}`),
    footballSeasons: () => football<SeasonOption>('seasons'),
    standings: (league: number, season: number) => football<LeagueStandings>(`standings/${league}/${season}`),
    topScorers: (league: number, season: number) => football<TopPlayer>(`topscorers/${league}/${season}`),
    topYellowCards: (league: number, season: number) => football<TopPlayer>(`topyellowcards/${league}/${season}`),
    topRedCards: (league: number, season: number) => football<TopPlayer>(`topredcards/${league}/${season}`),
    /** The full fixture: events, line-ups, statistics, predictions. */
    fixture: (id: number) => football<Fixture>(`fixtures/${id}`),
    /** A league-season's fixtures kicking off on `date` (with events; no line-ups, statistics, predictions). */
    fixturesOn: (league: number, season: number, date: string) => football<Fixture>(`fixtures/${league}/${season}/${encodeURIComponent(date)}`),
    /** A league-season's fixtures kicking off on or after `start`. */
    fixturesFrom: (league: number, season: number, start: string) => football<Fixture>(`fixtures/${league}/${season}/all/${encodeURIComponent(start)}`),
    /** Every league's fixtures kicking off on `date`. */
    allFixturesOn: (date: string) => football<Fixture>(`fixtures/all/${encodeURIComponent(date)}`),
  };
}

export type LivescoreClient = ReturnType<typeof livescoreClient>;
