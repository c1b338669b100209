// The publisher's lock in Redis (REDIS_URL, D-407): SET NX PX with a token of this process; renewed every
// third of its TTL while the process lives, so a holder killed without a word (kill -9, a lost machine) loses
// it when the TTL runs out and a waiting replica takes over. Renewal and release touch the key only while it
// still holds this token.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';

export const LOCK_KEY = 'prerender:publisher-lock';
export const LOCK_TTL_MS = 30_000;

const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

// A PublisherLock (publisherLock.ts) by its shape: that file loads this one only when REDIS_URL is set.
export class RedisLock {
  private readonly ttlMs: number;
  private readonly token = `${hostname()} pid ${process.pid} ${randomBytes(6).toString('hex')}`;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  /** While held: until when the last renewal Redis confirmed keeps it this process's, whatever Redis says meanwhile. */
  private validUntil: number | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    o: { ttlMs?: number; now?: () => number; log: (line: string) => void },
  ) {
    this.ttlMs = o.ttlMs ?? LOCK_TTL_MS;
    this.now = o.now ?? Date.now;
    this.log = o.log;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.validUntil !== null) return this.renew();
    const at = this.now();
    try {
      if ((await this.redis.set(LOCK_KEY, this.token, 'PX', this.ttlMs, 'NX')) !== 'OK') return false;
    } catch (err) {
      this.log(`publisher's lock: Redis did not answer (${(err as Error).message}): not publishing`);
      return false;
    }
    this.validUntil = at + this.ttlMs;
    this.timer = setInterval(() => void this.renew(), this.ttlMs / 3).unref();
    return true;
  }

  /**
   * Extends the TTL; false once the key names another holder (this process stalled past its TTL). A Redis that
   * does not answer leaves the lock this process's until the last confirmed TTL runs out, as for the others.
   */
  async renew(): Promise<boolean> {
    if (this.validUntil === null) return false;
    const at = this.now();
    let renewed: number;
    try {
      renewed = (await this.redis.eval(RENEW, 1, LOCK_KEY, this.token, this.ttlMs)) as number;
    } catch {
      return this.validUntil !== null && this.now() < this.validUntil;
    }
    if (renewed === 1) {
      this.validUntil = at + this.ttlMs;
      return true;
    }
    this.log(`publisher's lock: lost to ${(await this.redis.get(LOCK_KEY).catch(() => null)) ?? 'nobody'} (this process stalled past its TTL)`);
    this.stop();
    return false;
  }

  async holder(): Promise<string> {
    try {
      const token = await this.redis.get(LOCK_KEY);
      return token ? `${token} (Redis key ${LOCK_KEY})` : 'nobody';
    } catch (err) {
      return `whoever Redis says (it does not answer: ${(err as Error).message})`;
    }
  }

  async close(): Promise<void> {
    if (this.validUntil !== null) {
      this.stop();
      await this.redis.eval(RELEASE, 1, LOCK_KEY, this.token).catch(() => {});
    }
    this.redis.disconnect();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.validUntil = null;
  }
}
