// The generated configuration in a real nginx (skipped where /usr/sbin/nginx is not installed): a tiny
// output tree in a temporary folder, nginx in the foreground on a free port, requests with raw paths and
// Host headers, and every redirect compared with redirectFor().
import { CACHE } from '../domain/serving';
import { freePort } from '../scripts/freePort';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import Parser from 'rss-parser';
import { REDIRECT_RULES, redirectFor } from '../domain/redirects';
import type { Article, RouteRule } from '../domain/types';
import { ASSET_CACHE_CONTROL, BUILDS_CACHE_CONTROL, HTML_CACHE_CONTROL, REDIRECT_301_CACHE_CONTROL, nginxConfig } from './nginx';
import { CANONICAL_MAP, nginxCanonicalMap } from './canonical';
import { feedFile, rssFeed } from './feeds';

const NGINX = '/usr/sbin/nginx';
const HAS_NGINX = existsSync(NGINX);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let port = 0;
let dir = '';
let nginx: ChildProcess | null = null;
let api: Server | null = null;
let nginxLog = '';
const apiSeen: { path: string; site: string | undefined }[] = [];

const SERVER_RULES: RouteRule[] = [
  { from: '/regi-cikk', to: '/uj-cikk', status: 301 },
  { from: '/kampany', to: 'https://kampany.example.org/?utm=hirter', status: 302 },
];

