// The recommender box's version in the browser (specialised-features.md §4: a random version 1–20, none
// twice until all were shown). The static page carries the version it was rendered with; when the box
// comes near the viewport the reader's next version is drawn and, when it is another, its lists replace
// the cards' links, titles and pictures. Plain DOM work: React is not worth loading for it.
import type { Article, RecommenderResponse, SiteSlug } from '../../domain/types';
import { RECOMMENDER_TITLE_MAX, nextRecommenderVersion } from '../../domain/recommender';
import { articleHref } from '../../domain/urls';
import { truncate } from '../../domain/lists';
import { srcset } from '../../domain/images';
import { SITE_HEADER, isSiteSlug } from '../../domain/sites';
import { dataOf } from '../../domain/dataAttributes';
import {
  RECOMMENDER_ARTICLE_ID_ATTR,
  RECOMMENDER_BOX_ATTR,
  RECOMMENDER_EXCLUDE_ATTR,
  RECOMMENDER_GROUP_ATTR,
  RECOMMENDER_SITE_ATTR,
  RECOMMENDER_TEXT_ONLY_ATTR,
} from './attrs';

/** Where the browser keeps the versions the reader has seen in the current round. */
export const RECOMMENDER_STORAGE_KEY = 'recommenderVersions';

type Group = 'newest' | 'important';

function readUsed(storage: Storage | null): number[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(RECOMMENDER_STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function patchCard(card: HTMLElement, a: Article, site: SiteSlug, textOnly: string): void {
  card.setAttribute(RECOMMENDER_ARTICLE_ID_ATTR, String(a.id));
  const link = card.querySelector('a');
  if (link) {
    const title = truncate(a.title, RECOMMENDER_TITLE_MAX);
    link.href = articleHref(a, site);
    link.textContent = title.text;
    if (title.truncated) link.title = a.title;
    else link.removeAttribute('title');
  }
  const img = card.querySelector('img');
  if (!img) return;
  if (!a.coverImageSet) {
    img.remove();
    // Without it the card keeps the picture's column, and the title wraps in the narrow one left.
    if (textOnly) card.classList.add(textOnly);
    return;
  }
  img.src = a.coverImageSet.src;
  img.srcset = srcset(a.coverImageSet);
  img.width = a.coverImageSet.width;
  img.height = a.coverImageSet.height;
}

/** Draws the reader's version for the box and, when it differs from the rendered one, shows its lists. */
export async function rotateRecommender(box: HTMLElement, opts: { storage: Storage | null; random: () => number; fetch: typeof fetch }): Promise<void> {
  const next = nextRecommenderVersion(readUsed(opts.storage), opts.random);
  try {
    opts.storage?.setItem(RECOMMENDER_STORAGE_KEY, JSON.stringify(next.used));
  } catch {
    // Storage full or blocked: the version is still drawn, without memory.
  }
  if (next.version === Number(dataOf(box, RECOMMENDER_BOX_ATTR))) return;
  // The box names the page's site: the lists are that site's, and their cards are linked as the server
  // links them (domain/urls.ts), absolute when an article lives on the other domain.
  const named = dataOf(box, RECOMMENDER_SITE_ATTR) ?? '';
  const site: SiteSlug = isSiteSlug(named) ? named : 'main';
  const res = await opts.fetch(`/api/recommended/mstag/all?v=${next.version}`, { headers: { [SITE_HEADER]: site } });
  if (!res.ok) return;
  const lists = (await res.json()) as RecommenderResponse;
  const exclude = Number(dataOf(box, RECOMMENDER_EXCLUDE_ATTR));
  for (const section of box.querySelectorAll<HTMLElement>(`[${RECOMMENDER_GROUP_ATTR}]`)) {
    const items = (lists[dataOf(section, RECOMMENDER_GROUP_ATTR) as Group] ?? []).filter((a) => a.id !== exclude);
    // The rendered cards are the slots: a shorter list leaves fewer, a longer one is cut to them.
    section.querySelectorAll<HTMLElement>(`[${RECOMMENDER_ARTICLE_ID_ATTR}]`).forEach((card, i) => {
      const a = items[i];
      if (a) patchCard(card, a, site, dataOf(box, RECOMMENDER_TEXT_ONLY_ATTR) ?? '');
      else card.remove();
    });
  }
  box.setAttribute(RECOMMENDER_BOX_ATTR, String(next.version));
}

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** On a page with a recommender box: rotate it once it is near the viewport (a failure keeps the rendered lists). */
export function watchRecommender(): void {
  const box = document.querySelector<HTMLElement>(`[${RECOMMENDER_BOX_ATTR}]`);
  if (!box) return;
  const run = () => void rotateRecommender(box, { storage: storageOrNull(), random: Math.random, fetch: window.fetch.bind(window) }).catch(() => undefined);
  if (!('IntersectionObserver' in window)) return run();
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  seen.observe(box);
}
