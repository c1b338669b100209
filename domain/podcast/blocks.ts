// Where readers meet episodes, and how many (reader-site.md §9, specialised-features.md §9; D-227): the front
// page's block of the newest episodes at the position the unique item `frontpage-podcast-block-position`
// gives, the After front's 5, the G7 front's 5 of which 3 are cards, the G7 /podcast tab, a podcast's page.
import type { SiteSlug } from '../types';
import { EPISODES_DEFAULT } from '../constants';

/** The unique item that places the front page's podcast block among the curated blocks. */
export const FRONT_PODCAST_POSITION_UNIQUE = 'frontpage-podcast-block-position';

/** Episodes on the front page's block (GET /api/index/episodes; the spec's "episodes default 4"). */
export const INDEX_EPISODES = EPISODES_DEFAULT;

/** A sub-site front's podcast block: how many of its podcasts' newest episodes, how many of them as cards. */
export const SUB_SITE_EPISODES: Partial<Record<SiteSlug, { count: number; cards: number }>> = {
  after: { count: 5, cards: 5 },
  g7: { count: 5, cards: 3 },
};

/** A list tab of podcast articles (G7's /podcast, reader-site.md §2): its podcast's newest episodes above the articles. */
export const TAB_EPISODES = EPISODES_DEFAULT;
/** The tabs that show a podcast's episodes, by path: the podcast's slug. */
export const PODCAST_TABS: Readonly<Record<string, string>> = { '/g7/podcast': 'g7-podcast' };

/** A podcast's page lists this many of its newest episodes. */
export const PODCAST_PAGE_EPISODES = 50;

/** The unique item's content as a position; null (the block goes after every curated block) when it is not a number. */
export function frontPodcastPosition(content: string | null | undefined): number | null {
  const text = (content ?? '').trim();
  return /^-?\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * Where the block goes among blocks in position order: before the first block placed after it (a block at the
 * same position keeps its place first); at the end without a position.
 */
export function insertIndex(positions: readonly number[], at: number | null): number {
  if (at === null) return positions.length;
  const i = positions.findIndex((p) => p > at);
  return i === -1 ? positions.length : i;
}

/** A block's episodes: the first `cards` as cards, the rest as links. */
export function splitCards<T>(episodes: readonly T[], cards: number): { cards: T[]; more: T[] } {
  return { cards: episodes.slice(0, cards), more: episodes.slice(cards) };
}
