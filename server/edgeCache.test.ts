import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { edgeCache, sharedMaxAge } from './edgeCache';
import { onTheFlyEncoder } from './onTheFly';

const answer = (body: string, cache = 'public, max-age=5', status = 200) => new Response(body, { status, headers: { 'cache-control': cache } });

describe('sharedMaxAge', () => {
  it('is the max-age of a public answer, 0 for anything a shared cache must not keep', () => {
    expect(sharedMaxAge('public, max-age=5')).toBe(5);
    expect(sharedMaxAge('public, max-age=5, s-maxage=2')).toBe(2);
    expect(sharedMaxAge('public, max-age=5, stale-while-revalidate=30')).toBe(5);
    for (const cc of [null, '', 'max-age=5', 'private, max-age=5', 'public, no-store', 'no-cache', 'public']) expect(sharedMaxAge(cc), String(cc)).toBe(0);
  });
});

describe('edgeCache', () => {
  it('keeps a public answer for its max-age (capped), then fetches again', async () => {
    let now = 0;
    let fetches = 0;
    const cached = edgeCache({ maxAgeMs: 3000, maxEntries: 10, concurrency: 2, queueTimeoutMs: 100, now: () => now });
    const get = () => cached('k', false, async () => answer(`v${++fetches}`));
    expect(await (await get()).text()).toBe('v1');
    now = 2999;
    expect(await (await get()).text()).toBe('v1');
    now = 3000;
    expect(await (await get()).text()).toBe('v2');
    const head = await cached('k', true, async () => answer('x'));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never keeps a private or error answer', async () => {
    let fetches = 0;
    const cached = edgeCache({ maxAgeMs: 5000, maxEntries: 10, concurrency: 2, queueTimeoutMs: 100 });
    for (let i = 0; i < 3; i++) await (await cached('p', false, async () => answer(`v${++fetches}`, 'private, no-store'))).text();
    for (let i = 0; i < 3; i++) await (await cached('e', false, async () => answer(`v${++fetches}`, 'no-store', 500))).text();
    expect(fetches).toBe(6);
  });

  it('shares a failed answer with the requests that waited on it, and keeps it for none', async () => {
    let fetches = 0;
    let release!: (res: Response) => void;
    const cached = edgeCache({ maxAgeMs: 5000, maxEntries: 10, concurrency: 4, queueTimeoutMs: 1000 });
    // The gateway's 504 once the upstream kept the first reader waiting: the readers who came meanwhile get it too,
    // not a wait of their own as long again.
    let asked!: () => void;
    const upstreamAsked = new Promise<void>((resolve) => (asked = resolve));
    const hung = () => {
      fetches++;
      asked();
      return new Promise<Response>((resolve) => (release = resolve));
    };
    const readers = Array.from({ length: 5 }, () => cached('v', false, hung));
    await upstreamAsked;
    release(answer('Gateway Timeout', 'no-store', 504));
    const answers = await Promise.all(readers);
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(504));
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(Array(5).fill('Gateway Timeout'));
    expect(fetches).toBe(1);
    await cached('v', false, async () => {
      fetches++;
      return answer('ok');
    });
    expect(fetches).toBe(2);
  });

  it('shares one fetch among identical requests that arrive together', async () => {
    let fetches = 0;
    const cached = edgeCache({ maxAgeMs: 5000, maxEntries: 10, concurrency: 1, queueTimeoutMs: 1000 });
    const slow = async () => {
      fetches++;
      await new Promise((r) => setTimeout(r, 30));
      return answer('same');
    };
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cached('k', false, slow).then((r) => r.text())));
    expect(bodies).toEqual(Array(20).fill('same'));
    expect(fetches).toBe(1);
  });

  it('runs at most `concurrency` fetches at once; one waiting too long gets a 503', async () => {
    let running = 0;
    let most = 0;
    const cached = edgeCache({ maxAgeMs: 5000, maxEntries: 100, concurrency: 2, queueTimeoutMs: 50 });
    const work = (ms: number) => async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return answer('ok');
    };
    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => cached(`k${i}`, false, work(40)).then((r) => r.status)));
    expect(most).toBe(2);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const slowCache = edgeCache({ maxAgeMs: 5000, maxEntries: 100, concurrency: 1, queueTimeoutMs: 20 });
    const [first, second] = await Promise.all([slowCache('a', false, work(100)), slowCache('b', false, work(1))]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('1');
  });

  it('forgets the oldest answers past maxEntries', async () => {
    let fetches = 0;
    const cached = edgeCache({ maxAgeMs: 5000, maxEntries: 2, concurrency: 2, queueTimeoutMs: 100 });
    for (const k of ['a', 'b', 'c', 'a']) await (await cached(k, false, async () => answer(`${k}${++fetches}`))).text();
    expect(fetches).toBe(4);
  });
});

