// The request wrapper's rules (reader-site.md §8, specialised-features.md §4 "Login and token", §8), in one
// place for both clients that apply them: the content client's call (contentClient/call.ts, the browser's
// calls) and the preview endpoint's session check (server/preview/session.ts).

/** The two 401 messages of the spec: both mean "refresh the token and try again". */
export const EXPIRED_TOKEN_MESSAGE = 'Expired JWT Token';
export const MISSING_TOKEN_MESSAGE = 'Missing accessToken, use your refreshToken!';
export const REFRESHABLE_401_MESSAGES: readonly string[] = [EXPIRED_TOKEN_MESSAGE, MISSING_TOKEN_MESSAGE];
export const LOGIN_PATH = '/login';

/**
 * The security service's calls (specialised-features.md §7 "Security"): the preview endpoint makes them
 * server-side; the public edge answers them 404 and forwards nothing of them.
 */
export const SECURITY_CALL = /^\/api\/(?:login|me|logout|token)(?:\/|$)/;

/**
 * What a failed call means: `not-found` (404), `forbidden` (403 outside preview), `login` (log out and go to
 * /login: a 403 in preview, or a 401 that a refresh cannot mend), `refresh` (one token refresh, then one
 * retry) or `rethrow` (anything else).
 */
export type AuthOutcome = 'not-found' | 'forbidden' | 'login' | 'refresh' | 'rethrow';

export function authOutcome(status: number, message: string, ctx: { preview: boolean; retried: boolean }): AuthOutcome {
  if (status === 404) return 'not-found';
  if (status === 403) return ctx.preview ? 'login' : 'forbidden';
  if (status === 401) return !ctx.retried && REFRESHABLE_401_MESSAGES.includes(message) ? 'refresh' : ctx.preview ? 'login' : 'rethrow';
  return 'rethrow';
}
