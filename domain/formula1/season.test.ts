import { describe, expect, it } from 'vitest';
import { currentSeason, defaultSeason, pickSeason, seasonChoices } from './season';

const unix = (iso: string) => Date.parse(iso) / 1000;
const SEASONS = [{ id: 2024 }, { id: 2026 }, { id: 2025 }];

describe('currentSeason', () => {
  it.each([
    ['2026-06-01T12:00:00Z', 2026],
    // 23:30 UTC on New Year's Eve is 00:30 on 1 January in Budapest.
    ['2025-12-31T23:30:00Z', 2026],
    ['2025-12-31T22:59:00Z', 2025],
  ])('%s → %i', (iso, year) => {
    expect(currentSeason(unix(iso))).toBe(year);
  });
});

describe('pickSeason', () => {
  const now = unix('2026-05-01T10:00:00Z');
  it.each([
    ['2025', SEASONS, 2025, 'the query, when available'],
    ['2023', SEASONS, 2026, 'not available: the current year'],
    ['abc', SEASONS, 2026, 'not a year: the current year'],
    [null, SEASONS, 2026, 'no query: the current year'],
    [null, [{ id: 2024 }, { id: 2025 }], 2025, 'current year not available: the latest'],
    ['2024', [{ id: 2024 }, { id: 2025 }], 2024, 'the query still wins'],
    [null, [], null, 'no seasons'],
    ['2026', [], null, 'no seasons, whatever the query'],
  ])('%j of %j → %j (%s)', (query, seasons, season, _why) => {
    expect(pickSeason(query, seasons, now)).toBe(season);
  });

  it('defaults on the Budapest calendar', () => {
    expect(defaultSeason(SEASONS, unix('2025-12-31T23:30:00Z'))).toBe(2026);
  });
});

describe('seasonChoices', () => {
  it('lists each season once, newest first', () => {
    expect(seasonChoices([...SEASONS, { id: 2025 }])).toEqual([2026, 2025, 2024]);
  });
});