describe('edgeCache with encode (the pages)', () => {
  const page = 'x'.repeat(2000);
  const html = (body = page, status = 200, extra: Record<string, string> = {}) =>
    new Response(body, { status, headers: { 'cache-control': 'public, max-age=5', 'content-type': 'text/html; charset=utf-8', ...extra } });
  const req = (headers: Record<string, string>) => ({ header: (name: string) => headers[name] });

  function counted() {
    const calls: string[] = [];
    const cached = edgeCache({
      maxAgeMs: 5000,
      maxEntries: 10,
      concurrency: 2,
      queueTimeoutMs: 100,
      encode: (coding, body) => {
        calls.push(coding);
        return onTheFlyEncoder(coding, body);
      },
    });
    return { cached, calls };
  }

  it('answers in the coding the reader ranks first, brotli on a tie, compressing each coding once per kept answer', async () => {
    const { cached, calls } = counted();
    const get = (ae?: string) => cached('k', false, async () => html(), req(ae === undefined ? {} : { 'accept-encoding': ae }));
    for (let i = 0; i < 3; i++) {
      const res = await get('gzip, deflate, br');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
    }
    const gz = await get('gzip;q=1, br;q=0.5');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);
    expect(calls).toEqual(['br', 'gzip']);
  });

  it('gives each coding its own strong ETag and answers 304 to a matching If-None-Match', async () => {
    const { cached } = counted();
    const get = (headers: Record<string, string>, head = false) => cached('k', head, async () => html(), req(headers));
    const br = await get({ 'accept-encoding': 'br' });
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get({ 'accept-encoding': 'gzip' })).headers.get('etag')).not.toBe(etag);
    expect((await get({})).headers.get('etag')).not.toBe(etag);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    const head = await get({ 'accept-encoding': 'br' }, true);
    expect(head.headers.get('content-length')).toBe(br.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('compresses a 404 (no ETag), leaves short, binary or already encoded answers as they came, and keeps their Vary', async () => {
    const { cached } = counted();
    const br = req({ 'accept-encoding': 'br' });
    const missing = await cached('404', false, async () => html(page, 404), br);
    expect(missing.headers.get('content-encoding')).toBe('br');
    expect(missing.headers.get('etag')).toBeNull();
    const short = await cached('short', false, async () => html('<p>kicsi</p>', 200, { vary: 'X-Site' }), br);
    expect(short.headers.get('content-encoding')).toBeNull();
    expect(short.headers.get('vary')).toBe('X-Site');
    const png = await cached('png', false, async () => html(page, 200, { 'content-type': 'image/png' }), br);
    expect(png.headers.get('content-encoding')).toBeNull();
    const varied = await cached('varied', false, async () => html(page, 200, { vary: 'X-Site' }), br);
    expect(varied.headers.get('vary')).toBe('X-Site, Accept-Encoding');
  });

  it('without encode passes the answer as it came', async () => {
    const cached = edgeCache({ maxAgeMs: 5000, maxEntries: 10, concurrency: 2, queueTimeoutMs: 100 });
    const res = await cached('k', false, async () => html(), req({ 'accept-encoding': 'br' }));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('etag')).toBeNull();
  });
});
