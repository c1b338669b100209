import { describe, expect, it } from 'vitest';
import { REFRESHABLE_401_MESSAGES, authOutcome } from './authErrors';

const reader = { preview: false, retried: false };
const editor = { preview: true, retried: false };

describe('authOutcome (the request wrapper)', () => {
  it('404 is not found, in and out of preview', () => {
    expect(authOutcome(404, '', reader)).toBe('not-found');
    expect(authOutcome(404, '', editor)).toBe('not-found');
  });

  it('403 is forbidden, except in preview, where it logs out and goes to login', () => {
    expect(authOutcome(403, 'Forbidden', reader)).toBe('forbidden');
    expect(authOutcome(403, 'Forbidden', editor)).toBe('login');
  });

  it("refreshes once on the spec's two 401 messages, never twice", () => {
    for (const m of REFRESHABLE_401_MESSAGES) {
      expect(authOutcome(401, m, reader)).toBe('refresh');
      expect(authOutcome(401, m, editor)).toBe('refresh');
      expect(authOutcome(401, m, { preview: true, retried: true })).toBe('login');
      expect(authOutcome(401, m, { preview: false, retried: true })).toBe('rethrow');
    }
  });

  it('any other 401 is no reason to refresh: in preview it is a logout', () => {
    expect(authOutcome(401, 'Invalid JWT Token', reader)).toBe('rethrow');
    expect(authOutcome(401, 'Invalid JWT Token', editor)).toBe('login');
    expect(authOutcome(401, 'expired jwt token', editor)).toBe('login');
  });

  it('other statuses are rethrown', () => {
    for (const s of [400, 429, 500, 502]) expect(authOutcome(s, 'Expired JWT Token', editor)).toBe('rethrow');
  });
});
