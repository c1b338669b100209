import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration, spokenDuration } from './duration';

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [60, 'PT1M'],
    [65, 'PT1M5S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [61.9, 'PT1M1S'],
    [-3, 'PT0S'],
    [Number.NaN, 'PT0S'],
  ])('%s s → %s', (s, expected) => expect(isoDuration(s)).toBe(expected));
});

describe('spokenDuration', () => {
  it.each([
    [0, '0 másodperc'],
    [45, '45 másodperc'],
    [120, '2 perc'],
    [3723, '1 óra 2 perc 3 másodperc'],
  ])('%s s → %s', (s, expected) => expect(spokenDuration(s)).toBe(expected));
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [36000 + 5, '10:00:05'],
  ])('%s s → %s (mm:ss under an hour, hh:mm:ss from an hour on)', (s, expected) => expect(formatDuration(s)).toBe(expected));
});
