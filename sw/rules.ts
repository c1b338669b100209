// The service worker's rules (sw/worker.ts runs them with workbox): which request goes to which strategy
// and cache, how long and how many entries each cache keeps, which answers are kept. Plain code over the
// Fetch API's types, valid both in the worker and in Node, so the unit tests hold the rules themselves.

/**
 * The caches. `-v2`: the hand-written worker's `-v1` caches had no expiration records (workbox keeps them in
 * IndexedDB), so their entries would never be trimmed; the new worker's activation deletes them with every
 * other cache it does not know.
 */
export const CACHES = { pages: 'pages-v2', assets: 'assets-v2', media: 'media-v2' } as const;
export type CacheKind = keyof typeof CACHES;
export const KNOWN_CACHES: readonly string[] = Object.values(CACHES);

/**
 * A page navigation (and an image) waits this long for the network before the copy read earlier is shown;
 * the network's answer, when it comes, still refreshes that copy. Without a copy the worker keeps waiting for
 * the network (a slow page beats a "you are offline" notice), and shows the notice once the network fails.
 */
export const NETWORK_TIMEOUT_SECONDS = 3;

const DAY = 24 * 60 * 60;

export interface Expiration {
  /** Most entries kept; the least recently stored go first. */
  maxEntries: number;
  /** A kept entry older than this (by its Date header and by when it was stored) is neither used nor kept. */
  maxAgeSeconds: number;
  /** On a QuotaExceededError of any cache write, this cache is emptied (workbox's purgeOnQuotaError). */
  purgeOnQuotaError: boolean;
}

/**
 * Pages: 80 for a week (the offline reading; a week-old copy of a news page is not worth showing, and the
 * pages are small, so a quota error does not drop them). Hashed assets: 200 for 30 days (kept across builds;
 * fetched again when gone). Images: 150 for a week. Assets and images are what a quota error empties.
 */
export const EXPIRATION: Readonly<Record<CacheKind, Expiration>> = {
  pages: { maxEntries: 80, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: false },
  assets: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
  media: { maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
};

/**
 * The entries of a cache past its count, oldest first: what the worker's activation deletes. The Cache API
 * keeps a cache's entries in the order they were stored (a new put of a URL moves it to the end). Workbox's
 * expiration counts its own IndexedDB records, so an entry whose record is gone without the entry (an old
 * worker stopped in the middle of a trim when the next build's worker took over) would never be counted
 * again; this sweep bounds them.
 */
export function overflow<T>(keys: readonly T[], maxEntries: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - maxEntries));
}

/**
 * What the worker does with a request:
 *   - `navigation`: a page load: network first (preloaded), the stored copy after NETWORK_TIMEOUT_SECONDS or
 *     offline, else the offline notice;
 *   - `page`: a page's HTML fetched by a script (the live layer's refetch of its own page): network first with
 *     no timeout (a stale copy is no use to it), the stored copy offline;
 *   - `asset`: /assets/ (content-hashed names): cache first;
 *   - `media`: /media/ (images): network first with the timeout, the stored copy after it or offline; not the
 *     podcasts' audio (/media/audio/), which the player asks for by byte ranges: a range answer (206) is never
 *     stored, and a stored whole file given for a range would break the seek, so the browser asks the network;
 *   - `build`: builds/latest.json: passed to the network, its 404 and 403 answered as 204 ("no build
 *     information" without an error in the page's console);
 *   - `passthrough`: a page load the worker does not handle (/api/, /builds/, /sw.js): the network's
 *     answer as is, from the navigation preload, so it is asked once;
 *   - null: not touched (other origins, not GET, /api/, /builds/, /sw.js, anything else).
 */
export type RouteKind = 'navigation' | 'page' | 'asset' | 'media' | 'build' | 'passthrough';

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
  /** The request's Accept header ('' when none). */
  accept: string;
}

export function routeOf(req: RequestLike, origin: string): RouteKind | null {
  if (req.method !== 'GET') return null;
  const url = new URL(req.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  const navigation = req.mode === 'navigate';
  if (path === '/builds/latest.json' && !navigation) return 'build';
  if (path.startsWith('/api/') || path.startsWith('/builds/') || path === '/sw.js') return navigation ? 'passthrough' : null;
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/media/audio/')) return null;
  if (path.startsWith('/media/')) return 'media';
  if (navigation) return 'navigation';
  if (req.accept.includes('text/html')) return 'page';
  return null;
}

/** Kept in a cache: a whole, same-origin, not redirected 200 (a redirect's target stays under its own URL). */
export function storable(res: Pick<Response, 'ok' | 'status' | 'type' | 'redirected'>): boolean {
  return res.ok && res.status === 200 && res.type === 'basic' && !res.redirected;
}

/** The build the worker was registered for: `/sw.js?build=<id>` (live/navigation.ts), 'dev' without one. */
export function buildOf(workerUrl: string): string {
  return new URL(workerUrl).searchParams.get('build') || 'dev';
}

/** The build file's answer as the page gets it: 404 and 403 (no build files here) become an empty 204. */
export function buildCheckAnswer(res: Response): Response {
  return res.status === 404 || res.status === 403 ? new Response(null, { status: 204 }) : res;
}

export const OFFLINE_TEXT = 'Nincs internetkapcsolat. Ezt az oldalt még nem olvasta, ezért nem érhető el kapcsolat nélkül.';

/** A page load with neither network nor a stored copy. */
export function offlineNotice(): Response {
  return new Response(
    `<!DOCTYPE html><html lang="hu"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nincs internetkapcsolat</title><p style="font:1.1rem system-ui;margin:2rem">${OFFLINE_TEXT}</p>`,
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

/** A push message's notice (domain/push.ts `importantNotice` writes it): what is shown and where a click goes. */
export interface Notice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Shown when a message cannot be read: the browser shows a notice for every push anyway, let it be ours. */
export const FALLBACK_NOTICE: Notice = { title: 'Hírtér', body: 'Fontos hír jelent meg.', url: '/', tag: 'fontos' };

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);

/**
 * The notice a push message's text carries; a link only to an http(s) page (on the worker's origin when it
 * is relative), never a javascript: or data: one; anything unreadable is the fallback.
 */
export function noticeOf(data: string | null, origin: string): Notice {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(data ?? '') as Record<string, unknown>;
  } catch {
    return { ...FALLBACK_NOTICE, url: `${origin}/` };
  }
  const title = text(v?.title, 200);
  let url: URL | null = null;
  try {
    url = new URL(text(v?.url, 2000) ?? '/', origin);
  } catch {
    url = null;
  }
  if (!title || !url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { ...FALLBACK_NOTICE, url: `${origin}/` };
  return { title, body: text(v.body, 300) ?? FALLBACK_NOTICE.body, url: url.href, tag: text(v.tag, 100) ?? FALLBACK_NOTICE.tag };
}

/** Which open window a click on a notice brings forward: one showing its page already (the fragment aside), else none. */
export function windowFor(urls: readonly string[], target: string): number {
  const bare = (u: string) => u.split('#', 1)[0];
  return urls.findIndex((u) => bare(u) === bare(target));
}
