// The publisher's lock in Redis (D-407), against a real redis-server: one holder; a second waits and takes
// over when the first lets go, or when the first is gone and its TTL has run out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, redisReady } from '../lib/redis';
import { startRedis, type RunningRedis } from '../testing/redisServer';
import { LOCK_KEY, RedisLock } from './publisherLockRedis';

let server: RunningRedis;
let admin: Redis;

async function connect(): Promise<Redis> {
  const redis = openRedis(server.url, () => {});
  await redisReady(redis);
  return redis;
}

/** A publisher process's lock: a connection of its own. */
async function publisher(lines: string[] = []): Promise<RedisLock> {
  return new RedisLock(await connect(), { ttlMs: 60_000, log: (l) => lines.push(l) });
}

beforeAll(async () => {
  server = await startRedis();
  admin = await connect();
});
afterAll(async () => {
  admin.disconnect();
  await server.stop();
});

describe('the Redis lock', () => {
  it('has one holder; a second waits and takes it once the first lets go', async () => {
    const [a, b] = [await publisher(), await publisher()];
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(await b.holder()).toMatch(/ pid \d+ [0-9a-f]{12} \(Redis key prerender:publisher-lock\)$/);
    // Holding it, the first keeps it at its next run.
    expect(await a.tryAcquire()).toBe(true);
    await a.close();
    expect(await admin.exists(LOCK_KEY)).toBe(0);
    expect(await b.tryAcquire()).toBe(true);
    await b.close();
  });

  it('renews its TTL while the holder lives', async () => {
    const a = await publisher();
    expect(await a.tryAcquire()).toBe(true);
    await admin.pexpire(LOCK_KEY, 5_000);
    expect(await a.renew()).toBe(true);
    expect(await admin.pttl(LOCK_KEY)).toBeGreaterThan(5_000);
    await a.close();
  });

  it('goes to a waiting replica when its holder is gone and the TTL has run out', async () => {
    const a = await publisher();
    const b = await publisher();
    expect(await a.tryAcquire()).toBe(true);
    const first = await admin.get(LOCK_KEY);
    // The first is killed: nothing released, no more renewals.
    (a as unknown as { redis: Redis }).redis.disconnect();
    expect(await b.tryAcquire()).toBe(false);
    // Its TTL runs out (shortened here in place of the passing of time); the waiting replica takes over.
    await admin.pexpire(LOCK_KEY, 1);
    while (!(await b.tryAcquire())) await new Promise((r) => setTimeout(r, 10));
    const second = await admin.get(LOCK_KEY);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    await b.close();
  });

  it('a holder that stalled past its TTL learns it lost the lock, and says so', async () => {
    const lines: string[] = [];
    const [a, b] = [await publisher(lines), await publisher()];
    expect(await a.tryAcquire()).toBe(true);
    await admin.del(LOCK_KEY);
    expect(await b.tryAcquire()).toBe(true);
    expect(await a.tryAcquire()).toBe(false);
    expect(lines).toEqual([expect.stringMatching(/^publisher's lock: lost to .+ pid \d+ [0-9a-f]{12} \(this process stalled past its TTL\)$/)]);
    await Promise.all([a.close(), b.close()]);
  });
});
