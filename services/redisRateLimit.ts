// The attempt limits counted in Redis (REDIS_URL, D-406), so that replicas of a service count together:
// rate-limiter-flexible's Redis limiter, a fixed window per key (Redis keeps the time, whole seconds). Several
// keys of one attempt are counted together; a refused attempt takes nothing from the keys that had room, as in
// memory (a refused key stays refused to its window's end either way). When Redis cannot answer, the attempt
// is counted in this process instead (the limit then holds per replica) and one warning says so.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiter, type LimitRule, type Limiter, type Limiters } from './rateLimit';

/** Every limiter's keys start with this, then its name: `limit:<name>:<key>`. */
export const LIMIT_KEY_PREFIX = 'limit';

/** Limiters that count in `redis`; `log` gets one line when Redis fails them and one when it is back. */
export function redisLimiters(redis: Redis, log: (line: string) => void): Limiters {
  const outage = outageLog(log, 'rate limits');
  return (name, rule) => new RedisLimiter(redis, name, rule, outage);
}

class RedisLimiter implements Limiter {
  private readonly store: RateLimiterRedis;
  private readonly fallback: RateLimiter;

  constructor(
    redis: Redis,
    name: string,
    rule: LimitRule & { now?: () => number },
    private readonly outage: OutageLog,
  ) {
    // Redis counts windows in whole seconds: a window of 1.5 s would be cut to 1, one under a second never end.
    if (rule.windowMs < 1000 || rule.windowMs % 1000 !== 0) throw new Error(`limit ${name}: windowMs must be whole seconds (got ${rule.windowMs})`);
    this.store = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${LIMIT_KEY_PREFIX}:${name}`, points: rule.limit, duration: rule.windowMs / 1000 });
    this.fallback = new RateLimiter(rule);
  }

  async attempt(...keys: string[]): Promise<number | null> {
    let outcomes: (RateLimiterRes | null)[];
    try {
      outcomes = await Promise.all(keys.map((key) => this.store.consume(key).then(() => null, refusal)));
    } catch (err) {
      this.outage.failed(err);
      return this.fallback.attempt(...keys);
    }
    this.outage.answered();
    const refusals = outcomes.filter((o) => o !== null);
    if (refusals.length === 0) return null;
    // Every key was counted: the ones that had room are taken back, so a refused attempt counts nothing. A refused
    // key is not: over its limit it stays refused to its window's end either way, and a take-back that came after
    // that end would have opened the next window one attempt short (-1), a free attempt.
    const counted = keys.filter((_, i) => outcomes[i] === null);
    await Promise.all(counted.map((key) => this.store.reward(key))).catch((err: unknown) => this.outage.failed(err));
    return Math.max(1, Math.ceil(Math.max(...refusals.map((r) => r.msBeforeNext)) / 1000));
  }
}

/** rate-limiter-flexible refuses with a RateLimiterRes and fails with an Error. */
function refusal(err: unknown): RateLimiterRes {
  if (err instanceof RateLimiterRes) return err;
  throw err;
}

export interface OutageLog {
  failed(err: unknown): void;
  answered(): void;
}

/** One line when Redis stops answering `what`'s calls, one when it answers again. */
export function outageLog(log: (line: string) => void, what: string): OutageLog {
  let down = false;
  return {
    failed(err) {
      if (down) return;
      down = true;
      log(`${what}: Redis did not answer (${err instanceof Error ? err.message : String(err)}): counting in this process until it does`);
    },
    answered() {
      if (!down) return;
      down = false;
      log(`${what}: Redis answers again: counting there`);
    },
  };
}
