// Sliding-window attempt counter of the embedded services (editors' logins, readers' sign-in links), in
// memory: one process serves them. It forgets on restart, which costs an attacker nothing they could not
// get by waiting out the window.

export interface RateLimitOptions {
  /** Attempts allowed within `windowMs`. */
  limit: number;
  windowMs: number;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
  /** Above this many keys, keys with no attempt left in the window are dropped (attackers choose keys). */
  sweepAbove?: number;
}

export class RateLimiter {
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

  /**
   * Counts one attempt for every key and answers null, or, when any key is at its limit, counts nothing and
   * answers the whole seconds until that key has room again (for Retry-After).
   */
  attempt(...keys: string[]): number | null {
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
