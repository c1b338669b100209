import { describe, expect, it } from 'vitest';
import { askedMatch, footballHref, parseFootballQuery } from './query';

describe('parseFootballQuery', () => {
  it.each([
    ['', { orszag: null, liga: null, szezon: null, oldal: 'tabella', nap: null, meccs: null }],
    [
      '?orszag=2&liga=39&szezon=2025&oldal=gol&nap=2025-09-13&meccs=0',
      { orszag: '2', liga: '39', szezon: '2025', oldal: 'gol', nap: '2025-09-13', meccs: '0' },
    ],
    ['oldal=semmi&nap=%20&liga=%2039%20', { oldal: 'tabella', nap: null, liga: '39' }],
  ])('%j', (search, expected) => {
    expect(parseFootballQuery(search)).toMatchObject(expected);
  });

  it('reads vike’s search record and URLSearchParams alike', () => {
    expect(parseFootballQuery({ oldal: 'piros', meccs: '12' })).toMatchObject({ oldal: 'piros', meccs: '12' });
    expect(parseFootballQuery(new URLSearchParams('oldal=sarga'))).toMatchObject({ oldal: 'sarga' });
  });
});

describe('askedMatch (§2: meccs 0 means the list view)', () => {
  it.each([
    [null, null],
    ['0', null],
    ['-5', null],
    ['12a', null],
    ['1.5', null],
    ['1234', 1234],
  ])('%j → %j', (meccs, id) => {
    expect(askedMatch({ meccs })).toBe(id);
  });
});

describe('footballHref', () => {
  it.each([
    [{}, '/sport/foci'],
    [{ oldal: 'tabella', meccs: 0, nap: '', szezon: null }, '/sport/foci'],
    [{ meccs: 77, orszag: 2, liga: 39 }, '/sport/foci?orszag=2&liga=39&meccs=77'],
    [{ nap: '2025-09-13', oldal: 'piros', szezon: 2024 }, '/sport/foci?szezon=2024&oldal=piros&nap=2025-09-13'],
  ])('%j → %s', (link, href) => {
    expect(footballHref('/sport/foci', link)).toBe(href);
  });
});
