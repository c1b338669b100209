// Playback that does not stop when the reader follows a link (issue #21, decision D-228). Our pages are
// separate documents; while an episode plays, a plain click to another page of the same site fetches that
// page's static HTML and puts its content in place of this one's: the address (history.pushState, and back and
// forward through popstate), the title and the head's page tags, the scroll position (top, the fragment's
// target, or where the reader was when going back), the focus (the page's main content, with the new title
// told to screen readers), the new page's islands and live parts started and the old page's stopped. The
// player's bar and its audio are outside the swapped content. Anything unusual is a full load: another site or
// domain, a new build, a download, a modified click, an error (domain/swapNavigation.ts). Without a playing
// episode nothing here takes a click: navigation is the browser's, as on every page.
import { COLOR_MODE_KEY, effectiveScheme, isColorMode } from '../../domain/colorMode';
import { swapDecision, swapRefusal } from '../../domain/swapNavigation';
import { pageHooks } from './episodes';
import { isAppMode } from '../appMode';
import { pageScheduler } from '../scheduler';
import { entryOf } from '../../domain/entryTag.mjs';
import { dataOf } from '../../domain/dataAttributes';
import {
  HTML_FORCE_COLOR_MODE_ATTR,
  HTML_LIVE_LAYER_ATTR,
  HTML_NAVIGATING_ATTR,
  HTML_SCHEME_ATTR,
  HTML_SITE_ATTR,
  HTML_SWAPPED_ATTR,
} from '../../domain/documentAttributes';
import { EPISODE_PLAY_ATTR } from './attrs';

/** The head's tags that belong to the page shown (the others are the site's, the same on every page). */
const PAGE_HEAD =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';

export interface SwapOptions {
  /** Whether a click may be swapped now: an episode is playing. */
  active: () => boolean;
  /** What stays in place: the player's own element (outside the swapped content). */
  keep: Element;
  /** Tells screen readers which page is now shown. */
  announce: (title: string) => void;
  /** After a swap: the new page's buttons painted. */
  onSwapped?: () => void;
}

interface EntryState {
  swap: true;
  scroll: number;
}

let options: SwapOptions | null = null;
/** This document's page script (its build, D-205). */
let build: string | null = null;
/** The path and query of the content shown: a popstate to the same one is a jump within the page. */
let shown = '';
let navigation = 0;

const here = () => `${location.pathname}${location.search}`;

function rememberScroll(): void {
  history.replaceState({ ...(history.state as object | null), swap: true, scroll: window.scrollY } satisfies EntryState, '');
}

/**
 * The new page's stylesheets this document lacks, added and waited for (3 s at most), so nothing shows unstyled: a
 * published page links its page type's file, a page rendered on demand has the same text in a <style> (D-424).
 */
async function addStyles(doc: Document): Promise<void> {
  const inline = new Set([...document.head.querySelectorAll('style')].map((s) => s.textContent));
  for (const s of doc.head.querySelectorAll('style')) if (!inline.has(s.textContent)) document.head.append(document.importNode(s, true));
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  const loads: Promise<unknown>[] = [];
  for (const l of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = l.getAttribute('href');
    if (!href || have.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loads.push(
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => resolve());
      }),
    );
    document.head.append(link);
  }
  if (loads.length) await Promise.race([Promise.all(loads), new Promise((r) => setTimeout(r, 3000))]);
}

/** The old page's live parts end: its islands (their pollers stop in their cleanups), its poll tasks, its clock. */
async function stopPage(): Promise<void> {
  pageHooks().stopPage(document);
  // The clock's listeners of the old page go with its task (live/clock.ts).
  pageScheduler().endPage();
  if (document.documentElement.hasAttribute(HTML_LIVE_LAYER_ATTR)) (await import('../boot')).stopLive();
}

