// The reader site's service worker (DESIGN.md "The service worker"). Hand-written: of workbox only
// workbox-window (the page side) is installed, and this needs three small strategies:
//   - pages (HTML): network first, every time — a page, live or not, is never answered from the cache
//     while the network answers, so the live layer and the prerender job's updates always show; a page
//     read once is kept and shown when the network is gone (offline reading);
//   - /assets/ (content-hashed names): cache first, kept across builds;
//   - /media/ (images): network first with the cached copy offline;
//   - /api/, /builds/ and everything else: not touched.
// The page registers it as /sw.js?build=<id> (live/navigation.ts), so a new build is a new worker.
const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev';
const PAGES = 'pages-v1';
const ASSETS = 'assets-v1';
const MEDIA = 'media-v1';
const LIMITS = { [PAGES]: 80, [ASSETS]: 200, [MEDIA]: 150 };
const KNOWN = Object.keys(LIMITS);

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'GET_BUILD') event.ports[0]?.postMessage(BUILD);
});

async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - LIMITS[name]; i++) await cache.delete(keys[i]);
}

function storable(res) {
  return res.ok && res.status === 200 && res.type === 'basic' && !res.redirected;
}

async function networkFirst(request, name, event) {
  try {
    const res = await fetch(request);
    if (storable(res)) {
      const copy = res.clone();
      event.waitUntil(caches.open(name).then((c) => c.put(request.url, copy)).then(() => trim(name)));
    }
    return res;
  } catch (err) {
    const cached = await caches.match(request.url, { cacheName: name, ignoreVary: true, ignoreSearch: false });
    if (cached) return cached;
    if (request.mode === 'navigate') {
      return new Response(
        '<!DOCTYPE html><html lang="hu"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nincs internetkapcsolat</title><p style="font:1.1rem system-ui;margin:2rem">Nincs internetkapcsolat. Ezt az oldalt még nem olvasta, ezért nem érhető el kapcsolat nélkül.</p>',
        { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
      );
    }
    throw err;
  }
}

async function cacheFirst(request, name, event) {
  const cached = await caches.match(request.url, { cacheName: name });
  if (cached) return cached;
  const res = await fetch(request);
  if (storable(res)) {
    const copy = res.clone();
    event.waitUntil(caches.open(name).then((c) => c.put(request.url, copy)).then(() => trim(name)));
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  // The build check: where there is no build file (the preview server) or it is refused, the page is told
  // "no build information" with a 204 instead of an error in its console.
  if (path === '/builds/latest.json') {
    return event.respondWith(fetch(request).then((r) => (r.status === 404 || r.status === 403 ? new Response(null, { status: 204 }) : r)));
  }
  if (path.startsWith('/api/') || path.startsWith('/builds/') || path === '/sw.js') return;
  if (path.startsWith('/assets/')) return event.respondWith(cacheFirst(request, ASSETS, event));
  if (path.startsWith('/media/')) return event.respondWith(networkFirst(request, MEDIA, event));
  const html = request.mode === 'navigate' || (request.headers.get('accept') || '').includes('text/html');
  if (html) return event.respondWith(networkFirst(request, PAGES, event));
});
