// The edge's proxy to the services behind it, by the table of domain/proxyRoutes.ts: the content API's public
// reads (proxyTo) and a reader's own calls (readerProxy), mounted alike on the origin and the render server
// (mountProxyRoutes); the preview mounts the table's /api/ and /media/ its own way. nginx.conf says the same
// (prerender/nginx.ts).
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { SITES, SITE_HEADER, isSiteSlug, siteForRequest, type HostMap } from '../domain/sites';
import type { SiteSlug } from '../domain/types';
import { READER_COOKIES } from '../domain/accounts';
import { SECURITY_CALL } from '../domain/authErrors';
import { GATEWAY_TIMEOUT } from '../domain/serving';
import { DEFAULT_POLL_TIMEOUT_MS } from '../domain/constants';
import { LOOPBACK_PROXIES, clientAddress, trustedProxies } from '../domain/clientAddress';

const LOOPBACK = trustedProxies(LOOPBACK_PROXIES);
import {
  PROXY_ROUTES,
  PUBLIC_PASSED_BACK,
  READER_MAX_BODY,
  READER_PASSED_BACK,
  READER_TIMEOUT_MS,
  type ProxyRoute,
  type ProxyService,
} from '../domain/proxyRoutes';
import { REQUEST_ID_HEADER, requestForLog, requestIdOf } from '../config/accessLog';

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
    for (const name of PUBLIC_PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    const bodyless = method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
    if (bodyless) await upstream.body?.cancel();
    return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
  };
}

/**
 * A reader's own calls (a `reader` route of domain/proxyRoutes.ts: accounts, newsletter, quiz, game, push) go to
 * their service with the route's headers and cookies of the reader and nothing else of theirs, and only the
 * route's cookies come back. Its methods only, posts of at most READER_MAX_BODY; one X-Forwarded-For entry, the
 * reader's address (domain/clientAddress.ts: behind a proxy of ours, the CDN, the address it names), for the
 * service's rate limits. A polled route waits `pollTimeoutMs` (POLL_TIMEOUT_MS) for its answer, the others
 * READER_TIMEOUT_MS; then a 504.
 */
export function readerProxy(
  serviceUrl: string,
  route: ProxyRoute,
  log: (line: string) => void,
  pollTimeoutMs = DEFAULT_POLL_TIMEOUT_MS,
  isTrustedProxy: (address: string) => boolean = LOOPBACK,
) {
  const timeoutMs = route.timeout === 'poll' ? pollTimeoutMs : READER_TIMEOUT_MS;
  const base = serviceUrl.replace(/\/+$/, '');
  const allow = route.methods.join(', ');
  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    if (!route.methods.includes(method)) return plain('Method Not Allowed', 405, { allow });
    const withBody = method !== 'GET' && method !== 'HEAD';
    const headers = new Headers();
    for (const name of route.headers) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const cookies = accountCookies(c.req.header('cookie'), route.cookies);
    if (cookies) headers.set('cookie', cookies);
    headers.set('x-forwarded-host', c.req.header('host') ?? '');
    headers.set('x-forwarded-proto', c.req.header('x-forwarded-proto') === 'https' ? 'https' : new URL(c.req.url).protocol.slice(0, -1));
    headers.set('x-forwarded-for', clientOf(c, isTrustedProxy));
    let body: ArrayBuffer | undefined;
    if (withBody) {
      if (Number(c.req.header('content-length') ?? 0) > READER_MAX_BODY) return plain('Payload Too Large', 413);
      body = await c.req.arrayBuffer();
      if (body.byteLength > READER_MAX_BODY) return plain('Payload Too Large', 413);
    }
    let upstream: Response;
    try {
      upstream = await fetchAnswer(`${base}${pathAndQueryOf(c)}`, { method, headers, body, redirect: 'manual' }, timeoutMs);
    } catch (err) {
      log(`${route.name} proxy: ${requestForLog(c)} failed: ${errorText(err)}`);
      return gatewayFailure(err);
    }
    const out = new Headers();
    for (const name of READER_PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    for (const cookie of upstream.headers.getSetCookie()) if (route.cookies.includes(cookie.slice(0, cookie.indexOf('=')))) out.append('set-cookie', cookie);
    const bodyless = method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
    if (bodyless) await upstream.body?.cancel();
    return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
  };
}

/** The hono path pattern of a route. */
export const routePattern = (route: ProxyRoute): string => (route.exact ? route.path : `${route.path}*`);

export interface ProxyServices {
  /** The address of each service setting; CRM_API_URL and QUIZ_API_URL default to CONTENT_API_URL. */
  urls: { CONTENT_API_URL: string } & Partial<Record<ProxyService, string | undefined>>;
  hosts: HostMap;
  log: (line: string) => void;
  pollTimeoutMs?: number;
  /** The proxies whose X-Forwarded-For names the reader (TRUSTED_PROXIES); default loopback. */
  trustedProxies?: readonly string[];
  /**
   * How a cacheable route's GET and HEAD are answered: the origin keeps them by URL (server/edgeCache.ts); the
   * render server, which the origin or nginx caches in front of, passes them straight.
   */
  cached?: (route: ProxyRoute, proxy: (c: Context) => Promise<Response>) => (c: Context) => Promise<Response>;
}

/** The handler of each route of the table, in its order (first match wins). */
export function proxyHandlers(s: ProxyServices): { route: ProxyRoute; handler: (c: Context) => Promise<Response> }[] {
  const isTrusted = s.trustedProxies ? trustedProxies(s.trustedProxies) : LOOPBACK;
  return PROXY_ROUTES.map((route) => {
    const url = s.urls[route.service] ?? s.urls.CONTENT_API_URL;
    if (route.kind === 'reader') return { route, handler: readerProxy(url, route, s.log, s.pollTimeoutMs, isTrusted) };
    const proxy = proxyTo(url, s.hosts, s.log, { timeoutMs: s.pollTimeoutMs });
    return { route, handler: route.cacheable && s.cached ? s.cached(route, proxy) : proxy };
  });
}

/** Every route of the table on `app`, before its pages. */
export function mountProxyRoutes(app: Hono, s: ProxyServices): void {
  for (const { route, handler } of proxyHandlers(s)) app.all(routePattern(route), handler);
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

/** The socket's address; none under app.request() without an env (tests). */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client of a request (domain/clientAddress.ts): the socket's peer, or what a trusted proxy of ours names. */
export function clientOf(c: Context, isTrusted: (address: string) => boolean): string {
  return clientAddress(peerOf(c), c.req.header('x-forwarded-for'), isTrusted);
}
