// The origin: serves the prerender job's static output by host, with the same redirects as the pages,
// precompressed HTML and XML, cache headers, and /api and /media passed through to the content API. Nothing
// is rendered here: a CDN or nginx (prerender/nginx.ts) can take its place, and it follows the same file
// conventions: page N ≥ 2 of `<path>?oldal=N` is `<path>/index.oldal-N.html` (prerender/outputPath.ts),
// a feed `/rss…` is `<path>/index.xml` (prerender/feeds.ts), sitemaps and build records are literal files.
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { serveFile } from './staticFile';
import { Readable } from 'node:stream';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DEFAULT_HOSTS, SITES, normaliseHost, siteForRequest, type HostMap } from '../domain/sites';
import { redirectFor } from '../domain/redirects';
import { STATIC_REDIRECTS } from '../domain/screens';
import { listViewFor } from '../domain/listViews';
import { isBot } from '../domain/errors';
import { SITE_HEADER } from '../domain/sites';
import { edgeCache } from './edgeCache';
import { request as httpRequest } from 'node:http';
import { accountProxy, pathAndQueryOf, plain, proxyTo, routeRulesSource } from './ssr';
import { CACHE, EDGE_CACHE_SECONDS, RENDER_CONCURRENCY, fileCache, forwardedWithoutFile, redirectCache, searchForwarded, securityHeaders } from '../domain/serving';
import { canonicalIndex } from '../prerender/canonical';
import { outputScriptHashes } from '../prerender/inlineScripts';
import { ACCOUNT_API_PREFIX } from '../domain/accounts';
import { pageFileName, splitPage } from '../prerender/outputPath';
import { FEED_CONTENT_TYPE } from '../prerender/feeds';
import { lineLog, serviceLogger, type Logger } from '../config/log';
import { REQUEST_ID_HEADER, accessLog, requestForLog, requestIdOf } from '../config/accessLog';
import { contentApiCheck, frontPagesCheck, healthRoutes } from './health';


const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface OriginOptions {
  outDir: string;
  contentApiUrl: string;
  /** The CRM of the reader-account calls; default contentApiUrl (the embedded one serves both). */
  crmApiUrl?: string;
  /** The render server, for what no prerendered file answers (a list searched with ?term=); none: 404. */
  renderUrl?: string;
  hosts?: HostMap;
  /** The access log and the error lines; default the process's logger as service 'origin' (config/log.ts). */
  logger?: Logger;
  /** Error lines (proxy, render server); default the logger's error level. */
  log?: (line: string) => void;
}

/**
 * The page a raw query string (without '?') names: N of its first `oldal=` parameter when N is a page
 * splitPage() accepts (2..999999, no leading zero), else 1. Raw and case-sensitive like the name the
 * prerender job gives a page, and like the nginx configuration's map of $args, so both serve the same file.
 */
export function pageOfQuery(query: string): number {
  const param = query.split('&').find((p) => p.startsWith('oldal='));
  if (param === undefined) return 1;
  // splitPage() alone would also accept a value that itself holds '?oldal=N'; only a whole match counts.
  const { path, page } = splitPage(`?${param}`);
  return path === '' ? page : 1;
}

/**
 * The file a URL path names under a domain folder, or null for a path that tries to leave it. A path
 * without an extension is a folder, and `index` names the file served from it.
 */
export function fileFor(domainDir: string, path: string, index = 'index.html'): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = normalize(join(domainDir, decoded));
  if (full !== domainDir && !full.startsWith(domainDir + '/')) return null;
  return extname(decoded) ? full : join(full, index);
}

const FEED_PATH = /^\/rss(?:\/|$)/;

/** Types that may have `.br`/`.gz` copies beside them (pages, feeds, sitemaps, the build's scripts and styles). */
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:json|xml|rss\+xml|manifest\+json))/;

/** Answers made whole here (files): the security-header middleware has nothing to add to them. */
const complete = new WeakSet<Response>();

/**
 * The file's answer with the security headers of its path, or null when it is gone (deleted since the path
 * was resolved): then the 404. The headers go in with the others: setting them afterwards would turn the
 * server's light Response into a full one (a tenth of the cost of a page).
 */
function send(c: Context, file: string, status: number, cache: string, security: Readonly<Record<string, string>>, type = TYPES[extname(file)] ?? 'application/octet-stream'): Response | null {
  const res = serveFile(c.req, file, { status, cacheControl: cache, contentType: type, compressible: COMPRESSIBLE.test(type), headers: security });
  if (res) complete.add(res);
  return res;
}

