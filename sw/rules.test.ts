import { describe, expect, it } from 'vitest';
import {
  CACHES,
  EXPIRATION,
  KNOWN_CACHES,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_TEXT,
  buildCheckAnswer,
  buildOf,
  offlineNotice,
  overflow,
  routeOf,
  storable,
  type RequestLike,
  FALLBACK_NOTICE,
  noticeOf,
  windowFor,
} from './rules';
import { importantNotice } from '../domain/push';
import { DEFAULT_HOSTS } from '../domain/sites';

const ORIGIN = 'https://hirter.hu';
const get = (path: string, over: Partial<RequestLike> = {}): RequestLike => ({
  method: 'GET',
  url: new URL(path, ORIGIN).href,
  mode: 'no-cors',
  accept: '*/*',
  ...over,
});
const nav = (path: string) => get(path, { mode: 'navigate', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });

describe('routeOf', () => {
  it('sends page loads to the network-first pages strategy with the timeout', () => {
    expect(routeOf(nav('/'), ORIGIN)).toBe('navigation');
    expect(routeOf(nav('/belfold/2026/03/29/cikk?oldal=2'), ORIGIN)).toBe('navigation');
  });

  it("sends a script's fetch of a page (Accept: text/html, the live layer) to the pages cache without the timeout", () => {
    expect(routeOf(get('/belfold/2026/03/29/cikk', { mode: 'cors', accept: 'text/html' }), ORIGIN)).toBe('page');
  });

  it('leaves other fetches of pages (the prefetch asks */*) to the network', () => {
    expect(routeOf(get('/belfold/2026/03/29/cikk', { mode: 'cors' }), ORIGIN)).toBeNull();
  });

  it('caches hashed assets first and images network first', () => {
    expect(routeOf(get('/assets/chunk-abc123.js'), ORIGIN)).toBe('asset');
    expect(routeOf(get('/media/2026/03/kep.jpg'), ORIGIN)).toBe('media');
    // The podcasts' audio is asked by ranges: the network's, never a stored copy.
    expect(routeOf(get('/media/audio/episode-001.wav'), ORIGIN)).toBeNull();
  });

  it('answers the build check and leaves the API, the build records and itself alone', () => {
    expect(routeOf(get('/builds/latest.json?t=1', { mode: 'cors' }), ORIGIN)).toBe('build');
    expect(routeOf(get('/builds/meta/abc.json', { mode: 'cors' }), ORIGIN)).toBeNull();
    expect(routeOf(get('/api/articles/x/version', { mode: 'cors', accept: 'text/html' }), ORIGIN)).toBeNull();
    expect(routeOf(get('/sw.js?build=1'), ORIGIN)).toBeNull();
  });

  it('passes a page load of /api/, /builds/ or /sw.js to the network (through the preload, asked once)', () => {
    expect(routeOf(nav('/api/v2/user/confirm?token=x'), ORIGIN)).toBe('passthrough');
    expect(routeOf(nav('/builds/latest.json'), ORIGIN)).toBe('passthrough');
    expect(routeOf(nav('/sw.js'), ORIGIN)).toBe('passthrough');
  });

  it('does not touch other origins or other methods', () => {
    expect(routeOf(get('https://cdn.example.com/assets/x.js'), ORIGIN)).toBeNull();
    expect(routeOf({ ...nav('https://ro.hirter.hu/'), url: 'https://hirter.ro/' }, ORIGIN)).toBeNull();
    expect(routeOf({ ...nav('/'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(routeOf({ ...get('/media/x.jpg'), method: 'HEAD' }, ORIGIN)).toBeNull();
  });
});

describe('caches and expiration', () => {
  it('has one known name per cache (any other cache is deleted on activation), none of the -v1 names', () => {
    expect(KNOWN_CACHES).toEqual([CACHES.pages, CACHES.assets, CACHES.media]);
    expect(new Set(KNOWN_CACHES).size).toBe(3);
    for (const old of ['pages-v1', 'assets-v1', 'media-v1']) expect(KNOWN_CACHES).not.toContain(old);
  });

  it('trims every cache by count and by age', () => {
    expect(EXPIRATION).toEqual({
      pages: { maxEntries: 80, maxAgeSeconds: 7 * 86_400, purgeOnQuotaError: false },
      assets: { maxEntries: 200, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true },
      media: { maxEntries: 150, maxAgeSeconds: 7 * 86_400, purgeOnQuotaError: true },
    });
  });

  it('sweeps the oldest stored entries past the count, and nothing under it', () => {
    const keys = Array.from({ length: 85 }, (_, i) => `/p${i}`);
    expect(overflow(keys, 80)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
    expect(overflow(keys.slice(0, 80), 80)).toEqual([]);
    expect(overflow([], 80)).toEqual([]);
  });

  it('waits about 3 s for the network before the stored copy', () => {
    expect(NETWORK_TIMEOUT_SECONDS).toBe(3);
  });
});

describe('answers', () => {
  const res = (over: Partial<Pick<Response, 'ok' | 'status' | 'type' | 'redirected'>>) => ({
    ok: true,
    status: 200,
    type: 'basic' as ResponseType,
    redirected: false,
    ...over,
  });

  it('keeps only whole same-origin 200s that were not redirected', () => {
    expect(storable(res({}))).toBe(true);
    expect(storable(res({ status: 206 }))).toBe(false);
    expect(storable(res({ ok: false, status: 404 }))).toBe(false);
    expect(storable(res({ type: 'opaque', ok: false, status: 0 }))).toBe(false);
    expect(storable(res({ type: 'cors' }))).toBe(false);
    expect(storable(res({ redirected: true }))).toBe(false);
  });

  it("reads the build from the worker's address", () => {
    expect(buildOf('https://hirter.hu/sw.js?build=abc123')).toBe('abc123');
    expect(buildOf('https://hirter.hu/sw.js')).toBe('dev');
  });

  it('answers a missing or refused build file with an empty 204, anything else as it is', async () => {
    expect(buildCheckAnswer(new Response('nope', { status: 404 })).status).toBe(204);
    expect(buildCheckAnswer(new Response('nope', { status: 403 })).status).toBe(204);
    const ok = new Response('{"id":"x"}', { status: 200 });
    expect(buildCheckAnswer(ok)).toBe(ok);
    expect(buildCheckAnswer(new Response('', { status: 500 })).status).toBe(500);
  });

  it('tells a reader offline that the page was never read, in Hungarian, uncached', async () => {
    const notice = offlineNotice();
    expect(notice.status).toBe(503);
    expect(notice.headers.get('cache-control')).toBe('no-store');
    expect(notice.headers.get('content-type')).toContain('text/html');
    expect(await notice.text()).toContain(OFFLINE_TEXT);
    expect(OFFLINE_TEXT.startsWith('Nincs internetkapcsolat.')).toBe(true);
  });
});

describe('push notices', () => {
  const origin = 'http://localhost:3000';
  it('reads the notice the content service sends, its link as it came', () => {
    const sent = importantNotice({ id: 7, title: 'Fontos cikk', site: 'main', path: '/belfold/2026/11/26/fontos-cikk' }, origin, DEFAULT_HOSTS);
    expect(noticeOf(JSON.stringify(sent), origin)).toEqual({
      title: 'Fontos cikk',
      body: 'Hírtér – fontos hír',
      url: 'http://localhost:3000/belfold/2026/11/26/fontos-cikk',
      tag: 'fontos-7',
    });
  });

  it.each([
    ['no data', null],
    ['not JSON', 'szia'],
    ['no title', '{"url":"/a"}'],
    ['a javascript: link', '{"title":"x","url":"javascript:alert(1)"}'],
    ['a data: link', '{"title":"x","url":"data:text/html,x"}'],
  ])('shows the fallback for %s', (_name, data) => {
    expect(noticeOf(data, origin)).toEqual({ ...FALLBACK_NOTICE, url: 'http://localhost:3000/' });
  });

  it('makes a relative link absolute on the worker’s origin', () => {
    expect(noticeOf('{"title":"x","url":"/after/cikk"}', origin).url).toBe('http://localhost:3000/after/cikk');
  });

  it('brings forward a window showing the page, whatever its fragment, else none', () => {
    const urls = ['http://localhost:3000/', 'http://localhost:3000/belfold/cikk#komment'];
    expect(windowFor(urls, 'http://localhost:3000/belfold/cikk')).toBe(1);
    expect(windowFor(urls, 'http://localhost:3000/belfold/masik')).toBe(-1);
  });
});
