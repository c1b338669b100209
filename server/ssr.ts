// The public render server: any page rendered on request with vike's renderPage() over the production
// build, behind the same redirect layer and /api + /media proxy as the origin. It holds no preview rights:
// it reads the content API's public calls only, like a reader (the editors' preview, which reads drafts,
// is its own listener behind a login: server/preview/).
import { MAP_ROOT } from '../domain/electionMap';
import { listen } from './listen';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { redirectFor } from '../domain/redirects';
import { DEFAULT_HOSTS, SITES, SITE_HEADER, isSiteSlug, siteForRequest, type HostMap } from '../domain/sites';
import type { RouteRule, SiteSlug } from '../domain/types';
import type { LoginState, PreviewState } from '../domain/preview';
import { CSRF_HEADER, READER_COOKIES, ACCOUNT_API_PREFIX, type AccountPassThrough } from '../domain/accounts';
import { NEWSLETTER_API_PREFIX } from '../domain/newsletter';
import { QUIZ_PASS_THROUGH, QUIZ_PROXY } from '../domain/quiz';
import { GAME_API_PREFIX, GAME_PROXY } from '../domain/predictionGame';
import { PUSH_API_PREFIX, PUSH_PROXY } from '../domain/push';
import { SECURITY_CALL } from '../domain/authErrors';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CACHE, fileCache, GATEWAY_TIMEOUT, HTML_TYPE, redirectCache, securityHeaders } from '../domain/serving';
import { DEFAULT_POLL_TIMEOUT_MS } from '../domain/constants';
import { inlineScriptHashes } from '../prerender/inlineScripts';
import { withoutEntryTag } from '../renderer/entryTag.mjs';
import { buildIdOf } from '../prerender/buildFiles';
import { robotsTxt } from '../prerender/robots';
import { ICONS, webManifest } from '../domain/brand';
import { lineLog, serviceLogger, type Logger } from '../config/log';
import { REQUEST_ID_HEADER, accessLog, requestForLog, requestIdOf } from '../config/accessLog';
import { contentApiCheck, healthRoutes } from './health';

/** What the render server hands to vike's renderPage() (the pages read host, siteSlug and contentApiUrl). */
export interface RenderInit {
  /** Path and query of the request, exactly as it came. */
  urlOriginal: string;
  /** The request's Host header (with its port, if any). */
  host: string;
  siteSlug: SiteSlug;
  contentApiUrl: string;
  /** The reader's User-Agent: crawlers get error statuses without an error page body. */
  userAgent?: string;
  /** The preview endpoint only: a signed-in editor's render, or its login page. */
  preview?: PreviewState;
  login?: LoginState;
}

/** The part of vike's pageContext.httpResponse the server answers with. */
export interface RenderedResponse {
  statusCode: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string;
}

/** Renders one page; null when the renderer produced no response at all. */
export type RenderFn = (init: RenderInit) => Promise<RenderedResponse | null>;

export interface RenderServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; default '127.0.0.1'. */
  host?: string;
  /** Base URL of the content API, e.g. http://127.0.0.1:3100 (no trailing slash needed). */
  contentApiUrl: string;
  /** The CRM of the reader-account calls; default contentApiUrl (the embedded one serves both). */
  crmApiUrl?: string;
  /** The quiz service of /api/quiz/ and the token call; default contentApiUrl (the embedded one serves it). */
  quizApiUrl?: string;
  /** The vike build: `${distDir}/client` (assets) and `${distDir}/server/entry.mjs`. Default 'dist'. */
  distDir?: string;
  /** Host name → domain; default DEFAULT_HOSTS. */
  hosts?: HostMap;
  /** The page renderer; default vike's renderPage() over `${distDir}/server/entry.mjs`. Tests pass a stub. */
  render?: RenderFn;
  /** How long the content API's route rules are kept; default 60 s. */
  routeRulesTtlMs?: number;
  /** How long a forwarded poll waits for its answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
  /** The access log and the error lines; default the process's logger as service 'render' (config/log.ts). */
  logger?: Logger;
  /** Error lines (proxy, route rules, render failures); default the logger's error level. */
  log?: (line: string) => void;
}

export interface RunningRenderServer {
  url: string;
  close(): Promise<void>;
}

export const RENDER_ERROR_TEXT = 'Belső kiszolgálóhiba.';
/** Hashed build assets never change under their name. */
export const IMMUTABLE_CACHE = CACHE.asset;

const ROUTE_RULES_RETRY_MS = 5_000;
const ROUTE_RULES_TIMEOUT_MS = 2_000;
/** The account, newsletter, push and game calls: a post may send mail, and none of them is polled. */
const ACCOUNT_TIMEOUT_MS = 30_000;

