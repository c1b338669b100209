// The embedded services' own SQLite stores (editors, reader accounts) open the same way: WAL, foreign keys
// (deleting an editor or a reader cascades), a busy timeout for the CLI writing beside the server.
import Database from 'better-sqlite3';
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

/** Opens (and creates) a store with its schema; ':memory:' gives a private one (tests). */
export function openStoreFile(path: string, ddl: string, opts: { ownerOnly?: boolean } = {}): Db {
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // Secrets inside (password hashes, TOTP secrets): only the service's user may read the file (SQLite gives
  // the -wal and -shm files the same mode).
  if (!inMemory && opts.ownerOnly) chmodSync(path, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(ddl);
  return db;
}
