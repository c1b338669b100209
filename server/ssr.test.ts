import { serve } from '@hono/node-server';
import { CACHE, HTML_TYPE, RENDER_CONCURRENCY } from '../domain/serving';
import { Hono } from 'hono';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../domain/redirects';
import { DEFAULT_HOSTS } from '../domain/sites';
import type { RouteRule } from '../domain/types';
import { IMMUTABLE_CACHE, createRenderApp, startRenderServer, type RenderAppOptions, type RunningRenderServer } from './ssr';
import type { RenderFn, RenderInit } from './render';
import { bareServerErrorHtml, botErrorHtml } from '../domain/errors';
import { createLogger } from '../config/log';
import { listen, type Listening } from './listen';

// A stand-in for the content API: route rules, an echo of what the proxy forwarded, a 404, an image.
interface FakeApi {
  url: string;
  routeRuleCalls: number;
  routeRules: RouteRule[] | 'fail';
  /** Whether its health call answers 200 (else 503). */
  healthy: boolean;
  close(): Promise<void>;
}

async function startFakeApi(): Promise<FakeApi> {
  const state = { routeRuleCalls: 0, routeRules: [] as RouteRule[] | 'fail', healthy: true };
  const app = new Hono();
  app.get('/api/health', (c) => (state.healthy ? c.json({ ok: true }) : c.json({ ok: false }, 503)));
  app.get('/api/route-rules', (c) => {
    state.routeRuleCalls += 1;
    return state.routeRules === 'fail' ? c.json({ error: 'down', status: 500 }, 500) : c.json(state.routeRules);
  });
  app.get('/api/echo', (c) => {
    c.header('Cache-Control', 'public, max-age=15');
    c.header('X-Internal', 'not for readers');
    return c.json({ site: c.req.header('x-site') ?? null, url: c.req.url.replace(/^https?:\/\/[^/]+/, ''), method: c.req.method }, 201);
  });
  app.get('/api/articles/nincs-ilyen', (c) => c.json({ error: 'Not found', status: 404 }, 404));
  app.get('/media/kep.png', (c) => {
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve(
        Object.assign(state, {
          url: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              (server as unknown as { closeAllConnections(): void }).closeAllConnections();
            }),
        }),
      );
    });
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with a chosen Host header (fetch cannot set it). */
function get(base: string, path: string, opts: { host?: string; method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method: opts.method ?? 'GET',
        headers: { host: opts.host ?? url.host, ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const PAGE = '<!DOCTYPE html><html lang="hu"><body>oldal</body></html>';

describe('render server', () => {
  let api: FakeApi;
  let server: RunningRenderServer;
  let distDir: string;
  let renders: RenderInit[];
  let renderImpl: RenderFn;
  let logged: string[];

  beforeAll(async () => {
    api = await startFakeApi();
    distDir = mkdtempSync(join(tmpdir(), 'render-dist-'));
    mkdirSync(join(distDir, 'client', 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'client', 'assets', 'entry-client-Ab12Cd34.js'), 'console.log("kliens");');
    writeFileSync(join(distDir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(distDir, 'client', 'index.html'), '<html>stale prerendered file</html>');
    mkdirSync(join(distDir, 'client', 'terkep', 'ep-2024'), { recursive: true });
    writeFileSync(join(distDir, 'client', 'terkep', 'ep-2024', 'magyarorszag.html'), '<html>térkép</html>');
  });

  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    renders = [];
    logged = [];
    api.routeRuleCalls = 0;
    api.routeRules = [];
    renderImpl = async () => ({ statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: PAGE });
    server = await startRenderServer({
      contentApiUrl: `${api.url}/`,
      distDir,
      render: async (init) => {
        renders.push(init);
        return renderImpl(init);
      },
      log: (line) => logged.push(line),
    });
  });

  afterEach(async () => {
    await server.close();
  });

  describe('redirects', () => {
    it('sends a legacy list path to the new one with its query, permanently, without rendering', async () => {
      const res = await get(server.url, '/list/newest?oldal=2');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/legfrissebb?oldal=2');
      expect(renders).toEqual([]);
    });

    it('sends /shop to the external shop temporarily', async () => {
      const res = await get(server.url, '/shop');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(SHOP_URL);
    });

    it('applies the rules of the domain the Host names', async () => {
      // /impresszum is a page on the main domain and a redirect on the Romanian edition.
      expect((await get(server.url, '/impresszum')).status).toBe(200);
      const ro = await get(server.url, '/impresszum', { host: 'ro.localhost' });
      expect(ro.status).toBe(301);
      expect(ro.headers.location).toBe('/dokumentum/impresszum');
    });

    it("applies the content API's rules, fetched once and kept", async () => {
      api.routeRules = [
        { from: '/regi-rovat', to: '/rovat/belfold', status: 301 },
        { from: '/kampany', to: '/tamogatas', status: 302 },
      ];
      const permanent = await get(server.url, '/regi-rovat?utm_source=hirlevel');
      expect(permanent.status).toBe(301);
      expect(permanent.headers.location).toBe('/rovat/belfold?utm_source=hirlevel');
      const temporary = await get(server.url, '/kampany');
      expect(temporary.status).toBe(302);
      expect(temporary.headers.location).toBe('/tamogatas');
      expect((await get(server.url, '/rovat/belfold')).status).toBe(200);
      expect(api.routeRuleCalls).toBe(1);
    });

    it('renders without server rules when the content API cannot give them, and says so', async () => {
      api.routeRules = 'fail';
      const page = await get(server.url, '/rovat/belfold');
      expect(page.status).toBe(200);
      expect(page.body).toBe(PAGE);
      expect(logged.join('\n')).toContain('/api/route-rules');
      // The built-in rules still apply.
      expect((await get(server.url, '/list/newest')).headers.location).toBe('/legfrissebb');
    });
  });

  describe('content API proxy', () => {
    it('passes status, body, content type and cache header through, with the site of the Host', async () => {
      const res = await get(server.url, '/api/echo?filters%5Bmstag%5D=belfold&page=2', { host: 'ro.localhost' });
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=15');
      expect(res.headers['x-internal']).toBeUndefined();
      expect(JSON.parse(res.body)).toEqual({ site: 'ro', url: '/api/echo?filters%5Bmstag%5D=belfold&page=2', method: 'GET' });
    });

    it('names the main site for the main domain and keeps a sub-site the page asks for', async () => {
      expect(JSON.parse((await get(server.url, '/api/echo')).body).site).toBe('main');
      expect(JSON.parse((await get(server.url, '/api/echo', { headers: { 'x-site': 'after' } })).body).site).toBe('after');
      // A site of another domain cannot be asked for through this one.
      const crossed = await get(server.url, '/api/echo', { host: 'ro.localhost', headers: { 'x-site': 'g7' } });
      expect(JSON.parse(crossed.body).site).toBe('ro');
    });

    it("passes the content API's 404 through", async () => {
      const res = await get(server.url, '/api/articles/nincs-ilyen');
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ error: 'Not found', status: 404 });
    });

    it('answers HEAD without a body and refuses other methods', async () => {
      const head = await get(server.url, '/api/echo', { method: 'HEAD' });
      expect(head.status).toBe(201);
      expect(head.body).toBe('');
      const post = await get(server.url, '/api/echo', { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
    });

    it('proxies images under /media', async () => {
      const res = await get(server.url, '/media/kep.png');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(renders).toEqual([]);
    });

    it('answers 502 when the content API is down', async () => {
      const down = await startRenderServer({ contentApiUrl: 'http://127.0.0.1:9', distDir, render: renderImpl, log: () => {} });
      try {
        expect((await get(down.url, '/api/echo')).status).toBe(502);
      } finally {
        await down.close();
      }
    });
  });

  describe('static files', () => {
    it('serves hashed assets as immutable', async () => {
      const res = await get(server.url, '/assets/entry-client-Ab12Cd34.js');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(res.body).toBe('console.log("kliens");');
    });

    it("serves other files with the contract's policies: five minutes, the service worker revalidated", async () => {
      const res = await get(server.url, '/favicon.svg');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(CACHE.file);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it("serves the election maps' own pages, the frames' source, as the static output has them", async () => {
      const res = await get(server.url, '/terkep/ep-2024/magyarorszag.html');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe('<html>térkép</html>');
    });

    it('falls through to the page renderer when there is no such file', async () => {
      renderImpl = async () => ({ statusCode: 404, headers: [['Content-Type', 'text/html;charset=utf-8']], body: 'nincs' });
      const res = await get(server.url, '/assets/entry-client-Zz99.js');
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe(CACHE.page);
      expect(renders.map((r) => r.urlOriginal)).toEqual(['/assets/entry-client-Zz99.js']);
    });

    it("answers the web manifest and robots.txt of the host's domain, as the static output has them", async () => {
      const manifest = await get(server.url, '/manifest.webmanifest', { host: 'ro.localhost' });
      expect(manifest.status).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/manifest+json');
      expect(JSON.parse(manifest.body).name).toBe('Hírtér Erdély');
      const robots = await get(server.url, '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.body).toMatch(/^Sitemap: https:\/\/hirter\.hu\//m);
    });

    it("answers ads.txt and security.txt of the host's domain, as the static output has them", async () => {
      const ads = await get(server.url, '/ads.txt', { host: 'ro.localhost' });
      expect([ads.status, ads.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
      expect(ads.body).toMatch(/^OWNERDOMAIN=hirter\.ro$/m);
      const security = await get(server.url, '/.well-known/security.txt');
      expect([security.status, security.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
      expect(security.body).toMatch(/^Canonical: https:\/\/hirter\.hu\/\.well-known\/security\.txt$/m);
    });

    it('never serves HTML from disk', async () => {
      const res = await get(server.url, '/index.html');
      expect(res.body).toBe(PAGE);
      expect((await get(server.url, '/')).body).toBe(PAGE);
    });
  });

  describe('pages', () => {
    it('renders with the path, Host, site and content API, cacheable like a static page, with the security headers', async () => {
      renderImpl = async () => ({
        statusCode: 200,
        headers: [
          ['Content-Type', 'text/html;charset=utf-8'],
          ['Cache-Control', 'public, max-age=600'],
        ],
        body: PAGE,
      });
      const res = await get(server.url, '/rovat/kulfold?oldal=3', { host: 'ro.localhost:8080' });
      expect(res.status).toBe(200);
      // vike's spelling made the static files' (HTML_TYPE), so every server answers a page alike.
      expect(res.headers['content-type']).toBe(HTML_TYPE);
      expect(res.headers['cache-control']).toBe(CACHE.page);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.body).toBe(PAGE);
      expect(renders).toEqual([{ urlOriginal: '/rovat/kulfold?oldal=3', host: 'ro.localhost:8080', siteSlug: 'ro', contentApiUrl: api.url }]);
    });

    it('gives a page a strong ETag of its body, the same for the same page, none to an error page', async () => {
      const first = await get(server.url, '/rovat/kulfold?term=a');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect((await get(server.url, '/rovat/kulfold?term=b')).headers.etag).toBe(first.headers.etag);
      renderImpl = async () => ({ statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: `${PAGE}<p>más</p>` });
      expect((await get(server.url, '/rovat/kulfold?term=c')).headers.etag).not.toBe(first.headers.etag);
      renderImpl = async () => ({ statusCode: 404, headers: [['Content-Type', 'text/html;charset=utf-8']], body: PAGE });
      expect((await get(server.url, '/rovat/nincs')).headers.etag).toBeUndefined();
    });

    it('picks a sub-site by its path prefix on the main domain', async () => {
      await get(server.url, '/after/2026/11/20/cikk');
      await get(server.url, '/g7');
      await get(server.url, '/karakterek');
      expect(renders.map((r) => r.siteSlug)).toEqual(['after', 'g7', 'main']);
    });

    it("keeps the renderer's status", async () => {
      renderImpl = async () => ({ statusCode: 404, headers: [['Content-Type', 'text/html;charset=utf-8']], body: 'A keresett oldal nem található.' });
      const res = await get(server.url, '/nincs-ilyen-oldal');
      expect(res.status).toBe(404);
      expect(res.body).toBe('A keresett oldal nem található.');
    });

    it("answers the server error page's texts without the frame, a 500 never kept, when nothing was rendered; a crawler the bare status", async () => {
      renderImpl = async () => null;
      const res = await get(server.url, '/');
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([500, HTML_TYPE, 'no-store']);
      expect(res.body).toBe(bareServerErrorHtml());
      expect(res.body).toContain('Belső kiszolgálóhiba.');
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      const bot = await get(server.url, '/', { headers: { 'user-agent': 'Googlebot/2.1' } });
      expect([bot.status, bot.body]).toEqual([500, botErrorHtml(500)]);
    });

    it('answers the same and logs when rendering throws', async () => {
      renderImpl = async () => {
        throw new Error('elromlott');
      };
      const res = await get(server.url, '/');
      expect([res.status, res.body]).toEqual([500, bareServerErrorHtml()]);
      expect(logged.join('\n')).toContain('elromlott');
    });
  });

  it('fails to start without a build when no renderer is given', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'render-nodist-'));
    try {
      await expect(startRenderServer({ contentApiUrl: api.url, distDir: empty, log: () => {} })).rejects.toThrow(/entry\.mjs is missing/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('render server health (issue #19)', () => {
  let api: FakeApi;
  let server: RunningRenderServer;
  let distDir: string;
  const render: RenderFn = async () => ({ statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: PAGE });

  beforeAll(async () => {
    api = await startFakeApi();
    distDir = mkdtempSync(join(tmpdir(), 'render-health-'));
    mkdirSync(join(distDir, 'client'));
    server = await startRenderServer({ contentApiUrl: api.url, distDir, render, log: () => {} });
  });
  afterAll(async () => {
    await server.close();
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  afterEach(() => {
    api.healthy = true;
  });

  it('answers /healthz, not the page of that path, while it runs', async () => {
    api.healthy = false;
    const res = await get(server.url, '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({ ok: true });
  });

  it('is ready when the build is loaded and the content API answers its health call', async () => {
    const res = await get(server.url, '/readyz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({ ok: true, checks: { build: 'ok', contentApi: 'ok' } });
  });

  it('is not ready (503, with the reason) while the content API fails', async () => {
    api.healthy = false;
    await new Promise((r) => setTimeout(r, 1000)); // the last answer is kept a second
    const res = await get(server.url, '/readyz');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      reason: 'content API: its health call answered 503',
      checks: { build: 'ok', contentApi: 'content API: its health call answered 503' },
    });
  });

  it('is not ready before the build is loaded', async () => {
    let loaded = false;
    const app = createRenderApp({
      contentApiUrl: api.url,
      distDir,
      hosts: DEFAULT_HOSTS,
      render,
      routeRules: async () => [],
      log: () => {},
      buildLoaded: () => loaded,
    });
    const before = await app.request('/readyz');
    expect(before.status).toBe(503);
    expect(((await before.json()) as { reason: string }).reason).toBe('build: not loaded yet');
    loaded = true;
    await new Promise((r) => setTimeout(r, 1000)); // the last answer is kept a second
    expect((await app.request('/readyz')).status).toBe(200);
  });
});

/** A count, and the promise of its reaching n: the event a test waits for, never a time. */
function counter() {
  let value = 0;
  let waiting: { n: number; done: () => void }[] = [];
  return {
    get value() {
      return value;
    },
    add() {
      value++;
      for (const w of waiting) if (w.n <= value) w.done();
      waiting = waiting.filter((w) => w.n > value);
    },
    reach(n: number): Promise<void> {
      return value >= n ? Promise.resolve() : new Promise((done) => waiting.push({ n, done }));
    },
  };
}

/** Once the callbacks already due have run (a turn of the event loop, not a time). */
const afterDue = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('render slots: at most RENDER_CONCURRENCY pages at once, the rest in turn', () => {
  let distDir: string;
  let running: Listening | undefined;
  let logged: string[];
  /** Pages that reached the render server's slots (its route rules are read just before a page asks for one). */
  let arrived: ReturnType<typeof counter>;
  /** Calls of the renderer. */
  let rendering: ReturnType<typeof counter>;
  let openGate: () => void;
  let gate: Promise<void>;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'render-slots-'));
    mkdirSync(join(distDir, 'client'));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  beforeEach(() => {
    logged = [];
    arrived = counter();
    rendering = counter();
    gate = new Promise((resolve) => (openGate = resolve));
  });
  afterEach(async () => {
    openGate();
    await running?.close();
    running = undefined;
  });

  /** The render app whose renderer holds the first `held` pages until openGate() (the rest at once). */
  function app(held: number, opts: Partial<RenderAppOptions> = {}) {
    return createRenderApp({
      contentApiUrl: 'http://127.0.0.1:9',
      distDir,
      hosts: DEFAULT_HOSTS,
      render: async () => {
        rendering.add();
        if (rendering.value <= held) await gate;
        return { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: PAGE };
      },
      routeRules: async () => {
        arrived.add();
        return [];
      },
      log: (line) => logged.push(line),
      logger: createLogger({ level: 'silent' }),
      ...opts,
    });
  }

  it('renders RENDER_CONCURRENCY pages at once over HTTP; the next wait their turn and get their 200', async () => {
    running = await listen(app(Infinity).fetch);
    const asks = Array.from({ length: RENDER_CONCURRENCY + 2 }, (_, i) => get(running!.url, `/rovat/belfold?term=egyszerre-${i}`));
    await arrived.reach(RENDER_CONCURRENCY + 2);
    await rendering.reach(RENDER_CONCURRENCY);
    await afterDue();
    expect(rendering.value).toBe(RENDER_CONCURRENCY);
    openGate();
    expect((await Promise.all(asks)).map((a) => a.status)).toEqual(Array(RENDER_CONCURRENCY + 2).fill(200));
    expect(rendering.value).toBe(RENDER_CONCURRENCY + 2);
  });

  it('closes the connection of a page that waited its full queue time, unanswered, and logs it', async () => {
    running = await listen(app(RENDER_CONCURRENCY, { renderQueueMs: 0 }).fetch);
    const held = Array.from({ length: RENDER_CONCURRENCY }, (_, i) => get(running!.url, `/rovat/belfold?term=tartva-${i}`));
    await rendering.reach(RENDER_CONCURRENCY);
    await expect(get(running.url, '/rovat/belfold?term=hiaba')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(rendering.value).toBe(RENDER_CONCURRENCY);
    expect(logged).toEqual([expect.stringMatching(/^render: GET \/rovat\/belfold\?term=\* \(request [\w-]+\) \(main\) waited 0 ms for a render slot/)]);
    openGate();
    expect((await Promise.all(held)).map((a) => a.status)).toEqual(Array(RENDER_CONCURRENCY).fill(200));
    // The page dropped holds no slot: the next is rendered at once.
    expect((await get(running.url, '/rovat/belfold?term=utana')).status).toBe(200);
  });

  it('answers the failure of a page not rendered as a 503, never stored, where there is no connection to close', async () => {
    const direct = app(RENDER_CONCURRENCY, { renderQueueMs: 0 });
    const held = Array.from({ length: RENDER_CONCURRENCY }, (_, i) => direct.request(`/rovat/belfold?term=tartva-${i}`));
    await rendering.reach(RENDER_CONCURRENCY);
    const res = await direct.request('/rovat/belfold?term=hiaba');
    expect([res.status, res.headers.get('cache-control'), await res.text()]).toEqual([503, 'no-store', bareServerErrorHtml()]);
    expect(logged).toHaveLength(1);
    openGate();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual(Array(RENDER_CONCURRENCY).fill(200));
  });
});
