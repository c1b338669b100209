// The client state the live layer keeps as a valtio store: the editor's session in preview mode, which the
// API client reads and its 401/403 rules reset (reader-site.md §3, §6). Further stores come with the feature
// that reads them.
import { proxy } from 'valtio/vanilla';
import type { AuthState } from '../domain/types';

/** Auth state plus the tokens the API client needs (an editor's session in preview mode). */
export interface AuthStore extends AuthState {
  token: string | null;
  refreshToken: string | null;
}

export function createAuthStore(init: Partial<AuthStore> = {}): AuthStore {
  return proxy<AuthStore>({ loggedInUser: null, isAuthenticated: false, token: null, refreshToken: null, ...init });
}

/** Logout resets the user state (reader-site.md §6). */
export function logout(auth: AuthStore): void {
  Object.assign(auth, { loggedInUser: null, isAuthenticated: false, token: null, refreshToken: null });
}
