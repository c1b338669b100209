// Navigation in the browser (reader-site.md §4 "New build detection", "Mobile-app mode"; DESIGN.md
// "Rendering and islands"): pages are full loads, and this module only bends the clicks the spec names:
//   - the service worker is registered with workbox-window, for the build the page belongs to;
//   - builds/latest.json?t=… is checked at start and every few minutes (404/403 ignored, failures logged);
//     once a newer build is out, the next click installs that build's service worker (which drops the old
//     build's caches) before the page is left, so the next page is a full load of the new build;
//   - a chunk that fails to load reloads to the target page, once per 10 s;
//   - likely next pages are fetched on hover/focus (into the HTTP cache, 5 s), never on 2g or save-data;
//   - in mobile-app mode every link click goes to the app's web-view bridge instead.
import { Workbox } from 'workbox-window';
import { BUILD_CHECK_MS, NO_PREFETCH_ATTRIBUTE } from '../domain/constants';
import { pageScheduler } from './scheduler';
import { reloadTo } from './reload';
import {
  afterBuildCheck,
  appNavigationUrl,
  buildIdOf,
  isAppMode,
  isPlainInternalClick,
  sameApartFromApp,
  shouldPrefetch,
  workerBuildOf,
  type ConnectionInfo,
} from './navigationRules';
import { HTML_BUILD_ATTR, HTML_NAVIGATING_ATTR, HTML_NAVIGATION_ATTR, HTML_NEW_BUILD_ATTR } from '../domain/documentAttributes';

export const SW_PATH = '/sw.js';

/** The app's web-view bridge (React Native WebView); D-159 "Mobile app bridge". */
interface AppBridge {
  postMessage(message: string): void;
}
declare global {
  interface Window {
    ReactNativeWebView?: AppBridge;
  }
}

let newBuild: string | null = null;

export async function latestBuild(): Promise<string | null> {
  try {
    const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    // 404 and 403 are ignored; the service worker answers them as 204 so they do not show as errors.
    if (res.status === 404 || res.status === 403 || res.status === 204) return null;
    if (!res.ok) throw new Error(`builds/latest.json: ${res.status}`);
    return buildIdOf(await res.json());
  } catch (err) {
    console.warn('build check failed', err);
    return null;
  }
}

function swUrl(build: string | null): string {
  return build ? `${SW_PATH}?build=${encodeURIComponent(build)}` : SW_PATH;
}

/** Registers the worker of `build`; resolves once a worker controls the page (or at once without one). */
async function registerWorker(build: string | null): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const controlled = navigator.serviceWorker.controller
      ? Promise.resolve()
      : new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    await new Workbox(swUrl(build), { scope: '/' }).register();
    await Promise.race([controlled, new Promise((r) => setTimeout(r, 10_000))]);
    return navigator.serviceWorker.controller !== null;
  } catch (err) {
    console.warn('service worker', err);
    return false;
  }
}

/** Installs the new build's worker (bounded wait) and then leaves for `url` with a full load. */
async function fullLoad(url: string): Promise<void> {
  document.documentElement.setAttribute(HTML_NAVIGATING_ATTR, 'full');
  if ('serviceWorker' in navigator && newBuild) {
    const wb = new Workbox(swUrl(newBuild), { scope: '/' });
    const active = new Promise<void>((resolve) => wb.addEventListener('controlling', () => resolve()));
    await Promise.race([wb.register().then(() => active), new Promise((r) => setTimeout(r, 3000))]).catch(() => {});
  }
  location.assign(url);
}

function onClick(e: MouseEvent): void {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a) return;
  const url = isPlainInternalClick(e, { href: a.href, target: a.target, hasDownload: a.hasAttribute('download') }, location.origin);
  if (!url) return;
  if (isAppMode(location.search)) {
    e.preventDefault();
    if (sameApartFromApp(new URL(location.href), url)) return;
    const bridge = window.ReactNativeWebView;
    if (!bridge) {
      console.error('mobile app: no web-view bridge; navigation stopped', url.href);
      return;
    }
    bridge.postMessage(JSON.stringify({ type: 'navigate', url: appNavigationUrl(url) }));
    return;
  }
  if (newBuild && url.pathname !== location.pathname) {
    e.preventDefault();
    void fullLoad(url.href);
  }
}

const prefetched = new Set<string>();
function onIntent(e: Event): void {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || a.hasAttribute(NO_PREFETCH_ATTRIBUTE) || isAppMode(location.search)) return;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  let url: URL;
  try {
    url = new URL(a.href);
  } catch {
    return;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname || prefetched.has(url.href)) return;
  prefetched.add(url.href);
  fetch(url.href, { credentials: 'same-origin', priority: 'low' } as RequestInit).catch((err) => console.warn('prefetch failed', url.href, err));
}

export function startNavigation(): void {
  document.documentElement.setAttribute(HTML_NAVIGATION_ATTR, '');
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  window.addEventListener('vite:preloadError', (e) => {
    e.preventDefault();
    reloadTo(location.href);
  });
  void (async () => {
    // On a first visit, the worker of the build the page belongs to (the renderer names it), registered once:
    // a second worker taking over while the reader already submits a form held that navigation in Chromium
    // until it was given up (seen in the football e2e). Under a worker, the build check decides (a page of an
    // older build, from a cache, must not bring its worker back). The worker first: the build file is then
    // asked through it (see sw/worker.ts), so a server without build files (the preview) leaves no error.
    const page = document.documentElement.getAttribute(HTML_BUILD_ATTR);
    const controller = () => workerBuildOf(navigator.serviceWorker?.controller?.scriptURL);
    if (!controller() && !(await registerWorker(page))) return;
    pageScheduler().add({
      name: 'build-check',
      intervalMs: BUILD_CHECK_MS,
      immediate: true,
      visit: true,
      run: async () => {
        const next = afterBuildCheck({ page, worker: controller(), latest: await latestBuild() });
        if (!next) return;
        if ('register' in next) {
          await registerWorker(next.register);
          return;
        }
        newBuild = next.newBuild;
        document.documentElement.setAttribute(HTML_NEW_BUILD_ATTR, next.newBuild);
        return 'stop';
      },
    });
  })();
}
