import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE } from '../domain/serving';
import { listen } from './listen';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, gunzipSync, brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { FEED_CONTENT_TYPE } from '../prerender/feeds';
import { get as httpGet } from 'node:http';
import { createOriginApp, startOrigin, fileFor, pageOfQuery } from './origin';
import { SITES } from '../domain/sites';
import { createLogger } from '../config/log';
import { EDGE_PROBE_USER_AGENT } from '../domain/accessLevel';

let dir: string;
let api: { close: () => void; url: string };
let render: { close: () => void; url: string };
let app: ReturnType<typeof createOriginApp>;

function put(path: string, body: string, compressed = false) {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
  if (compressed) {
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    // One mtime on all three, as the prerender job writes them: the origin serves only such copies.
    const now = new Date();
    for (const f of [file, `${file}.gz`, `${file}.br`]) utimesSync(f, now, now);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'origin-'));
  put('hirter.hu/index.html', '<h1>Címlap</h1>', true);
  put('hirter.hu/belfold/2026/11/22/cikk/index.html', '<h1>Cikk</h1>', true);
  put('hirter.hu/404.html', '<h1>A keresett oldal nem található.</h1>', true);
  put('hirter.hu/assets/entries/app.abc123.js', 'console.log(1)');
  put('hirter.hu/rovat/belfold/index.html', '<h1>Belföld 1</h1>', true);
  put('hirter.hu/rovat/belfold/index.oldal-2.html', '<h1>Belföld 2</h1>', true);
  put('hirter.hu/rovat/belfold/index.oldal-123456.html', '<h1>Belföld 123456</h1>');
  put('hirter.hu/index.oldal-2.html', '<h1>Címlap 2</h1>');
  put('hirter.hu/rss/index.xml', '<rss><channel><title>Hírtér</title></channel></rss>', true);
  put('hirter.hu/rss/rovat/belfold/index.xml', '<rss><channel><title>Belföld</title></channel></rss>', true);
  put('hirter.hu/rss/rovat/belfold/index.html', '<h1>not the feed</h1>');
  put('hirter.ro/rss/index.xml', '<rss><channel><title>Erdély</title></channel></rss>');
  put('hirter.hu/sitemap.xml', '<sitemapindex/>', true);
  put('hirter.hu/sitemaps/news.xml', '<urlset/>');
  put('hirter.hu/builds/latest.json', '{"buildId":"b2"}');
  put('hirter.hu/builds/meta/b2.json', '{"buildId":"b2","pages":1}');
  put('hirter.hu/robots.txt', 'User-agent: *');
  put('hirter.ro/index.html', '<h1>Erdély</h1>', true);
  put('hirter.ro/404.html', '<h1>Nincs ilyen (ro)</h1>', true);
  put('secret.txt', 'nope');
  // The job's slug → canonical URL map (prerender/canonical.ts), outside every domain's folder.
  writeFileSync(
    join(dir, 'canonical.json'),
    JSON.stringify({ cikk: 'https://hirter.hu/belfold/2026/11/22/cikk', 'kolozsvari-cikk': 'https://hirter.ro/erdely/2026/11/22/kolozsvari-cikk' }),
  );
  // The server rules as the job publishes them (prerender/routeRules.ts); the content API's are not the origin's.
  writeFileSync(join(dir, 'route-rules.json'), JSON.stringify([{ from: '/regi', to: '/uj', status: 301 }]));
  const fake = new Hono();
  fake.get('/api/route-rules', (c) => c.json([{ from: '/kozvetlen', to: '/uj', status: 301 }]));
  fake.get('/api/health', (c) => c.json({ ok: true, site: c.req.header('x-site') }));
  fake.all('/api/newsletter/*', async (c) => {
    c.header('set-cookie', 'tracker=1');
    return c.json({
      method: c.req.method,
      body: await c.req.text(),
      cookie: c.req.header('cookie') ?? null,
      authorization: c.req.header('authorization') ?? null,
    });
  });
  for (const path of ['/api/quiz/', '/api/functions/get-quiz-token']) {
    fake.all(path, async (c) => {
      c.header('set-cookie', 'kviz_azonosito=id; Path=/api/functions/get-quiz-token; HttpOnly');
      c.header('set-cookie', 'tracker=1', { append: true });
      return c.json({ path, body: await c.req.text(), cookie: c.req.header('cookie') ?? null, authorization: c.req.header('authorization') ?? null });
    });
  }
  let pushCalls = 0;
  fake.all('/api/subscriptions*', async (c) => {
    c.header('set-cookie', 'tracker=1');
    return c.json({
      n: ++pushCalls,
      method: c.req.method,
      path: c.req.path,
      query: c.req.query('clientToken') ?? null,
      body: await c.req.text(),
      cookie: c.req.header('cookie') ?? null,
    });
  });
  fake.all('/api/v2/user/*', async (c) => {
    c.header('set-cookie', 'hirter_olvaso=new; HttpOnly');
    c.header('x-internal', 'secret', { append: true });
    return c.json({
      method: c.req.method,
      body: c.req.method === 'POST' ? await c.req.text() : null,
      authorization: c.req.header('authorization') ?? null,
      cookie: c.req.header('cookie') ?? null,
      csrf: c.req.header('x-csrf-token') ?? null,
      xff: c.req.header('x-forwarded-for') ?? null,
      host: c.req.header('x-forwarded-host') ?? null,
    });
  });
  fake.get('/api/echo', (c) => {
    c.header('set-cookie', 'upstream=1');
    return c.json({ authorization: c.req.header('authorization') ?? null, cookie: c.req.header('cookie') ?? null });
  });
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      api = { url: `http://127.0.0.1:${info.port}`, close: () => server.close() };
      resolve();
    });
  });
  const fakeRender = new Hono();
  fakeRender.get('*', (c) => c.html(`<p>rendered ${c.req.header('host')} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}</p>`));
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: fakeRender.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      render = { url: `http://127.0.0.1:${info.port}`, close: () => server.close() };
      resolve();
    });
  });
  app = createOriginApp({ outDir: dir, contentApiUrl: api.url, renderUrl: render.url, log: () => {} });
});
afterAll(() => {
  api.close();
  render.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { host: 'localhost:3000', ...headers } });

