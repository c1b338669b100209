// The unlock links of D-307: a token mailed to an editor lets one password attempt of that editor skip the
// wait that others' wrong passwords put on the account. Stored as SHA-256; good once, for its editor only,
// for EDITOR_LOGIN_LIMITS.unlockLinkMs.
import { EDITOR_LOGIN_LIMITS } from '../../domain/editorLogin';
import { stmt } from '../store/schema';
import { hashToken, newToken, TOKEN_SYNTAX } from '../crm/tokens';
import type { Db } from './db';

export function issueUnlockToken(db: Db, editorId: number, nowMs: number): string {
  const token = newToken();
  stmt(db, 'DELETE FROM unlock_tokens WHERE expires_at <= ?').run(nowMs);
  stmt(db, 'INSERT INTO unlock_tokens (hash, editor_id, expires_at) VALUES (?, ?, ?)').run(
    hashToken(token),
    editorId,
    nowMs + EDITOR_LOGIN_LIMITS.unlockLinkMs,
  );
  return token;
}

/** Whether `token` is an unused, unexpired unlock token of this editor. */
export function unlockTokenValid(db: Db, token: string, editorId: number, nowMs: number): boolean {
  if (!TOKEN_SYNTAX.test(token)) return false;
  return (
    stmt(db, 'SELECT 1 FROM unlock_tokens WHERE hash = ? AND editor_id = ? AND used_at IS NULL AND expires_at > ?').get(hashToken(token), editorId, nowMs) !==
    undefined
  );
}

/** Spends the token (the login it opened succeeded); false when it was no longer good. */
export function spendUnlockToken(db: Db, token: string, editorId: number, nowMs: number): boolean {
  if (!TOKEN_SYNTAX.test(token)) return false;
  return (
    stmt(db, 'UPDATE unlock_tokens SET used_at = ? WHERE hash = ? AND editor_id = ? AND used_at IS NULL AND expires_at > ?').run(
      nowMs,
      hashToken(token),
      editorId,
      nowMs,
    ).changes === 1
  );
}
