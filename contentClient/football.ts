// Football's calls of the live-score service (specialised-features.md §7, API-FOOTBALL's shapes), through the
// client's one `get`; a day is 'YYYY-MM-DD' on the Budapest calendar.
import type { Country, Fixture, LeagueEntry, LeagueStandings, SeasonOption, TopPlayer } from '../domain/sports/types';
import { footballSport } from '../domain/football/sport';
import type { LivescoreGet } from './livescoreGet';

export function footballCalls(get: LivescoreGet) {
  const football = <T>(path: string) => get<T>(footballSport, path);
  return {
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
