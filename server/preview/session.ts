// Who is asking for a preview page: the spec's request wrapper applied to the editor's session cookies
// (specialised-features.md §4 "Login and token", §8). An expired access token gets one refresh and one
// retry; a failed refresh, a 403 or any other refusal ends the session (the caller clears the cookies and
// sends the editor to /login).
import { MISSING_TOKEN_MESSAGE, authOutcome } from '../../domain/authErrors';
import { SecurityError, type Editor, type SecurityClient, type Tokens } from './security';

export type Session =
  /** A signed-in editor; `renewed` when the access token had to be refreshed (new cookies to set). */
  | { ok: true; editor: Editor; access: string; renewed?: Tokens }
  /** No session at all (`none`), or one the security service refused (`ended`: clear its cookies). */
  | { ok: false; reason: 'none' | 'ended' };

const MISSING = new SecurityError(401, MISSING_TOKEN_MESSAGE);

/**
 * Refresh tokens rotate, and presenting a used one revokes the whole session. A page and the requests it
 * starts (the live layer's poll, a second tab) all carry the same expired cookies before the browser has the
 * new ones: they share one refresh, and its answer is kept a short while for those that come just after.
 */
const SHARED_REFRESH_MS = 30_000;
const refreshes = new Map<string, { at: number; tokens: Promise<Tokens> }>();

function refreshOnce(security: SecurityClient, refreshToken: string): Promise<Tokens> {
  const now = Date.now();
  for (const [k, v] of refreshes) if (now - v.at > SHARED_REFRESH_MS) refreshes.delete(k);
  const hit = refreshes.get(refreshToken);
  if (hit) return hit.tokens;
  const tokens = security.refresh(refreshToken);
  refreshes.set(refreshToken, { at: now, tokens });
  tokens.catch(() => refreshes.delete(refreshToken));
  return tokens;
}

export async function currentSession(security: SecurityClient, cookies: { access?: string; refresh?: string }): Promise<Session> {
  if (!cookies.access && !cookies.refresh) return { ok: false, reason: 'none' };
  try {
    if (!cookies.access) throw MISSING;
    return { ok: true, editor: await security.me(cookies.access), access: cookies.access };
  } catch (err) {
    if (!(err instanceof SecurityError)) throw err;
    const outcome = authOutcome(err.status, err.message, { preview: true, retried: false });
    if (outcome === 'refresh' && cookies.refresh) {
      try {
        const renewed = await refreshOnce(security, cookies.refresh);
        return { ok: true, editor: await security.me(renewed.token), access: renewed.token, renewed };
      } catch (again) {
        if (again instanceof SecurityError && again.status >= 500) throw again;
        return { ok: false, reason: 'ended' };
      }
    }
    if (outcome === 'refresh' || outcome === 'login') return { ok: false, reason: 'ended' };
    // The service is down or answered nonsense: not the editor's fault, no reason to end the session.
    throw err;
  }
}