/** vike's renderPage() over a production build. The build is loaded on the first call (or by `load()`). */
export function vikeRenderer(distDir: string): RenderFn & { load(): Promise<void>; loaded(): boolean } {
  const entry = resolve(distDir, 'server', 'entry.mjs');
  let ready: Promise<typeof import('vike/server').renderPage> | undefined;
  let loaded = false;
  // Read with the build it names: the page registers that build's service worker (renderer/types.ts).
  let build: string | undefined;
  const load = () => {
    ready ??= (async () => {
      if (!existsSync(entry)) throw new Error(`${entry} is missing: build the app first (npx vike build)`);
      await import(pathToFileURL(entry).href);
      const { renderPage } = await import('vike/server');
      build = buildIdOf(distDir);
      loaded = true;
      return renderPage;
    })();
    return ready;
  };
  const render = async (init: RenderInit): Promise<RenderedResponse | null> => {
    const renderPage = await load();
    const pageContext = await renderPage({ ...init, build });
    // Typed as always present; older vike versions answered null when no page (not even an error page) rendered.
    const response = pageContext.httpResponse as typeof pageContext.httpResponse | null | undefined;
    if (!response) return null;
    return { statusCode: response.statusCode, headers: response.headers, body: withoutEntryTag(await response.getBody()) };
  };
  return Object.assign(render, { load: async () => void (await load()), loaded: () => loaded });
}

const routeRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302)]),
});

/**
 * The content API's redirect rules (/api/route-rules), kept for `ttlMs`. One fetch at a time; a failure is
 * logged and counts as "no rules", retried after a few seconds (not a whole TTL, and not on every request).
 */
export function routeRulesSource(contentApiUrl: string, opts: { ttlMs?: number; log?: (line: string) => void } = {}) {
  const ttlMs = opts.ttlMs ?? 60_000;
  const log = opts.log ?? console.error;
  let rules: RouteRule[] = [];
  let validUntil = 0;
  let inflight: Promise<RouteRule[]> | null = null;

  const load = async (): Promise<RouteRule[]> => {
    try {
      const res = await fetch(`${contentApiUrl}/api/route-rules`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(ROUTE_RULES_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const raw: unknown = await res.json();
      if (!Array.isArray(raw)) throw new Error('the answer is not a list');
      const valid: RouteRule[] = [];
      for (const item of raw) {
        const parsed = routeRuleSchema.safeParse(item);
        if (parsed.success) valid.push(parsed.data);
        else log(`route rules: ignoring an invalid rule ${JSON.stringify(item)?.slice(0, 200)}`);
      }
      rules = valid;
      validUntil = Date.now() + ttlMs;
    } catch (err) {
      log(`route rules: ${contentApiUrl}/api/route-rules failed (${errorText(err)}); redirecting without server rules`);
      rules = [];
      validUntil = Date.now() + Math.min(ttlMs, ROUTE_RULES_RETRY_MS);
    }
    return rules;
  };

  return (): Promise<RouteRule[]> => {
    if (Date.now() < validUntil) return Promise.resolve(rules);
    inflight ??= load().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The path and query of a request exactly as it came (a leading '//' stays a path). */
export function pathAndQueryOf(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The site a content API call is made for: the site the client names in its own `x-site` header when that
 * site lives on the request's domain (an After page's island asks for After data from the main domain),
 * otherwise the site of the request's host and path.
 */
function apiSiteOf(c: Context, hosts: HostMap): SiteSlug {
  const host = c.req.header('host') ?? '';
  const fromRequest = siteForRequest(host, c.req.path, hosts);
  const asked = c.req.header(SITE_HEADER)?.trim() ?? '';
  if (isSiteSlug(asked) && SITES[asked].domain === SITES[fromRequest].domain) return asked;
  return fromRequest;
}

// Request headers that belong to one hop (or that the proxy sets itself) and are never forwarded.
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  // A reader's credentials never reach the content API: its public calls answer everyone the same.
  'authorization',
  'cookie',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  SITE_HEADER,
]);
// Response headers passed back to the client.
const PASSED_BACK = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-range', 'accept-ranges', 'location', 'www-authenticate', 'vary'];

export function plain(text: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra } });
}

/**
 * A forwarded call's fetch, rejected with a TimeoutError when its answer (status and headers) has not come within
 * `timeoutMs`. Only the wait for the answer has the deadline: its body then streams for as long as it takes (an
 * episode's audio to a slow reader), ended only by the reader going away (`reader`).
 */
