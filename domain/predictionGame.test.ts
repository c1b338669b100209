import { describe, expect, it } from 'vitest';
import { GAMES, averageTips, formatCloseTime, formatPercent, gameOf, isOpen, percentOfField, scoreOf, sheetPath } from './predictionGame';

const g2022 = gameOf('valasztas-2022')!;

describe('the prediction game rules', () => {
  it('reads a percentage as the form sends it: a whole number or one decimal, by point or comma, at most 100', () => {
    expect(percentOfField('54')).toBe(54);
    expect(percentOfField(' 54,1 ')).toBe(54.1);
    expect(percentOfField('0.5')).toBe(0.5);
    expect(percentOfField('100')).toBe(100);
    for (const bad of ['', '100.1', '101', '-1', '5.25', 'abc', '1e2', '5,']) expect(percentOfField(bad), bad).toBeNull();
  });

  it('closes a game at its instant', () => {
    expect(isOpen(g2022, g2022.closesAt - 1)).toBe(true);
    expect(isOpen(g2022, g2022.closesAt)).toBe(false);
    expect(isOpen(gameOf('valasztas-2030')!, Date.UTC(2026, 10, 26))).toBe(true);
    expect(gameOf('nincs')).toBeNull();
  });

  it('scores a sheet by the points it missed, never below 0', () => {
    const exact = { shares: { ...g2022.outcome!.shares }, turnout: g2022.outcome!.turnout };
    expect(scoreOf(g2022, exact)).toBe(100);
    expect(scoreOf(g2022, { ...exact, shares: { ...exact.shares, fidesz: 50.13 }, turnout: 70.59 })).toBe(95);
    expect(scoreOf(g2022, { shares: {}, turnout: 0 })).toBe(0);
    expect(scoreOf(gameOf('valasztas-2030')!, exact)).toBeNull();
  });

  it('averages the tips to one decimal', () => {
    const a = { shares: { fidesz: 50, egyseg: 40 }, turnout: 70 };
    const b = { shares: { fidesz: 49, egyseg: 41.5 }, turnout: 65.5 };
    const avg = averageTips(g2022, [a, b])!;
    expect(avg.shares.fidesz).toBe(49.5);
    expect(avg.shares.egyseg).toBe(40.8);
    expect(avg.shares.mkkp).toBe(0);
    expect(avg.turnout).toBe(67.8);
    expect(averageTips(g2022, [])).toBeNull();
  });

  it('writes Hungarian percentages and the sheet addresses', () => {
    expect(formatPercent(54.13)).toBe('54,13%');
    expect(formatCloseTime(g2022.closesAt)).toBe('2022. április 3. 06:00');
    expect(formatCloseTime(Date.UTC(2030, 0, 5, 23, 5))).toBe('2030. január 6. 00:05');
    // Summer time, seconds dropped.
    expect(formatCloseTime(Date.UTC(2030, 6, 14, 16, 59, 59, 999))).toBe('2030. július 14. 18:59');
    expect(sheetPath('valasztas-2030', 'abcdefghijkl', 3)).toBe('/melleklet/tippjatek/valasztas-2030/abcdefghijkl?v=3');
    expect(sheetPath('valasztas-2030', 'abcdefghijkl')).toBe('/melleklet/tippjatek/valasztas-2030/abcdefghijkl');
  });

  it('holds real outcomes that add up, for every party of the game', () => {
    for (const g of GAMES) {
      if (!g.outcome) continue;
      expect(Object.keys(g.outcome.shares).sort()).toEqual(g.parties.map((p) => p.id).sort());
      expect(Object.values(g.outcome.shares).reduce((s, n) => s + n, 0)).toBeLessThanOrEqual(100);
    }
  });
});
