import { describe, expect, it } from 'vitest';
import { isSearch, listQuerySchema, mergeFilters, parseListQuery, searchFiltersSchema, searchHref, serializeFilters } from './listQuery';

describe('list query', () => {
  it.each([
    [{}, { perPage: 10, term: '', filters: {} }],
    [{ perPage: '25' }, { perPage: 25 }],
    [{ perPage: '100' }, { perPage: 100 }],
    [{ perPage: '101' }, { perPage: 100 }],
    [{ perPage: '500000' }, { perPage: 100 }],
    [{ term: '  közgyűlés  ' }, { term: 'közgyűlés' }],
    // A control character is no part of a search, and a NUL would go into the page's HTML raw.
    [{ term: '\u0000köz\u0000gyűlés\n' }, { term: 'köz gyűlés' }],
    [{ term: 'x'.repeat(300) }, { term: 'x'.repeat(200) }],
    [{ filters: '{"and_tags":["budapest"]}' }, { filters: { and_tags: ['budapest'] } }],
    [{ filters: '' }, { filters: {} }],
  ] as const)('accepts %j', (q, expected) => {
    expect(parseListQuery(q)).toMatchObject(expected);
  });

  it.each([
    { perPage: '0' },
    { perPage: '0100' },
    { perPage: '1234567890' },
    { perPage: '-5' },
    { perPage: '1e2' },
    { perPage: 'sok' },
    { filters: '{nope' },
    { filters: '[]' },
    { filters: '"x"' },
    { filters: '{"evil":[]}' },
    { filters: '{"and_tags":"budapest"}' },
    { filters: '{"and_tags":[1]}' },
    { filters: JSON.stringify({ authors: Array.from({ length: 21 }, (_, i) => `a${i}`) }) },
  ])('refuses %j', (q) => {
    expect(parseListQuery(q)).toBeNull();
  });

  it('is a search with a term or reader filters only', () => {
    expect(isSearch(parseListQuery({})!)).toBe(false);
    expect(isSearch(parseListQuery({ term: 'a' })!)).toBe(true);
    expect(isSearch(parseListQuery({ filters: '{"and_tags":[]}' })!)).toBe(false);
    expect(isSearch(parseListQuery({ filters: '{"and_tags":["x"]}' })!)).toBe(true);
  });

  it('merges the route criteria with the reader’s without duplicates', () => {
    expect(mergeFilters({ superTags: ['belfold'] }, { superTags: ['belfold', 'kulfold'], and_tags: ['x'] })).toEqual({
      superTags: ['belfold', 'kulfold'],
      and_tags: ['x'],
    });
    expect(mergeFilters({ superTags: ['belfold'] }, {})).toEqual({ superTags: ['belfold'] });
  });

  it('reads oldal by the page rule: only 2 … 999999 is a page', () => {
    expect(parseListQuery({ oldal: '3' })!.page).toBe(3);
    for (const oldal of ['1', '0', 'abc', '03', '1000000']) expect(parseListQuery({ oldal })!.page, oldal).toBe(1);
  });

  it('cuts a term at 200 characters, not in the middle of one', () => {
    const term = parseListQuery({ term: '🙂'.repeat(250) })!.term;
    expect(Array.from(term)).toHaveLength(200);
    expect(term).toBe('🙂'.repeat(200));
  });

  it('ignores parameters that are not its own', () => {
    expect(listQuerySchema.parse({ utm_source: 'x', fbclid: 'y' })).toEqual({ page: 1, perPage: 10, term: '', filters: {} });
  });

  it('accepts 20 values of a criterion, which the route’s own one can push over the limit of the search call', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `rovat-${i}`);
    const q = parseListQuery({ filters: JSON.stringify({ superTags: twenty }) })!;
    expect(q.filters.superTags).toHaveLength(20);
    expect(searchFiltersSchema.safeParse(mergeFilters({ superTags: ['belfold'] }, q.filters)).success).toBe(false);
  });
});

describe('serializeFilters and searchHref', () => {
  it('writes one spelling per criteria: fixed key order, empty lists left out', () => {
    expect(serializeFilters({ authors: ['kovacs-peter'], and_tags: ['budapest'], title: [] })).toBe('{"and_tags":["budapest"],"authors":["kovacs-peter"]}');
    expect(serializeFilters({})).toBe('');
    expect(serializeFilters({ superTags: [] })).toBe('');
  });

  it('round-trips through the page query', () => {
    const filters = { and_tags: ['fovarosi-kozgyules', 'budapest'], superTags: ['belfold'], authors: ['kovacs-peter'], title: ['híd'] };
    const href = searchHref('/archivum', { term: ' metró ', filters });
    expect(href.startsWith('/archivum?term=metr')).toBe(true);
    const q = Object.fromEntries(new URL(href, 'https://x.hu').searchParams);
    expect(parseListQuery(q)).toMatchObject({ term: 'metró', filters });
  });

  it('leaves the query out when the search says nothing', () => {
    expect(searchHref('/g7/archivum', { term: '  ', filters: { and_tags: [] } })).toBe('/g7/archivum');
    expect(searchHref('/archivum', { term: '', filters: { and_tags: ['a;b'] } })).toBe('/archivum?filters=%7B%22and_tags%22%3A%5B%22a%3Bb%22%5D%7D');
  });
});
