// Sessions and their rotating refresh tokens. A refresh token is 32 random bytes the client keeps; we keep
// its SHA-256 only, so a copy of the file logs nobody in. Each use spends the token and hands out the next
// of the same family; a spent token presented again means two parties hold the family (one of them a
// thief), so the whole family ends, and with it the access tokens naming it.
import { createHash, randomBytes } from 'node:crypto';
import { EDITOR_LOGIN_LIMITS } from '../../domain/editorLogin';
import { stmt } from '../store/schema';
import type { Db } from './db';

export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;

export type SessionMethod = 'password+otp' | 'google';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function insertRefreshToken(db: Db, sessionId: string, nowMs: number): string {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowMs + REFRESH_TOKEN_TTL_MS;
  stmt(db, 'INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES (?, ?, ?)').run(sha256(token), sessionId, expiresAt);
  stmt(db, 'UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, sessionId);
  return token;
}

/** Rows nobody can use any more; done at each login so the tables stay the size of the active sessions. */
function prune(db: Db, nowMs: number): void {
  stmt(db, 'DELETE FROM sessions WHERE expires_at < ?').run(nowMs);
  stmt(db, 'DELETE FROM refresh_tokens WHERE expires_at < ?').run(nowMs);
  stmt(db, 'DELETE FROM spent_preauth WHERE expires_at < ?').run(nowMs);
  stmt(db, 'DELETE FROM unlock_tokens WHERE expires_at < ?').run(nowMs);
  stmt(db, 'DELETE FROM known_clients WHERE seen_at < ?').run(nowMs - EDITOR_LOGIN_LIMITS.knownClientMs);
}

/** A new session (= refresh-token family) for a successful login. */
export function startSession(db: Db, editorId: number, method: SessionMethod, nowMs: number): { sessionId: string; refreshToken: string } {
  return db
    .transaction(() => {
      prune(db, nowMs);
      const sessionId = randomBytes(16).toString('base64url');
      stmt(db, 'INSERT INTO sessions (id, editor_id, method, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(sessionId, editorId, method, nowMs, nowMs);
      return { sessionId, refreshToken: insertRefreshToken(db, sessionId, nowMs) };
    })
    .immediate();
}

export type Rotation =
  { ok: true; editorId: number; email: string; sessionId: string; refreshToken: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Spends `presented` and returns the next token of its family. Only a reused token writes on refusal: it
 * revokes the family (the reason the rule exists).
 */
export function rotateRefreshToken(db: Db, presented: string, nowMs: number): Rotation {
  if (!REFRESH_TOKEN_SHAPE.test(presented)) return { ok: false, reason: 'unknown' };
  const hash = sha256(presented);
  return db
    .transaction((): Rotation => {
      const row = stmt(
        db,
        `SELECT t.session_id, t.expires_at, t.used_at, s.revoked_at, s.editor_id, e.email
         FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id JOIN editors e ON e.id = s.editor_id WHERE t.hash = ?`,
      ).get(hash) as
        { session_id: string; expires_at: number; used_at: number | null; revoked_at: number | null; editor_id: number; email: string } | undefined;
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (row.used_at !== null) {
        revokeSession(db, row.session_id, nowMs);
        return { ok: false, reason: 'reused' };
      }
      if (row.expires_at <= nowMs) return { ok: false, reason: 'expired' };
      stmt(db, 'UPDATE refresh_tokens SET used_at = ? WHERE hash = ?').run(nowMs, hash);
      return { ok: true, editorId: row.editor_id, email: row.email, sessionId: row.session_id, refreshToken: insertRefreshToken(db, row.session_id, nowMs) };
    })
    .immediate();
}

/** Ends a session: its refresh tokens are refused and its access tokens answer 403 from now on. */
export function revokeSession(db: Db, sessionId: string, nowMs: number): void {
  stmt(db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowMs, sessionId);
}
