// The security service's own SQLite file: editors, their sessions and refresh tokens. Apart from the content
// store so that the content store can be re-seeded (or copied to a developer) without touching a login.
import { openStoreFile, type Db } from '../storeFile';

export type { Db };

// AUTOINCREMENT: an editor's id is never handed out again, so an access token of a removed editor can never
// name a later editor who happened to get the same id.
const DDL = `
CREATE TABLE IF NOT EXISTS editors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  -- 'scrypt$N$r$p$salt$hash' (base64url), see passwords.ts
  password_hash TEXT NOT NULL,
  -- Base32; kept in clear because checking a code needs it (the file is the secret: mode 0600).
  totp_secret TEXT NOT NULL,
  -- The last accepted TOTP time step: a code of that step or an earlier one is refused (single use).
  last_otp_step INTEGER NOT NULL DEFAULT -1,
  created_at INTEGER NOT NULL);

-- One login = one session = one refresh-token family. Access tokens name it in their 'sid' claim, so
-- revoking it (logout, reuse of a spent refresh token) also stops its access tokens.
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  editor_id INTEGER NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- The newest refresh token's expiry: after it the session can only end.
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER);

-- Only the SHA-256 of a refresh token is stored. A used token stays until it expires, so that presenting it
-- again is recognised as theft and revokes its family.
CREATE TABLE IF NOT EXISTS refresh_tokens (
  hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER) WITHOUT ROWID;

-- Pre-authentication tokens spent by a successful second factor (by jti), until they would expire anyway.
CREATE TABLE IF NOT EXISTS spent_preauth (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;

-- Addresses an editor completed a login from (password and code, or Google), as the security service sees
-- its client (domain/clientAddress.ts): wrong passwords for the editor's e-mail do not hold these up (D-307).
CREATE TABLE IF NOT EXISTS known_clients (
  editor_id INTEGER NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  client TEXT NOT NULL,
  seen_at INTEGER NOT NULL,
  PRIMARY KEY (editor_id, client)) WITHOUT ROWID;

-- Unlock links mailed to an editor whose password is being guessed: SHA-256 only, one use, one editor.
CREATE TABLE IF NOT EXISTS unlock_tokens (
  hash TEXT PRIMARY KEY,
  editor_id INTEGER NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS sessions_editor ON sessions(editor_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions(expires_at);
CREATE INDEX IF NOT EXISTS refresh_tokens_session ON refresh_tokens(session_id);
CREATE INDEX IF NOT EXISTS refresh_tokens_expiry ON refresh_tokens(expires_at);
`;

export function openSecurityDb(path: string): Db {
  return openStoreFile(path, DDL, { ownerOnly: true });
}
