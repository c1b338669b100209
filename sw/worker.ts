// The reader site's service worker (DESIGN.md "The service worker"; D-201 "Service worker on
// Workbox"). Bundled by sw/plugin.ts during `vike build` into dist/client/sw.js, which the prerender job
// copies to each domain's root. The rules (which request goes where, the caches' limits) are sw/rules.ts;
// this file hands them to workbox:
//   - page loads: navigation preload, network first, the copy read earlier after 3 s without an answer or
//     offline, the offline notice when there is no copy; a page's HTML fetched by a script: network first;
//   - /assets/ (content-hashed names): cache first, kept across builds;
//   - /media/ (images): network first with the same timeout;
//   - builds/latest.json: its 404/403 answered as 204; /api/, /builds/ and /sw.js not touched;
//   - every cache trimmed by count and by age (workbox-expiration), and by count again when a worker
//     activates; a quota error empties the images' and assets' caches, and the answer is still given.
// The page registers it as /sw.js?build=<id> (live/navigation.ts), so a new build is a new worker.
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallback, RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import {
  CACHES,
  EXPIRATION,
  KNOWN_CACHES,
  NETWORK_TIMEOUT_SECONDS,
  buildCheckAnswer,
  buildOf,
  noticeOf,
  offlineNotice,
  overflow,
  routeOf,
  storable,
  windowFor,
  type CacheKind,
  type RouteKind,
} from './rules';

declare const self: ServiceWorkerGlobalScope;

const BUILD = buildOf(self.location.href);
/** The stored copy is found whatever the Vary of its answer (Accept-Encoding) says, as before. */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN_CACHES.includes(name)) await caches.delete(name);
      await self.clients.claim();
      // Entries workbox's expiration no longer counts (sw/rules.ts `overflow`): trimmed by the stored order.
      for (const kind of Object.keys(CACHES) as CacheKind[]) {
        const cache = await caches.open(CACHES[kind]);
        for (const request of overflow(await cache.keys(), EXPIRATION[kind].maxEntries)) await cache.delete(request, matchOptions);
      }
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'GET_BUILD') event.ports[0]?.postMessage(BUILD);
});

// Push topics (D-252): a message is a notice about an important article; a click on it opens the article, or
// brings forward a window already showing it.
self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data ? event.data.text() : null, self.location.origin);
  event.waitUntil(self.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, data: { url: notice.url }, icon: '/icon-192.png' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = noticeOf(JSON.stringify({ title: '-', ...(event.notification.data as object) }), self.location.origin).url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows[
          windowFor(
            windows.map((w) => w.url),
            url,
          )
        ];
      if (open) await open.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});

enableNavigationPreload();

/** Only whole same-origin 200s are kept (sw/rules.ts `storable`). */
const keepStorable: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (storable(response) ? response : null) };

/** A page load with neither network nor a copy gets the offline notice; other requests fail as they did. */
const offline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (request.mode === 'navigate' ? offlineNotice() : undefined),
};

const expiration = (kind: CacheKind) => new ExpirationPlugin({ ...EXPIRATION[kind], matchOptions });
// One plugin for both strategies over the pages cache: one count and one set of timestamps.
const pagesExpiration = expiration('pages');

const navigations = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepStorable, pagesExpiration, offline],
  matchOptions,
});
const pageFetches = new NetworkFirst({ cacheName: CACHES.pages, plugins: [keepStorable, pagesExpiration], matchOptions });
const assets = new CacheFirst({ cacheName: CACHES.assets, plugins: [keepStorable, expiration('assets')] });
const media = new NetworkFirst({
  cacheName: CACHES.media,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepStorable, expiration('media')],
  matchOptions,
});

/** The network's answer to a page load the worker does not handle, asked once (the navigation preload's). */
const passthrough: RouteHandlerCallback = async ({ event, request }) => {
  const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
  return preloaded ?? fetch(request);
};

const buildCheck: RouteHandlerCallback = async ({ request }) => buildCheckAnswer(await fetch(request));

const is =
  (kind: RouteKind): RouteMatchCallback =>
  ({ request }) =>
    routeOf({ method: request.method, url: request.url, mode: request.mode, accept: request.headers.get('accept') ?? '' }, self.location.origin) === kind;

registerRoute(is('navigation'), navigations);
registerRoute(is('page'), pageFetches);
registerRoute(is('asset'), assets);
registerRoute(is('media'), media);
registerRoute(is('build'), buildCheck);
registerRoute(is('passthrough'), passthrough);
