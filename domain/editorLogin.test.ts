import { describe, expect, it } from 'vitest';
import { EDITOR_LOGIN_LIMITS, accountDelayMs, accountQuiet, accountWaitSeconds, failureActions } from './editorLogin';

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

describe('accountWaitSeconds', () => {
  const { quietMs } = EDITOR_LOGIN_LIMITS;
  it('waits from the latest wrong password, in whole seconds rounded up', () => {
    expect(accountWaitSeconds(4, 0, 0)).toBeNull();
    expect(accountWaitSeconds(5, 0, 0)).toBe(1);
    expect(accountWaitSeconds(5, 0, 999)).toBe(1);
    expect(accountWaitSeconds(5, 0, 1000)).toBeNull();
    expect(accountWaitSeconds(7, 10_000, 10_001)).toBe(4);
    expect(accountWaitSeconds(50, 0, 1)).toBe(300);
  });

  it('forgets an account quiet for an hour', () => {
    expect(accountQuiet(0, quietMs - 1)).toBe(false);
    expect(accountQuiet(0, quietMs)).toBe(true);
    expect(accountWaitSeconds(50, 0, quietMs)).toBeNull();
  });
});

describe('failureActions', () => {
  const { freeFailures, alertFailures, repeatMs } = EDITOR_LOGIN_LIMITS;
  it('mails the owner once the wait begins and alerts on sustained failures, each once per repeatMs', () => {
    expect(failureActions({ failures: freeFailures - 1, mailedAt: null, alertedAt: null }, 0)).toEqual({ mail: false, alert: false });
    expect(failureActions({ failures: freeFailures, mailedAt: null, alertedAt: null }, 0)).toEqual({ mail: true, alert: false });
    expect(failureActions({ failures: alertFailures, mailedAt: 0, alertedAt: null }, repeatMs - 1)).toEqual({ mail: false, alert: true });
    expect(failureActions({ failures: alertFailures, mailedAt: 0, alertedAt: 0 }, repeatMs - 1)).toEqual({ mail: false, alert: false });
    expect(failureActions({ failures: alertFailures, mailedAt: 0, alertedAt: 0 }, repeatMs)).toEqual({ mail: true, alert: true });
  });
});