function apply(doc: Document, keep: Element): void {
  document.title = doc.title;
  document.head.querySelectorAll(PAGE_HEAD).forEach((el) => el.remove());
  document.head.append(...[...doc.head.querySelectorAll(PAGE_HEAD)].map((el) => document.importNode(el, true)));
  const root = document.documentElement;
  // An English article's page is English (domain/language.ts): screen readers and translators read it so.
  const lang = doc.documentElement.getAttribute('lang');
  if (lang) root.setAttribute('lang', lang);
  else root.removeAttribute('lang');
  // A page may force a colour mode (domain/colorMode.ts); the scheme follows as the head's script would set it.
  const forced = doc.documentElement.getAttribute(HTML_FORCE_COLOR_MODE_ATTR);
  if (forced) root.setAttribute(HTML_FORCE_COLOR_MODE_ATTR, forced);
  else root.removeAttribute(HTML_FORCE_COLOR_MODE_ATTR);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLOR_MODE_KEY);
  } catch {
    stored = null;
  }
  const scheme = effectiveScheme({ forced: isColorMode(forced) ? forced : null, stored, prefersDark: matchMedia('(prefers-color-scheme: dark)').matches });
  root.setAttribute(HTML_SCHEME_ATTR, scheme);
  // The body's content, but for the player; never the new page's scripts (this document runs its own).
  for (const node of [...document.body.childNodes]) if (node !== keep) node.remove();
  doc.body.querySelectorAll('script').forEach((s) => s.remove());
  const fragment = document.createDocumentFragment();
  fragment.append(...[...doc.body.childNodes].map((n) => document.importNode(n, true)));
  document.body.insertBefore(fragment, keep);
}

function place(url: URL, scroll: number | null): void {
  if (scroll !== null) return window.scrollTo(0, scroll);
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function focusContent(): void {
  const main = document.getElementById('tartalom');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** Puts the page at `url` in place of this one; a full load when that cannot be done. */
export async function swapTo(url: URL, mode: 'push' | 'pop', scroll: number | null = null): Promise<void> {
  const o = options;
  if (!o) return;
  const id = ++navigation;
  const root = document.documentElement;
  root.setAttribute(HTML_NAVIGATING_ATTR, 'swap');
  let doc: Document;
  let final: URL;
  try {
    const res = await fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    const text = await res.text();
    doc = new DOMParser().parseFromString(text, 'text/html');
    final = new URL(res.url || url.href);
    final.hash = url.hash;
    // The site's 404 page is a page too: swapped in like any other.
    const refusal = swapRefusal(
      {
        ok: res.ok || res.status === 404,
        contentType: res.headers.get('content-type') ?? '',
        finalUrl: final,
        site: doc.documentElement.getAttribute(HTML_SITE_ATTR),
        script: entryOf(doc),
        hasMain: doc.getElementById('tartalom') !== null,
      },
      { origin: location.origin, site: root.getAttribute(HTML_SITE_ATTR), script: build },
    );
    if (refusal) throw new Error(refusal);
    await addStyles(doc);
  } catch (err) {
    if (id !== navigation) return;
    console.warn('page swap: a full load instead', url.href, err);
    if (mode === 'pop') location.reload();
    else location.assign(url.href);
    return;
  }
  if (id !== navigation) return;
  await stopPage();
  if (mode === 'push') history.pushState({ swap: true, scroll: 0 } satisfies EntryState, '', final.href);
  shown = here();
  apply(doc, o.keep);
  root.removeAttribute(HTML_NAVIGATING_ATTR);
  root.setAttribute(HTML_SWAPPED_ATTR, String(Number(dataOf(root, HTML_SWAPPED_ATTR) ?? 0) + 1));
  place(final, scroll);
  focusContent();
  o.announce(document.title);
  pageHooks().startPage(document.body);
  o.onSwapped?.();
}

function onClick(e: MouseEvent): void {
  const o = options;
  if (!o?.active()) return;
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || a.hasAttribute(EPISODE_PLAY_ATTR)) return;
  const d = swapDecision(e, { href: a.href, target: a.target, download: a.hasAttribute('download') }, new URL(location.href), isAppMode(location.search));
  if (d.kind !== 'swap') return;
  e.preventDefault();
  rememberScroll();
  void swapTo(d.url, 'push');
}

function onPopState(e: PopStateEvent): void {
  // Only entries this document made (or the first one, once it has swapped) are ours to show.
  if (shown === '' || here() === shown) return;
  const state = e.state as Partial<EntryState> | null;
  void swapTo(new URL(location.href), 'pop', typeof state?.scroll === 'number' ? state.scroll : null);
}

/** Takes over plain same-site link clicks while `active()` says so; once per document. */
export function installSwap(o: SwapOptions): void {
  if (options) return;
  options = o;
  build = entryOf(document);
  // The browser's own restoring would jump before the swapped-in page is there.
  history.scrollRestoration = 'manual';
  shown = here();
  rememberScroll();
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  // A reload or a normal page load later starts at the top as before; back here from the browser's page cache,
  // the swaps' own restoring again.
  window.addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
}
