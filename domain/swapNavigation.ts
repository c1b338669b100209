// Which link clicks may keep the page (and the podcast playing in it) while the next page's content is put in
// place (decision D-228). Our pages are separate documents; while an episode plays, a plain click to
// another page of the same site fetches that page's static HTML and swaps the content. Everything else is the
// browser's own navigation, as without a player. Pure rules; live/player/swap.ts applies them.
export type SwapDecision = { kind: 'swap'; url: URL } | { kind: 'native'; reason: string };

export interface SwapClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface SwapLink {
  href: string;
  target: string;
  download: boolean;
}

/** Paths that are files or calls, never pages: the browser opens them. */
const NOT_PAGES = /^\/(?:api|media|assets|builds|rss|internal)(?:\/|$)|\.[a-z0-9]{2,5}$/i;

/**
 * What a click on `link` does while an episode plays: a swap, or the browser's own navigation (a full load, a
 * new tab, a download, a jump within the page) with the reason. Another site of the same domain (a sub-site:
 * its header, menus and colours differ) is told by the fetched page (swapRefusal), which then loads in full.
 */
export function swapDecision(click: SwapClick, link: SwapLink, current: URL, appMode: boolean): SwapDecision {
  const native = (reason: string): SwapDecision => ({ kind: 'native', reason });
  if (click.defaultPrevented) return native('handled');
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return native('modified click');
  if (link.download) return native('download');
  if (link.target && link.target !== '_self') return native('other window');
  if (appMode) return native('mobile app');
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return native('bad address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return native('not a page');
  if (url.origin !== current.origin) return native('other domain');
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return native('same page');
  if (NOT_PAGES.test(url.pathname)) return native('not a page');
  return { kind: 'swap', url };
}

/** What the fetched page says about itself, read off its HTML (live/player/swap.ts). */
export interface FetchedPage {
  ok: boolean;
  /** The answer's media type. */
  contentType: string;
  /** Where the answer came from after redirects. */
  finalUrl: URL;
  /** `<html data-site>`. */
  site: string | null;
  /** The page script's address: another one is another build (D-205). */
  script: string | null;
  /** It has the content region (`<main id="tartalom">`). */
  hasMain: boolean;
}

/** Null when the fetched page can be put in place of this one; else why a full load is needed. */
export function swapRefusal(page: FetchedPage, current: { origin: string; site: string | null; script: string | null }): string | null {
  if (!page.ok) return 'status';
  if (!/^text\/html\b/i.test(page.contentType)) return 'not html';
  if (page.finalUrl.origin !== current.origin) return 'other domain';
  if (page.site !== current.site) return 'other site';
  if (page.script === null || page.script !== current.script) return 'other build';
  if (!page.hasMain) return 'no content';
  return null;
}