function get(path: string, host = 'hirter.hu', headers: Record<string, string> = {}, method = 'GET'): Promise<Answer & { raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The access log's lines that contain `needle`, once there is one (nginx writes a line as the answer ends). */
async function waitForLog(file: string, needle: string): Promise<string> {
  // A ceiling against a hang only: the wait ends with the line.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.includes(needle))
      : [];
    if (lines.length > 0 || Date.now() > deadline) return lines.join('\n');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const article = {
  id: 1,
  type: 'article',
  title: 'Árvíztűrő tükörfúrógép',
  pubDate: 1_735_810_200,
  slug: 'cikk',
  articleAuthors: [{ slug: 'kp', name: 'Kovács Péter', avatarSrc: '' }],
  lead: 'Bevezető',
  mainSuperTag: { id: 1, slug: 'belfold', name: 'Belföld', active: true, siteSlug: 'main' },
  active: true,
  coverImage: null,
  coverImageSet: null,
} as unknown as Article;

/** What a browser sends for a path and query. */
function asSent(pathAndQuery: string): string {
  const u = new URL(`http://localhost${pathAndQuery}`);
  return `${u.pathname}${u.search}`;
}

/** The job's slug → canonical URL map of this output (prerender/canonical.ts). */
const CANONICAL: Record<string, string> = {
  cikk: 'https://hirter.hu/belfold/2025/01/02/cikk',
  kampany: 'https://hirter.ro/erdely/2024/02/29/kampany',
  'g7-cikk': 'https://hirter.hu/g7/adat/2025/01/02/g7-cikk',
};
const canonical = (slug: string) => CANONICAL[slug];

async function expectSameAsNode(site: 'main' | 'ro', sent: string): Promise<void> {
  const expected = redirectFor(site, sent, SERVER_RULES, canonical);
  const res = await get(sent, site === 'ro' ? 'hirter.ro' : 'hirter.hu');
  const actual = res.status === 301 || res.status === 302 ? { status: res.status, location: res.headers.location } : null;
  expect(actual, `${site} ${sent}`).toEqual(expected ? { status: expected.status, location: expected.location } : null);
}

describe.skipIf(!HAS_NGINX)('the generated nginx configuration in nginx', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hirter-nginx-'));
    // nginx started as root serves files as 'nobody': the tree must be readable by others.
    chmodSync(dir, 0o755);
    const out = join(dir, 'out');
    write(join(out, 'hirter.hu', 'index.html'), '<!doctype html><title>Hírtér</title>címlap');
    write(join(out, 'hirter.hu', 'rovat', 'belfold', 'index.html'), '<!doctype html><title>Belföld</title>belföld rovat');
    const second = '<!doctype html><title>Belföld – 2. oldal</title>belföld rovat, 2. oldal';
    write(join(out, 'hirter.hu', 'rovat', 'belfold', 'index.oldal-2.html'), second);
    write(join(out, 'hirter.hu', 'rovat', 'belfold', 'index.oldal-2.html.gz'), gzipSync(second));
    write(join(out, 'hirter.hu', 'index.oldal-2.html'), '<!doctype html>címlap, 2. oldal');
    write(join(out, 'hirter.hu', 'builds', 'latest.json'), '{"buildId":"b2"}');
    write(join(out, 'hirter.hu', 'builds', 'meta', 'b2.json'), '{"buildId":"b2"}');
    const news = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>';
    write(join(out, 'hirter.hu', 'sitemaps', 'news.xml'), news);
    write(join(out, 'hirter.hu', 'sitemaps', 'news.xml.gz'), gzipSync(news));
    write(join(out, 'hirter.hu', 'cimke', 'árvíz', 'index.html'), '<!doctype html>árvíz címke');
    write(join(out, 'hirter.hu', '404.html'), '<!doctype html>A keresett oldal nem található.');
    write(join(out, 'hirter.hu', 'assets', 'app-abc123.js'), 'console.log("x");'.repeat(100));
    write(join(out, 'hirter.hu', 'assets', 'app-abc123.js.gz'), gzipSync('console.log("x");'.repeat(100)));
    write(join(out, 'hirter.hu', 'kepek', '20250102', 'kep.png'), 'png');
    write(join(out, 'hirter.hu', 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    const feed = { site: 'main' as const, title: 'Belföld – Hírtér', path: '/rss/rovat/belfold', link: '/rovat/belfold', now: 1_735_810_200 };
    write(feedFile(out, 'main', feed.path), rssFeed({ ...feed, articles: [article] }));
    write(feedFile(out, 'main', '/rss'), rssFeed({ ...feed, path: '/rss', link: '/', articles: [] }));
    write(join(out, 'hirter.ro', 'index.html'), '<!doctype html>Hírtér Erdély');
    write(join(out, 'hirter.ro', 'dokumentum', 'impresszum', 'index.html'), '<!doctype html>impresszum');
    write(join(out, 'hirter.ro', '404.html'), '<!doctype html>A keresett oldal nem található. (ro)');
    write(join(out, 'hirter.hu', 'belfold', '2025', '01', '02', 'cikk', 'index.html'), '<!doctype html>a cikk');
    write(join(out, CANONICAL_MAP), nginxCanonicalMap(Object.entries(CANONICAL)));

    api = createServer((req, res) => {
      apiSeen.push({ path: req.url ?? '', site: req.headers['x-site'] as string | undefined });
      const url = new URL(req.url ?? '/', 'http://x');
      // As the renderer, a page it has no list search for is a 404 (the real one renders or refuses it).
      if (!url.pathname.startsWith('/api/') && !/(?:^|&)(?:term|filters|perPage)=./.test(url.search.slice(1))) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=5' });
        res.end(`A keresett oldal nem található. (rendered for ${req.headers.host}${req.url})`);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1' });
      const { authorization, cookie } = req.headers;
      const forwarded = { xff: req.headers['x-forwarded-for'], csrf: req.headers['x-csrf-token'], xfh: req.headers['x-forwarded-host'] };
      res.end(JSON.stringify({ path: req.url, site: req.headers['x-site'], host: req.headers.host, authorization, cookie, method: req.method, ...forwarded }));
    });
    await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;

    mkdirSync(join(dir, 'temp'));
    port = await freePort();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        outDir: out,
        port,
        listenAddress: '127.0.0.1',
        // The test's requests come from no proxy of ours: what they claim in X-Forwarded-For is not passed on
        // (the CDN's case, loopback trusted by default, is server/serving.e2e.test.ts's).
        trustedProxies: ['192.0.2.1'],
        serverRules: SERVER_RULES,
        contentApiUrl: `http://127.0.0.1:${apiPort}`,
        // The fake API stands in for the render server too: it echoes what it was asked.
        renderUrl: `http://127.0.0.1:${apiPort}`,
        errorLog: join(dir, 'error.log'),
        accessLog: join(dir, 'access.log'),
        tempDir: join(dir, 'temp'),
        cacheDir: join(dir, 'cache'),
        workerProcesses: 1,
      }),
    );
    nginx = spawn(NGINX, ['-c', conf, '-p', dir, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout?.on('data', (c: Buffer) => (nginxLog += c.toString()));
    nginx.stderr?.on('data', (c: Buffer) => (nginxLog += c.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${nginxLog}`);
      try {
        await get('/');
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not start: ${nginxLog}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
    if (dir) {
      const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      if (/\[(emerg|alert|crit)\]/.test(errors)) console.error(errors);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves a page with the short HTML cache, the front page, and a page under a decoded path', async () => {
    const page = await get('/rovat/belfold');
    expect(page.status).toBe(200);
    expect(page.body).toContain('belföld rovat');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect((await get('/')).body).toContain('címlap');
    expect((await get('/cimke/%C3%A1rv%C3%ADz')).body).toContain('árvíz címke');
    expect((await get('/', 'ro.localhost')).body).toContain('Hírtér Erdély');
    expect((await get('/', 'ismeretlen.example')).body).toContain('címlap');
  });

  it("answers an unknown path with 404 and the domain's 404 page", async () => {
    const hu = await get('/nincs-ilyen-oldal');
    expect(hu.status).toBe(404);
    expect(hu.body).toContain('A keresett oldal nem található.');
    const ro = await get('/nincs-ilyen-oldal', 'hirter.ro');
    expect(ro.status).toBe(404);
    // No route, and an article path of an unknown slug: the static 404 page, the renderer never asked.
    expect(ro.body).toBe('<!doctype html>A keresett oldal nem található. (ro)');
    const unknown = await get('/belfold/2025/01/02/senki-sem-irta');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe('<!doctype html>A keresett oldal nem található.');
    expect(apiSeen.some((s) => s.path.includes('senki-sem-irta') || s.path.includes('nincs-ilyen'))).toBe(false);
    expect((await get('/404.html')).status).toBe(404);
    // A route without a file is the renderer's, asked with the reader's host.
    expect((await get('/g7/rovat/adat', 'hirter.hu')).body).toContain('rendered for hirter.hu/g7/rovat/adat');
    // So is the canonical path of a known article whose page N has no file.
    expect((await get('/belfold/2025/01/02/cikk?oldal=7')).body).toContain('rendered for hirter.hu/belfold/2025/01/02/cikk?oldal=7');
    expect((await get('/canonical.map')).status).toBe(404);
  });

  it('answers a path too long for any file without a 5xx and without an error line (issue #33)', async () => {
    const long = (n: number, c = 'q') => c.repeat(n);
    const shapes = [
      `/${long(300)}`,
      `/${long(300)}/`,
      `/${long(300)}.html`,
      `/belfold/2025/01/02/${long(300)}`,
      `/assets/${long(300)}.js`,
      `/media/${long(300)}.jpg`,
      `/feed/${long(300)}`,
      `/${encodeURIComponent('á'.repeat(128))}`,
      `/${Array.from({ length: 700 }, () => 'qqqqq').join('/')}`,
    ];
    for (const path of shapes) {
      const res = await get(path);
      expect(res.status, path.slice(0, 40)).toBeLessThan(500);
    }
    // nginx writes an error line while it looks for the file, before the answer ends: every one is in by now.
    const errors = readFileSync(join(dir, 'error.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('qqqqqqqqqq') || line.includes('qqqqq/qqqqq') || line.includes('%C3%A1%C3%A1') || /too long/i.test(line));
    expect(errors).toEqual([]);
  });

  it('sends a known slug on any other article path to its canonical URL in one hop, as redirectFor() with the map', async () => {
    const paths = [
      '/kulfold/2020/01/01/cikk',
      '/g7/2025/01/02/cikk?oldal=2',
      '/gazdasag/20250102/cikk',
      '/belfold/2025/01/02/cikk/elo',
      '/belfold/2025/01/02/cikk',
      '/erdely/2024/02/29/kampany',
      '/belfold/2024/02/29/kampany/',
      '/g7/2025/01/02/g7-cikk',
      '/gazdasag/20250102/g7-cikk?fbclid=1&a=2',
      '/cimke/2025/01/02/cikk',
      '/rovat/2025/01/02/cikk',
      '/belfold/2025/01/02/nincs',
    ];
    for (const path of paths) for (const site of ['main', 'ro'] as const) await expectSameAsNode(site, asSent(path));
    const moved = await get('/kulfold/2020/01/01/cikk?a=1');
    expect([moved.status, moved.headers.location, moved.headers['cache-control']]).toEqual([301, '/belfold/2025/01/02/cikk?a=1', REDIRECT_301_CACHE_CONTROL]);
    const other = await get('/erdely/2024/02/29/kampany');
    expect([other.status, other.headers.location]).toEqual([301, 'https://hirter.ro/erdely/2024/02/29/kampany']);
    expect((await get('/belfold/2025/01/02/cikk')).body).toBe('<!doctype html>a cikk');
  });

  it('redirects a legacy list with its query string kept (and fbclid dropped) in one hop', async () => {
    const res = await get('/list/newest?oldal=2&fbclid=IwAR0&term=%C3%A1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/legfrissebb?oldal=2&term=%C3%A1');
    const chained = await get('/tag/valasztas-2024/?a=1');
    expect(chained.headers.location).toBe('/melleklet/valasztas-2024?a=1');
    const shop = await get('/shop?x=1');
    expect(shop.status).toBe(302);
    expect(shop.headers.location).toBe('https://shop.hirter.hu/?x=1');
  });

  it('every REDIRECT_RULES example on both domains answers as redirectFor()', async () => {
    for (const rule of REDIRECT_RULES) {
      for (const [from] of rule.examples) {
        for (const site of ['main', 'ro'] as const) {
          await expectSameAsNode(site, asSent(from));
          await expectSameAsNode(site, asSent(`${from}?a=1&fbclid=x`));
        }
      }
    }
  });

  it('generated paths answer as redirectFor() (server rules included)', async () => {
    const segment = fc.constantFrom(
      'tag',
      'cimke',
      'rovat',
      'after',
      'g7',
      'kultura',
      'list',
      'newest',
      't',
      'en',
      'shop',
      'szerzo',
      'kovacs-peter-kolozsvar',
      'dokumentum',
      'impresszum',
      'belfold',
      'erdely',
      'kozlemenyek',
      'valasztas-2024',
      '2025',
      '01',
      '02',
      '20240229',
      '20230229',
      'elo',
      'cikk',
      '{{x}}',
      '%7b%7b',
      '%C3%A1',
      'SHOP',
      'Rovat',
      '',
      'regi-cikk',
      'kampany',
    );
    const samples = fc.sample(
      fc.tuple(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '/'), fc.constantFrom('', '?a=1', '?fbclid=1', '?a=1&fbclid=2&b')),
      { numRuns: 400, seed: 42 },
    );
    for (const [segs, tail, query] of samples) {
      const sent = asSent(`/${segs.join('/')}${segs.length > 0 ? tail : ''}${query}`);
      if (/^\/(api|media)(\/|$)/.test(sent)) continue;
      for (const site of ['main', 'ro'] as const) await expectSameAsNode(site, sent);
    }
  });

  it('serves an existing file even where a redirect rule would match its path', async () => {
    const res = await get('/kepek/20250102/kep.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(CACHE.file);
  });

  it('serves feeds as RSS, sitemaps as XML', async () => {
    const res = await get('/rss/rovat/belfold');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    const feed = await new Parser().parseString(res.body);
    expect(feed.items[0]!.title).toBe('Árvíztűrő tükörfúrógép');
    expect((await get('/rss')).status).toBe(200);
    expect((await get('/rss/rovat/nincs')).status).toBe(404);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
  });

  it('serves page N of ?oldal=N from index.oldal-N.html, precompressed, with the HTML cache', async () => {
    const page = await get('/rovat/belfold?oldal=2');
    expect(page.status).toBe(200);
    expect(page.body).toContain('belföld rovat, 2. oldal');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    const gz = await get('/rovat/belfold?oldal=2', 'hirter.hu', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).toString('utf8')).toContain('belföld rovat, 2. oldal');
    expect((await get('/rovat/belfold?a=1&oldal=2')).body).toContain('2. oldal');
    expect((await get('/?oldal=2')).body).toContain('címlap, 2. oldal');
  });

  it('hands a missing page N to the renderer, never page 1', async () => {
    for (const [path, host] of [
      ['/rovat/belfold?oldal=99', 'hirter.hu'],
      ['/rovat/belfold?oldal=999999', 'hirter.hu'],
      ['/?oldal=2', 'hirter.ro'],
    ] as const) {
      const res = await get(path, host);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe(`A keresett oldal nem található. (rendered for ${host}${path})`);
    }
  });

  it('keeps what the renderer and the content API answered for their max-age; a search only on a list route', async () => {
    const before = apiSeen.length;
    for (let i = 0; i < 3; i++) expect((await get('/rovat/kulfold?oldal=88')).status).toBe(404);
    expect(apiSeen.length - before).toBe(1);
    // A search anywhere but on a list is ignored: the file answers, the renderer is not asked.
    const front = await get('/?term=x');
    expect(front.status).toBe(200);
    expect(front.body).toContain('címlap');
    expect(apiSeen.length - before).toBe(1);
  });

  it('serves page 1 for ?oldal=1, a query without oldal, and an invalid oldal', async () => {
    for (const query of ['?oldal=1', '?a=1', '?oldal=abc', '?oldal=0', '?oldal=-1', '?oldal=02', '?oldal=', '?OLDAL=2', '?oldal=1000000']) {
      const res = await get(`/rovat/belfold${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toContain('belföld rovat');
      expect(res.body, query).not.toContain('2. oldal');
    }
  });

  it("hands a searched list to the render server with the reader's host; no search, the file", async () => {
    const searched = await get('/rovat/belfold?term=k%C3%B6zgy%C5%B1l%C3%A9s&oldal=2');
    expect(searched.status).toBe(200);
    expect(JSON.parse(searched.body)).toMatchObject({ path: '/rovat/belfold?term=k%C3%B6zgy%C5%B1l%C3%A9s&oldal=2', host: 'hirter.hu' });
    expect(JSON.parse((await get('/rovat/belfold?oldal=1&perPage=50')).body)).toMatchObject({ path: '/rovat/belfold?oldal=1&perPage=50' });
    expect((await get('/rovat/belfold?term=&oldal=2')).body).toContain('belföld rovat, 2. oldal');
    expect((await get('/rovat/belfold?utm_term=x')).body).toContain('belföld rovat');
  });

  it('makes clients revalidate the build records every time', async () => {
    for (const path of ['/builds/latest.json', '/builds/meta/b2.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(BUILDS_CACHE_CONTROL);
      expect(res.headers['content-type'], path).toBe('application/json; charset=utf-8');
    }
    expect(JSON.parse((await get('/builds/latest.json')).body)).toEqual({ buildId: 'b2' });
    expect((await get('/builds/nincs.json')).status).toBe(404);
  });

  it('serves sitemaps as XML with the HTML cache, precompressed when the .gz sibling exists', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(index.body).toContain('<sitemapindex');
    const news = await get('/sitemaps/news.xml', 'hirter.hu', { 'accept-encoding': 'gzip' });
    expect(news.status).toBe(200);
    expect(news.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(news.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(news.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(news.raw).toString('utf8')).toContain('<urlset');
  });

  it('serves hashed assets as immutable, precompressed when the reader accepts gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'hirter.hu', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(res.headers['content-encoding']).toBe('gzip');
    const missing = await get('/assets/nincs.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(ASSET_CACHE_CONTROL);
  });

  it('proxies /api/ to the content API with the site of the domain (or the one the page names on it)', async () => {
    const hu = await get('/api/articles?page=2', 'hirter.hu', { 'x-site': 'g7' });
    expect(JSON.parse(hu.body)).toMatchObject({ path: '/api/articles?page=2', site: 'g7' });
    const foreign = await get('/api/articles', 'hirter.hu', { 'x-site': 'ro' });
    expect(JSON.parse(foreign.body).site).toBe('main');
    const ro = await get('/api/articles/20250102/x/', 'ro.localhost');
    expect(ro.status).toBe(200);
    expect(JSON.parse(ro.body)).toMatchObject({ path: '/api/articles/20250102/x/', site: 'ro' });
    expect(apiSeen.length).toBeGreaterThanOrEqual(3);
  });

  it("never forwards a reader's credentials to the content API, nor its cookies back, and passes only reads", async () => {
    const res = await get('/api/articles/x', 'hirter.hu', { authorization: 'Bearer dev-service-token', cookie: 'access_token=abc' });
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body) as Record<string, unknown>;
    expect(seen.authorization).toBeUndefined();
    expect(seen.cookie).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    const before = apiSeen.length;
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await get('/api/articles/x', 'hirter.hu', {}, method)).status, method).toBe(405);
    expect(apiSeen.length).toBe(before);
  });

  it('sends the reader-account calls to the CRM with the account cookies only, and its cookies back', async () => {
    const res = await get(
      '/api/v2/user/update',
      'hirter.hu',
      {
        authorization: 'Bearer x',
        cookie: 'hirter_olvaso=sess; _ga=track; hirter_csrf=tok',
        'x-csrf-token': 'tok',
        'x-forwarded-for': '6.6.6.6',
      },
      'POST',
    );
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body) as Record<string, unknown>;
    expect(seen).toMatchObject({
      path: '/api/v2/user/update',
      method: 'POST',
      cookie: 'hirter_olvaso=sess; hirter_csrf=tok',
      csrf: 'tok',
      xff: '127.0.0.1',
      xfh: 'hirter.hu',
    });
    expect(seen.authorization).toBeUndefined();
    expect(res.headers['set-cookie']).toEqual(['upstream=1']);
    expect((await get('/api/v2/user/info', 'hirter.hu', {}, 'DELETE')).status).toBe(405);
  });

  it("sends the newsletter's sign-up posts to the content service without any cookie either way", async () => {
    const res = await get(
      '/api/newsletter/subscribe',
      'hirter.hu',
      { authorization: 'Bearer x', cookie: 'hirter_olvaso=sess; _ga=track', 'x-forwarded-for': '6.6.6.6' },
      'POST',
    );
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body) as Record<string, unknown>;
    expect(seen).toMatchObject({ path: '/api/newsletter/subscribe', method: 'POST', xff: '127.0.0.1', xfh: 'hirter.hu' });
    expect(seen.cookie).toBeUndefined();
    expect(seen.authorization).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await get('/api/newsletter/subscribe', 'hirter.hu', {}, 'DELETE')).status).toBe(405);
  });

  it("sends the quiz's calls to the quiz service with its identity cookie and the bearer token only", async () => {
    for (const path of ['/api/functions/get-quiz-token', '/api/quiz/']) {
      const res = await get(path, 'hirter.hu', { authorization: 'Bearer t', cookie: 'hirter_olvaso=sess; kviz_azonosito=me; _ga=track' }, 'POST');
      expect(res.status, path).toBe(200);
      const seen = JSON.parse(res.body) as Record<string, unknown>;
      expect(seen, path).toMatchObject({ path, method: 'POST', cookie: 'kviz_azonosito=me', authorization: 'Bearer t', xff: '127.0.0.1' });
    }
    expect((await get('/api/quiz/', 'hirter.hu', {}, 'DELETE')).status).toBe(405);
  });

  it("sends the prediction game's calls to the content service with its identity cookie only", async () => {
    for (const method of ['POST', 'GET']) {
      const res = await get(
        '/api/tippjatek/valasztas-2030',
        'hirter.hu',
        { authorization: 'Bearer t', cookie: 'hirter_olvaso=sess; tippjatek_azonosito=me; _ga=track' },
        method,
      );
      expect(res.status, method).toBe(200);
      const seen = JSON.parse(res.body) as Record<string, unknown>;
      expect(seen, method).toMatchObject({
        path: '/api/tippjatek/valasztas-2030',
        method,
        cookie: 'tippjatek_azonosito=me',
        xff: '127.0.0.1',
        xfh: 'hirter.hu',
      });
      expect(seen.authorization, method).toBeUndefined();
    }
    expect((await get('/api/tippjatek/valasztas-2030', 'hirter.hu', {}, 'DELETE')).status).toBe(405);
  });

  it("sends the push topics' calls, deletes too, to the content service without any cookie, uncached", async () => {
    const res = await get('/api/subscriptions', 'hirter.hu', { cookie: 'hirter_olvaso=sess', authorization: 'Bearer x' }, 'DELETE');
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body) as Record<string, unknown>;
    expect(seen).toMatchObject({ path: '/api/subscriptions', method: 'DELETE', xff: '127.0.0.1', xfh: 'hirter.hu' });
    expect(seen.cookie).toBeUndefined();
    expect(seen.authorization).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    const before = apiSeen.length;
    for (let i = 0; i < 2; i++) expect((await get('/api/subscriptions?clientToken=abc')).status).toBe(200);
    expect(apiSeen.slice(before).map((s) => s.path)).toEqual(['/api/subscriptions?clientToken=abc', '/api/subscriptions?clientToken=abc']);
    // The token names a browser's subscription and its keys: it reaches the service, never the access log.
    await get('/api/subscriptions?clientToken=titkos-feliratkozas');
    const logged = await waitForLog(join(dir, 'access.log'), '/api/subscriptions');
    expect(logged).not.toContain('titkos-feliratkozas');
    expect(logged).toMatch(/"GET \S*\/api\/subscriptions HTTP\/1\.1" 200 /);
    expect((await get('/api/subscriptions', 'hirter.hu', {}, 'PUT')).status).toBe(405);
  });

  it("answers the editors' security calls 404 without asking the content API", async () => {
    const before = apiSeen.length;
    for (const path of ['/api/me', '/api/logout', '/api/login', '/api/login/google/url?state=x', '/api/token/refresh']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(apiSeen.length).toBe(before);
    expect((await get('/api/meta')).status).toBe(200);
  });
});
