import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ON_THE_FLY_LEVEL,
  ON_THE_FLY_MIN_BYTES,
  chooseEncodings,
  compressedOnTheFly,
  contentEtag,
  parseAcceptEncoding,
  varyWith,
  type Coding,
} from './encoding';

describe('chooseEncodings', () => {
  it.each<[string | undefined, Coding[]]>([
    [undefined, ['identity']],
    ['', ['identity']],
    ['gzip, deflate, br', ['br', 'gzip', 'identity']],
    ['gzip', ['gzip', 'identity']],
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['br;q=0', ['identity']],
    ['gzip;q=0.5, br;q=0.8', ['br', 'gzip', 'identity']],
    ['gzip;q=0.5, identity', ['identity', 'gzip']],
    ['gzip;q=1.0, br;q=0.999, identity;q=0.1', ['gzip', 'br', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0', ['identity']],
    ['*;q=0, gzip', ['gzip']],
    ['identity;q=0, gzip;q=0.2', ['gzip']],
    ['br, *;q=0.5', ['br', 'gzip', 'identity']],
    ['br;q=0, *', ['gzip', 'identity']],
    ['x-gzip', ['gzip', 'identity']],
    ['GZIP ; Q=0.7 , BR', ['br', 'gzip', 'identity']],
    ['br;q=nope, gzip', ['gzip', 'identity']],
    ['br;q=1.5', ['identity']],
    ['deflate', ['identity']],
    // Nothing acceptable: the file itself rather than a 406.
    ['identity;q=0', ['identity']],
    ['gzip, gzip;q=0', ['gzip', 'identity']],
  ])('%s → %j', (header, expected) => {
    expect(chooseEncodings(header)).toEqual(expected);
  });

  it('reads q-values of every element, ignoring other parameters', () => {
    expect([...parseAcceptEncoding('br;level=4;q=0.3, gzip;q=0.')]).toEqual([
      ['br', 0.3],
      ['gzip', 0],
    ]);
  });
});

const coding = fc.constantFrom('br', 'gzip', 'identity', '*', 'deflate', 'zstd');
const qvalue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('0', '0.0', '1', '1.000'),
  fc.integer({ min: 0, max: 1000 }).map((n) => (n / 1000).toFixed(3)),
);
const element = fc.record({ coding, q: qvalue });
const header = fc.uniqueArray(element, { selector: (e) => e.coding, maxLength: 6 });
const render = (els: { coding: string; q: string | undefined }[]) => els.map((e) => (e.q === undefined ? e.coding : `${e.coding};q=${e.q}`)).join(', ');

describe('chooseEncodings properties', () => {
  it('never offers a coding the header refuses, unless it falls back to the file itself', () => {
    fc.assert(
      fc.property(header, (els) => {
        const out = chooseEncodings(render(els));
        for (const e of els) {
          if (e.q !== undefined && Number(e.q) === 0 && e.coding !== '*') {
            if (e.coding === 'identity' && out.length === 1 && out[0] === 'identity') continue;
            expect(out).not.toContain(e.coding);
          }
        }
      }),
    );
  });

  it('offers every coding of ours the header names with q > 0, in order of q', () => {
    fc.assert(
      fc.property(header, (els) => {
        const out = chooseEncodings(render(els));
        const q = new Map(els.map((e) => [e.coding, e.q === undefined ? 1 : Number(e.q)]));
        for (const c of ['br', 'gzip'] as const) if ((q.get(c) ?? 0) > 0) expect(out).toContain(c);
        const star = q.get('*');
        const qOf = (c: Coding) => q.get(c) ?? star ?? (c === 'identity' ? Number.MIN_VALUE : 0);
        for (let i = 1; i < out.length; i++) expect(qOf(out[i - 1]!)).toBeGreaterThanOrEqual(qOf(out[i]!));
      }),
    );
  });

  it('is non-empty, without repeats, and independent of the order and case of the elements', () => {
    fc.assert(
      fc.property(header, fc.boolean(), (els, upper) => {
        const out = chooseEncodings(render(els));
        expect(out.length).toBeGreaterThan(0);
        expect(new Set(out).size).toBe(out.length);
        const again = render([...els].reverse());
        expect(chooseEncodings(upper ? again.toUpperCase() : again)).toEqual(out);
      }),
    );
  });
});

describe('compressedOnTheFly', () => {
  const page = { status: 200, compressible: true, contentEncoding: null, length: 42_000 };
  it('compresses a page, a 404 and a 403 of a compressible type, long enough, not encoded yet', () => {
    expect(compressedOnTheFly(page)).toBe(true);
    expect(compressedOnTheFly({ ...page, status: 404 })).toBe(true);
    expect(compressedOnTheFly({ ...page, status: 403 })).toBe(true);
    expect(compressedOnTheFly({ ...page, contentEncoding: 'identity' })).toBe(true);
    expect(compressedOnTheFly({ ...page, length: ON_THE_FLY_MIN_BYTES })).toBe(true);
  });
  it('leaves alone what nginx leaves alone: other statuses, images, encoded or short answers', () => {
    for (const status of [201, 204, 301, 304, 500, 502, 503]) expect(compressedOnTheFly({ ...page, status }), String(status)).toBe(false);
    expect(compressedOnTheFly({ ...page, compressible: false })).toBe(false);
    expect(compressedOnTheFly({ ...page, contentEncoding: 'gzip' })).toBe(false);
    expect(compressedOnTheFly({ ...page, length: ON_THE_FLY_MIN_BYTES - 1 })).toBe(false);
  });
  it('keeps brotli moderate', () => {
    expect(ON_THE_FLY_LEVEL.br).toBeGreaterThanOrEqual(4);
    expect(ON_THE_FLY_LEVEL.br).toBeLessThanOrEqual(5);
  });
});

describe('varyWith', () => {
  it('adds the field once, keeping what the answer varied on', () => {
    expect(varyWith(null, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWith('', 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWith('X-Site', 'Accept-Encoding')).toBe('X-Site, Accept-Encoding');
    expect(varyWith('accept-encoding, X-Site', 'Accept-Encoding')).toBe('accept-encoding, X-Site');
    expect(varyWith('*', 'Accept-Encoding')).toBe('*');
  });
});

describe('contentEtag', () => {
  it('is a strong ETag of the digest', () => {
    expect(contentEtag('abc-_1')).toBe('"abc-_1"');
    expect(contentEtag('abc').startsWith('W/')).toBe(false);
  });
});
