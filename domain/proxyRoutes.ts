// Which calls the edge passes to which service, and how: one table for the origin and the render server
// (server/proxy.ts mountProxyRoutes), the preview (its /api/ and /media/) and nginx.conf's proxy locations
// (prerender/nginx.ts). First match wins, so the narrower calls of /api/ come before it.
import { CSRF_HEADER, READER_COOKIES, ACCOUNT_API_PREFIX, type AccountPassThrough } from './accounts';
import { NEWSLETTER_API_PREFIX } from './newsletter';
import { QUIZ_PASS_THROUGH, QUIZ_PROXY } from './quiz';
import { GAME_API_PREFIX, GAME_PROXY } from './predictionGame';
import { PUSH_API_PREFIX, PUSH_PROXY } from './push';

/** The service a call goes to, by the setting naming its address (config/settings.ts). */
export type ProxyService = 'CONTENT_API_URL' | 'CRM_API_URL' | 'QUIZ_API_URL';

/**
 * `public`: the content API's reads, the same for every reader (no credential of theirs goes in, no cookie comes
 * back, the site goes as x-site). `reader`: a reader's own calls (accounts, newsletter, quiz, game, push): the
 * listed headers and cookies go in, the listed cookies come back, posts of at most READER_MAX_BODY.
 */
export type ProxyKind = 'public' | 'reader';

export interface ProxyRoute {
  name: string;
  /** The path, matched as a prefix unless `exact`. */
  path: string;
  exact: boolean;
  service: ProxyService;
  kind: ProxyKind;
  methods: readonly string[];
  /** A `reader` call's request headers passed inward (lower case); a `public` call passes all but credentials. */
  headers: readonly string[];
  /** The reader's cookies passed inward and, from the service's Set-Cookie, back. */
  cookies: readonly string[];
  /** `poll`: the live layer polls it, POLL_TIMEOUT_MS then a 504; `long`: READER_TIMEOUT_MS (a post may send mail). */
  timeout: 'poll' | 'long';
  /** The edge keeps its public answers by URL for their max-age (the version polls). */
  cacheable: boolean;
}

/** How long the edge waits for a call that is not polled. */
export const READER_TIMEOUT_MS = 30_000;
/** The largest body of a reader's post. */
export const READER_MAX_BODY = 16 * 1024;
/** What a reader's call passes inward of the reader's request; the bearer token only where the route says. */
const READER_HEADERS = ['content-type', 'accept', 'user-agent', CSRF_HEADER.toLowerCase()];
/** What comes back of a reader call's answer, besides its cookies. */
export const READER_PASSED_BACK = ['content-type', 'cache-control', 'vary', 'location', 'content-disposition', 'retry-after', 'referrer-policy', 'allow'];
/** What comes back of a public call's answer. */
export const PUBLIC_PASSED_BACK = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'content-range',
  'accept-ranges',
  'location',
  'www-authenticate',
  'vary',
];

function reader(name: string, path: string, service: ProxyService, pass: AccountPassThrough, exact = false): ProxyRoute {
  const cookies = pass.cookies === false ? [] : pass.cookies === true || pass.cookies === undefined ? READER_COOKIES : pass.cookies;
  return {
    name,
    path,
    exact,
    service,
    kind: 'reader',
    methods: ['GET', 'HEAD', 'POST', ...(pass.deletes ? ['DELETE'] : [])],
    headers: pass.authorization ? [...READER_HEADERS, 'authorization'] : READER_HEADERS,
    cookies,
    timeout: pass.poll ? 'poll' : 'long',
    cacheable: false,
  };
}

const publicRoute = (name: string, path: string, cacheable: boolean): ProxyRoute => ({
  name,
  path,
  exact: false,
  service: 'CONTENT_API_URL',
  kind: 'public',
  methods: ['GET', 'HEAD'],
  headers: [],
  cookies: [],
  timeout: 'poll',
  cacheable,
});

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  reader('account', ACCOUNT_API_PREFIX, 'CRM_API_URL', {}),
  reader('newsletter', NEWSLETTER_API_PREFIX, 'CRM_API_URL', { cookies: false }),
  ...QUIZ_PASS_THROUGH.map((path) => reader(path === QUIZ_PASS_THROUGH[0] ? 'quiz' : 'quiz-token', path, 'QUIZ_API_URL', QUIZ_PROXY, true)),
  // The prediction game lives beside the content API (services/predictionGame/).
  reader('game', GAME_API_PREFIX, 'CONTENT_API_URL', GAME_PROXY),
  reader('push', PUSH_API_PREFIX, 'CRM_API_URL', PUSH_PROXY),
  publicRoute('api', '/api/', true),
  publicRoute('media', '/media/', false),
];

/** A route of the table by its name. */
export function proxyRoute(name: string): ProxyRoute {
  const route = PROXY_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no proxy route ${name}`);
  return route;
}

/** The route a path goes by, or undefined when no service answers it (the edge's own files and pages). */
export function proxyRouteFor(path: string): ProxyRoute | undefined {
  return PROXY_ROUTES.find((r) => (r.exact ? path === r.path : path.startsWith(r.path)));
}
