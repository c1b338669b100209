// A front page's live stories (reader-site.md §4 "Live article refresh": on the front page only the version
// is followed, not the article): each live card's version is asked every 15 s on the one scheduler; a newer
// one brings the front page's static HTML again (the prerender job republished it with the edit), and the card
// is swapped for its new self in place. While the static page still lags the version, it looks again soon.
import { REFRESH_INTERVAL_MS } from '../domain/constants';
import { dataOf, has } from '../domain/dataAttributes';
import { CATCH_UP_MS, CATCH_UP_TRIES, isNewer } from './liveArticle';
import type { PollTask, RunResult } from './scheduler';
import { LIVE_CARD_ATTR, LIVE_VERSION_ATTR } from './attrs';
import { HTML_LIVE_LAYER_ATTR } from '../domain/documentAttributes';

export interface LiveCardsDeps {
  root: ParentNode;
  version(slug: string): Promise<{ v: number }>;
  /** The page's current static HTML, parsed. */
  fetchPage(): Promise<Document>;
}

/** The live cards a page shows: slug and the version each shows. */
export function liveCards(root: ParentNode): { slug: string; version: number; el: HTMLElement }[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${LIVE_CARD_ATTR}]`)).flatMap((el) => {
    const slug = dataOf(el, LIVE_CARD_ATTR);
    const version = Number(dataOf(el, LIVE_VERSION_ATTR));
    return slug && Number.isFinite(version) ? [{ slug, version, el }] : [];
  });
}

/**
 * Swaps the cards of `slug` for the fresh page's, each for the one at its place (a story may be a lead in one
 * auto-block version and a line in another), when the fresh page shows at least `target`; answers whether it did.
 */
export function swapCard(root: ParentNode, fresh: Document, slug: string, target: number): boolean {
  const next = Array.from(fresh.querySelectorAll<HTMLElement>(has(LIVE_CARD_ATTR, slug)));
  if (next.length === 0 || next.some((n) => Number(dataOf(n, LIVE_VERSION_ATTR)) < target)) return false;
  liveCards(root)
    .filter((c) => c.slug === slug)
    .forEach((c, i) => c.el.replaceWith((next[i] ?? next[0]!).cloneNode(true)));
  return true;
}

export function liveCardsTask(deps: LiveCardsDeps, intervalMs = REFRESH_INTERVAL_MS): PollTask {
  /** Versions the API announced that the page does not show yet, by slug. */
  const waiting = new Map<string, number>();
  let tries = 0;
  return {
    name: 'front-live-cards',
    intervalMs,
    async run(): Promise<RunResult> {
      const cards = liveCards(deps.root);
      if (cards.length === 0) return 'stop';
      if (waiting.size === 0) {
        const shown = new Map(cards.map((c) => [c.slug, c.version]));
        for (const [slug, version] of shown) {
          const { v } = await deps.version(slug);
          if (isNewer(version, v)) waiting.set(slug, v);
        }
        if (waiting.size === 0) return;
        tries = 0;
      }
      const fresh = await deps.fetchPage();
      for (const [slug, target] of waiting) if (swapCard(deps.root, fresh, slug, target)) waiting.delete(slug);
      if (waiting.size === 0) return;
      if (++tries <= CATCH_UP_TRIES) return { nextInMs: CATCH_UP_MS };
      waiting.clear();
    },
  };
}

/** Starts following the front page's live cards (live/start.ts, when it has one). */
export async function followLiveCards(): Promise<void> {
  const [{ browserClient }, { pageScheduler }, { fetchOwnPage }] = await Promise.all([
    import('../contentClient/browser'),
    import('./scheduler'),
    import('./ownPage'),
  ]);
  const api = browserClient();
  document.documentElement.setAttribute(HTML_LIVE_LAYER_ATTR, '');
  pageScheduler().add(
    liveCardsTask({
      root: document,
      version: (slug) => api.get<{ v: number }>(`/api/articles/${encodeURIComponent(slug)}/version`, { fresh: true }),
      fetchPage: fetchOwnPage,
    }),
  );
}
