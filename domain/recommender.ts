// The recommender box's version rule, on its own: the browser's one script imports it, so it must not
// bring the list views along.
import { RECOMMENDER_VERSIONS } from './constants';

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
