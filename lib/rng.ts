// A small seeded PRNG so that the same seed gives the same corpus on every machine.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRng(seed: number): Rng {
  // mulberry32: tiny, fast and good enough for test data.
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p) => next() < p,
    sample: (items, k) => {
      const copy = items.slice();
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
