// The embedded services' attempt limits (editors' logins, readers' sign-in links, …): one interface, two
// stores, chosen once per process (D-406). Without REDIS_URL each process counts in memory with a sliding
// window (below); it forgets on restart, which costs an attacker nothing they could not get by waiting out
// the window. With it, replicas count together in Redis (services/redisRateLimit.ts).

/** A limit: attempts allowed within `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface Limiter {
  /**
   * Counts one attempt for every key and answers null, or, when any key is at its limit, counts nothing and
   * answers the whole seconds until that key has room again (for Retry-After).
   */
  attempt(...keys: string[]): Promise<number | null>;
}

/** A service's limiters, each by a name unique in the process (the Redis one's key prefix). */
export type Limiters = (name: string, rule: LimitRule & { now?: () => number }) => Limiter;

export const memoryLimiters: Limiters = (_name, rule) => new RateLimiter(rule);

export interface RateLimitOptions extends LimitRule {
  /** Milliseconds; injectable for tests. */
  now?: () => number;
  /** Above this many keys, keys with no attempt left in the window are dropped (attackers choose keys). */
  sweepAbove?: number;
}

export class RateLimiter implements Limiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly sweepAbove: number;

  constructor(opts: RateLimitOptions) {
    this.limit = opts.limit;
    this.windowMs = opts.windowMs;
    this.now = opts.now ?? Date.now;
    this.sweepAbove = opts.sweepAbove ?? 10_000;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (times.length > 0) this.hits.set(key, times);
    else this.hits.delete(key);
    return times;
  }

  // No await inside: the check and the count are one step, whatever else the process is doing.
  async attempt(...keys: string[]): Promise<number | null> {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.limit) waitMs = Math.max(waitMs, times[times.length - this.limit]! + this.windowMs - now);
    }
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    if (this.hits.size > this.sweepAbove) this.sweep(now);
    for (const key of keys) this.hits.set(key, [...(this.hits.get(key) ?? []), now]);
    return null;
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}
