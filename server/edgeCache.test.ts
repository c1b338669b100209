import { describe, expect, it } from 'vitest';
import { edgeCache, sharedMaxAge } from './edgeCache';

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