describe('origin', () => {
  it("hands a searched list (term, filters, perPage) to the render server with the reader's host", async () => {
    const res = await get('/rovat/belfold?term=k%C3%B6zgy%C5%B1l%C3%A9s&oldal=2', { host: 'ro.localhost:3000' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<p>rendered ro.localhost:3000 /rovat/belfold?term=k%C3%B6zgy%C5%B1l%C3%A9s&oldal=2</p>');
    expect(await (await get('/rovat/belfold?perPage=50')).text()).toContain('rendered');
    // No search (an empty term, other parameters): the prerendered file.
    expect(await (await get('/rovat/belfold?term=&oldal=2')).text()).toBe('<h1>Belföld 2</h1>');
    expect(await (await get('/rovat/belfold?utm_source=x')).text()).toBe('<h1>Belföld 1</h1>');
  });

  it('serves the main domain and the Romanian edition by host', async () => {
    expect(await (await get('/')).text()).toBe('<h1>Címlap</h1>');
    expect(await (await get('/', { host: 'ro.localhost:3000' })).text()).toBe('<h1>Erdély</h1>');
    const page = await get('/belfold/2026/11/22/cikk');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
  });

  it('serves precompressed HTML to clients that accept it', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>Címlap</h1>');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<h1>Címlap</h1>');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 404 with the domain’s 404 page', async () => {
    const res = await get('/nincs/ilyen');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('A keresett oldal nem található.');
    const ro = await get('/nincs', { host: 'ro.localhost' });
    expect(ro.status).toBe(404);
    expect(await ro.text()).toContain('(ro)');
  });

  it('keeps hashed assets forever', async () => {
    const res = await get('/assets/entries/app.abc123.js');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('applies the redirects of the pages, server rules included, query kept', async () => {
    const legacy = await get('/list/newest?oldal=2');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/legfrissebb?oldal=2');
    const server = await get('/regi?x=1');
    expect(server.headers.get('location')).toBe('/uj?x=1');
    // Only the published rules: one the content API has but no run has published yet is not served.
    expect((await get('/kozvetlen')).status).toBe(404);
  });

  it('never serves a file outside the site folder', async () => {
    expect((await get('/..%2Fsecret.txt')).status).toBe(404);
    expect(fileFor('/out/hirter.hu', '/../secret.txt')).toBeNull();
    expect(fileFor('/out/hirter.hu', '/a%00b')).toBeNull();
    expect(fileFor('/out/hirter.hu', '/belfold/x')).toBe('/out/hirter.hu/belfold/x/index.html');
  });

  it('serves page N of ?oldal=N from index.oldal-N.html, other queries from index.html', async () => {
    const second = await get('/rovat/belfold?oldal=2');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('<h1>Belföld 2</h1>');
    expect(second.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const br = await get('/rovat/belfold?oldal=2', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>Belföld 2</h1>');
    expect(await (await get('/rovat/belfold?oldal=123456')).text()).toBe('<h1>Belföld 123456</h1>');
    expect(await (await get('/?oldal=2')).text()).toBe('<h1>Címlap 2</h1>');
    // oldal among other parameters, first occurrence wins (as nginx's map of $args reads it).
    expect(await (await get('/rovat/belfold?a=1&oldal=2&b=2')).text()).toBe('<h1>Belföld 2</h1>');
    expect(await (await get('/rovat/belfold?oldal=2&oldal=3')).text()).toBe('<h1>Belföld 2</h1>');
    for (const query of [
      '',
      '?oldal=1',
      '?a=1',
      '?oldal=abc',
      '?oldal=0',
      '?oldal=-1',
      '?oldal=02',
      '?oldal=',
      '?oldal',
      '?OLDAL=2',
      '?xoldal=2',
      '?oldal=2.0',
      '?oldal=1234567',
      '?oldal=abc&oldal=2',
    ]) {
      const res = await get(`/rovat/belfold${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.text(), query).toBe('<h1>Belföld 1</h1>');
    }
  });

  it('hands a valid route without a file to the renderer (never page 1 for a missing page N); an invalid route is the static 404', async () => {
    for (const path of ['/rovat/belfold?oldal=99', '/belfold/2026/11/22/cikk?oldal=3', '/g7/rovat/adat', '/rovat/kulfold/2026/01/01/regi-cim']) {
      const res = await get(path);
      expect(await res.text(), path).toBe(`<p>rendered localhost:3000 ${path}</p>`);
    }
    const ro = await get('/?oldal=2', { host: 'ro.localhost' });
    expect(await ro.text()).toBe('<p>rendered ro.localhost /?oldal=2</p>');
    // An asset of a newer build than the output's (a rendered page links it) comes from the renderer too.
    expect(await (await get('/assets/static/new.abc.css')).text()).toBe('<p>rendered localhost:3000 /assets/static/new.abc.css</p>');
    for (const path of ['/nincs?oldal=2', '/rovat', '/szerzo', '/belfold/2026/11/22/senki-sem-irta', '/canonical.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('A keresett oldal nem található.');
    }
    const none = createOriginApp({ outDir: dir, contentApiUrl: api.url, log: () => {} });
    const missing = await none.request('/rovat/belfold?oldal=99', { headers: { host: 'localhost' } });
    expect(missing.status).toBe(404);
  });

  it('sends a known slug on any other article path to its canonical URL in one hop, on the right domain', async () => {
    const cases: [host: string, from: string, to: string][] = [
      ['localhost', '/kulfold/2020/01/01/cikk?oldal=2', '/belfold/2026/11/22/cikk?oldal=2'],
      ['localhost', '/g7/2026/11/22/cikk', '/belfold/2026/11/22/cikk'],
      // An old compact-date link: the rule and the map together, still one hop.
      ['localhost', '/gazdasag/20261122/cikk', '/belfold/2026/11/22/cikk'],
      ['localhost', '/erdely/2026/11/22/kolozsvari-cikk', 'https://hirter.ro/erdely/2026/11/22/kolozsvari-cikk'],
      ['ro.localhost', '/belfold/2026/11/22/cikk/', 'https://hirter.hu/belfold/2026/11/22/cikk'],
    ];
    for (const [host, from, to] of cases) {
      const res = await get(from, { host });
      expect(res.status, `${host}${from}`).toBe(301);
      expect(res.headers.get('location'), `${host}${from}`).toBe(to);
      expect(res.headers.get('cache-control')).toBe(CACHE.permanentRedirect);
    }
    // The canonical path itself is the page.
    expect(await (await get('/belfold/2026/11/22/cikk')).text()).toBe('<h1>Cikk</h1>');
  });

  it('keeps what it forwarded briefly by URL, when the answer says it may', async () => {
    let renders = 0;
    const counting = new Hono();
    counting.get('*', (c) => {
      renders++;
      c.header('cache-control', c.req.query('n') ? 'no-store' : 'public, max-age=5');
      return c.html(`<p>${renders}</p>`);
    });
    const server = await listen(counting.fetch);
    try {
      const cached = createOriginApp({ outDir: dir, contentApiUrl: api.url, renderUrl: server.url, log: () => {} });
      const ask = async (path: string) => (await cached.request(path, { headers: { host: 'localhost' } })).text();
      expect(await Promise.all([ask('/g7/rovat/penz'), ask('/g7/rovat/penz'), ask('/g7/rovat/penz')])).toEqual(['<p>1</p>', '<p>1</p>', '<p>1</p>']);
      expect(await ask('/g7/rovat/penz')).toBe('<p>1</p>');
      expect(await ask('/g7/rovat/penz?n=1')).toBe('<p>2</p>');
      expect(await ask('/g7/rovat/penz?n=1')).toBe('<p>3</p>');
    } finally {
      await server.close();
    }
  });

  it('reads the page of a query exactly as splitPage() names the files', () => {
    expect(pageOfQuery('oldal=2')).toBe(2);
    expect(pageOfQuery('oldal=999999')).toBe(999999);
    expect(pageOfQuery('x=1&oldal=10')).toBe(10);
    for (const q of [
      '',
      'oldal=1',
      'oldal=02',
      'oldal=0',
      'oldal=-1',
      'oldal=abc',
      'oldal=1000000',
      'oldal=2?oldal=3',
      'oldal=%32',
      'oldal=+2',
      'Oldal=2',
      'oldal=3x',
    ]) {
      expect(pageOfQuery(q), q).toBe(1);
    }
  });

  it('serves feeds from <path>/index.xml as RSS, precompressed, with the HTML cache', async () => {
    const feed = await get('/rss/rovat/belfold');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe(FEED_CONTENT_TYPE);
    expect(feed.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(feed.headers.get('vary')).toBe('Accept-Encoding');
    expect(await feed.text()).toContain('<title>Belföld</title>');
    const gz = await get('/rss', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-type')).toBe(FEED_CONTENT_TYPE);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<title>Hírtér</title>');
    const br = await get('/rss', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await (await get('/rss', { host: 'ro.localhost' })).text()).toContain('Erdély');
    // A feed is never paged.
    expect(await (await get('/rss?oldal=2')).text()).toContain('<title>Hírtér</title>');
    const missing = await get('/rss/rovat/nincs');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('A keresett oldal nem található.');
  });

  it('serves sitemaps as XML with the HTML cache, precompressed when the siblings exist', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(await index.text()).toBe('<sitemapindex/>');
    const br = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<sitemapindex/>');
    const news = await get('/sitemaps/news.xml', { 'accept-encoding': 'gzip, br' });
    expect(news.headers.get('content-encoding')).toBeNull();
    expect(news.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(await news.text()).toBe('<urlset/>');
  });

  it('makes clients revalidate the build records every time', async () => {
    for (const path of ['/builds/latest.json', '/builds/meta/b2.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
    }
    expect(await (await get('/builds/latest.json')).json()).toEqual({ buildId: 'b2' });
    // Other unhashed files keep their longer cache.
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("never forwards a reader's credentials to the content API, nor its cookies back", async () => {
    const res = await get('/api/echo', { authorization: 'Bearer dev-service-token', cookie: 'access_token=abc', 'proxy-authorization': 'Basic x' });
    expect(await res.json()).toEqual({ authorization: null, cookie: null });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await app.request('/api/echo', { method: 'POST', headers: { host: 'localhost:3000' } })).status).toBe(405);
  });

  it("answers the editors' security calls 404 without asking the content API", async () => {
    for (const path of ['/api/me', '/api/logout', '/api/login', '/api/login/google/url?state=x', '/api/token/refresh']) {
      expect((await get(path, { authorization: 'Bearer x' })).status, path).toBe(404);
    }
    expect((await get('/api/echo')).status).toBe(200);
  });

  it('sends the reader-account calls to the CRM with the account cookies only, and its cookies back', async () => {
    const res = await app.request('/api/v2/user/update', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        authorization: 'Bearer x',
        cookie: 'hirter_olvaso=sess; _ga=track; hirter_csrf=tok',
        'x-csrf-token': 'tok',
        'x-forwarded-for': '6.6.6.6',
        'content-type': 'application/json',
      },
      body: '{"action":"download"}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      body: '{"action":"download"}',
      authorization: null,
      cookie: 'hirter_olvaso=sess; hirter_csrf=tok',
      csrf: 'tok',
      xff: 'unknown',
      host: 'localhost:3000',
    });
    expect(res.headers.getSetCookie()).toEqual(['hirter_olvaso=new; HttpOnly']);
    expect(res.headers.get('x-internal')).toBeNull();
    const big = await app.request('/api/v2/user/token', { method: 'POST', headers: { host: 'localhost:3000' }, body: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect((await app.request('/api/v2/user/info', { method: 'DELETE', headers: { host: 'localhost:3000' } })).status).toBe(405);
  });

  it("names the reader to the CRM: the address a proxy of ours (TRUSTED_PROXIES) forwarded, else the peer's", async () => {
    const xffAt = async (trusted: readonly string[] | undefined) => {
      const server = await startOrigin({ outDir: dir, contentApiUrl: api.url, renderUrl: render.url, trustedProxies: trusted, log: () => {} });
      try {
        // As a CDN on this machine passes a reader on: what the reader sent, then the address it saw.
        const res = await fetch(`${server.url}/api/v2/user/info`, { headers: { host: 'localhost:3000', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
        return ((await res.json()) as { xff: string }).xff;
      } finally {
        await server.close();
      }
    };
    // Loopback is trusted by default (npm start's Varnish): the CDN's entry, not the reader's own claim.
    expect(await xffAt(undefined)).toBe('203.0.113.9');
    // A peer that is no proxy of ours is the reader, whatever it says it forwards.
    expect(await xffAt(['10.0.0.0/8'])).toBe('127.0.0.1');
  });

  it("sends the newsletter's sign-up posts to the content service without any cookie either way", async () => {
    const res = await app.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { host: 'localhost:3000', authorization: 'Bearer x', cookie: 'hirter_olvaso=sess; _ga=track', 'content-type': 'application/json' },
      body: '{"email":"a@example.com"}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'POST', body: '{"email":"a@example.com"}', cookie: null, authorization: null });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await app.request('/api/newsletter/subscribe', { method: 'PUT', headers: { host: 'localhost:3000' } })).status).toBe(405);
  });

  it("sends the quiz's calls to the quiz service with its identity cookie and the bearer token, nothing else of the reader's", async () => {
    const headers = {
      host: 'localhost:3000',
      authorization: 'Bearer t',
      cookie: 'hirter_olvaso=sess; kviz_azonosito=me; _ga=track',
      'content-type': 'application/json',
    };
    const token = await app.request('/api/functions/get-quiz-token', { method: 'POST', headers });
    expect(await token.json()).toEqual({ path: '/api/functions/get-quiz-token', body: '', cookie: 'kviz_azonosito=me', authorization: 'Bearer t' });
    expect(token.headers.getSetCookie()).toEqual(['kviz_azonosito=id; Path=/api/functions/get-quiz-token; HttpOnly']);
    const gql = await app.request('/api/quiz/', { method: 'POST', headers, body: '{"query":"{ __typename }"}' });
    expect(await gql.json()).toEqual({ path: '/api/quiz/', body: '{"query":"{ __typename }"}', cookie: 'kviz_azonosito=me', authorization: 'Bearer t' });
    expect((await app.request('/api/quiz/', { method: 'PUT', headers: { host: 'localhost:3000' } })).status).toBe(405);
  });

  it("sends the push topics' calls, deletes too, to the content service without any cookie, uncached", async () => {
    const headers = { host: 'localhost:3000', cookie: 'hirter_olvaso=sess', 'content-type': 'application/json' };
    const del = await app.request('/api/subscriptions', { method: 'DELETE', headers, body: '{"topic":"fontos"}' });
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ method: 'DELETE', path: '/api/subscriptions', body: '{"topic":"fontos"}', cookie: null });
    expect(del.headers.getSetCookie()).toEqual([]);
    const first = (await (await app.request('/api/subscriptions?clientToken=abc', { headers })).json()) as { n: number; query: string };
    const second = (await (await app.request('/api/subscriptions?clientToken=abc', { headers })).json()) as { n: number };
    expect(first.query).toBe('abc');
    expect(second.n).toBe(first.n + 1);
    expect(await (await app.request('/api/subscriptions/key', { headers })).json()).toMatchObject({ method: 'GET', path: '/api/subscriptions/key' });
    expect((await app.request('/api/subscriptions', { method: 'PUT', headers })).status).toBe(405);
  });

  it('passes /api through to the content API with the site of the host', async () => {
    const res = await get('/api/health', { host: 'ro.localhost' });
    expect(await res.json()).toEqual({ ok: true, site: 'ro' });
  });
});

describe('the origin as node’s listener', () => {
  it('answers every kind of request as the Hono app does (the file fast path and the rest)', async () => {
    const server = await startOrigin({ outDir: dir, contentApiUrl: api.url, renderUrl: render.url, log: () => {} });
    try {
      const cases: [path: string, headers: Record<string, string>][] = [
        ['/', {}],
        ['/', { 'accept-encoding': 'gzip, br' }],
        ['/', { 'accept-encoding': 'br;q=0, gzip' }],
        ['/rovat/belfold?oldal=2', { 'accept-encoding': 'gzip' }],
        ['/rovat/belfold?oldal=99', {}],
        ['/belfold/2026/11/22/cikk', {}],
        ['/kulfold/2020/01/01/cikk?x=1', {}],
        ['/assets/entries/app.abc123.js', { 'accept-encoding': 'gzip' }],
        ['/rss', {}],
        ['/robots.txt', {}],
        ['/nincs/ilyen', {}],
        ['/a/../rovat/belfold', {}],
        ['/rovat/belf%C3%B6ld', {}],
        ['/list/newest?oldal=2&fbclid=1', {}],
        ['/rovat/belfold?term=x', {}],
        ['/', { host: 'ro.localhost:3000' }],
      ];
      const etag = (await get('/')).headers.get('etag')!;
      cases.push(['/', { 'if-none-match': etag }]);
      for (const [path, headers] of cases) {
        const viaHono = await get(path, headers);
        // node:http, so that only these headers go (fetch would add its own Accept-Encoding).
        const viaNode = await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
          const req = httpGet(`${server.url}${path}`, { headers: { host: 'localhost:3000', ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
        });
        // Request ids are new for every request (the node listener's are checked to be there).
        const skip = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id'];
        expect(viaNode.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
        // A redirect's Content-Type is the adaptor's (node's server names one for the empty body, app.request none).
        if (viaHono.status >= 300 && viaHono.status < 400) skip.push('content-type');
        const strip = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !skip.includes(k)));
        const honoBody = Buffer.from(await viaHono.arrayBuffer());
        expect(viaNode.status, path).toBe(viaHono.status);
        expect(strip(viaNode.headers), path).toEqual(strip(Object.fromEntries(viaHono.headers)));
        expect(viaNode.body.equals(honoBody), path).toBe(true);
        if (viaNode.headers['content-length'] !== undefined) expect(Number(viaNode.headers['content-length']), path).toBe(viaNode.body.length);
      }
    } finally {
      await server.close();
    }
  });
});

/** The status of a GET by node:http, with only these headers (fetch would add its own). */
function statusOverNode(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { host: 'localhost:3000', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    }).on('error', reject);
  });
}

describe('the origin and a path too long for any file (issue #33)', () => {
  it('answers it without a 5xx and writes only a debug line, the path cut short', async () => {
    const lines: { level: string; path?: string; status?: number }[] = [];
    const raw: string[] = [];
    const logger = createLogger({
      level: 'debug',
      format: 'json',
      destination: { write: (s: string) => (raw.push(s), lines.push(JSON.parse(s) as (typeof lines)[number])) },
    });
    const errors: string[] = [];
    const server = await startOrigin({ outDir: dir, contentApiUrl: api.url, renderUrl: render.url, logger, log: (line) => errors.push(line) });
    const shapes = [
      `/${'z'.repeat(300)}`,
      `/${'z'.repeat(300)}.html`,
      `/assets/${'z'.repeat(300)}.js`,
      `/rovat/${'z'.repeat(300)}`,
      `/${Array.from({ length: 700 }, () => 'zzzzz').join('/')}`,
    ];
    const statuses: number[] = [];
    try {
      for (const path of shapes) {
        statuses.push(await statusOverNode(`${server.url}${path}`));
      }
      // A missing asset and a section's route go to the render server (a stub here, which has everything); the
      // others are the origin's own 404.
      expect(statuses).toEqual([404, 404, 200, 200, 404]);
      // A line is written once node has the answer: wait for all of them (a ceiling against a hang only).
      await expect.poll(() => lines.length, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(shapes.length);
      expect(lines.map((l) => [l.level, l.status])).toEqual(statuses.map((status) => ['debug', status]));
      expect(errors).toEqual([]);
      expect(raw.join('')).not.toContain('z'.repeat(300));
      expect(raw.join('')).not.toContain('zzzzz/'.repeat(60));
    } finally {
      await server.close();
    }
  });
});

describe('the origin and the edge’s health probe', () => {
  it('writes the probe’s access line at debug, a reader’s for the same file at info', async () => {
    const lines: { level: string; path?: string; status?: number }[] = [];
    const logger = createLogger({ level: 'debug', format: 'json', destination: { write: (s: string) => lines.push(JSON.parse(s) as (typeof lines)[number]) } });
    const server = await startOrigin({ outDir: dir, contentApiUrl: api.url, renderUrl: render.url, logger, log: () => {} });
    const ask = (userAgent: string) => statusOverNode(`${server.url}/robots.txt`, { 'user-agent': userAgent });
    try {
      // A file the origin writes on its fast path, without Hono: the agent must reach the level there too.
      expect(await ask(EDGE_PROBE_USER_AGENT)).toBe(200);
      expect(await ask('Mozilla/5.0')).toBe(200);
      await expect.poll(() => lines.length, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(2);
      expect(lines.map((l) => [l.level, l.path, l.status])).toEqual([
        ['debug', '/robots.txt', 200],
        ['info', '/robots.txt', 200],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('origin health (issue #19)', () => {
  const fronts = () => Object.values(SITES).map((s) => join(s.domain, s.path, 'index.html'));
  const origin = (outDir: string, contentApiUrl: string) =>
    createOriginApp({ outDir, contentApiUrl, log: () => {}, logger: createLogger({ level: 'silent' }) });
  let full: string;
  let partial: string;
  beforeAll(() => {
    full = mkdtempSync(join(tmpdir(), 'origin-ready-'));
    partial = mkdtempSync(join(tmpdir(), 'origin-partial-'));
    for (const f of fronts()) {
      mkdirSync(join(full, f, '..'), { recursive: true });
      writeFileSync(join(full, f), '<h1>front</h1>');
    }
    // A page of the output at the same path does not shadow them.
    mkdirSync(join(full, 'hirter.hu', 'healthz'), { recursive: true });
    writeFileSync(join(full, 'hirter.hu', 'healthz', 'index.html'), '<h1>not the probe</h1>');
    mkdirSync(join(partial, 'hirter.hu'), { recursive: true });
    writeFileSync(join(partial, 'hirter.hu', 'index.html'), '<h1>front</h1>');
  });
  afterAll(() => {
    rmSync(full, { recursive: true, force: true });
    rmSync(partial, { recursive: true, force: true });
  });

  it('answers /healthz while it runs, whatever the output and the content API', async () => {
    for (const app of [origin(full, api.url), origin(partial, 'http://127.0.0.1:9')]) {
      const res = await app.request('/healthz', { headers: { host: 'localhost:3000' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ ok: true });
    }
  });

  it('is ready when the content API answers and every site has its front page', async () => {
    const res = await origin(full, api.url).request('/readyz', { headers: { host: 'localhost:3000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true, checks: { contentApi: 'ok', output: 'ok' } });
  });

  it('is not ready (503, with the reason) without the front pages or the content API', async () => {
    const missing = await origin(partial, api.url).request('/readyz', { headers: { host: 'localhost:3000' } });
    expect(missing.status).toBe(503);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const body = (await missing.json()) as { ok: boolean; reason: string; checks: Record<string, string> };
    expect(body.ok).toBe(false);
    expect(body.checks.contentApi).toBe('ok');
    expect(body.reason, 'no file names of the machine').toBe('output: no front page of after, g7, karakter, ro');

    const down = await origin(full, 'http://127.0.0.1:9').request('/readyz', { headers: { host: 'localhost:3000' } });
    expect(down.status).toBe(503);
    const downBody = (await down.json()) as { reason: string; checks: Record<string, string> };
    expect(downBody.checks.output).toBe('ok');
    expect(downBody.reason).toMatch(/^content API: unreachable \(.+\)$/);
    expect(downBody.reason, 'no internal address').not.toContain('127.0.0.1');
  });
});
