// The live layer of a page that has something live, loaded by renderer/+client.ts only then: the live
// article poller (with the live blog's new posts) on the one scheduler. Nothing here runs on a page
// without live content.
import { REFRESH_INTERVAL_MS } from '../domain/constants';
import { browserClient } from '../contentClient/browser';
import { pageScheduler } from './scheduler';
import { fetchOwnPage } from './ownPage';
import { AT_TOP_SLACK_PX, insertPosts, liveArticleTask, newPosts, newPostsText, readMarker, swapRegions, titleWithCount, type LiveMarker } from './liveArticle';
import styles from './LiveToast.module.css';
import { has } from '../domain/dataAttributes';
import { HTML_LIVE_LAYER_ATTR, HTML_PREVIEW_ATTR } from '../domain/documentAttributes';
import {
  BADGE_BADGE_ATTR,
  LIVE_ARTICLE_ATTR,
  LIVE_BLOG_ATTR,
  LIVE_FRESH_ATTR,
  LIVE_LIVE_ATTR,
  LIVE_SWAP_ATTR,
  LIVE_TOAST_ATTR,
  LIVE_VERSION_ATTR,
} from './attrs';

// No token: a preview page's /api carries the editor's session to the content API itself (server/preview/app.ts).
// What the browser keeps of the spec's token rules is the way to /login when the preview refuses.
export const api = browserClient({
  auth: {
    isPreview: () => document.documentElement.hasAttribute(HTML_PREVIEW_ATTR),
    toLogin: (path) => location.assign(path),
  },
});

/** New posts waiting behind the toast, newest first. */
let waiting: HTMLElement[] = [];
let toast: HTMLElement | null = null;

function readerAtTop(): boolean {
  const blog = document.querySelector(`[${LIVE_BLOG_ATTR}]`);
  return !!blog && blog.getBoundingClientRect().top > -AT_TOP_SLACK_PX;
}

/** What the page script does for content put in the page (embeds, ads), handed over by live/start.ts. */
let enhance: (root: HTMLElement) => void = () => {};

function showPosts(posts: HTMLElement[]): void {
  const nodes = insertPosts(document, posts);
  for (const n of nodes) {
    enhance(n);
    n.setAttribute(LIVE_FRESH_ATTR, '');
  }
}

function renderToast(): void {
  if (!toast) {
    toast = document.createElement('div');
    toast.className = styles.toast ?? '';
    toast.setAttribute('role', 'status');
    toast.setAttribute('aria-live', 'polite');
    toast.setAttribute(LIVE_TOAST_ATTR, '');
    document.body.append(toast);
  }
  document.title = titleWithCount(document.title, waiting.length);
  if (waiting.length === 0) {
    toast.replaceChildren();
    return;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = newPostsText(waiting.length);
  button.addEventListener('click', () => {
    const posts = waiting;
    waiting = [];
    showPosts(posts);
    renderToast();
    const blog = document.querySelector<HTMLElement>(`[${LIVE_BLOG_ATTR}]`);
    const first = blog?.querySelector<HTMLElement>(`article[${LIVE_FRESH_ATTR}]`);
    (first ?? blog)?.scrollIntoView({ block: 'start' });
    first?.setAttribute('tabindex', '-1');
    first?.focus({ preventScroll: true });
  });
  toast.replaceChildren(button);
}

function apply(fresh: Document, m: LiveMarker): boolean {
  const root = document.querySelector<HTMLElement>(`[${LIVE_ARTICLE_ATTR}]`)!;
  const changed = swapRegions(document, fresh);
  if (changed.includes('body')) {
    const body = document.querySelector<HTMLElement>(has(LIVE_SWAP_ATTR, 'body'))!;
    enhance(body);
  }
  root.setAttribute(LIVE_VERSION_ATTR, String(m.version));
  if (m.page === 1) {
    const seen = new Set(waiting.map((p) => p.id));
    const posts = newPosts(document, fresh).filter((p) => !seen.has(p.id));
    if (posts.length > 0) {
      if (waiting.length === 0 && readerAtTop()) showPosts(posts);
      else waiting = [...posts, ...waiting];
    }
  }
  document.title = titleWithCount(fresh.title || document.title, waiting.length);
  if (waiting.length > 0 || toast) renderToast();
  if (!m.live) {
    root.removeAttribute(LIVE_LIVE_ATTR);
    document.querySelector(`[${LIVE_ARTICLE_ATTR}] ${has(BADGE_BADGE_ATTR, 'live')}`)?.remove();
  }
  return m.live;
}

/** Forgets the page's posts and toast: the podcast player swaps another page in (its pollers end on the scheduler). */
export function stopLive(): void {
  waiting = [];
  toast?.remove();
  toast = null;
  document.documentElement.removeAttribute(HTML_LIVE_LAYER_ATTR);
}

/** Starts what the page needs; answers the names of the started pollers. */
export function bootLive(enhanceContent: (root: HTMLElement) => void): string[] {
  enhance = enhanceContent;
  const scheduler = pageScheduler();
  const marker = readMarker(document);
  const started: string[] = [];
  document.documentElement.setAttribute(HTML_LIVE_LAYER_ATTR, '');
  if (marker?.live) {
    const task = liveArticleTask(
      {
        marker,
        version: (slug) => api.get<{ v: number }>(`/api/articles/${encodeURIComponent(slug)}/version`, { fresh: true }),
        fetchPage: fetchOwnPage,
        apply,
      },
      REFRESH_INTERVAL_MS,
    );
    scheduler.add(task);
    started.push(task.name);
  }
  return started;
}
