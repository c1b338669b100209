// Whatever a client sends, the API answers 200, 400 or 404 — never 500 — and the store is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_SERVICE_TOKEN, testApp } from '../testing/fixture';
import type { Db } from '../store/schema';

let db: Db;
let request: (path: string, init?: RequestInit) => Promise<Response>;
beforeAll(() => {
  ({ db, request } = testApp());
});
afterAll(() => db.close());

function fingerprint(): string {
  const row = db
    .prepare(
      `SELECT (SELECT value FROM meta WHERE key = 'seq') AS seq, (SELECT count(*) FROM articles) AS n,
              (SELECT sum(version) FROM articles) AS versions, (SELECT count(*) FROM article_tags) AS tags,
              (SELECT total(length(doc)) FROM articles) AS docs`,
    )
    .get();
  return JSON.stringify(row);
}

const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2',
    '1e3',
    '99999999999',
    'NaN',
    '',
    ' ',
    '%',
    "'",
    '"',
    '\\',
    'null',
    '[]',
    '{}',
    '1; DROP TABLE articles',
    "' OR 1=1 --",
    '*',
    'belfold',
    'kozgyules',
    '../../etc/passwd',
    'ő',
    '\u0000',
    '😀',
  ),
  fc.integer({ min: -1000, max: 1_000_000 }).map(String),
  fc.json(),
);

const endpoints = [
  '/api/articles',
  '/api/search',
  '/api/search/highlights',
  '/api/search/articles',
  '/api/search/autocomplete',
  '/api/index/auto-block',
  '/api/index/boxes',
  '/api/recommended/mstag/all',
  '/api/exchange',
  '/internal/api/changes',
  '/internal/api/articles',
  '/api/frontend/refresh',
];
const params = [
  'page',
  'oldal',
  'perPage',
  'limit',
  'term',
  'filters',
  'sites',
  'v',
  'currency',
  'range',
  'since',
  'filters[tag]',
  'filters[mstag]',
  'filters[author]',
  'filters[flag]',
  'filters[parent]',
];
const pathEndpoints = ['/api/articles/', '/api/article/', '/api/docs/', '/api/unique/', '/api/unique-groups/'];

describe('query parameters (property-based)', () => {
  it('never answer 500 and never change the store', async () => {
    const before = fingerprint();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.array(fc.tuple(fc.constantFrom(...params), nasty), { maxLength: 5 }),
        fc.option(fc.constantFrom('main', 'ro', 'g7', 'MAIN', 'x', ''), { nil: undefined }),
        async (path, pairs, site) => {
          const qs = new URLSearchParams(pairs).toString();
          const res = await request(`${path}?${qs}`, {
            headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, ...(site === undefined ? {} : { 'x-site': site }) },
          });
          expect([200, 400, 404], `${path}?${qs} → ${res.status}`).toContain(res.status);
          const body = (await res.json()) as { error?: string };
          if (res.status !== 200) expect(body.error).toEqual(expect.any(String));
        },
      ),
      { numRuns: 400 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pathEndpoints), nasty, fc.constantFrom('', '/version', '/items'), async (base, segment, suffix) => {
        const res = await request(`${base}${encodeURIComponent(segment)}${suffix}?page=${encodeURIComponent(segment)}`);
        expect([200, 400, 404], `${base}${segment}${suffix} → ${res.status}`).toContain(res.status);
      }),
      { numRuns: 300 },
    );
    expect(fingerprint()).toBe(before);
  });
});
