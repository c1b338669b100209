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
