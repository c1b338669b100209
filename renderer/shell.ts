// The chrome around every page (menus, site, shared flags), loaded once per site and kept briefly: a
// prerender run renders thousands of pages with the same menus.
import type { PageContextServer } from 'vike/types';
import type { SiteSlug } from '../domain/types';
import { emptyShell, type Shell } from '../domain/shell';
import { sharedView } from '../domain/sharedData';
import { siteForRequest } from '../domain/sites';
import { JOB_USER_AGENT } from '../domain/accessLevel';
import { createContentApi, type ContentApi } from '../contentClient/client';
import { httpTransport } from '../contentClient/httpTransport';
import { parseSettings } from '../config/settings';
import { menusShown } from '../domain/menus';
import { donationsOff } from '../domain/screens';

let ttl: number | undefined;
/** SHARED_DATA_TTL_MS (config/settings.ts), read once; a bad value throws its one line. */
function ttlMs(): number {
  if (ttl !== undefined) return ttl;
  const r = parseSettings(['SHARED_DATA_TTL_MS']);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return (ttl = r.settings.SHARED_DATA_TTL_MS);
}
const cache = new Map<string, { at: number; shell: Promise<Shell> }>();

export function siteOf(pageContext: Pick<PageContextServer, 'siteSlug' | 'host' | 'urlPathname'>): SiteSlug {
  return pageContext.siteSlug ?? siteForRequest(pageContext.host ?? '', pageContext.urlPathname);
}

/** CONTENT_API_URL (config/settings.ts) for a render whose server did not say; a bad value throws its one line. */
function contentApiUrlFromEnv(): string {
  const r = parseSettings(['CONTENT_API_URL']);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.settings.CONTENT_API_URL;
}

/** The headers of a render's own reads: a prerender run's (hundreds a minute) carry the job's user agent, which puts them at debug in the access log. */
export function readHeaders(pageContext: Pick<PageContextServer, 'dataGeneration'>): Record<string, string> | undefined {
  return pageContext.dataGeneration ? { 'user-agent': JOB_USER_AGENT } : undefined;
}

/** The content API client of a render; `site` when the page lists another site's articles (/after/archivum). */
export function apiOf(pageContext: PageContextServer, site: SiteSlug = siteOf(pageContext)): ContentApi {
  return createContentApi({
    baseUrl: pageContext.contentApiUrl ?? contentApiUrlFromEnv(),
    site,
    token: pageContext.preview?.token,
    transport: httpTransport,
    headers: readHeaders(pageContext),
  });
}

/** The shell of a site; when the content API is unreachable, a shell without menus (the page still renders). */
export function loadShell(pageContext: PageContextServer): Promise<Shell> {
  const site = siteOf(pageContext);
  // Per prerender run (dataGeneration) too: a run re-rendering pages for a menu or rates change must not draw
  // them with the shell an earlier run fetched (a reader's request has no generation: kept SHARED_DATA_TTL_MS).
  const key = `${pageContext.contentApiUrl ?? ''}|${pageContext.dataGeneration ?? ''}|${site}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttlMs()) return hit.shell;
  const shell = apiOf(pageContext)
    .frontendInit()
    .then((init) => ({
      site,
      menus: init.menus[site] ? menusShown(site, init.menus[site], { donationsOff: donationsOff(init.componentSetup) }) : null,
      componentSetup: { donations: init.componentSetup.donations, refreshQuiz: init.componentSetup.refreshQuiz },
      exchangeRates: init.exchangeRates,
      shared: sharedView(init),
    }))
    .catch((err: unknown) => {
      cache.delete(key);
      console.error(`shell: ${String(err)}`);
      return { ...emptyShell(site), degraded: true as const };
    });
  cache.set(key, { at: Date.now(), shell });
  return shell;
}

const shared = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * Data many pages show the same (recommender lists, sidebar boxes): fetched once per process and prerender
 * run (pageContext.dataGeneration) and kept for SHARED_DATA_TTL_MS, so a
 * prerender run does not ask the content API the same question for every article. A failure is not kept.
 */
export function sharedData<T>(pageContext: PageContextServer, key: string, load: () => Promise<T>): Promise<T> {
  const full = `${pageContext.contentApiUrl ?? ''}|${pageContext.dataGeneration ?? ''}|${siteOf(pageContext)}|${key}`;
  const now = Date.now();
  const hit = shared.get(full);
  if (hit && now - hit.at < ttlMs()) return hit.value as Promise<T>;
  dropExpired(now);
  const value = load();
  value.catch(() => shared.delete(full));
  shared.set(full, { at: now, value });
  return value;
}

/**
 * Like sharedData, but only within a prerender run and never in a preview: for data that changes with
 * the article being edited (a live blog's posts), which a reader's request must see fresh.
 */
export function sharedInRun<T>(pageContext: PageContextServer, key: string, load: () => Promise<T>): Promise<T> {
  return pageContext.dataGeneration && !pageContext.preview ? sharedData(pageContext, key, load) : load();
}

let sweptAt = 0;

/** The cron's render threads live for days and every run has its own keys: expired answers must go. */
function dropExpired(now: number): void {
  if (now - sweptAt < ttlMs()) return;
  sweptAt = now;
  for (const [k, e] of shared) if (now - e.at >= ttlMs()) shared.delete(k);
}

/** How many answers sharedData holds (for its test). */
export function sharedDataSize(): number {
  return shared.size;
}
