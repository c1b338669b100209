// The origin: serves the prerender job's static output by host, with the same redirects as the pages,
// precompressed HTML and XML, cache headers, and /api and /media passed through to the content API. Nothing
// is rendered here: a CDN or nginx (prerender/nginx.ts) can take its place, and it follows the same file
// conventions: page N ≥ 2 of `<path>?oldal=N` is `<path>/index.oldal-N.html` (prerender/outputPath.ts),
// a feed `/rss…` is `<path>/index.xml` (prerender/feeds.ts), sitemaps and build records are literal files.
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import { fileReply, writeFileReply, type FileReply, type FileRequest } from './staticFile';
import { Readable } from 'node:stream';
import { extname, join, normalize, resolve } from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DEFAULT_HOSTS, SITES, normaliseHost, siteForRequest, type HostMap } from '../domain/sites';
import { redirectFor } from '../domain/redirects';
import { STATIC_REDIRECTS } from '../domain/screens';
import { listViewFor } from '../domain/listViews';
import { ERROR_PAGE_PATHS, botErrorHtml, isBot, withNotFoundPath } from '../domain/errors';
import { SITE_HEADER } from '../domain/sites';
import { edgeCache } from './edgeCache';
import { onTheFlyEncoder } from './onTheFly';
import { request as httpRequest } from 'node:http';
import { mountProxyRoutes, pathAndQueryOf, plain } from './proxy';
import { routeRulesIndex } from '../prerender/routeRules';
import { PROXY_ROUTES } from '../domain/proxyRoutes';
import { fileContentType, compressibleType } from '../domain/fileTypes';
import {
  CACHE,
  HTML_TYPE,
  EDGE_CACHE_SECONDS,
  RENDER_CONCURRENCY,
  RENDER_FAILURE,
  RENDER_QUEUE_MS,
  fileCache,
  forwardedWithoutFile,
  isOutputFileName,
  redirectCache,
  searchForwarded,
  queryScreenForwarded,
  securityHeaders,
} from '../domain/serving';
import { SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER, surrogateControl, surrogateKeys } from '../domain/surrogateKeys';
import { canonicalIndex } from '../prerender/canonical';
import { outputScriptHashes } from '../prerender/inlineScripts';
import { notFoundFile, pageFileName, serverErrorFile, splitPage } from '../prerender/outputPath';
import type { SiteSlug } from '../domain/types';
import { FEED_CONTENT_TYPE } from '../prerender/feeds';
import { lineLog, serviceLogger, type Logger } from '../config/log';
import { REQUEST_ID_HEADER, accessLog, directAccess, requestForLog, requestIdOf } from '../config/accessLog';
import { HEALTH_PATH, READY_PATH, contentApiCheck, frontPagesCheck, healthRoutes } from './health';
import { recent } from './recentPlans';

export interface OriginOptions {
  outDir: string;
  contentApiUrl: string;
  /** The CRM of the reader-account calls; default contentApiUrl (the embedded one serves both). */
  crmApiUrl?: string;
  /** The quiz service of /api/quiz/ and the token call; default contentApiUrl (the embedded one serves it). */
  quizApiUrl?: string;
  /** The render server, for what no prerendered file answers (a list searched with ?term=); none: 404. */
  renderUrl?: string;
  /** How long a forwarded poll waits for its answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
  /** The proxies in front (the CDN) whose X-Forwarded-For names the reader (TRUSTED_PROXIES); default loopback. */
  trustedProxies?: readonly string[];
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

/** Answers made whole here (files): the security-header middleware has nothing to add to them. */
const complete = new WeakSet<Response>();

/** What the origin does with a GET or HEAD outside /api and /media, decided once for both ways in (see originListener). */
type Plan =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'forward' }
  /** The file; when it is missing (or gone since), `missing()` says what answers instead (asked only then). */
  | { kind: 'file'; file: string | null; cache: string; type: string; missing: () => 'forward' | 'not-found' };

/** Paths the fast path leaves to the Hono app: the proxied prefixes and the health probes. */
const HONO_ONLY = [...PROXY_ROUTES.map((r) => r.path), HEALTH_PATH, READY_PATH];

/**
 * A URL whose path and query `new URL()` keeps exactly as written and that needs no decoding: the node
 * listener's fast path reads it as Hono would; anything else takes Hono's way.
 */
