/** Counts hits per key in a sliding window; lives in the process (one CRM instance serves the site). */
export interface RateLimiter {
  /** Records a hit for `key` when it is allowed and answers 0; otherwise the whole seconds to wait. */
  hit(key: string): number;
}

// Keys (addresses, clients) are swept of old hits once there are this many, so a flood of distinct keys
// cannot grow the map without bound.
const SWEEP_AT = 10_000;

export function createRateLimiter(opts: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const hits = new Map<string, number[]>();
  const sweep = (now: number) => {
    for (const [key, times] of hits) if (times[times.length - 1]! <= now - opts.windowMs) hits.delete(key);
  };
  return {
    hit(key) {
      const now = opts.now();
      const times = (hits.get(key) ?? []).filter((t) => t > now - opts.windowMs);
      if (times.length >= opts.limit) {
        hits.set(key, times);
        return Math.max(1, Math.ceil((times[0]! + opts.windowMs - now) / 1000));
      }
      if (!hits.has(key) && hits.size >= SWEEP_AT) sweep(now);
      times.push(now);
      hits.set(key, times);
      return 0;
    },
  };
}
