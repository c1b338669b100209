// One table of expected answers (domain/serving.ts, the serving contract), run against the Node origin AND a
// real nginx with the generated configuration, over the same output, with the same stand-in renderer and
// content API behind both: status, Location, Cache-Control, Content-Type, Content-Encoding, the security headers, 304s.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE, RENDER_CONCURRENCY, securityHeaders } from '../domain/serving';
import { EDGE_PAGE_SECONDS, surrogateKeys } from '../domain/surrogateKeys';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { MEDIA_CACHE, mediaHandler } from '../services/api/media';
import { generateImages } from '../services/seed/images';
import { nginxConfig } from '../prerender/nginx';
import { writeCanonical } from '../prerender/canonical';
import { outputScriptHashes } from '../prerender/inlineScripts';
import { freePort } from '../scripts/freePort';
import { startOrigin } from './origin';

const NGINX = '/usr/sbin/nginx';
const FRONT_SCRIPT = "document.documentElement.dataset.x='1'";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Decoded by its Content-Encoding: the servers may compress alike at different levels. */
  body: string;
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

function ask(port: number, path: string, host: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decoded(Buffer.concat(chunks), res.headers['content-encoding']) });
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let upstream: Server;
let upstreamSeen: string[] = [];
let nginx: ChildProcess | null = null;
let nginxPort = 0;
let origin: { url: string; close(): Promise<void> };
let originPort = 0;

/**
 * Searches asked together (`term=egyszerre-…`), held by the stand-in renderer until `size` of them have come to it,
 * or until those that have not come were answered by the edge itself (then it refused them): the event that they are
 * all at once where they can be, never a time.
 */
interface Together {
  size: number;
  held: (() => void)[];
  answeredByEdge: number;
  released: boolean;
}
let together: Together | null = null;

function releaseWhenDue(t: Together): void {
  if (t.released || t.held.length + t.answeredByEdge < t.size) return;
  t.released = true;
  for (const answer of t.held) answer();
}

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A file and its .gz and .br copies as the job writes them: one version, one mtime (prerender/siblings.ts). */
function writeWithCopies(file: string, content: string): void {
  write(file, content);
  write(`${file}.gz`, gzipSync(content));
  write(`${file}.br`, brotliCompressSync(content));
  const mtime = new Date('2026-11-02T10:00:00Z');
  for (const f of [file, `${file}.gz`, `${file}.br`]) utimesSync(f, mtime, mtime);
}

/** A page as the job writes it: the HTML and its .br copy, one mtime; no .gz (D-404). */
function writeAsPage(file: string, content: string): void {
  write(file, content);
  write(`${file}.br`, brotliCompressSync(content));
  const mtime = new Date('2026-11-02T10:00:00Z');
  for (const f of [file, `${file}.br`]) utimesSync(f, mtime, mtime);
}

const BR_GZIP = { 'accept-encoding': 'br, gzip' };

/** A row of the table: what is asked, what both servers must answer. */
interface Row {
  path: string;
  host?: string;
  headers?: Record<string, string>;
  status: number;
  location?: string;
  cache?: string;
  type?: RegExp;
  body?: RegExp;
  vary?: string;
  /** Content-Encoding expected; null: none. */
  encoding?: string | null;
  frameable?: boolean;
  /** The CDN's Surrogate-Control (domain/surrogateKeys.ts); null: none. */
  edge?: string | null;
  method?: string;
  /** The Allow header of a 405. */
  allow?: string;
}

const HOUR = `max-age=${EDGE_PAGE_SECONDS}`;

