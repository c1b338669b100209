import { describe, expect, it } from 'vitest';
import { EDITOR_LOGIN_LIMITS, accountDelayMs } from './editorLogin';

describe('accountDelayMs', () => {
  it('nothing for the first wrong passwords, then 1 s doubling up to five minutes', () => {
    expect([0, 1, 4].map(accountDelayMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 13].map(accountDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 256_000]);
    expect([14, 15, 100, 1e9, Number.MAX_SAFE_INTEGER].map(accountDelayMs)).toEqual(Array(5).fill(EDITOR_LOGIN_LIMITS.maxDelayMs));
  });

  it('lets an account be guessed at only slowly once it waits the most: twelve an hour', () => {
    expect(EDITOR_LOGIN_LIMITS.maxDelayMs).toBe(5 * 60_000);
    expect(3600_000 / accountDelayMs(50)).toBe(12);
    // The wait never outlasts the quiet hour that forgets the wrong passwords.
    expect(EDITOR_LOGIN_LIMITS.maxDelayMs).toBeLessThan(EDITOR_LOGIN_LIMITS.quietMs);
  });
});
