// The recommender box's version rule, on its own: the browser's one script imports it, so it must not
// bring the list views along.
import { RECOMMENDER_VERSIONS } from './constants';
import { TITLE_OTHER_SHORT } from './lists';

/**
 * A title in the recommender box (§5): the narrow blocks' length, as the box's cards sit beside their pictures in the
 * sidebar's column, where 60 characters take three lines (the CSS clamps them there).
 */
export const RECOMMENDER_TITLE_MAX = TITLE_OTHER_SHORT;

/**
 * The next recommender version in the browser (specialised-features.md §4): random among 1–20, never one
 * already used until all were; then the round starts again. Returns the version and the updated round.
 */
export function nextRecommenderVersion(used: readonly number[], random: () => number): { version: number; used: number[] } {
  const seen = new Set(used.filter((v) => Number.isInteger(v) && v >= 1 && v <= RECOMMENDER_VERSIONS));
  const round = seen.size >= RECOMMENDER_VERSIONS ? new Set<number>() : seen;
  const left = Array.from({ length: RECOMMENDER_VERSIONS }, (_, i) => i + 1).filter((v) => !round.has(v));
  const r = random();
  const version = left[Math.min(left.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * left.length)))]!;
  return { version, used: [...round, version] };
}

/** The Holdblog's section; its list page shows its own recommender (specialised-features.md §4). */
export const HOLDBLOG_SECTION = 'holdblog';
/** §4: the holdblog recommender shows 4 random articles. */
export const HOLDBLOG_SHOWN = 4;
/** The newest articles of the section the 4 are drawn from. */
export const HOLDBLOG_POOL = 20;

/** Whether a list page is the Holdblog's section page (where its recommender shows). */
export function isHoldblogPath(path: string): boolean {
  return path === `/rovat/${HOLDBLOG_SECTION}`;
}

/** `n` different indexes of a pool of `size`, drawn at random (a partial Fisher–Yates shuffle), in drawn order. */
export function pickRandomIndexes(size: number, n: number, random: () => number): number[] {
  const idx = Array.from({ length: size }, (_, i) => i);
  const take = Math.min(n, size);
  for (let i = 0; i < take; i++) {
    const r = random();
    const j = i + Math.min(size - i - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * (size - i))));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx.slice(0, take);
}