export function createOriginApp(opts: OriginOptions): Hono {
  const outDir = resolve(opts.outDir);
  const hosts = opts.hosts ?? DEFAULT_HOSTS;
  const logger = opts.logger ?? serviceLogger('origin');
  const log = opts.log ?? lineLog(logger);
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  const rules = routeRulesSource(contentApiUrl, { log });
  const app = new Hono();
  app.use('*', accessLog(logger));
  const scriptHashes = outputScriptHashes(outDir);
  const canonical = canonicalIndex(outDir);
  const security = (c: Context) => securityHeaders(c.req.path, scriptHashes());
  app.use('*', async (c, next) => {
    await next();
    if (complete.has(c.res)) return;
    for (const [name, value] of Object.entries(security(c))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  const proxy = proxyTo(contentApiUrl, hosts, log);
  const renderUrl = opts.renderUrl;
  // What the origin fetches instead of reading a file is kept briefly by URL (edgeCache): the live layer's
  // version polls cost a cache hit, and forwarded pages cannot exhaust the renderer.
  const apiCache = edgeCache({ maxAgeMs: EDGE_CACHE_SECONDS * 1000, maxEntries: 20_000, concurrency: 64, queueTimeoutMs: 10_000 });
  const pageCache = edgeCache({ maxAgeMs: EDGE_CACHE_SECONDS * 1000, maxEntries: 5_000, concurrency: RENDER_CONCURRENCY, queueTimeoutMs: 10_000 });
  const head = (c: Context) => c.req.method === 'HEAD';
  const rendered = (c: Context) =>
    pageCache(`${normaliseHost(c.req.header('host') ?? '')}|${isBot(c.req.header('user-agent')) ? 'bot' : ''}|${pathAndQueryOf(c)}`, head(c), () =>
      forwardToRender(c, renderUrl!, log),
    );
  // Before every route of the pages: ready when the content API answers and every site's front page is there.
  healthRoutes(app, { contentApi: contentApiCheck(contentApiUrl), output: frontPagesCheck(outDir) });
  app.all(`${ACCOUNT_API_PREFIX}*`, accountProxy(opts.crmApiUrl ?? contentApiUrl, log));
  app.on(['GET', 'HEAD'], '/api/*', (c) => apiCache(`${normaliseHost(c.req.header('host') ?? '')}|${c.req.header(SITE_HEADER) ?? ''}|${pathAndQueryOf(c)}`, head(c), () => proxy(c)));
  app.all('/api/*', proxy);
  app.all('/media/*', proxy);

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const host = normaliseHost(c.req.header('host') ?? '');
    const site = siteForRequest(host, c.req.path, hosts);
    const redirect = redirectFor(site, pathAndQueryOf(c), await rules(), canonical);
    if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': redirectCache(redirect.status) } });
    const fixed = STATIC_REDIRECTS[c.req.path];
    if (fixed !== undefined) return new Response(null, { status: 302, headers: { location: fixed, 'cache-control': redirectCache(302) } });
    const search = new URL(c.req.url).search;
    if (renderUrl && searchForwarded(search, () => Boolean(listViewFor(site, c.req.path)?.list))) return rendered(c);
    const domainDir = join(outDir, SITES[site].domain);
    const feed = FEED_PATH.test(c.req.path);
    // A missing page N must not fall back to page 1: the renderer answers it (the page, or a 404).
    const index = feed ? 'index.xml' : pageFileName(pageOfQuery(search.slice(1)));
    const file = fileFor(domainDir, c.req.path, index);
    const found = !file
      ? null
      : feed && file.endsWith('/index.xml')
        ? send(c, file, 200, CACHE.page, security(c), FEED_CONTENT_TYPE)
        : send(c, file, 200, fileCache(c.req.path, TYPES[extname(file)] ?? ''), security(c));
    if (found) return found;
    if (renderUrl && forwardedWithoutFile(site, c.req.path, canonical)) return rendered(c);
    const notFound = send(c, join(domainDir, '404.html'), 404, CACHE.page, security(c));
    if (notFound) return notFound;
    return plain('A keresett oldal nem található.', 404);
  });
  return app;
}

const RENDER_TIMEOUT_MS = 15_000;
const RENDER_PASSED_BACK = ['content-type', 'cache-control', 'location', 'vary'];

/**
 * A request no file answers, rendered by the render server with the reader's Host (so it renders the same
 * site): node:http, since fetch may not set Host.
 */
function forwardToRender(c: Context, renderUrl: string, log: (line: string) => void): Promise<Response> {
  const base = new URL(renderUrl);
  return new Promise((resolvePromise) => {
    const req = httpRequest(
      {
        hostname: base.hostname,
        port: base.port || 80,
        // Always a GET: the answer is kept for HEAD requests too (server/edgeCache.ts drops the body for them).
        method: 'GET',
        path: pathAndQueryOf(c),
        headers: {
          host: c.req.header('host') ?? base.host,
          accept: c.req.header('accept') ?? 'text/html',
          ...(c.req.header('user-agent') ? { 'user-agent': c.req.header('user-agent') } : {}),
          ...(requestIdOf(c) ? { [REQUEST_ID_HEADER]: requestIdOf(c) } : {}),
        },
      },
      (res) => {
        const headers = new Headers();
        for (const name of RENDER_PASSED_BACK) {
          const value = res.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        resolvePromise(new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, { status: res.statusCode ?? 502, headers }));
      },
    );
    req.setTimeout(RENDER_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${RENDER_TIMEOUT_MS} ms`)));
    req.on('error', (err) => {
      log(`render server: ${requestForLog(c)} failed: ${err.message}`);
      resolvePromise(plain('Bad Gateway', 502));
    });
    req.end();
  });
}

export function startOrigin(opts: OriginOptions & { port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }> {
  const app = createOriginApp(opts);
  return new Promise((resolvePromise) => {
    const server = serve({ fetch: app.fetch, hostname: opts.host ?? '127.0.0.1', port: opts.port ?? 0 }, (info: AddressInfo) => {
      resolvePromise({
        url: `http://${opts.host ?? '127.0.0.1'}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
