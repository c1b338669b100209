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
import { isSearchQuery } from '../domain/lists';
import { request as httpRequest } from 'node:http';
import { accountProxy, pathAndQueryOf, plain, proxyTo, routeRulesSource, IMMUTABLE_CACHE } from './ssr';
import { ACCOUNT_API_PREFIX } from '../domain/accounts';
import { pageFileName, splitPage } from '../prerender/outputPath';
import { FEED_CONTENT_TYPE } from '../prerender/feeds';

/** Static HTML may be a few seconds old; the CDN serves the old copy while it fetches the new one. */
export const HTML_CACHE = 'public, max-age=5, stale-while-revalidate=30';
export const OTHER_CACHE = 'public, max-age=300';
/** builds/latest.json and builds/meta/*.json: a reader's service worker must learn of a new build at once. */
export const BUILDS_CACHE = 'no-cache';

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

/** The file's answer, or null when it is gone (deleted since the path was resolved): then the 404. */
function send(c: Context, file: string, status: number, cache: string, type = TYPES[extname(file)] ?? 'application/octet-stream'): Response | null {
  return serveFile(c.req, file, { status, cacheControl: cache, contentType: type, compressible: COMPRESSIBLE.test(type) });
}

export function createOriginApp(opts: OriginOptions): Hono {
  const outDir = resolve(opts.outDir);
  const hosts = opts.hosts ?? DEFAULT_HOSTS;
  const log = opts.log ?? ((line: string) => console.error(line));
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  const rules = routeRulesSource(contentApiUrl, { log });
  const app = new Hono();
  const proxy = proxyTo(contentApiUrl, hosts, log);
  app.all(`${ACCOUNT_API_PREFIX}*`, accountProxy(opts.crmApiUrl ?? contentApiUrl, log));
  app.all('/api/*', proxy);
  app.all('/media/*', proxy);

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const host = normaliseHost(c.req.header('host') ?? '');
    const site = siteForRequest(host, c.req.path, hosts);
    const redirect = redirectFor(site, pathAndQueryOf(c), await rules());
    if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': HTML_CACHE } });
    const fixed = STATIC_REDIRECTS[c.req.path];
    if (fixed !== undefined) return new Response(null, { status: 302, headers: { location: fixed, 'cache-control': HTML_CACHE } });
    if (opts.renderUrl && isSearchQuery(new URL(c.req.url).search)) return forwardToRender(c, opts.renderUrl, log);
    const domainDir = join(outDir, SITES[site].domain);
    const feed = FEED_PATH.test(c.req.path);
    // A missing page N must not fall back to page 1: it answers 404 like the render server does.
    const index = feed ? 'index.xml' : pageFileName(pageOfQuery(new URL(c.req.url).search.slice(1)));
    const file = fileFor(domainDir, c.req.path, index);
    if (file) {
      const cache = c.req.path.startsWith('/assets/')
        ? IMMUTABLE_CACHE
        : file.startsWith(join(domainDir, 'builds') + '/')
          ? BUILDS_CACHE
          : file.endsWith('.html') || file.endsWith('.xml')
            ? HTML_CACHE
            : OTHER_CACHE;
      const found = feed && file.endsWith('/index.xml') ? send(c, file, 200, HTML_CACHE, FEED_CONTENT_TYPE) : send(c, file, 200, cache);
      if (found) return found;
    }
    const notFound = send(c, join(domainDir, '404.html'), 404, HTML_CACHE);
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
        method: c.req.method,
        path: pathAndQueryOf(c),
        headers: {
          host: c.req.header('host') ?? base.host,
          accept: c.req.header('accept') ?? 'text/html',
          ...(c.req.header('user-agent') ? { 'user-agent': c.req.header('user-agent') } : {}),
        },
      },
      (res) => {
        const headers = new Headers();
        for (const name of RENDER_PASSED_BACK) {
          const value = res.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
        if (!body) res.resume();
        resolvePromise(new Response(body, { status: res.statusCode ?? 502, headers }));
      },
    );
    req.setTimeout(RENDER_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${RENDER_TIMEOUT_MS} ms`)));
    req.on('error', (err) => {
      log(`render server: ${c.req.method} ${pathAndQueryOf(c)} failed: ${err.message}`);
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
