import { describe, expect, it } from 'vitest';
import { BadRequest, parseCursor, parseFilters, parsePage, parseSites, parseSize, parseTerm, parseVersion } from './params';

describe('parsePage', () => {
  it('counts a page only when greater than 1', () => {
    expect(parsePage('oldal', undefined)).toBe(1);
    expect(parsePage('oldal', '0')).toBe(1);
    expect(parsePage('oldal', '1')).toBe(1);
    expect(parsePage('oldal', '7')).toBe(7);
  });

  it('refuses negative, non-numeric and absurd pages, naming the parameter', () => {
    for (const raw of ['-1', 'abc', '1.5', '1e3', '99999999999']) {
      expect(() => parsePage('oldal', raw)).toThrow(BadRequest);
      expect(() => parsePage('oldal', raw)).toThrow(/'oldal'/);
    }
  });
});

describe('parseSize', () => {
  it('clamps to the cap and refuses zero', () => {
    expect(parseSize('perPage', '1000', 10)).toBe(100);
    expect(parseSize('perPage', undefined, 10)).toBe(10);
    expect(() => parseSize('perPage', '0', 10)).toThrow(/'perPage'/);
  });
});

describe('parseFilters', () => {
  it('reads the search criteria', () => {
    expect(parseFilters('{"and_tags":["a"],"superTags":["b"],"authors":[],"title":["x y"]}')).toEqual({
      and_tags: ['a'],
      superTags: ['b'],
      authors: [],
      title: ['x y'],
    });
    expect(parseFilters(undefined)).toEqual({});
  });

  it('refuses malformed JSON, wrong shapes and unknown keys', () => {
    expect(() => parseFilters('{')).toThrow(/'filters'/);
    expect(() => parseFilters('[]')).toThrow(/'filters'/);
    expect(() => parseFilters('{"and_tags":"a"}')).toThrow(/'filters.and_tags'/);
    expect(() => parseFilters('{"x":[]}')).toThrow(/'filters'/);
  });
});

describe('parseTerm', () => {
  it('reads a term as the list pages do: trimmed, cut at 200 characters, never inside one', () => {
    expect(parseTerm(undefined)).toBe('');
    expect(parseTerm('  közgyűlés ')).toBe('közgyűlés');
    expect(parseTerm('x'.repeat(300))).toBe('x'.repeat(200));
    expect(parseTerm('🙂'.repeat(201))).toBe('🙂'.repeat(200));
  });
});

describe('parseSites, parseVersion, parseCursor', () => {
  it('reads pipe-joined sites and refuses unknown ones', () => {
    expect(parseSites('main|after|main')).toEqual(['main', 'after']);
    expect(() => parseSites('main|mars')).toThrow(/'sites'/);
  });

  it('keeps versions in range', () => {
    expect(parseVersion('v', '4', 4, null)).toBe(4);
    expect(() => parseVersion('v', '5', 4, null)).toThrow(/1 to 4/);
    expect(() => parseVersion('v', undefined, 4, null)).toThrow(/Missing/);
    expect(parseVersion('v', undefined, 20, 1)).toBe(1);
  });

  it('reads cursors', () => {
    expect(parseCursor('42')).toBe(42);
    expect(() => parseCursor('abc')).toThrow(/'since'/);
  });
});
