import { describe, expect, it } from 'vitest';
import { createAuthStore, logout } from './stores';

describe('auth store', () => {
  it('logout resets the user state', () => {
    const a = createAuthStore({ loggedInUser: { id: 1, email: 'e@x.hu', name: 'E', roles: [] }, isAuthenticated: true, token: 't', refreshToken: 'r' });
    expect(a.isAuthenticated).toBe(true);
    logout(a);
    expect(a).toEqual({ loggedInUser: null, isAuthenticated: false, token: null, refreshToken: null });
  });
});

describe('Formula 1 result store', () => {
  it('tells its subscribers when the poller writes a new result', async () => {
    const { subscribe } = await import('valtio/vanilla');
    const { createF1ResultStore } = await import('./formula1');
    const s = createF1ResultStore({ status: 'Live', laps: { current: 1, total: 70 }, rows: null });
    const seen: string[] = [];
    subscribe(s, () => seen.push(s.status));
    s.status = 'Completed';
    await Promise.resolve();
    expect(seen).toEqual(['Completed']);
  });
});
