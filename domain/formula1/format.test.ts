import { describe, expect, it } from 'vitest';
import { DASH, bestFinishText, formatBirthdate, formatCompetitionDate, formatSessionTime, lapsText, orDash, positionText, standingsPoints } from './format';

describe('orDash', () => {
  it.each([
    [null, DASH],
    [undefined, DASH],
    ['', DASH],
    ['  ', DASH],
    ['Woking', 'Woking'],
    [0, '0'],
    [70000, '70 000'],
    [Number.NaN, DASH],
  ])('%j → %j', (value, text) => {
    expect(orDash(value)).toBe(text);
  });
});

describe('formatBirthdate', () => {
  it.each([
    ['1999-11-13', '1999. november 13.'],
    ['1997-09-30', '1997. szeptember 30.'],
    ['2000-01-01', '2000. január 1.'],
    ['1999-02-30', DASH],
    ['13/11/1999', DASH],
    ['', DASH],
    [null, DASH],
  ])('%j → %j', (value, text) => {
    expect(formatBirthdate(value)).toBe(text);
  });
});

describe('session times on the Budapest clock', () => {
  it.each([
    ['2026-07-26T13:00:00+00:00', '2026. július 26. 15:00', '2026. július 26.'],
    ['2026-03-08T15:00:00Z', '2026. március 8. 16:00', '2026. március 8.'],
    ['2026-03-08T23:30:00Z', '2026. március 9. 00:30', '2026. március 9.'],
    ['nem dátum', DASH, DASH],
  ])('%s → %s', (iso, time, date) => {
    expect(formatSessionTime(iso)).toBe(time);
    expect(formatCompetitionDate(iso)).toBe(date);
  });
});

describe('standingsPoints', () => {
  it.each([
    [25, 25],
    [0, 0],
    [null, 0],
    [undefined, 0],
    [12.5, 12.5],
  ])('%j → %j', (points, shown) => {
    expect(standingsPoints(points)).toBe(shown);
  });
});

describe('lapsText', () => {
  it.each([
    [{ current: 31, total: 70 }, '31/70'],
    [{ current: null, total: 70 }, `${DASH}/70`],
    [{ current: null, total: null }, null],
  ])('%j → %j', (laps, text) => {
    expect(lapsText(laps)).toBe(text);
  });
});

describe('bestFinishText and positionText', () => {
  it.each([
    [{ position: 1, number: 189 }, '1. (189×)'],
    // A missing count shows the dash in its place (§2 "Missing values show a dash").
    [{ position: 2, number: null }, `2. (${DASH})`],
    [{ position: null, number: 3 }, DASH],
  ])('%j → %j', (finish, text) => {
    expect(bestFinishText(finish)).toBe(text);
  });

  it.each([
    [1, '1.'],
    [null, DASH],
    [undefined, DASH],
  ])('%j → %j', (p, text) => {
    expect(positionText(p)).toBe(text);
  });
});
