// A fake live-score football source over the test world (testing/footballFixture.ts): the calls it got, in
// order, and any call replaced by a test.
import type { FootballSource } from '../pages/football/loadFootball';
import type { Fixture } from '../domain/sports/types';
import { dayOf } from '../domain/football/days';
import {
  COUNTRIES,
  EURO_2024,
  EURO_STANDINGS,
  LEAGUES,
  LIVE_MATCH,
  NBI_FIXTURES,
  NBI_STANDINGS,
  TOP_RED,
  TOP_SCORERS,
  TOP_YELLOW,
  WORLD_CUP_2022,
} from './footballFixture';

/** Every fixture of the test world by league and season. */
const SCHEDULES: Record<string, Fixture[]> = { '271/2025': NBI_FIXTURES, '4/2024': EURO_2024, '1/2022': WORLD_CUP_2022 };

export function fakeFootballSource(overrides: Partial<FootballSource> = {}): FootballSource & { calls: string[] } {
  const calls: string[] = [];
  const rec =
    <A extends unknown[], T>(name: string, fn: (...a: A) => T) =>
    async (...a: A) => {
      calls.push(`${name}(${a.join(',')})`);
      return fn(...a);
    };
  const schedule = (league: number, season: number) => SCHEDULES[`${league}/${season}`] ?? [];
  const all = Object.values(SCHEDULES).flat();
  return {
    calls,
    countries: rec('countries', () => COUNTRIES),
    leagues: rec('leagues', (country: number) => LEAGUES[country] ?? []),
    footballSeasons: rec('footballSeasons', () => [{ id: 2022 }, { id: 2024 }, { id: 2025 }]),
    standings: rec('standings', (league: number, season: number) =>
      league === 271 && season === 2025 ? [NBI_STANDINGS] : league === 4 && season === 2024 ? [EURO_STANDINGS] : [],
    ),
    topScorers: rec('topScorers', (league: number) => (league === 271 ? TOP_SCORERS : [])),
    topYellowCards: rec('topYellowCards', (league: number) => (league === 271 ? TOP_YELLOW : [])),
    topRedCards: rec('topRedCards', (league: number) => (league === 271 ? TOP_RED : [])),
    fixture: rec('fixture', (id: number) => {
      if (id === LIVE_MATCH.fixture.id) return [LIVE_MATCH];
      const f = all.find((x) => x.fixture.id === id);
      if (!f) throw new Error('not-found');
      return [f];
    }),
    fixturesOn: rec('fixturesOn', (league: number, season: number, date: string) =>
      schedule(league, season).filter((f) => dayOf(f.fixture.timestamp) === date),
    ),
    fixturesFrom: rec('fixturesFrom', (league: number, season: number, start: string) =>
      schedule(league, season).filter((f) => dayOf(f.fixture.timestamp) >= start),
    ),
    allFixturesOn: rec('allFixturesOn', (date: string) => all.filter((f) => dayOf(f.fixture.timestamp) === date)),
    ...overrides,
  };
}
