// Formula 1's calls of the live-score service (specialised-features.md §7), through the client's one `get`.
import type { Circuit, DriverDetail, Race, ResultRow, SeasonOption, StandingsDriverRow, StandingsTeamRow, TeamDetail } from '../domain/sports/types';
import { formula1Sport } from '../domain/formula1/sport';
import type { LivescoreGet } from './livescoreGet';

export function formula1Calls(get: LivescoreGet) {
  const f1 = <T>(path: string) => get<T>(formula1Sport, path);
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
