import { openStoreFile, type Db } from '../storeFile';

export type { Db };

// The readers' own file, apart from the content store: nothing about a reader is ever in a build, a
// backup of the articles or the publisher's reach. Times are milliseconds (the app's clock); the calls
// answer unix seconds like the content API. Sign-in links and sessions are stored only as the SHA-256 of
// their token: a copy of this file signs no one in.
const DDL = `
CREATE TABLE IF NOT EXISTS readers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,           -- trimmed, lower case
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY,
  reader_id INTEGER NOT NULL REFERENCES readers(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('HUF', 'RON', 'EUR')),
  interval TEXT NOT NULL CHECK (interval IN ('once', 'month', 'year')),
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled', 'paid')),
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER);
CREATE INDEX IF NOT EXISTS payments_reader ON payments(reader_id);

-- Only the choices a reader made; a newsletter without a row is not subscribed.
CREATE TABLE IF NOT EXISTS newsletter_choices (
  reader_id INTEGER NOT NULL REFERENCES readers(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  subscribed INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (reader_id, code)) WITHOUT ROWID;

-- The public sign-up (double opt-in, D-238): by address, with or without an account. The link's token is kept
-- only as its SHA-256, shared by the lists one mail asked to confirm.
CREATE TABLE IF NOT EXISTS newsletter_signups (
  email TEXT NOT NULL,                  -- trimmed, lower case
  code TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed')),
  token_hash TEXT,
  mailed_at INTEGER,                    -- the last mail about it: the link (pending), a note (confirmed)
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  PRIMARY KEY (email, code)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS newsletter_signups_token ON newsletter_signups(token_hash);

-- Push topic subscriptions (D-250): one row per browser subscription (its endpoint) and topic, with the keys
-- a notice is encrypted with and the origin the reader subscribed on (where a notice's link opens).
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT NOT NULL,
  topic TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  origin TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (endpoint, topic)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS push_subscriptions_topic ON push_subscriptions(topic);

CREATE TABLE IF NOT EXISTS sign_in_tokens (
  hash TEXT PRIMARY KEY,
  reader_id INTEGER NOT NULL REFERENCES readers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER);
CREATE INDEX IF NOT EXISTS sign_in_tokens_reader ON sign_in_tokens(reader_id);
CREATE INDEX IF NOT EXISTS sign_in_tokens_expiry ON sign_in_tokens(expires_at);

-- csrf_hash binds the CSRF cookie to its session: a CSRF cookie planted from elsewhere matches no session.
CREATE TABLE IF NOT EXISTS sessions (
  hash TEXT PRIMARY KEY,
  reader_id INTEGER NOT NULL REFERENCES readers(id) ON DELETE CASCADE,
  csrf_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS sessions_reader ON sessions(reader_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions(expires_at);
`;

/** Opens (and creates) the CRM store; ':memory:' gives a private one (tests). */
export function openCrmDb(path: string): Db {
  return openStoreFile(path, DDL);
}
