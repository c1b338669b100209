import { describe, expect, it } from 'vitest';
import { recent } from './recentPlans';

describe('recent: a decision kept for a short time', () => {
  it('answers a kept value until its time is up, then forgets it', () => {
    let t = 1000;
    const r = recent<string>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    r.set('a', 'x');
    expect(r.get('a')).toBe('x');
    t = 1999;
    expect(r.get('a')).toBe('x');
    t = 2000;
    expect(r.get('a')).toBeUndefined();
    expect(r.size).toBe(0);
  });

  it('keeps at most maxEntries: the oldest set goes first', () => {
    const r = recent<number>({ ttlMs: 1000, maxEntries: 3, now: () => 0 });
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) r.set(k, i);
    expect(r.size).toBe(3);
    expect(r.get('a')).toBeUndefined();
    expect([r.get('b'), r.get('c'), r.get('d')]).toEqual([1, 2, 3]);
  });

  it('setting a key again renews it and moves it to the back', () => {
    let t = 0;
    const r = recent<number>({ ttlMs: 1000, maxEntries: 2, now: () => t });
    r.set('a', 1);
    r.set('b', 2);
    t = 500;
    r.set('a', 3);
    r.set('c', 4);
    expect(r.get('b')).toBeUndefined();
    expect(r.get('a')).toBe(3);
    t = 1400;
    expect(r.get('a')).toBe(3);
  });
});