const PLAIN_URL = /^(?!.*\/\.{1,2}(?:[/?]|$))(?!\/\/)\/[A-Za-z0-9\-._~!$&()*+,;=:@/?]*$/;

/** How long a URL's plan is kept: the canonical map is looked at once a second too. */
const PLAN_KEPT_MS = 1000;

function originCore(opts: OriginOptions) {
  const outDir = resolve(opts.outDir);
  const hosts = opts.hosts ?? DEFAULT_HOSTS;
  const logger = opts.logger ?? serviceLogger('origin');
  const log = opts.log ?? lineLog(logger);
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  // The server rules the job published with the output (prerender/routeRules.ts): what nginx serves too.
  const rules = routeRulesIndex(outDir);
  const scriptHashes = outputScriptHashes(outDir);
  const canonical = canonicalIndex(outDir);
  const renderUrl = opts.renderUrl;
  const security = (path: string) => securityHeaders(path, scriptHashes());
  /** The CDN's keys of an answer for the raw path asked (domain/surrogateKeys.ts), by the domain its Host names. */
  const keys = (hostHeader: string, rawPath: string) => surrogateKeys(SITES[siteForRequest(normaliseHost(hostHeader), rawPath, hosts)].domain, rawPath);

  /** `path` as Hono reads it (c.req.path), `search` with its '?'. */
  async function plan(hostHeader: string, path: string, search: string): Promise<Plan> {
    const site = siteForRequest(normaliseHost(hostHeader), path, hosts);
    const redirect = redirectFor(site, `${path}${search}`, rules(), canonical);
    if (redirect) return { kind: 'redirect', status: redirect.status, location: redirect.location };
    const fixed = STATIC_REDIRECTS[path];
    if (fixed !== undefined) return { kind: 'redirect', status: 302, location: fixed };
    if (renderUrl && searchForwarded(search, () => Boolean(listViewFor(site, path)?.list))) return { kind: 'forward' };
    if (renderUrl && queryScreenForwarded(path, search)) return { kind: 'forward' };
    const domainDir = join(outDir, SITES[site].domain);
    const feed = FEED_PATH.test(path);
    // A missing page N must not fall back to page 1: the renderer answers it (the page, or a 404).
    const index = feed ? 'index.xml' : pageFileName(pageOfQuery(search.slice(1)));
    // The error pages are the edge's answers, never a file of their own (nginx's are internal).
    // A feed is its path's index.xml (nginx's try_files too): `/rss/index.xml` itself names no feed.
    const file = ERROR_PAGE_PATHS.has(path) || isOutputFileName(path) || (feed && extname(path)) ? null : fileFor(domainDir, path, index);
    const missing = () => (renderUrl && forwardedWithoutFile(site, path, canonical) ? 'forward' : 'not-found');
    if (file && feed && file.endsWith('/index.xml')) return { kind: 'file', file, cache: CACHE.page, type: FEED_CONTENT_TYPE, missing };
    const type = file ? fileContentType(file) : '';
    return { kind: 'file', file, cache: fileCache(path, type), type, missing };
  }

  const plans = recent<Plan>({ ttlMs: PLAN_KEPT_MS, maxEntries: 10_000 });
  /** plan(), kept for a moment by host and URL (server/recentPlans.ts): a repeated URL costs a lookup. */
  function planOf(hostHeader: string, path: string, search: string): Plan | Promise<Plan> {
    const key = `${hostHeader} ${path}${search}`;
    return (
      plans.get(key) ??
      plan(hostHeader, path, search).then((p) => {
        plans.set(key, p);
        return p;
      })
    );
  }

  /** The error page (prerender/outputPath.ts notFoundFile, serverErrorFile) of the site a request names. */
  const errorFile = (hostHeader: string, path: string, fileOf: (outDir: string, site: SiteSlug) => string) =>
    fileOf(outDir, siteForRequest(normaliseHost(hostHeader), path, hosts));

  /** The answer of a file plan when the file is there (null: it is not); `path` raw, as sent. */
  const reply = (req: FileRequest, p: Extract<Plan, { kind: 'file' }>, path: string): FileReply | null => {
    if (!p.file) return null;
    const edge = surrogateControl(p.cache);
    const headers = {
      ...security(path),
      [SURROGATE_KEY_HEADER]: keys(req.header('host') ?? '', path),
      ...(edge ? { [SURROGATE_CONTROL_HEADER]: edge } : {}),
    };
    return fileReply(req, p.file, { status: 200, cacheControl: p.cache, contentType: p.type, compressible: compressibleType(p.type), headers });
  };

  return { outDir, hosts, logger, log, contentApiUrl, renderUrl, security, keys, planOf, errorFile, reply };
}

