import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimit';

describe('RateLimiter', async () => {
  it('allows `limit` attempts in any window and says when the next one is allowed', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect(await limiter.attempt('a')).toBeNull();
    now += 10_000;
    expect(await limiter.attempt('a')).toBeNull();
    now += 10_000;
    expect(await limiter.attempt('a')).toBeNull();
    expect(await limiter.attempt('a')).toBe(40);
    expect(await limiter.attempt('b')).toBeNull();
    now += 39_999;
    expect(await limiter.attempt('a')).toBe(1);
    now += 1;
    // The first attempt left the window: one more fits, then the second one's time is what counts.
    expect(await limiter.attempt('a')).toBeNull();
    expect(await limiter.attempt('a')).toBe(10);
  });

  it('counts an attempt for all keys or for none', async () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect(await limiter.attempt('client', 'account-1')).toBeNull();
    expect(await limiter.attempt('client', 'account-2')).toBeNull();
    expect(await limiter.attempt('client', 'account-3')).toBe(1);
    // The refused attempt was not counted against account-3.
    now = 1000;
    expect(await limiter.attempt('account-3')).toBeNull();
    expect(await limiter.attempt('account-3')).toBeNull();
    expect(await limiter.attempt('account-3')).toBe(1);
  });

  it('forgets idle keys when there are many', async () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, now: () => now, sweepAbove: 10 });
    for (let i = 0; i < 50; i++) await limiter.attempt(`k${i}`);
    now = 5000;
    await limiter.attempt('fresh');
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBe(1);
  });
});
