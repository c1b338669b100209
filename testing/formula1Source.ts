// A fake live-score Formula 1 source over the test season (testing/formula1Fixture.ts).
import type { Formula1Source } from '../pages/formula1/loadFormula1';
import { F1_CIRCUIT, F1_DRIVER, F1_DRIVERS, F1_RACES, F1_RESULT, F1_SEASONS, F1_TEAM, F1_TEAMS } from './formula1Fixture';

export function fakeFormula1Source(overrides: Partial<Formula1Source> = {}): Formula1Source & { calls: string[] } {
  const calls: string[] = [];
  const rec =
    <A extends unknown[], T>(name: string, fn: (...a: A) => T) =>
    async (...a: A) => {
      calls.push(`${name}(${a.join(',')})`);
      return fn(...a);
    };
  return {
    calls,
    f1Seasons: rec('f1Seasons', () => F1_SEASONS),
    races: rec('races', (s: number) => (s === 2026 ? F1_RACES : [])),
    drivers: rec('drivers', () => F1_DRIVERS),
    teams: rec('teams', () => F1_TEAMS),
    result: rec('result', () => F1_RESULT),
    circuit: rec('circuit', (id: number) => (id === F1_CIRCUIT.id ? [F1_CIRCUIT] : [])),
    team: rec('team', (id: number) => (id === F1_TEAM.id ? [F1_TEAM] : [])),
    driver: rec('driver', (id: number) => (id === F1_DRIVER.id ? [F1_DRIVER] : [])),
    ...overrides,
  };
}
