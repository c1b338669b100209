// The live tag of an article (reader-site.md §4 "Live tag", §9).
import type { Article } from './types';
import { REFRESH_INTERVAL_MS, minutesStillChange } from './constants';

export const LIVE_BADGE = 'ÉLŐ';
export const REFRESH_BADGE = 'FRISSÜL';
export type LiveBadge = typeof LIVE_BADGE | typeof REFRESH_BADGE;

/** How often the live tag recomputes its minutes and a live article checks its version. */
export const LIVE_REFRESH_MS = REFRESH_INTERVAL_MS;

function hasFlag(article: Pick<Article, 'flags'>, slug: 'live' | 'refresh'): boolean {
  return article.flags.some((f) => f.slug === slug);
}

/** 'ÉLŐ' for flag live, 'FRISSÜL' for flag refresh (live wins when both are set), otherwise null. */
export function liveBadge(article: Pick<Article, 'flags'>): LiveBadge | null {
  if (hasFlag(article, 'live')) return LIVE_BADGE;
  if (hasFlag(article, 'refresh')) return REFRESH_BADGE;
  return null;
}

/**
 * Time since the last update, as the FRISSÜL tag tells it: 'most' in the first minute, 'N perce' from 1
 * to 10 minutes, then just 'frissült' (updated), with no number. Whole minutes, rounded down; an update
 * time in the future (clock skew) counts as now.
 */
export function minutesText(updatedAtUnix: number, nowUnix: number): string {
  if (!minutesStillChange(updatedAtUnix, nowUnix)) return 'frissült';
  const minutes = Math.max(0, Math.floor((nowUnix - updatedAtUnix) / 60));
  return minutes === 0 ? 'most' : `${minutes} perce`;
}

/**
 * What a FRISSÜL tag says: its label with the minutes while they count ('FRISSÜL' '5 perce'); after them the
 * one word 'frissült' (updated) in the label's place, since beside the label it would say the same word twice
 * ('FRISSÜL frissült').
 */
export function refreshTag(updatedAtUnix: number, nowUnix: number): { label: string; text: string | null } {
  const text = minutesText(updatedAtUnix, nowUnix);
  return minutesStillChange(updatedAtUnix, nowUnix) ? { label: REFRESH_BADGE, text } : { label: text, text: null };
}

export type LiveTag = { badge: typeof LIVE_BADGE; label: typeof LIVE_BADGE; text: null } | { badge: typeof REFRESH_BADGE; label: string; text: string | null };

/** The whole tag: ÉLŐ alone, or the FRISSÜL tag of `refreshTag`; null when the article is neither. */
export function liveTag(article: Pick<Article, 'flags' | 'updatedAt'>, nowUnix: number): LiveTag | null {
  const badge = liveBadge(article);
  if (badge === LIVE_BADGE) return { badge, label: badge, text: null };
  if (badge === REFRESH_BADGE) return { badge, ...refreshTag(article.updatedAt, nowUnix) };
  return null;
}