type OriginCore = ReturnType<typeof originCore>;

/** A domain's error page (404.html, 500.html) as text, read again when it changed (null: none yet). */
const errorPages = new Map<string, { stamp: string; html: string }>();
function errorPage(file: string): string | null {
  let stamp: string;
  try {
    const s = statSync(file);
    stamp = `${s.mtimeMs}:${s.size}`;
  } catch {
    return null;
  }
  const kept = errorPages.get(file);
  if (kept?.stamp === stamp) return kept.html;
  const html = readFileSync(file, 'utf8');
  errorPages.set(file, { stamp, html });
  return html;
}

/** The path of a request's URL as sent, without its query (nginx's $request_uri up to '?'). */
function rawPathOf(url: string): string {
  const afterHost = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return afterHost.split('?', 1)[0] || '/';
}

function asResponse(r: FileReply): Response {
  const res = new Response(r.body instanceof Readable ? (Readable.toWeb(r.body) as ReadableStream) : (r.body as Uint8Array<ArrayBuffer> | null), {
    status: r.status,
    headers: r.headers,
  });
  complete.add(res);
  return res;
}

export function createOriginApp(opts: OriginOptions, core: OriginCore = originCore(opts)): Hono {
  const { hosts, log, contentApiUrl, renderUrl } = core;
  const app = new Hono();
  app.use('*', accessLog(core.logger));
  app.use('*', async (c, next) => {
    await next();
    // Every answer: by the path as sent, as nginx.conf reads it ($request_uri). Files and 404s carry them already.
    if (!c.res.headers.has(SURROGATE_KEY_HEADER)) c.res.headers.set(SURROGATE_KEY_HEADER, core.keys(c.req.header('host') ?? '', rawPathOf(c.req.raw.url)));
    if (complete.has(c.res)) return;
    for (const [name, value] of Object.entries(core.security(c.req.path))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  // What the origin fetches instead of reading a file is kept briefly by URL (edgeCache): the live layer's
  // version polls cost a cache hit, and forwarded pages cannot exhaust the renderer.
  const apiCache = edgeCache({ maxAgeMs: EDGE_CACHE_SECONDS * 1000, maxEntries: 20_000, concurrency: 64, queueTimeoutMs: 10_000 });
  // Pages go compressed by Accept-Encoding, with an ETag, each coding made once per kept page (onTheFly.ts).
  const pageCache = edgeCache({
    maxAgeMs: EDGE_CACHE_SECONDS * 1000,
    maxEntries: 5_000,
    concurrency: RENDER_CONCURRENCY,
    queueTimeoutMs: RENDER_QUEUE_MS,
    encode: onTheFlyEncoder,
  });
  const head = (c: Context) => c.req.method === 'HEAD';
  /** What a page the render path could not make is answered with (domain/serving.ts RENDER_FAILURE). */
  const renderFailure = (c: Context): Response => {
    const host = c.req.header('host') ?? '';
    const headers = { 'content-type': HTML_TYPE, 'cache-control': RENDER_FAILURE.cache, ...core.security(c.req.path) };
    const bot = isBot(c.req.header('user-agent'));
    const page = bot ? botErrorHtml(RENDER_FAILURE.status) : errorPage(core.errorFile(host, c.req.path, serverErrorFile));
    if (page === null) return plain('Service Unavailable', RENDER_FAILURE.status);
    return new Response(head(c) ? null : page, { status: RENDER_FAILURE.status, headers });
  };
  const rendered = async (c: Context) => {
    const res = await pageCache(
      `${normaliseHost(c.req.header('host') ?? '')}|${isBot(c.req.header('user-agent')) ? 'bot' : ''}|${pathAndQueryOf(c)}`,
      head(c),
      () => forwardToRender(c, renderUrl!, log),
      c.req,
    );
    if (!(RENDER_FAILURE.statuses as readonly number[]).includes(res.status)) return res;
    await res.body?.cancel();
    return renderFailure(c);
  };
  // Before every route of the pages: ready when the content API answers and every site's front page is there.
  healthRoutes(app, { contentApi: contentApiCheck(contentApiUrl), output: frontPagesCheck(core.outDir) });
  mountProxyRoutes(app, {
    urls: { CONTENT_API_URL: contentApiUrl, CRM_API_URL: opts.crmApiUrl, QUIZ_API_URL: opts.quizApiUrl },
    hosts,
    log,
    pollTimeoutMs: opts.pollTimeoutMs,
    trustedProxies: opts.trustedProxies,
    cached: (_route, proxy) => (c) =>
      c.req.method === 'GET' || c.req.method === 'HEAD'
        ? apiCache(`${normaliseHost(c.req.header('host') ?? '')}|${c.req.header(SITE_HEADER) ?? ''}|${pathAndQueryOf(c)}`, head(c), () => proxy(c))
        : proxy(c),
  });

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const host = c.req.header('host') ?? '';
    const p = await core.planOf(host, c.req.path, new URL(c.req.url).search);
    if (p.kind === 'redirect') return new Response(null, { status: p.status, headers: { location: p.location, 'cache-control': redirectCache(p.status) } });
    if (p.kind === 'forward') return rendered(c);
    const found = core.reply(c.req, p, rawPathOf(c.req.raw.url));
    if (found) return asResponse(found);
    if (p.missing() === 'forward') return rendered(c);
    const keys = { [SURROGATE_KEY_HEADER]: core.keys(host, rawPathOf(c.req.raw.url)) };
    if (isBot(c.req.header('user-agent'))) {
      const headers = { 'content-type': HTML_TYPE, 'cache-control': CACHE.page, ...core.security(c.req.path), ...keys };
      return new Response(c.req.method === 'HEAD' ? null : botErrorHtml(404), { status: 404, headers });
    }
    // The page names the path asked (its slot filled as nginx's SSI fills it): no stored copy fits every path.
    const page = errorPage(core.errorFile(host, c.req.path, notFoundFile));
    if (page === null) return plain('A keresett oldal nem található.', 404);
    const headers = { 'content-type': HTML_TYPE, 'cache-control': CACHE.page, ...core.security(c.req.path), ...keys };
    return new Response(c.req.method === 'HEAD' ? null : withNotFoundPath(page, rawPathOf(c.req.raw.url)), { status: 404, headers });
  });
  return app;
}

/**
 * The origin as node's request listener: a file answer is written straight to node's response (the hot
 * path: a page, an asset, a feed), everything else goes through the Hono app, which decides with the same
 * plan and says the same answers.
 */
export function originListener(opts: OriginOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const core = originCore(opts);
  const viaHono = getRequestListener(createOriginApp(opts, core).fetch);
  return (req, res) => {
    const url = req.url ?? '';
    const method = req.method ?? '';
    if ((method !== 'GET' && method !== 'HEAD') || !PLAIN_URL.test(url) || HONO_ONLY.some((p) => url.startsWith(p))) return void viaHono(req, res);
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const search = q === -1 || q === url.length - 1 ? '' : url.slice(q);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    const answer = (p: Plan) => {
      if (p.kind !== 'file' || !p.file) return void viaHono(req, res);
      const access = directAccess(core.logger, {
        method,
        host: req.headers.host,
        path,
        search,
        givenId: header(REQUEST_ID_HEADER),
        userAgent: header('user-agent'),
      });
      const found = core.reply({ method, header }, p, path);
      if (!found) return void viaHono(req, res);
      found.headers[REQUEST_ID_HEADER] = access.reqId;
      writeFileReply(res, found);
      access.done(found.status, found.headers['content-length'] === undefined ? undefined : Number(found.headers['content-length']));
    };
    const failed = () => {
      if (!res.headersSent) viaHono(req, res);
    };
    const p = core.planOf(req.headers.host ?? '', path, search);
    if (!(p instanceof Promise)) {
      try {
        return answer(p);
      } catch {
        return failed();
      }
    }
    p.then(answer).catch(failed);
  };
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
  const server = createServer(originListener(opts));
  return new Promise((resolvePromise, reject) => {
    // A port already taken is an error the caller reports (config/listenFailure.ts), not an uncaught event.
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolvePromise({
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