const ROWS: Row[] = [
  { path: '/', status: 200, cache: CACHE.page, type: /^text\/html/, edge: HOUR },
  { path: '/rovat/belfold', status: 200, cache: CACHE.page, type: /^text\/html/ },
  { path: '/assets/app-abc123.js', status: 200, cache: CACHE.asset, type: /javascript/, edge: null },
  { path: '/builds/latest.json', status: 200, cache: CACHE.revalidate, type: /^application\/json/, edge: null },
  { path: '/sw.js', status: 200, cache: CACHE.revalidate, type: /javascript/ },
  { path: '/favicon.svg', status: 200, cache: CACHE.file, type: /^image\/svg\+xml/, edge: null },
  { path: '/robots.txt', status: 200, cache: CACHE.file, type: /^text\/plain/ },
  { path: '/rss', status: 200, cache: CACHE.page, type: /^application\/rss\+xml/, encoding: null, edge: HOUR },
  { path: '/sitemaps/news.xml', status: 200, cache: CACHE.page, type: /xml/, edge: HOUR },
  // Feeds and sitemaps from their copies by Accept-Encoding: brotli first, gzip to a reader without it.
  { path: '/rss', headers: BR_GZIP, status: 200, cache: CACHE.page, type: /^application\/rss\+xml/, encoding: 'br', vary: 'Accept-Encoding', body: /<rss/ },
  { path: '/rss', headers: { 'accept-encoding': 'gzip' }, status: 200, type: /^application\/rss\+xml/, encoding: 'gzip', body: /<rss/ },
  { path: '/rss', headers: { 'accept-encoding': 'br;q=0, gzip' }, status: 200, encoding: 'gzip', body: /<rss/ },
  // A feed is its path's index.xml: the file's own name, or its compressed copy's, is no address of it.
  { path: '/rss/index.xml', status: 404 },
  { path: '/rss/index.xml.br', status: 404 },
  // Nor is any of the output's own names (domain/serving.ts OUTPUT_FILE_NAME), which a CDN kept unpurged.
  ...['/index.html', '/index.html.br', '/rovat/belfold/index.html', '/rovat/belfold/index.html?oldal=2', '/sitemaps/news.xml.gz', '/rss.br'].map(
    (path): Row => ({ path, status: 404, body: /A keresett oldal nem található\./, edge: null }),
  ),
  { path: '/belfold/2025/01/02/cikk/index.html', status: 404, edge: null },
  { path: '/sitemaps/news.xml', headers: BR_GZIP, status: 200, cache: CACHE.page, type: /xml/, encoding: 'br', vary: 'Accept-Encoding', body: /<urlset/ },
  { path: '/', headers: BR_GZIP, status: 200, cache: CACHE.page, type: /^text\/html/, encoding: 'br', body: /címlap/ },
  { path: '/app-web-widget', status: 200, cache: CACHE.page, type: /^text\/html/, frameable: true, edge: HOUR },
  { path: '/tag/budapest?oldal=2', status: 301, location: '/cimke/budapest?oldal=2', cache: CACHE.permanentRedirect, edge: null },
  { path: '/login', status: 302, location: '/', cache: CACHE.temporaryRedirect },
  // No file, a valid route: the renderer's answer (here its 404), as it sent it.
  { path: '/g7/rovat/adat', status: 404, cache: CACHE.page, edge: null },
  // A searched list: the renderer; a search anywhere else is ignored.
  { path: '/rovat/belfold?term=k%C3%B6zgy%C5%B1l%C3%A9s', status: 200, cache: CACHE.page, type: /^text\/html/, edge: null },
  // …compressed at the edge by Accept-Encoding, brotli first (each server at its own pace: the bodies decoded match).
  {
    path: '/rovat/belfold?term=gzip',
    headers: { 'accept-encoding': 'gzip' },
    status: 200,
    type: /^text\/html/,
    encoding: 'gzip',
    vary: 'Accept-Encoding',
    body: /keresés/,
  },
  { path: '/rovat/belfold?term=br', headers: BR_GZIP, status: 200, type: /^text\/html/, encoding: 'br', vary: 'Accept-Encoding', body: /keresés/ },
  { path: '/rovat/belfold?term=plain', status: 200, type: /^text\/html/, encoding: null, body: /keresés/ },
  { path: '/?term=x', status: 200, cache: CACHE.page, type: /^text\/html/ },
  // A search or a screen's state by its parameter's name as sent, any occurrence (domain/lists.ts hasParamValue).
  { path: '/rovat/belfold?term=&term=x', status: 200, body: /keresés/ },
  { path: '/rovat/belfold?te%72m=x', status: 200, body: /belföld rovat/ },
  { path: '/sport/foci?nap=&nap=2025-09-13', status: 200, body: /renderelt állapot/ },
  { path: '/sport/foci?%6eap=2025-09-13', status: 200, body: /alapállapot/ },
  // A query screen: the bare path is the file (the default state), a state of its parameters the renderer's.
  { path: '/sport/forma-1', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/, edge: HOUR },
  { path: '/sport/forma-1?utm_source=x', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  { path: '/sport/forma-1?oldal=csapatok&csapat=3', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  { path: '/sport/forma-1?oldal=2', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  // The football screen and the football supplements' schedule and results: the same rule, from one table.
  { path: '/sport/foci', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  { path: '/sport/foci?utm_campaign=foci', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  { path: '/sport/foci?orszag=2&liga=39&oldal=gol', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  { path: '/sport/foci?nap=2025-09-13&meccs=9001', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  { path: '/melleklet/eb-2024/eredmenyek', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  { path: '/melleklet/eb-2024/eredmenyek?nap=2024-06-20', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  { path: '/melleklet/eb-2024/merkozesek?meccs=40001', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  { path: '/melleklet/eb-2024/csoportok?meccs=40001', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  // The constituency search (D-259): the file is the whole table, a search the renderer's.
  { path: '/melleklet/valasztas-2022/egyeni-valasztokeruletek', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  { path: '/melleklet/valasztas-2022/egyeni-valasztokeruletek?kereses=pest', status: 200, cache: CACHE.page, type: /^text\/html/, body: /renderelt állapot/ },
  { path: '/melleklet/valasztas-2022/egyeni-valasztokeruletek?kereses=', status: 200, cache: CACHE.page, type: /^text\/html/, body: /alapállapot/ },
  { path: '/api/articles/cikk/version', status: 200, cache: 'public, max-age=5', type: /^application\/json/, edge: null },
  { path: '/api/me', status: 404 },
  // Media through to the content API with byte ranges (the podcast player seeks by them): 206, 416, the whole file.
  { path: '/media/audio/adas.wav', headers: { range: 'bytes=0-3' }, status: 206, cache: MEDIA_CACHE, type: /^audio\/wav/, body: /^RIFF$/ },
  { path: '/media/audio/adas.wav', headers: { range: 'bytes=-4' }, status: 206, cache: MEDIA_CACHE, body: /^VEGE$/ },
  { path: '/media/audio/adas.wav', headers: { range: 'bytes=99999-' }, status: 416 },
  { path: '/media/audio/adas.wav', status: 200, cache: MEDIA_CACHE, type: /^audio\/wav/, body: /^RIFF/ },
  // A picture goes as WebP to a browser that asks for it, as the CMS wrote it to one that does not; both vary.
  {
    path: '/media/article-001@2x.png',
    headers: { accept: 'image/avif,image/webp,*/*' },
    status: 200,
    cache: MEDIA_CACHE,
    type: /^image\/webp$/,
    vary: 'Accept',
    body: /^RIFF[\s\S]{1,8}WEBP/,
  },
  {
    path: '/media/article-001@2x.png',
    headers: { accept: 'image/png,image/*;q=0.8' },
    status: 200,
    cache: MEDIA_CACHE,
    type: /^image\/png$/,
    vary: 'Accept',
    body: /^.PNG/s,
  },
  { path: '/', host: 'hirter.ro', status: 200, cache: CACHE.page, type: /^text\/html/ },
  // Articles by the job's canonical map: a known slug anywhere is one 301 to its canonical URL, on its own
  // domain; an unknown slug is the static 404; no route at all too.
  { path: '/belfold/2025/01/02/cikk', status: 200, cache: CACHE.page, type: /^text\/html/, encoding: null, body: /a cikk/ },
  // A page has only its .br (D-404): brotli from it, gzip made on the fly for a reader without brotli.
  { path: '/belfold/2025/01/02/cikk', headers: BR_GZIP, status: 200, encoding: 'br', vary: 'Accept-Encoding', body: /a cikk/ },
  { path: '/belfold/2025/01/02/cikk', headers: { 'accept-encoding': 'gzip' }, status: 200, encoding: 'gzip', vary: 'Accept-Encoding', body: /a cikk/ },
  { path: '/kulfold/2020/01/01/cikk?a=1', status: 301, location: '/belfold/2025/01/02/cikk?a=1', cache: CACHE.permanentRedirect },
  { path: '/gazdasag/20250102/cikk', status: 301, location: '/belfold/2025/01/02/cikk', cache: CACHE.permanentRedirect },
  { path: '/belfold/2025/01/02/cikk', host: 'hirter.ro', status: 301, location: 'https://hirter.hu/belfold/2025/01/02/cikk', cache: CACHE.permanentRedirect },
  { path: '/belfold/2025/01/02/senki-sem-irta', status: 404, cache: CACHE.page, type: /^text\/html/ },
  { path: '/nincs/ilyen/oldal', status: 404, cache: CACHE.page, type: /^text\/html/, edge: null },
  // The keys go by the path as sent, percent-escapes and all (nginx's $request_uri).
  { path: '/nincs/%C3%A1rv%C3%ADz', status: 404, cache: CACHE.page, type: /^text\/html/, edge: null },
  // The renderer unreachable (the stand-in drops the connection): the domain's server error page as a 503, never
  // stored; a crawler the bare status (domain/serving.ts RENDER_FAILURE).
  { path: '/rovat/belfold?term=elerhetetlen', status: 503, cache: 'no-store', type: /^text\/html/, body: /Belső kiszolgálóhiba\. \(hu\)/, edge: null },
  { path: '/rovat/belfold?term=elerhetetlen', host: 'hirter.ro', status: 503, cache: 'no-store', body: /Belső kiszolgálóhiba\. \(ro\)/ },
  {
    path: '/rovat/belfold?term=elerhetetlen',
    headers: { 'user-agent': 'Googlebot/2.1' },
    status: 503,
    cache: 'no-store',
    body: /^<!DOCTYPE html>.*<title>503<\/title>.*<body><\/body><\/html>$/,
  },
  // …a page with no file, forwarded for it, alike.
  { path: '/rovat/elerhetetlen', status: 503, cache: 'no-store', type: /^text\/html/, body: /Belső kiszolgálóhiba\. \(hu\)/, edge: null },
  // The error pages are the edge's answers, never asked for themselves.
  // A method a page, a file or a redirect does not take: the same short text, never stored, naming what it takes.
  ...['/rovat/belfold', '/nincs/ilyen/oldal', '/gazdasag/20250102/cikk', '/favicon.svg', '/api/articles/x/version'].map((path): Row => ({
    path,
    method: 'POST',
    status: 405,
    allow: 'GET, HEAD',
    cache: 'no-store',
    type: /^text\/plain/,
    body: /^Method Not Allowed$/,
    edge: null,
  })),
  { path: '/', method: 'DELETE', status: 405, allow: 'GET, HEAD', cache: 'no-store', body: /^Method Not Allowed$/ },
  { path: '/api/tippjatek/valasztas-2030', method: 'PUT', status: 405, allow: 'GET, HEAD, POST', cache: 'no-store', body: /^Method Not Allowed$/ },
  // A proxied prefix asked without its slash is the service's to answer, on both (nginx redirected it to the slash).
  { path: '/api', status: 404, type: /^application\/json/, body: /^\{"status":404\}$/ },
  { path: '/media', status: 404, type: /^application\/json/, body: /^\{"status":404\}$/ },
  { path: '/404.html', status: 404, body: /A keresett oldal nem található\./ },
  { path: '/500.html', status: 404, body: /A keresett oldal nem található\./ },
];

describe.skipIf(!existsSync(NGINX))('the serving contract on the origin and on nginx', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hirter-serving-'));
    chmodSync(dir, 0o755);
    const out = join(dir, 'out');
    const front = `<!doctype html><html><head><meta charset="utf-8"><script>${FRONT_SCRIPT}</script><title>Hírtér</title></head><body>címlap</body></html>`;
    writeWithCopies(join(out, 'hirter.hu', 'index.html'), front);
    write(join(out, 'hirter.hu', 'rovat', 'belfold', 'index.html'), '<!doctype html><title>Belföld</title>belföld rovat');
    write(join(out, 'hirter.hu', 'sport', 'forma-1', 'index.html'), '<!doctype html><title>Forma–1</title>alapállapot');
    write(join(out, 'hirter.hu', 'sport', 'foci', 'index.html'), '<!doctype html><title>Foci</title>alapállapot');
    for (const tab of ['eredmenyek', 'merkozesek', 'csoportok'])
      write(join(out, 'hirter.hu', 'melleklet', 'eb-2024', tab, 'index.html'), `<!doctype html><title>Eb 2024</title>alapállapot ${tab}`);
    write(join(out, 'hirter.hu', 'melleklet', 'valasztas-2022', 'egyeni-valasztokeruletek', 'index.html'), '<!doctype html><title>OEVK</title>alapállapot');
    write(join(out, 'hirter.hu', 'app-web-widget', 'index.html'), '<!doctype html><title>App</title>widget');
    write(join(out, 'hirter.hu', 'assets', 'app-abc123.js'), 'console.log(1);');
    write(join(out, 'hirter.hu', 'builds', 'latest.json'), '{"buildId":"b1"}');
    write(join(out, 'hirter.hu', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    write(join(out, 'hirter.hu', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(join(out, 'hirter.hu', 'robots.txt'), 'User-agent: *\n');
    const items = '<item><title>Hír</title><link>https://hirter.hu/belfold/2025/01/02/cikk</link></item>'.repeat(20);
    writeWithCopies(join(out, 'hirter.hu', 'rss', 'index.xml'), `<?xml version="1.0"?><rss version="2.0"><channel><title>H</title>${items}</channel></rss>`);
    writeWithCopies(join(out, 'hirter.hu', 'sitemaps', 'news.xml'), '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    write(join(out, 'hirter.hu', '404.html'), '<!doctype html>A keresett oldal nem található.');
    writeAsPage(join(out, 'hirter.hu', '500.html'), `<!doctype html><title>Hiba</title>Belső kiszolgálóhiba. (hu) ${'karbantartás '.repeat(40)}`);
    writeAsPage(join(out, 'hirter.ro', '500.html'), '<!doctype html><title>Hiba</title>Belső kiszolgálóhiba. (ro)');
    write(join(out, 'hirter.ro', 'index.html'), '<!doctype html><title>Erdély</title>Hírtér Erdély');
    write(join(out, 'hirter.ro', '404.html'), '<!doctype html>A keresett oldal nem található. (ro)');
    writeAsPage(
      join(out, 'hirter.hu', 'belfold', '2025', '01', '02', 'cikk', 'index.html'),
      `<!doctype html><title>Cikk</title>a cikk ${'szöveg '.repeat(60)}`,
    );
    await writeCanonical(out, [['cikk', 'https://hirter.hu/belfold/2025/01/02/cikk']]);

    // The content API and the public renderer in one stand-in, as the contract says they answer; its media
    // are the content API's own handler over a small file.
    write(join(dir, 'media', 'audio', 'adas.wav'), Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40, 1), Buffer.from('VEGE')]));
    generateImages(join(dir, 'media'), { kind: 'article', count: 1, baseWidth: 400, baseHeight: 225 });
    const media = new Hono();
    media.get(
      '/media/*',
      mediaHandler(join(dir, 'media'), () => {}),
    );
    const mediaListener = getRequestListener(media.fetch);
    upstream = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      upstreamSeen.push(url.pathname + url.search);
      if (url.pathname.startsWith('/media/')) return void mediaListener(req, res);
      if (url.pathname.startsWith('/api/tippjatek/')) {
        // The game's stand-in: what it was sent, a 303 and its cookie.
        const seen = JSON.stringify({
          method: req.method,
          cookie: req.headers.cookie ?? null,
          authorization: req.headers.authorization ?? null,
          xff: req.headers['x-forwarded-for'] ?? null,
        });
        res.setHeader('set-cookie', ['tippjatek_azonosito=id; Path=/api/tippjatek/; HttpOnly']);
        return void res
          .writeHead(303, { location: '/melleklet/tippjatek/valasztas-2030/abcdefghijkl?v=1', 'cache-control': 'no-store', 'content-type': 'application/json' })
          .end(seen);
      }
      if (url.pathname === '/api/route-rules') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      // A renderer gone: the connection dropped with no answer.
      if (url.searchParams.get('term') === 'elerhetetlen' || url.pathname === '/rovat/elerhetetlen') return void req.socket.destroy();
      // The content API's own 404 for what it has no route for.
      if (url.pathname === '/api' || url.pathname === '/media') {
        return void res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'public, max-age=5' }).end('{"status":404}');
      }
      if (url.pathname.startsWith('/api/')) {
        return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=5', vary: 'X-Site' }).end('{"v":3}');
      }
      const f1 = [
        '/sport/forma-1',
        '/sport/foci',
        '/melleklet/eb-2024/eredmenyek',
        '/melleklet/eb-2024/merkozesek',
        '/melleklet/valasztas-2022/egyeni-valasztokeruletek',
      ].includes(url.pathname);
      const found = f1 || url.searchParams.get('term') !== null;
      const answer = () => {
        // As the render server: its own security headers (server/ssr.ts), which nginx passes on and does not repeat.
        res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE.page, ...securityHeaders(url.pathname, []) });
        // A search's page is long enough to be compressed on the fly (ON_THE_FLY_MIN_BYTES, nginx's gzip_min_length).
        res.end(
          f1
            ? '<!doctype html>renderelt állapot'
            : found
              ? `<!doctype html>keresés${'<p>találat</p>'.repeat(40)}`
              : '<!doctype html>A keresett oldal nem található.',
        );
      };
      const t = together;
      if (t && !t.released && url.searchParams.get('term')?.startsWith('egyszerre-')) {
        t.held.push(answer);
        return releaseWhenDue(t);
      }
      answer();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;

    origin = await startOrigin({ outDir: out, contentApiUrl: upstreamUrl, renderUrl: upstreamUrl, port: 0, log: () => {} });
    originPort = Number(new URL(origin.url).port);

    nginxPort = await freePort();
    for (const sub of ['temp', 'cache']) mkdirSync(join(dir, sub));
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        outDir: out,
        port: nginxPort,
        listenAddress: '127.0.0.1',
        contentApiUrl: upstreamUrl,
        renderUrl: upstreamUrl,
        scriptHashes: outputScriptHashes(out)(),
        errorLog: join(dir, 'error.log'),
        accessLog: false,
        tempDir: join(dir, 'temp'),
        cacheDir: join(dir, 'cache'),
        workerProcesses: 1,
      }),
    );
    nginx = spawn(NGINX, ['-c', conf, '-p', dir, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], { stdio: 'ignore' });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await ask(nginxPort, '/', 'hirter.hu');
        break;
      } catch {
        if (Date.now() > deadline || nginx.exitCode !== null) throw new Error('nginx did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await origin?.close();
    upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const servers = () =>
    [
      ['origin', originPort],
      ['nginx', nginxPort],
    ] as const;

  it.each(ROWS.map((r) => [`${r.method ? `${r.method} ` : ''}${r.host ?? 'hirter.hu'}${r.path}`, r] as const))(
    '%s answers the same on both',
    async (_name, row) => {
      const seen: Record<string, Answer> = {};
      for (const [name, port] of servers()) {
        const res = await ask(port, row.path, row.host ?? 'hirter.hu', row.headers, row.method);
        seen[name] = res;
        const where = `${name} ${row.path}`;
        expect(res.status, where).toBe(row.status);
        if (row.location !== undefined) expect(res.headers.location, where).toBe(row.location);
        if (row.cache !== undefined) expect(res.headers['cache-control'], where).toBe(row.cache);
        if (row.type) expect(res.headers['content-type'], where).toMatch(row.type);
        if (row.body) expect(res.body, where).toMatch(row.body);
        if (row.vary) expect(res.headers.vary, where).toBe(row.vary);
        if (row.allow) expect(res.headers.allow, where).toBe(row.allow);
        if (row.encoding !== undefined) expect(res.headers['content-encoding'] ?? null, where).toBe(row.encoding);
        // The CDN's keys of every answer, from the one rule; its lifetime only for what the publisher purges.
        const domain = (row.host ?? 'hirter.hu') === 'hirter.ro' ? 'hirter.ro' : 'hirter.hu';
        expect(res.headers.xkey, where).toBe(surrogateKeys(domain, row.path.split('?')[0]!));
        if (row.edge !== undefined) expect(res.headers['surrogate-control'] ?? null, where).toBe(row.edge);
        expect(res.headers['x-content-type-options'], where).toBe('nosniff');
        expect(res.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
        if (!row.path.startsWith('/api/')) {
          expect(res.headers['x-frame-options'], where).toBe(row.frameable ? undefined : 'SAMEORIGIN');
          expect(String(res.headers['content-security-policy']).includes('frame-ancestors'), where).toBe(!row.frameable);
        }
      }
      // A redirect's body is nobody's business (nginx writes a small page, the origin none).
      if (row.status < 300 || row.status >= 400) expect(seen.origin!.body).toBe(seen.nginx!.body);
      expect(seen.origin!.headers['surrogate-control']).toBe(seen.nginx!.headers['surrogate-control']);
    },
  );

  it('renders a burst of distinct searches on both, none refused: the renderer has them wait their turn', async () => {
    const asked = 12;
    for (const [name, port] of servers()) {
      // The origin forwards RENDER_CONCURRENCY at once and has the rest wait (server/edgeCache.ts); nginx forwards
      // every one, as many as the renderer is asked by all its edges together (server/ssr.ts queues beyond its cap).
      const t: Together = { size: name === 'origin' ? RENDER_CONCURRENCY : asked, held: [], answeredByEdge: 0, released: false };
      together = t;
      const statuses = await Promise.all(
        Array.from({ length: asked }, async (_, i) => {
          const res = await ask(port, `/rovat/belfold?term=egyszerre-${i}`, 'hirter.hu');
          if (!t.released) {
            t.answeredByEdge++;
            releaseWhenDue(t);
          }
          return res.status;
        }),
      );
      together = null;
      expect(statuses, name).toEqual(Array(asked).fill(200));
      expect([t.held.length, t.answeredByEdge], name).toEqual([t.size, 0]);
    }
  });

  it("passes the prediction game's form post and reads with its identity cookie only, the same on both", async () => {
    const answers: Answer[] = [];
    for (const [name, port] of servers()) {
      for (const method of ['POST', 'GET']) {
        const headers = {
          cookie: 'hirter_olvaso=sess; tippjatek_azonosito=me; _ga=x',
          authorization: 'Bearer t',
          'content-type': 'application/x-www-form-urlencoded',
          // As a CDN on this machine (a trusted proxy by default) passes a reader on: his claim, then his address.
          'x-forwarded-for': '6.6.6.6, 203.0.113.9',
        };
        const res = await ask(port, '/api/tippjatek/valasztas-2030', 'hirter.hu', headers, method);
        const where = `${name} ${method}`;
        expect(res.status, where).toBe(303);
        expect(res.headers.location, where).toBe('/melleklet/tippjatek/valasztas-2030/abcdefghijkl?v=1');
        expect(res.headers['set-cookie'], where).toEqual(['tippjatek_azonosito=id; Path=/api/tippjatek/; HttpOnly']);
        expect(res.headers['cache-control'], where).toBe('no-store');
        // The service's limits count the reader the CDN names, not the CDN (nginx by its realip module).
        expect(JSON.parse(res.body), where).toEqual({ method, cookie: 'tippjatek_azonosito=me', authorization: null, xff: '203.0.113.9' });
        answers.push(res);
      }
      expect((await ask(port, '/api/tippjatek/valasztas-2030', 'hirter.hu', {}, 'PUT')).status, name).toBe(405);
    }
    expect(answers[0]!.body).toBe(answers[2]!.body);
  });

  it('reads a page for a reader with 12 KB of cookies on both (nginx took 8 KB, the Node servers 16)', async () => {
    for (const [name, port] of servers()) expect((await ask(port, '/', 'hirter.hu', { cookie: `sok=${'a'.repeat(12_000)}` })).status, name).toBe(200);
  });

  it("allows the front page's inline script by its hash on both", async () => {
    for (const [name, port] of servers()) {
      const csp = String((await ask(port, '/', 'hirter.hu')).headers['content-security-policy']);
      const hash = outputScriptHashes(join(dir, 'out'))()[0]!;
      expect(csp, name).toContain(`'${hash}'`);
    }
  });

  it('revalidates a page with its ETag (304) on both, with the same validator', async () => {
    const tags: string[] = [];
    for (const [name, port] of servers()) {
      const first = await ask(port, '/rovat/belfold', 'hirter.hu');
      const etag = String(first.headers.etag);
      tags.push(etag);
      const again = await ask(port, '/rovat/belfold', 'hirter.hu', { 'if-none-match': etag });
      expect(again.status, name).toBe(304);
      expect(again.body, name).toBe('');
      // A browser takes the 304's lifetime as the page's: nginx's, read off a Content-Type, was five minutes.
      expect(again.headers['cache-control'], name).toBe(CACHE.page);
      expect(again.headers['surrogate-control'], name).toBe(first.headers['surrogate-control']);
    }
    expect(tags[0]).toBe(tags[1]);
  });

  it('revalidates a feed and a sitemap from their .br copies (304) on both, with the same validator', async () => {
    for (const path of ['/rss', '/sitemaps/news.xml']) {
      const tags: string[] = [];
      for (const [name, port] of servers()) {
        const first = await ask(port, path, 'hirter.hu', BR_GZIP);
        expect(first.headers['content-encoding'], `${name} ${path}`).toBe('br');
        const etag = String(first.headers.etag);
        tags.push(etag);
        const again = await ask(port, path, 'hirter.hu', { ...BR_GZIP, 'if-none-match': etag });
        expect(again.status, `${name} ${path}`).toBe(304);
        expect(again.headers['cache-control'], `${name} ${path}`).toBe(CACHE.page);
      }
      expect(tags[0], path).toBe(tags[1]);
    }
  });

  it('asks the content API once for polls within the max-age, and the renderer once per URL', async () => {
    for (const [name, port] of servers()) {
      upstreamSeen = [];
      for (let i = 0; i < 5; i++) await ask(port, `/api/articles/${name}/version`, 'hirter.hu');
      for (let i = 0; i < 5; i++) await ask(port, `/g7/rovat/${name}`, 'hirter.hu');
      expect(
        upstreamSeen.filter((p) => p.includes('/version')),
        name,
      ).toHaveLength(1);
      expect(
        upstreamSeen.filter((p) => p.startsWith('/g7/rovat/')),
        name,
      ).toHaveLength(1);
    }
  });
});
