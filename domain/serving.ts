// The serving contract: how the static edge answers, said once. The origin (server/origin.ts), the generated
// nginx.conf (prerender/nginx.ts) and the render server (server/ssr.ts) all take their cache policies and
// security headers from here, and one table of expected answers holds the origin and a real nginx to it
// (server/serving.e2e.test.ts).
import { hasParamValue, isSearchQuery } from './lists';
import { articleSlugOf, type CanonicalLookup } from './canonical';
import { ARTICLE_ROUTES, matchRoute } from './routes';
import type { SiteSlug } from './types';
import { SPORTS } from './sports/registry';
import { supplementQueryScreens } from './supplements';
import { escapeRegex } from './regex';

/** Cache-Control of each kind of answer. */
/** The type of every HTML answer, static or rendered, on every server. */
export const HTML_TYPE = 'text/html; charset=utf-8';

export const CACHE = {
  /** Pages, feeds, sitemaps, the 404 page: seconds behind the newsroom; a stale copy while revalidating. */
  page: 'public, max-age=5, stale-while-revalidate=30',
  /** Hashed build assets never change under their name. */
  asset: 'public, max-age=31536000, immutable',
  /** Build records and the service worker: a reader's browser must learn of a new build at once. */
  revalidate: 'no-cache',
  /** Other files without a hash in their name (icons, robots.txt, share images). */
  file: 'public, max-age=300',
  /** A 301 is kept an hour, so a changed server rule reaches readers within the hour. */
  permanentRedirect: 'public, max-age=3600',
  temporaryRedirect: 'no-cache',
} as const;

/** The Cache-Control of a redirect by its status. */
export function redirectCache(status: number): string {
  return status === 301 || status === 308 ? CACHE.permanentRedirect : CACHE.temporaryRedirect;
}

/** Paths served as build records or the service worker: always revalidated. */
export function revalidatedPath(path: string): boolean {
  return path === '/sw.js' || path.startsWith('/builds/');
}

/**
 * The Cache-Control of a file the edge serves, by the request path and the file's type: hashed assets for
 * a year, build records and the service worker revalidated, HTML and XML briefly, anything else five
 * minutes.
 */
export function fileCache(path: string, contentType: string): string {
  if (path.startsWith('/assets/')) return CACHE.asset;
  if (revalidatedPath(path)) return CACHE.revalidate;
  if (keptBriefly(contentType)) return CACHE.page;
  return CACHE.file;
}

/** The types kept as briefly as pages: HTML, and XML (feeds, sitemaps). */
export function keptBriefly(contentType: string): boolean {
  return contentType.startsWith('text/html') || /^application\/(?:rss\+)?xml/.test(contentType);
}

/**
 * What the edge forwards to the public renderer instead of reading a file (cached there by URL): a list
 * route asked with a search (`term`, `filters`, `perPage`; anywhere else those parameters are ignored and
 * the static page answers), and what forwardedWithoutFile() says when there is no file.
 */
export function searchForwarded(query: string, takesSearch: () => boolean): boolean {
  // The route is looked at only for a search: most requests have none, and listViewFor is the dearer test.
  return isSearchQuery(query) && takesSearch();
}

/**
 * Screens whose states are query parameters (the sports widgets, specialised-features.md §2): the file is the
 * default state; the page asked with one of its parameters set is the renderer's (cached at the edge by URL),
 * on the origin, nginx and the render server alike (decision D-210). Other parameters are ignored.
 */
export const QUERY_SCREENS: readonly { path: string; params: readonly string[] }[] = [
  ...SPORTS.map((s) => ({ path: s.path, params: s.params })),
  // The football supplements' schedule and results (`meccs`, `nap`), from the supplement table.
  ...supplementQueryScreens(),
];

/** Whether the edge forwards `path` with `query` ('?…') to the renderer as a query screen's state. */
export function queryScreenForwarded(path: string, query: string): boolean {
  if (query.length <= 1) return false;
  const screen = QUERY_SCREENS.find((s) => s.path === path);
  if (!screen) return false;
  return hasParamValue(query, screen.params);
}

/** queryScreenForwarded() for nginx.conf, over "$uri|$args". */
export function queryScreenRegex(): string {
  return `^(?:${QUERY_SCREENS.map((s) => `${escapeRegex(s.path)}\\|(?:.*&)?(?:${s.params.map(escapeRegex).join('|')})=[^&]`).join('|')})`;
}

/**
 * Whether a GET that no file answers is the public renderer's: an asset of a build newer than the last
 * full build (a page the renderer made links it), a route of the table (deep or rare pages), or an article
 * path of a slug the canonical map knows. Anything else — an unknown slug, no route — is the static 404.
 * nginx.conf says the same with routesRegex() and the canonical map.
 */
export function forwardedWithoutFile(site: SiteSlug, path: string, canonical: CanonicalLookup): boolean {
  if (path.startsWith('/assets/')) return true;
  const route = matchRoute(site, path, { donationsOff: false }).name;
  if (route === 'not-found') return false;
  if (!ARTICLE_ROUTES.has(route)) return true;
  const slug = articleSlugOf(path);
  return slug !== null && canonical(slug) !== undefined;
}

/**
 * The paths of list routes for a server that cannot run listViewFor() (nginx.conf): every list route's path
 * matches (serving.test.ts holds it to listViewFor); it may also match a path that is no route at all,
 * which the renderer then answers 404 — never an article or a fixed screen, whose search parameters are
 * ignored.
 */