async function fetchAnswer(url: string, init: RequestInit, timeoutMs: number, reader?: AbortSignal): Promise<Response> {
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(new DOMException(`no answer in ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: reader ? AbortSignal.any([reader, waiting.signal]) : waiting.signal });
  } finally {
    clearTimeout(timer);
  }
}

const isTimeout = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';

/** The answer to a forwarded call that failed: 504 when its upstream did not answer in time, else 502. */
function gatewayFailure(err: unknown): Response {
  return isTimeout(err) ? plain(GATEWAY_TIMEOUT.text, GATEWAY_TIMEOUT.status) : plain('Bad Gateway', 502);
}

/**
 * A read-only proxy to the content API. A reader's own credentials are never forwarded; `bearerOf` is for
 * the preview endpoint alone, which sends a signed-in editor's token (from its HttpOnly cookie) inward. What it
 * forwards is what the live layer polls: an answer not begun within `timeoutMs` (POLL_TIMEOUT_MS) is a 504.
 */
export function proxyTo(
  contentApiUrl: string,
  hosts: HostMap,
  log: (line: string) => void,
  opts: { bearerOf?: (c: Context) => string | undefined; timeoutMs?: number } = {},
) {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_POLL_TIMEOUT_MS;
  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    // The editors' login is the preview's business: a reader's edge never reaches it.
    if (!opts.bearerOf && SECURITY_CALL.test(c.req.path)) return plain('Not Found', 404);
    const headers = new Headers();
    c.req.raw.headers.forEach((value, name) => {
      if (!NOT_FORWARDED.has(name.toLowerCase())) headers.set(name, value);
    });
    headers.set(SITE_HEADER, apiSiteOf(c, hosts));
    const bearer = opts.bearerOf?.(c);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    const host = c.req.header('host');
    if (host) headers.set('x-forwarded-host', host);
    const reqId = requestIdOf(c);
    if (reqId) headers.set(REQUEST_ID_HEADER, reqId);
    const target = `${contentApiUrl}${pathAndQueryOf(c)}`;
    let upstream: Response;
    try {
      upstream = await fetchAnswer(target, { method, headers, redirect: 'manual' }, timeoutMs, c.req.raw.signal);
    } catch (err) {
      // The reader went away (closed the tab, the test ended): nobody to answer and nothing to report.
      if (c.req.raw.signal.aborted) return plain('Client Closed Request', 499);
      log(`proxy: ${requestForLog(c)} to ${contentApiUrl} failed: ${errorText(err)}`);
      return gatewayFailure(err);
    }
    const out = new Headers();
    for (const name of PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    const bodyless = method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
    if (bodyless) await upstream.body?.cancel();
    return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
  };
}

const ACCOUNT_FORWARDED = ['content-type', 'accept', 'user-agent', CSRF_HEADER.toLowerCase()];
const ACCOUNT_PASSED_BACK = ['content-type', 'cache-control', 'vary', 'location', 'content-disposition', 'retry-after', 'referrer-policy', 'allow'];
const ACCOUNT_MAX_BODY = 16 * 1024;

/**
 * The reader-account calls (/api/v2/user/…) go to the CRM with the reader's own account cookies and nothing
 * else of theirs (no Authorization, no other cookie), and its cookies come back. Reads and form or JSON
 * posts only; one X-Forwarded-For entry, the reader's address, for its rate limits. The newsletter's calls
 * (/api/newsletter/…) go the same way without any cookie: `{ cookies: false }`; the quiz's (/api/quiz/ and the
 * token call) with only its identity cookie and the reader's bearer token: `QUIZ_PROXY`; the push topics'
 * (/api/subscriptions…) without any cookie, with their deletes: `PUSH_PROXY`. Calls the live layer polls (`poll`:
 * the quiz's) wait `pollTimeoutMs` (POLL_TIMEOUT_MS) for their answer, the others 30 s; then a 504.
 */
export function accountProxy(
  crmApiUrl: string,
  log: (line: string) => void,
  { cookies: withCookies = true, authorization = false, deletes = false, poll = false }: AccountPassThrough = {},
  pollTimeoutMs = DEFAULT_POLL_TIMEOUT_MS,
) {
  const timeoutMs = poll ? pollTimeoutMs : ACCOUNT_TIMEOUT_MS;
  const forwarded = authorization ? [...ACCOUNT_FORWARDED, 'authorization'] : ACCOUNT_FORWARDED;
  const cookieNames = withCookies === true ? READER_COOKIES : withCookies === false ? [] : withCookies;
  const base = crmApiUrl.replace(/\/+$/, '');
  const allow = deletes ? 'GET, HEAD, POST, DELETE' : 'GET, HEAD, POST';
  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    const withBody = method === 'POST' || (deletes && method === 'DELETE');
    if (method !== 'GET' && method !== 'HEAD' && !withBody) return plain('Method Not Allowed', 405, { allow });
    const headers = new Headers();
    for (const name of forwarded) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const cookies = accountCookies(c.req.header('cookie'), cookieNames);
    if (cookies) headers.set('cookie', cookies);
    headers.set('x-forwarded-host', c.req.header('host') ?? '');
    headers.set('x-forwarded-proto', c.req.header('x-forwarded-proto') === 'https' ? 'https' : new URL(c.req.url).protocol.slice(0, -1));
    headers.set('x-forwarded-for', clientAddress(c));
    let body: ArrayBuffer | undefined;
    if (withBody) {
      if (Number(c.req.header('content-length') ?? 0) > ACCOUNT_MAX_BODY) return plain('Payload Too Large', 413);
      body = await c.req.arrayBuffer();
      if (body.byteLength > ACCOUNT_MAX_BODY) return plain('Payload Too Large', 413);
    }
    let upstream: Response;
    try {
      upstream = await fetchAnswer(`${base}${pathAndQueryOf(c)}`, { method, headers, body, redirect: 'manual' }, timeoutMs);
    } catch (err) {
      log(`account proxy: ${requestForLog(c)} failed: ${errorText(err)}`);
      return gatewayFailure(err);
    }
    const out = new Headers();
    for (const name of ACCOUNT_PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    for (const cookie of upstream.headers.getSetCookie()) if (cookieNames.includes(cookie.slice(0, cookie.indexOf('=')))) out.append('set-cookie', cookie);
    const bodyless = method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
    if (bodyless) await upstream.body?.cancel();
    return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
  };
}

/** Only the reader-account cookies (or the given ones) of a Cookie header, or '' when it has none. */
export function accountCookies(header: string | undefined, names: readonly string[] = READER_COOKIES): string {
  if (!header) return '';
  return header
    .split(';')
    .map((p) => p.trim())
    .filter((p) => names.includes(p.slice(0, p.indexOf('='))))
    .join('; ');
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A path that can name a static file: its last segment has an extension. HTML is rendered, never read from
 * disk, but for the election maps' own pages (the frames' source, built as files: domain/electionMap.ts).
 */
function mayBeStaticFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') && (!/\.html?$/i.test(last) || path.startsWith(`${MAP_ROOT}/`));
}

/** The build's own files (hashed assets, favicon, service worker) from `${distDir}/client`. */
export function buildAssets(distDir: string): MiddlewareHandler {
  const staticFiles = serveStatic({ root: resolve(distDir, 'client') });
  return async (c, next) => {
    if (!mayBeStaticFile(c.req.path)) return next();
    const res = await staticFiles(c, async () => {});
    if (!(res instanceof Response)) return next();
    res.headers.set('cache-control', fileCache(c.req.path, res.headers.get('content-type') ?? ''));
    return res;
  };
}

export interface RenderAppOptions {
  contentApiUrl: string;
  /** The CRM of the reader-account calls; default the content API's address. */
  crmApiUrl?: string;
  /** The quiz service; default the content API's address. */
  quizApiUrl?: string;
  distDir: string;
  hosts: HostMap;
  render: RenderFn;
  routeRules: () => Promise<RouteRule[]>;
  log: (line: string) => void;
  /** The access log; default the process's logger as service 'render'. */
  logger?: Logger;
  /** Whether the build is loaded (for /readyz); default: yes (a `render` was given). */
  buildLoaded?: () => boolean;
  /** How long a forwarded poll waits for its answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
}

/** The Hono app of the render server (startRenderServer wires its defaults and listens). */
export function createRenderApp(opts: RenderAppOptions): Hono {
  const { contentApiUrl, hosts, render, routeRules, log } = opts;
  const app = new Hono();
  app.use('*', accessLog(opts.logger ?? serviceLogger('render')));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(c.req.path, []))) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // Before every route of the pages: ready when the build is loaded and the content API answers.
  const buildLoaded = opts.buildLoaded ?? (() => true);
  healthRoutes(app, { build: () => (buildLoaded() ? null : 'build: not loaded yet'), contentApi: contentApiCheck(contentApiUrl) });
  const proxy = proxyTo(contentApiUrl, hosts, log, { timeoutMs: opts.pollTimeoutMs });
  app.all(`${ACCOUNT_API_PREFIX}*`, accountProxy(opts.crmApiUrl ?? contentApiUrl, log));
  app.all(`${NEWSLETTER_API_PREFIX}*`, accountProxy(opts.crmApiUrl ?? contentApiUrl, log, { cookies: false }));
  for (const path of QUIZ_PASS_THROUGH) app.all(path, accountProxy(opts.quizApiUrl ?? contentApiUrl, log, QUIZ_PROXY, opts.pollTimeoutMs));
  app.all(`${GAME_API_PREFIX}*`, accountProxy(contentApiUrl, log, GAME_PROXY));
  app.all(`${PUSH_API_PREFIX}*`, accountProxy(opts.crmApiUrl ?? contentApiUrl, log, PUSH_PROXY));
  app.all('/api/*', proxy);
  app.all('/media/*', proxy);

  app.on(['GET', 'HEAD'], '*', buildAssets(opts.distDir));
  // The per-domain files the prerender job writes into the static output, made here from the same builders,
  // so a page this server renders links nothing it cannot answer.
  app.get(ICONS.manifest, (c) => {
    const site = siteForRequest(c.req.header('host') ?? '', '/', hosts);
    return c.body(`${JSON.stringify(webManifest(site), null, 2)}\n`, 200, { 'content-type': 'application/manifest+json', 'cache-control': CACHE.file });
  });
  app.get('/robots.txt', (c) => {
    const site = siteForRequest(c.req.header('host') ?? '', '/', hosts);
    return c.body(robotsTxt(site), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE.file });
  });

  app.all('*', async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const host = c.req.header('host') ?? '';
    const urlOriginal = pathAndQueryOf(c);
    const site = siteForRequest(host, c.req.path, hosts);

    const redirect = redirectFor(site, urlOriginal, await routeRules());
    if (redirect) {
      return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': redirectCache(redirect.status) } });
    }

    let rendered: RenderedResponse | null;
    try {
      rendered = await render({ urlOriginal, host, siteSlug: site, contentApiUrl, userAgent: c.req.header('user-agent') });
    } catch (err) {
      log(`render: ${requestForLog(c)} (${site}) failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      rendered = null;
    }
    if (!rendered) return plain(RENDER_ERROR_TEXT, 500);
    const headers = new Headers();
    for (const [name, value] of rendered.headers) headers.append(name, value);
    // vike writes `text/html;charset=utf-8`: the static files' spelling, so every server answers alike.
    if (/^text\/html\b/i.test(headers.get('content-type') ?? '')) headers.set('content-type', HTML_TYPE);
    // The same page for every reader (this server holds no credential): cacheable like the static one, which
    // the edge keeps by URL; a redirect like the edge's; an error never.
    const status = rendered.statusCode;
    headers.set('cache-control', status === 200 || status === 404 ? CACHE.page : status >= 300 && status < 400 ? redirectCache(status) : 'no-store');
    for (const [name, value] of Object.entries(securityHeaders(c.req.path, inlineScriptHashes(rendered.body)))) headers.set(name, value);
    const bodyless = method === 'HEAD' || rendered.statusCode === 204 || rendered.statusCode === 304;
    return new Response(bodyless ? null : rendered.body, { status: rendered.statusCode, headers });
  });
  return app;
}

