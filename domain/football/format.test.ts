import { describe, expect, it } from 'vitest';
import { dayTitle, kickoffText, percentValue, positionWord } from './format';
import { kickoffTime } from './score';

const unix = (iso: string) => Date.parse(iso) / 1000;

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