export const SEARCH_LIST_PATH =
  '^/(?:(?:(?:after|g7|karakter)/)?(?:rovat|cimke|szerzo)/.+|(?:(?:after|g7|karakter)/)?archivum|legfrissebb|english|legfontosabb|kedvenceink|kozlemenyek|(?:after|g7|karakter)/[a-z0-9-]+)$';

/** How long the edge keeps what it fetched from the renderer or the content API (their max-age, at most this). */
export const EDGE_CACHE_SECONDS = 5;
/** Pages the public renderer renders at once, for every edge together (server/ssr.ts); the origin forwards no more. */
export const RENDER_CONCURRENCY = 8;
/**
 * How long a page waits for one of the renderer's RENDER_CONCURRENCY slots (and for one of the origin's, before it
 * forwards). A burst of searches is rendered in turn rather than refused at once, as long as a reader still waits for
 * his page; and it ends before the origin stops waiting for the renderer (server/origin.ts RENDER_TIMEOUT_MS, 15 s),
 * so a page the renderer begins is one the origin still takes.
 */
export const RENDER_QUEUE_MS = 10_000;

/**
 * What the edge answers a call it forwards to the content API (`/api/`, `/media/`: the live layer's polls) or to
 * the quiz service when no answer came within POLL_TIMEOUT_MS: the proxies' short text, never stored. The origin,
 * the render server and the preview (server/proxy.ts) and nginx.conf (prerender/nginx.ts) say it alike.
 */
export const GATEWAY_TIMEOUT = { status: 504, text: 'Gateway Timeout' } as const;

/**
 * A page the render path could not make: the renderer unreachable, too slow, or the page not begun within
 * RENDER_QUEUE_MS (the renderer then drops the connection, server/ssr.ts), said 502, 503 or 504 by the edge (the
 * renderer itself never answers those, so every edge says it alike). The reader gets the domain's static
 * server error page (domain/errors.ts STATIC_SERVER_ERROR_FILE) as a 503, the status that tells a crawler to come
 * back, never stored; a crawler the bare status. The origin (server/origin.ts), nginx.conf (prerender/nginx.ts) and,
 * with no origin answering, the CDN (prerender/varnish.ts) say it alike.
 */
export const RENDER_FAILURE = { statuses: [502, 503, 504], status: 503, cache: 'no-store' } as const;

/**
 * The output's own file names (prerender/outputPath.ts: a page's index.html and index.oldal-N.html, the .br and .gz
 * copies) are no address: asked for themselves they are a 404, as a feed's index.xml is. Served, each was a copy of
 * a page that a CDN kept an hour under a key the publisher never purges. A pattern of the path's end, for the origin
 * (isOutputFileName) and nginx.conf alike.
 */
export const OUTPUT_FILE_NAME = '/index(?:\\.oldal-[0-9]+)?\\.html|\\.(?:br|gz)';

const OUTPUT_FILE_NAME_END = new RegExp(`(?:${OUTPUT_FILE_NAME})$`);

/** Whether a path (decoded, without its query) names one of the output's own files. */
export const isOutputFileName = (path: string): boolean => OUTPUT_FILE_NAME_END.test(path);

/** Pages another site may frame: the app widget lives inside the mobile app's web view and partners' pages. */
export const FRAMEABLE_PATHS: readonly string[] = ['/app-web-widget'];

/**
 * Who may frame an answer: the reader's pages their own site only; the app widget anyone (the mobile app's web
 * view, partners' pages); the editors' preview nobody (a framed login or draft could be clickjacked).
 */
export type Framing = 'own-site' | 'anyone' | 'nobody';

/** The framing of a reader's page at `path`. */
export const readerFraming = (path: string): Framing => (FRAMEABLE_PATHS.includes(path) ? 'anyone' : 'own-site');

const FRAME_ANCESTORS: Record<Framing, string | null> = { 'own-site': "'self'", anyone: null, nobody: "'none'" };
const X_FRAME_OPTIONS: Record<Framing, string | null> = { 'own-site': 'SAMEORIGIN', anyone: null, nobody: 'DENY' };

/**
 * What the pages need and nothing more: their own scripts and the two inline ones by hash (colour mode
 * before the first paint, the auto block's draw; prerender records their hashes), styles of their own plus
 * style attributes (islands' display:contents), images and embeds (YouTube, Spotify, maps) from https.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], framing: Framing): string {
  const ancestors = FRAME_ANCESTORS[framing];
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    // 'self': the election pages' maps are our own static pages (domain/electionMap.ts).
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(ancestors ? [`frame-ancestors ${ancestors}`] : []),
  ].join('; ');
}

const headerMemo = new Map<string, Record<string, string>>();

/** The security headers of an answer for `path` (the same object for the same inputs): the edge's, or the preview's with `framing` 'nobody'. */
export function securityHeaders(path: string, scriptHashes: readonly string[], framing: Framing = readerFraming(path)): Record<string, string> {
  const key = `${framing}|${scriptHashes.join(' ')}`;
  const hit = headerMemo.get(key);
  if (hit) return hit;
  if (headerMemo.size > 64) headerMemo.clear();
  const xfo = X_FRAME_OPTIONS[framing];
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(xfo ? { 'x-frame-options': xfo } : {}),
    'content-security-policy': contentSecurityPolicy(scriptHashes, framing),
  };
  headerMemo.set(key, headers);
  return headers;
}
