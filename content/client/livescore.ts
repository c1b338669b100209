// The live-score service's client for server code (pages, the prerender job): one method per call of
// specialised-features.md §7, each answering the envelope's `response` typed as domain/sports/types.ts.
// Failures are ContentApiErrors with the content client's kinds (errors.ts), so a page maps them alike.
import type {
  Circuit,
  DriverDetail,
  LivescoreEnvelope,
  Race,
  ResultRow,
  SeasonOption,
  StandingsDriverRow,
  StandingsTeamRow,
  TeamDetail,
} from '../../domain/sports/types';
import { ContentApiError, kindOfStatus } from './errors';

const TIMEOUT_MS = 5_000;

export function livescoreClient(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  async function get<T>(sport: 'football' | 'formula-1', path: string): Promise<T[]> {
    const request = `GET /livescore/${sport}/${path}`;
    let res: Response;
    try {
      res = await fetch(`${base}/livescore/${sport}/${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new ContentApiError('unavailable', request, null, (err as Error).message, { cause: err });
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ContentApiError(kindOfStatus(res.status), request, res.status, `HTTP ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new ContentApiError('bad-response', request, res.status, 'not JSON', { cause: err });
    }
    const response = (body as Partial<LivescoreEnvelope<T>> | null)?.response;
    if (!Array.isArray(response)) throw new ContentApiError('bad-response', request, res.status, 'no response list');
    return response;
  }
  const f1 = <T>(path: string) => get<T>('formula-1', path);
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
  };
}

export type LivescoreClient = ReturnType<typeof livescoreClient>;