/**
 * Starts the render server. With the default renderer the build is loaded before the server listens, so a
 * missing or broken build fails here and not on the first request.
 */
export async function startRenderServer(opts: RenderServerOptions): Promise<RunningRenderServer> {
  const distDir = opts.distDir ?? 'dist';
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  const logger = opts.logger ?? serviceLogger('render');
  const log = opts.log ?? lineLog(logger);
  let render = opts.render;
  let buildLoaded: (() => boolean) | undefined;
  if (!render) {
    const vike = vikeRenderer(distDir);
    await vike.load();
    render = vike;
    buildLoaded = vike.loaded;
  }
  const app = createRenderApp({
    logger,
    ...(buildLoaded ? { buildLoaded } : {}),
    contentApiUrl,
    ...(opts.crmApiUrl ? { crmApiUrl: opts.crmApiUrl } : {}),
    ...(opts.quizApiUrl ? { quizApiUrl: opts.quizApiUrl } : {}),
    distDir,
    hosts: opts.hosts ?? DEFAULT_HOSTS,
    render,
    routeRules: routeRulesSource(contentApiUrl, { ttlMs: opts.routeRulesTtlMs, log }),
    log,
    pollTimeoutMs: opts.pollTimeoutMs,
  });
  return listen(app.fetch, opts);
}
