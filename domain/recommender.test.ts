import { describe, expect, it } from 'vitest';
import { HOLDBLOG_SHOWN, RECOMMENDER_TITLE_MAX, isHoldblogPath, nextRecommenderVersion, pickRandomIndexes } from './recommender';
import { TITLE_OTHER_SHORT } from './lists';

describe('nextRecommenderVersion', () => {
  it('never repeats a version until all 20 were used', () => {
    let used: number[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const next = nextRecommenderVersion(used, () => 0.5);
      seen.add(next.version);
      used = next.used;
    }
    expect(seen.size).toBe(20);
    expect(nextRecommenderVersion(used, () => 0).used).toHaveLength(1);
  });
});

describe('the holdblog recommender', () => {
  it('draws 4 different articles of the pool', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let round = 0; round < 50; round++) {
      const picked = pickRandomIndexes(20, HOLDBLOG_SHOWN, random);
      expect(picked).toHaveLength(4);
      expect(new Set(picked).size).toBe(4);
      expect(picked.every((i) => i >= 0 && i < 20)).toBe(true);
    }
  });
  it('draws every article sometimes, and all of a short pool', () => {
    const hits = new Set<number>();
    for (let k = 0; k < 20; k++) pickRandomIndexes(20, 4, () => k / 20).forEach((i) => hits.add(i));
    expect(hits.size).toBeGreaterThan(10);
    expect(pickRandomIndexes(3, 4, () => 0.99).sort()).toEqual([0, 1, 2]);
    expect(pickRandomIndexes(5, 4, () => Number.NaN)).toEqual([0, 1, 2, 3]);
  });
  it('shows on the holdblog section page only', () => {
    expect(isHoldblogPath('/rovat/holdblog')).toBe(true);
    expect(isHoldblogPath('/rovat/belfold')).toBe(false);
  });
});

describe('the recommender box’s titles', () => {
  it('are cut at a narrow block’s length (§5), as its cards sit beside their pictures in the sidebar', () => {
    expect(RECOMMENDER_TITLE_MAX).toBe(TITLE_OTHER_SHORT);
  });
});
