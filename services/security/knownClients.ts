// The addresses each editor completed a login from, kept for EDITOR_LOGIN_LIMITS.knownClientMs: an attempt
// from one of them never waits for wrong passwords others typed for the same e-mail (D-307).
import { EDITOR_LOGIN_LIMITS } from '../../domain/editorLogin';
import { stmt } from '../store/schema';
import type { Db } from './db';

export function isKnownClient(db: Db, editorId: number, client: string, nowMs: number): boolean {
  const row = stmt(db, 'SELECT seen_at FROM known_clients WHERE editor_id = ? AND client = ?').get(editorId, client) as { seen_at: number } | undefined;
  return row !== undefined && nowMs - row.seen_at < EDITOR_LOGIN_LIMITS.knownClientMs;
}

/** A completed login from `client`: it is known (again) from now on. */
export function rememberClient(db: Db, editorId: number, client: string, nowMs: number): void {
  // 'unknown' is every request without a socket: no one's own address.
  if (client === 'unknown') return;
  stmt(
    db,
    'INSERT INTO known_clients (editor_id, client, seen_at) VALUES (?, ?, ?) ON CONFLICT (editor_id, client) DO UPDATE SET seen_at = excluded.seen_at',
  ).run(editorId, client, nowMs);
}
