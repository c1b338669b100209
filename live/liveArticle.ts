// The live article (reader-site.md §4 "Live article refresh"): every 15 s, while the tab is visible, ask
// the article's version (a reply of a few bytes); when the server's is newer, fetch the page's own static
// HTML again and swap the changed parts in place — no reload, no scroll jump, the reader's place kept.
// The static page is what the prerender job made from the new version seconds after the edit, already
// sanitised and laid out like the rest of the page, so the browser needs no renderer and no sanitiser of
// its own (D-150). Stops when the live flag goes; failures are silent.
import type { PollTask, RunResult } from './scheduler';
import { dataOf, has } from '../domain/dataAttributes';
import {
  LIVE_ARTICLE_ATTR,
  LIVE_BLOG_ATTR,
  LIVE_LIVE_ATTR,
  LIVE_PAGE_ATTR,
  LIVE_PINNED_ATTR,
  LIVE_SLUG_ATTR,
  LIVE_SWAP_ATTR,
  LIVE_VERSION_ATTR,
} from './attrs';

/** The parts of an article page a new version may change, by their data-live-swap name. */
export const SWAP_REGIONS = ['title', 'subtitle', 'lead', 'dates', 'body'] as const;
/** While the static page still lags the version the API announced, look again this soon … */
export const CATCH_UP_MS = 2_500;
/** … this many times, then fall back to the normal interval. */
export const CATCH_UP_TRIES = 12;
/** A reader whose view starts above this line (px below the live blog's top) is "at the top". */
export const AT_TOP_SLACK_PX = 120;

export interface LiveMarker {
  slug: string;
  version: number;
  live: boolean;
  page: number;
}

/** The live-article marker of a page (pages/article/+Page.tsx), or null. */
export function readMarker(doc: ParentNode): LiveMarker | null {
  const el = doc.querySelector<HTMLElement>(`[${LIVE_ARTICLE_ATTR}]`);
  if (!el) return null;
  const version = Number(dataOf(el, LIVE_VERSION_ATTR));
  const slug = dataOf(el, LIVE_SLUG_ATTR);
  if (!slug || !Number.isFinite(version)) return null;
  return { slug, version, live: el.hasAttribute(LIVE_LIVE_ATTR), page: Number(dataOf(el, LIVE_PAGE_ATTR) ?? '1') || 1 };
}

/** Whether the server's version is newer than the one shown (a missing or odd answer is not). */
export function isNewer(shown: number, server: unknown): server is number {
  return typeof server === 'number' && Number.isFinite(server) && server > shown;
}

/** 'N új bejegyzés', the toast that brings new live-blog posts in. */
export function newPostsText(n: number): string {
  return `${n} új bejegyzés`;
}

/** The tab title with the count of unseen posts in front: '(3) Title'. */
export function titleWithCount(title: string, n: number): string {
  const base = title.replace(/^\(\d+\) /, '');
  return n > 0 ? `(${n}) ${base}` : base;
}

/** Replaces the changed regions of `current` with those of `fresh`; the names of the replaced ones. */
export function swapRegions(current: ParentNode, fresh: ParentNode): string[] {
  const changed: string[] = [];
  for (const name of SWAP_REGIONS) {
    const now = current.querySelector<HTMLElement>(has(LIVE_SWAP_ATTR, name));
    const next = fresh.querySelector<HTMLElement>(has(LIVE_SWAP_ATTR, name));
    if (!now || !next || now.innerHTML === next.innerHTML) continue;
    // A reader's focus inside goes on at the element in the same place of the new text, or at the region: never
    // to <body>, where the next Tab would start the page over.
    const focused = now.ownerDocument.activeElement;
    const at = focused && now.contains(focused) ? [...now.querySelectorAll('*')].indexOf(focused) : -1;
    now.innerHTML = next.innerHTML;
    if (at >= 0) refocus(now, at);
    changed.push(name);
  }
  return changed;
}

function refocus(region: HTMLElement, at: number): void {
  const el = region.querySelectorAll<HTMLElement>('*')[at];
  const target = el && el.tabIndex >= 0 ? el : region;
  if (target === region) region.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** Posts of `fresh`'s live blog that `current` does not show yet, newest first. */
export function newPosts(current: ParentNode, fresh: ParentNode): HTMLElement[] {
  const blog = current.querySelector(`[${LIVE_BLOG_ATTR}]`);
  const freshBlog = fresh.querySelector(`[${LIVE_BLOG_ATTR}]`);
  if (!blog || !freshBlog) return [];
  const shown = new Set(Array.from(blog.querySelectorAll<HTMLElement>('article[id]'), (a) => a.id));
  return Array.from(freshBlog.querySelectorAll<HTMLElement>(`article[id]:not([${LIVE_PINNED_ATTR}])`)).filter((a) => !shown.has(a.id));
}

/** Puts posts at the top of the live blog's stream (after the pinned ones); the inserted nodes. */
export function insertPosts(current: Document, posts: HTMLElement[]): HTMLElement[] {
  const blog = current.querySelector(`[${LIVE_BLOG_ATTR}]`);
  if (!blog || posts.length === 0) return [];
  const first = blog.querySelector(`article[id]:not([${LIVE_PINNED_ATTR}])`);
  const nodes = posts.map((p) => current.importNode(p, true) as HTMLElement);
  for (const n of nodes) {
    if (first) first.before(n);
    else blog.append(n);
  }
  return nodes;
}

export interface LiveArticleDeps {
  marker: LiveMarker;
  version(slug: string): Promise<{ v: number }>;
  /** The page's current static HTML, parsed. */
  fetchPage(): Promise<Document>;
  /** Applies a fresher page; answers whether the fresher page is still live. */
  apply(fresh: Document, marker: LiveMarker): boolean;
  /** On the front page only the version number is kept (reader-site.md §4). */
  versionOnly?: boolean;
}

/** The poller: a scheduler task that checks the version and applies a newer page. */
export function liveArticleTask(deps: LiveArticleDeps, intervalMs: number): PollTask & { state(): { shown: number; target: number } } {
  let shown = deps.marker.version;
  let target = shown;
  let tries = 0;
  return {
    name: `live-article:${deps.marker.slug}`,
    intervalMs,
    state: () => ({ shown, target }),
    async run(): Promise<RunResult> {
      if (target <= shown) {
        const { v } = await deps.version(deps.marker.slug);
        if (!isNewer(shown, v)) return;
        target = v;
        tries = 0;
        if (deps.versionOnly) {
          shown = target;
          return;
        }
      }
      const fresh = await deps.fetchPage();
      const m = readMarker(fresh);
      if (!m || m.slug !== deps.marker.slug) return;
      if (m.version < target) {
        // The API knows the new version; the static page is still being published. Look again soon.
        return ++tries <= CATCH_UP_TRIES ? { nextInMs: CATCH_UP_MS } : undefined;
      }
      const stillLive = deps.apply(fresh, m);
      shown = target = m.version;
      return stillLive ? undefined : 'stop';
    },
  };
}
