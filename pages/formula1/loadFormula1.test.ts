import { describe, expect, it } from 'vitest';
import { loadFormula1 } from './loadFormula1';
import { parseF1Query } from '../../domain/formula1/query';
import { fakeFormula1Source } from '../../testing/formula1Source';
import { F1_CIRCUIT, F1_DRIVER, F1_RESULT, F1_TEAM } from '../../testing/formula1Fixture';

const NOW = Date.parse('2026-07-26T14:00:00Z') / 1000;
const opts = (log: string[] = []) => ({ basePath: '/sport/forma-1', nowUnix: NOW, log: (l: string) => void log.push(l) });

describe('loadFormula1', () => {
  it('the default state: this season, the Grand Prix under way, its first session not completed', async () => {
    const src = fakeFormula1Source();
    const v = await loadFormula1(src, parseF1Query(''), opts());
    expect(v).toMatchObject({ tab: 'versenynaptar', season: 2026, defaultSeason: 2026, seasons: [2026, 2025], competitionId: 2, futam: 24 });
    expect(v.sessions.map((r) => r.id)).toEqual([21, 22, 23, 24]);
    expect(v.circuit).toEqual(F1_CIRCUIT);
    expect(v.result).toEqual(F1_RESULT);
    expect(src.calls).toEqual(['f1Seasons()', 'races(2026)', 'circuit(2)', 'result(24)']);
  });

  it('asks the starting grid with the negated race id', async () => {
    const src = fakeFormula1Source();
    const v = await loadFormula1(src, parseF1Query('verseny=2&futam=-22'), opts());
    expect(v.futam).toBe(-22);
    expect(src.calls).toContain('result(-22)');
  });

  it.each([
    ['szezon=1990&verseny=77&futam=abc', { season: 2026, competitionId: 2, futam: 24 }],
    ['verseny=1', { competitionId: 1, futam: 11 }],
    ['verseny=3&futam=24', { competitionId: 3, futam: 31 }],
  ])('%s: what the lists do not have falls back (§5)', async (search, expected) => {
    expect(await loadFormula1(fakeFormula1Source(), parseF1Query(search), opts())).toMatchObject(expected);
  });

  it.each([
    ['oldal=csapatok', { teamId: 202, team: F1_TEAM }, ['f1Seasons()', 'teams(2026)', 'team(202)']],
    ['oldal=csapatok&csapat=999', { teamId: 202 }, ['f1Seasons()', 'teams(2026)', 'team(202)']],
    ['oldal=versenyzok', { driverId: 102, driver: F1_DRIVER }, ['f1Seasons()', 'drivers(2026)', 'driver(102)']],
    ['oldal=versenyzok&versenyzo=101', { driverId: 101, driver: null }, ['f1Seasons()', 'drivers(2026)', 'driver(101)']],
    ['oldal=pontverseny', { tab: 'pontverseny' }, ['f1Seasons()', 'drivers(2026)']],
    ['oldal=konstruktor&szezon=2025', { season: 2025 }, ['f1Seasons()', 'teams(2025)']],
  ])('%s loads only what the tab shows', async (search, expected, calls) => {
    const src = fakeFormula1Source();
    expect(await loadFormula1(src, parseF1Query(search), opts())).toMatchObject(expected);
    expect(src.calls).toEqual(calls);
  });

  it('a failed call leaves its part empty and is logged (§8)', async () => {
    const log: string[] = [];
    const src = fakeFormula1Source({
      result: () => Promise.reject(new Error('unavailable')),
      circuit: () => Promise.reject(new Error('not-found')),
    });
    const v = await loadFormula1(src, parseF1Query(''), opts(log));
    expect(v.result).toBeNull();
    expect(v.circuit).toBeNull();
    expect(v.competitions).toHaveLength(3);
    expect(log).toEqual(['formula1: circuit 2 failed: not-found', 'formula1: result 24 failed: unavailable']);
  });

  it('without seasons the whole box stays empty', async () => {
    const log: string[] = [];
    const v = await loadFormula1(fakeFormula1Source({ f1Seasons: () => Promise.reject(new Error('down')) }), parseF1Query('oldal=csapatok'), opts(log));
    expect(v).toMatchObject({ tab: 'csapatok', season: null, seasons: [], teams: [] });
    expect(log).toHaveLength(1);
  });
});
