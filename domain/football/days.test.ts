import { describe, expect, it } from 'vitest';
import { adjacentDays, dayOf, defaultDay, defaultResultsDay, matchDays, parseDay } from './days';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('days on the Budapest calendar', () => {
  it.each([
    ['2024-06-14T19:00:00Z', '2024-06-14'],
    ['2024-06-14T22:30:00Z', '2024-06-15'],
    ['2024-12-31T22:59:59Z', '2024-12-31'],
    ['2024-12-31T23:00:00Z', '2025-01-01'],
  ])('%s → %s', (iso, day) => {
    expect(dayOf(unix(iso))).toBe(day);
  });

  it('groups fixtures into their match days, in order', () => {
    const f = (iso: string) => ({ fixture: { timestamp: unix(iso) } });
    expect(matchDays([f('2024-06-15T13:00:00Z'), f('2024-06-14T19:00:00Z'), f('2024-06-15T22:30:00Z'), f('2024-06-15T16:00:00Z')])).toEqual([
      '2024-06-14',
      '2024-06-15',
      '2024-06-16',
    ]);
    expect(matchDays([])).toEqual([]);
  });
});

describe('parseDay (a bad nap → the default day)', () => {
  it.each([
    ['2024-06-14', '2024-06-14'],
    ['2024-02-30', null],
    ['2024-6-14', null],
    ['tegnap', null],
    [null, null],
  ])('%j → %j', (value, day) => {
    expect(parseDay(value)).toBe(day);
  });
});

describe('the default day', () => {
  const DAYS = ['2025-08-02', '2025-08-09', '2025-08-16'];
  it.each([
    ['a match day: today', '2025-08-09', '2025-08-09', '2025-08-09'],
    ['between match days: the next (results: the last played)', '2025-08-12', '2025-08-16', '2025-08-09'],
    ['before the season: its first day', '2025-07-01', '2025-08-02', '2025-08-02'],
    ['after the season: its last day', '2025-09-01', '2025-08-16', '2025-08-16'],
  ])('%s', (_, today, list, results) => {
    expect(defaultDay(DAYS, today)).toBe(list);
    expect(defaultResultsDay(DAYS, today)).toBe(results);
  });

  it('without match days: today', () => {
    expect(defaultDay([], '2025-08-12')).toBe('2025-08-12');
    expect(defaultResultsDay([], '2025-08-12')).toBe('2025-08-12');
  });

  it.each([
    ['2025-08-09', { prev: '2025-08-02', next: '2025-08-16' }],
    ['2025-08-12', { prev: '2025-08-09', next: '2025-08-16' }],
    ['2025-08-02', { prev: null, next: '2025-08-09' }],
    ['2025-09-01', { prev: '2025-08-16', next: null }],
  ])('around %s', (day, expected) => {
    expect(adjacentDays(DAYS, day)).toEqual(expected);
  });
});
