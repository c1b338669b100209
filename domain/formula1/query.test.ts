import { describe, expect, it } from 'vitest';
import { f1Href, hasF1Query, parseF1Query, queryId } from './query';

describe('parseF1Query', () => {
  it('reads every parameter from a search string', () => {
    expect(parseF1Query('?oldal=csapatok&szezon=2025&verseny=3&futam=-24&csapat=202&versenyzo=101')).toEqual({
      oldal: 'csapatok',
      szezon: '2025',
      verseny: '3',
      futam: '-24',
      csapat: '202',
      versenyzo: '101',
    });
  });

  it.each([
    ['', { oldal: 'versenynaptar', szezon: null }],
    ['oldal=foo&szezon=', { oldal: 'versenynaptar', szezon: null }],
    ['oldal=2&szezon=%202026%20', { oldal: 'versenynaptar', szezon: '2026' }],
  ])('%j: absent, blank and unknown values fall back', (search, expected) => {
    expect(parseF1Query(search)).toMatchObject(expected);
  });

  it('reads vike’s urlParsed.search and URLSearchParams alike', () => {
    expect(parseF1Query({ oldal: 'pontverseny', futam: '5' })).toMatchObject({ oldal: 'pontverseny', futam: '5', verseny: null });
    expect(parseF1Query(new URLSearchParams('oldal=konstruktor'))).toMatchObject({ oldal: 'konstruktor' });
  });
});

describe('f1Href', () => {
  it.each([
    [{}, '/sport/forma-1'],
    [{ oldal: 'versenynaptar' as const }, '/sport/forma-1'],
    [{ oldal: 'csapatok' as const, csapat: 202 }, '/sport/forma-1?oldal=csapatok&csapat=202'],
    [{ futam: -24, verseny: 2, szezon: 2025 }, '/sport/forma-1?szezon=2025&verseny=2&futam=-24'],
    [{ szezon: null, versenyzo: 101, oldal: 'versenyzok' as const }, '/sport/forma-1?oldal=versenyzok&versenyzo=101'],
  ])('%j → %s', (link, href) => {
    expect(f1Href('/sport/forma-1', link)).toBe(href);
  });

  it('round-trips through parseF1Query', () => {
    const href = f1Href('/x', { oldal: 'pontverseny', szezon: 2024, futam: -7 });
    expect(parseF1Query(href.slice(href.indexOf('?')))).toMatchObject({ oldal: 'pontverseny', szezon: '2024', futam: '-7' });
  });
});

describe('hasF1Query', () => {
  it.each([
    ['', false],
    ['?', false],
    ['?utm_source=x', false],
    ['?oldal=', false],
    ['?oldal=csapatok', true],
    ['?x=1&futam=-3', true],
    ['?szezon=2025', true],
    ['?oldal=2', true],
  ])('%j → %s', (search, yes) => {
    expect(hasF1Query(search)).toBe(yes);
  });
});

describe('queryId', () => {
  it.each([
    ['12', 12],
    ['-12', -12],
    ['0', 0],
    [null, null],
    ['', null],
    ['12a', null],
    ['1.5', null],
    ['1.2.3', null],
    [' 1', null],
    ['9999999999999999', null],
  ])('%j → %j', (value, id) => {
    expect(queryId(value)).toBe(id);
  });
});
