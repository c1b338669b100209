import { describe, expect, it } from 'vitest';
import { dayTitle, kickoffText, kickoffTime, percentValue, positionWord, scoreText } from './format';

const unix = (iso: string) => Date.parse(iso) / 1000;
const s = (home: number | null, away: number | null) => ({ home, away });

describe('kick-off on the Budapest clock', () => {
  it.each([
    ['2025-09-13T14:30:00Z', '2025. szeptember 13. 16:30', '16:30'],
    ['2024-12-31T23:15:00Z', '2025. január 1. 00:15', '00:15'],
    ['2024-02-10T19:00:00Z', '2024. február 10. 20:00', '20:00'],
  ])('%s → %s', (iso, text, time) => {
    expect(kickoffText(unix(iso))).toBe(text);
    expect(kickoffTime(unix(iso))).toBe(time);
  });

  it('a day as a heading', () => {
    expect(dayTitle('2024-06-14')).toBe('2024. június 14.');
    expect(dayTitle('x')).toBe('x');
  });
});

describe('scoreText (penalties in brackets)', () => {
  it.each([
    [s(2, 1), s(null, null), '2H', '2–1'],
    [s(0, 0), s(null, null), '1H', '0–0'],
    [s(3, 0), s(null, null), 'FT', '3–0'],
    [s(1, 1), s(4, 3), 'PEN', '1–1 (4–3)'],
    [s(1, 1), s(2, 2), 'P', '1–1 (2–2)'],
    [s(2, 2), s(null, null), 'AET', '2–2'],
    [s(1, 1), s(null, null), 'PEN', '1–1'],
    [s(1, null), s(null, null), 'HT', '1––'],
    [s(null, null), s(null, null), 'NS', null],
    [s(null, null), s(null, null), 'TBD', null],
    [s(null, null), s(null, null), 'PST', null],
    [s(0, 3), s(null, null), 'CANC', '0–3'],
  ])('%j %j %s → %j', (goals, penalty, short, text) => {
    expect(scoreText(goals, penalty, short)).toBe(text);
  });
});

describe('percentValue and positionWord', () => {
  it.each([
    ['45%', 45],
    ['0%', 0],
    ['100%', 100],
    [' 12,5 % ', 12.5],
    ['60', 60],
    ['120%', null],
    ['', null],
    [null, null],
    ['sok', null],
  ])('%j → %j', (value, n) => {
    expect(percentValue(value)).toBe(n);
  });

  it.each([
    ['G', 'kapus'],
    ['d', 'védő'],
    ['M', 'középpályás'],
    ['F', 'csatár'],
    ['X', null],
    [null, null],
  ])('%j → %j', (pos, word) => {
    expect(positionWord(pos)).toBe(word);
  });
});
