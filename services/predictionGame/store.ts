// The prediction game's own SQLite file (GAME_DB, game.db beside the content store): one tip sheet per game and
// identity (sending again replaces it and counts a revision), found by its shareable key too. The identity is
// kept only as its SHA-256: a copy of this file answers for no reader.
import { randomBytes } from 'node:crypto';
import { openStoreFile, type Db } from '../storeFile';
import { GAME_LIMITS, type Tips } from '../../domain/predictionGame';

export type { Db };

const DDL = `
CREATE TABLE IF NOT EXISTS sheets (
  game TEXT NOT NULL,
  identity TEXT NOT NULL,               -- SHA-256 of the browser's identity cookie
  key TEXT NOT NULL UNIQUE,             -- the sheet's shareable key (domain/predictionGame.ts GAME_KEY_SYNTAX)
  tips TEXT NOT NULL,                   -- Tips as JSON
  rev INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (game, identity)) WITHOUT ROWID;
`;

export function openGameDb(path: string): Db {
  return openStoreFile(path, DDL);
}

export interface StoredSheet {
  key: string;
  tips: Tips;
  rev: number;
  updatedAt: number;
}

type Row = { key: string; tips: string; rev: number; updated_at: number };
const sheetOf = (r: Row): StoredSheet => ({ key: r.key, tips: JSON.parse(r.tips) as Tips, rev: r.rev, updatedAt: r.updated_at });

export class GameStore {
  private readonly byIdentity;
  private readonly byKey;
  private readonly all;
  private readonly upsert;

  constructor(db: Db) {
    this.byIdentity = db.prepare<[string, string], Row>('SELECT key, tips, rev, updated_at FROM sheets WHERE game = ? AND identity = ?');
    this.byKey = db.prepare<[string, string], Row>('SELECT key, tips, rev, updated_at FROM sheets WHERE game = ? AND key = ?');
    this.all = db.prepare<[string], { tips: string }>('SELECT tips FROM sheets WHERE game = ?');
    this.upsert = db.prepare<[string, string, string, string, number]>(
      `INSERT INTO sheets (game, identity, key, tips, rev, updated_at) VALUES (?, ?, ?, ?, 1, ?)
       ON CONFLICT (game, identity) DO UPDATE SET tips = excluded.tips, rev = rev + 1, updated_at = excluded.updated_at`,
    );
  }

  sheetOf(game: string, identity: string): StoredSheet | null {
    const row = this.byIdentity.get(game, identity);
    return row ? sheetOf(row) : null;
  }

  sheetByKey(game: string, key: string): StoredSheet | null {
    const row = this.byKey.get(game, key);
    return row ? sheetOf(row) : null;
  }

  tipsOf(game: string): Tips[] {
    return this.all.all(game).map((r) => JSON.parse(r.tips) as Tips);
  }

  /** Stores (or replaces) the identity's sheet; answers it as stored. */
  save(game: string, identity: string, tips: Tips, nowMs: number): StoredSheet {
    this.upsert.run(game, identity, newSheetKey(), JSON.stringify(tips), nowMs);
    return this.sheetOf(game, identity)!;
  }
}

export function newSheetKey(): string {
  return randomBytes((GAME_LIMITS.keyChars * 3) / 4).toString('base64url');
}
