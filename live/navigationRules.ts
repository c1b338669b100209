// The spec's navigation rules as pure functions (reader-site.md §4 "Mobile-app mode", "New build
// detection"; §8; §9 reload guard), for live/navigation.ts and its tests.
import { RELOAD_GUARD_MS } from '../domain/constants';

import { APP_QUERY, isAppMode } from './appMode';

export { APP_QUERY, isAppMode };
export const PAGE_QUERY = 'oldal';

/** The connection as navigator.connection tells it (Network Information API; absent in some browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch on 2g (or slower) or when the reader asked to save data. */
export function shouldPrefetch(c: ConnectionInfo | undefined): boolean {
  if (!c) return true;
  if (c.saveData) return false;
  return c.effectiveType !== '2g' && c.effectiveType !== 'slow-2g';
}

/** The full URL handed to the app: absolute, with the page query only when it is not 1. */
export function appNavigationUrl(target: URL): string {
  const url = new URL(target.href);
  const page = url.searchParams.get(PAGE_QUERY);
  if (page !== null && (page === '1' || page === '')) url.searchParams.delete(PAGE_QUERY);
  url.hash = target.hash;
  return url.href;
}

/** The path and query without isMobileApp, for the "unchanged apart from isMobileApp" rule. */
function withoutApp(u: URL): string {
  const q = new URLSearchParams(u.search);
  q.delete(APP_QUERY);
  const s = q.toString();
  return `${u.origin}${u.pathname.replace(/\/+$/, '') || '/'}${s ? `?${s}` : ''}`;
}

export function sameApartFromApp(current: URL, target: URL): boolean {
  return withoutApp(current) === withoutApp(target);
}

/** A chunk-load reload is allowed unless one happened within the guard (10 s). */
export function reloadAllowed(lastReloadMs: number | null, nowMs: number): boolean {
  return lastReloadMs === null || !(nowMs - lastReloadMs < RELOAD_GUARD_MS && nowMs >= lastReloadMs);
}

/** The build id of builds/latest.json, or null for a reply to ignore. */
export function buildIdOf(body: unknown): string | null {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** The build of a service worker, from its script address (`/sw.js?build=…`); null for none or another script. */
export function workerBuildOf(scriptUrl: string | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    return new URL(scriptUrl).searchParams.get('build');
  } catch {
    return null;
  }
}

/**
 * What the build check does with the latest build id: nothing while the worker's build is the latest (a page
 * of an older build, from a cache, never brings its older worker back); register the page's own build at once
 * when the page is already of the latest build; else mark the new build for the next click.
 */
export function afterBuildCheck(b: { page: string | null; worker: string | null; latest: string | null }): { register: string } | { newBuild: string } | null {
  if (!b.latest || b.latest === (b.worker ?? b.page)) return null;
  return b.latest === b.page ? { register: b.page } : { newBuild: b.latest };
}

/** A link click the page may take over: same origin, plain left click, no new window, no download. */
export function isPlainInternalClick(
  e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  link: { href: string; target: string; hasDownload: boolean },
  origin: string,
): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  if (link.hasDownload || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  return url.origin === origin ? url : null;
}
