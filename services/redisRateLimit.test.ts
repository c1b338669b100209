// The attempt limits counted in Redis (D-406), against a real redis-server: the same answers as in memory
// (services/rateLimit.test.ts) where a fixed window allows it, counted together by every connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, redisReady } from '../lib/redis';
import { startRedis, type RunningRedis } from '../testing/redisServer';
import { LIMIT_KEY_PREFIX, redisLimiters } from './redisRateLimit';

let server: RunningRedis;
const connections: Redis[] = [];

async function connect(log: string[] = []): Promise<Redis> {
  const redis = openRedis(server.url, (line) => log.push(line));
  connections.push(redis);
  await redisReady(redis);
  return redis;
}

beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of connections) c.disconnect();
  await server.stop();
});

describe('the Redis limiter', () => {
  it('allows `limit` attempts in a window, then says in whole seconds when the next one is allowed', async () => {
    const limiter = redisLimiters(await connect(), () => {})('per-window', { limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('a')).toBeNull();
    const wait = await limiter.attempt('a');
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.attempt('b')).toBeNull();
  });

  it('counts an attempt for all keys; a refused one takes nothing from the keys that had room', async () => {
    const redis = await connect();
    const limiter = redisLimiters(redis, () => {})('all-or-none', { limit: 2, windowMs: 60_000 });
    expect(await limiter.attempt('client', 'account-1')).toBeNull();
    expect(await limiter.attempt('client', 'account-2')).toBeNull();
    expect(await limiter.attempt('client', 'account-3')).not.toBeNull();
    // The refused attempt was not counted against the key that had room: account-3 has both its attempts.
    expect(await redis.get(`${LIMIT_KEY_PREFIX}:all-or-none:account-3`)).toBe('0');
    expect(await limiter.attempt('account-3')).toBeNull();
    expect(await limiter.attempt('account-3')).toBeNull();
    expect(await limiter.attempt('account-3')).not.toBeNull();
  });

  it('has room again once the window is over', async () => {
    const limiter = redisLimiters(await connect(), () => {})('window-end', { limit: 1, windowMs: 2000 });
    expect(await limiter.attempt('k')).toBeNull();
    expect(await limiter.attempt('k')).toBeGreaterThanOrEqual(1);
    // Redis ends the window by its own clock: the test waits for that, not for a time of its own. The refused
    // attempts of the loop give the next window nothing: it allows one attempt, then refuses (a take-back after
    // the window's end once left it one short, a flaky failure on a loaded machine).
    while ((await limiter.attempt('k')) !== null) await new Promise((r) => setTimeout(r, 20));
    expect(await limiter.attempt('k')).toBeGreaterThanOrEqual(1);
  });

  it('counts together over every connection: two replicas are held to one limit', async () => {
    const rule = { limit: 4, windowMs: 60_000 };
    const [a, b] = [redisLimiters(await connect(), () => {})('shared', rule), redisLimiters(await connect(), () => {})('shared', rule)];
    for (const replica of [a, b, a, b]) expect(await replica.attempt('client')).toBeNull();
    expect(await a.attempt('client')).not.toBeNull();
    expect(await b.attempt('client')).not.toBeNull();
  });

  it('refuses a window Redis cannot keep', async () => {
    const limiters = redisLimiters(await connect(), () => {});
    expect(() => limiters('short', { limit: 1, windowMs: 500 })).toThrow('limit short: windowMs must be whole seconds (got 500)');
    expect(() => limiters('odd', { limit: 1, windowMs: 1500 })).toThrow('whole seconds');
  });

  it('without Redis counts in this process and says so once', async () => {
    const own = await startRedis();
    const lines: string[] = [];
    const redis = openRedis(own.url, () => {});
    connections.push(redis);
    await redisReady(redis);
    let now = 1_000_000;
    const limiter = redisLimiters(redis, (line) => lines.push(line))('outage', { limit: 2, windowMs: 60_000, now: () => now });
    await own.stop();
    expect(await limiter.attempt('k')).toBeNull();
    expect(await limiter.attempt('k')).toBeNull();
    now += 15_000;
    // The process's own sliding window, on its own clock.
    expect(await limiter.attempt('k')).toBe(45);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^rate limits: Redis did not answer \(.+\): counting in this process until it does$/);
  });
});
