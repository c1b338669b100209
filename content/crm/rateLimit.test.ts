import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` hits per sliding window and says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    expect(limiter.hit('a')).toBe(0);
    now += 4_000;
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(6);
    expect(limiter.hit('b')).toBe(0);
    now += 6_000;
    // The first hit has left the window; the refused ones never counted.
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(4);
  });

  it('never answers a wait under one second', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    limiter.hit('a');
    now = 999;
    expect(limiter.hit('a')).toBe(1);
  });

  it('keeps working past the sweep size', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 10_050; i++) limiter.hit(`k${i}`);
    now = 5_000;
    expect(limiter.hit('k1')).toBe(0);
    expect(limiter.hit('k1')).toBe(1);
    expect(limiter.hit('new')).toBe(0);
  });
});
