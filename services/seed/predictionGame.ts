// The readers' seeded tip sheets of the closed 2022 game in the game store (GAME_DB), so its results page shows
// plausible averages: tips scattered around the polls of March 2022 (a close race was expected), deterministic
// by services/seed/rng.ts. Seeding again replaces the seeded sheets only (identities 'seed:…').
import { createRng } from '../../lib/rng';
import { gameOf, type Tips } from '../../domain/predictionGame';
import { openGameDb } from '../predictionGame/store';

export const SEED_GAME = 'valasztas-2022';
export const SEED_SHEETS = 240;

// What the polls of March 2022 said, per party (per cent of the list votes), and the turnout expected.
const EXPECTED: Record<string, number> = { fidesz: 49, egyseg: 43, mihazank: 3.5, mkkp: 2.5, mmn: 1, normalis: 1 };
const EXPECTED_TURNOUT = 71;

const tenth = (n: number) => Math.round(n * 10) / 10;

export function seedTipSheets(gameDbPath: string, nowMs: number, seed = 2022): number {
  const game = gameOf(SEED_GAME)!;
  const rng = createRng(seed);
  const db = openGameDb(gameDbPath);
  try {
    const insert = db.prepare('INSERT INTO sheets (game, identity, key, tips, rev, updated_at) VALUES (?, ?, ?, ?, 1, ?)');
    db.transaction(() => {
      db.prepare("DELETE FROM sheets WHERE game = ? AND identity LIKE 'seed:%'").run(SEED_GAME);
      for (let i = 0; i < SEED_SHEETS; i++) {
        const lean = (rng.next() - 0.5) * 12;
        const shares = Object.fromEntries(
          game.parties.map((p) => {
            const base = EXPECTED[p.id]! + (p.id === 'fidesz' ? lean : p.id === 'egyseg' ? -lean : 0);
            return [p.id, Math.max(0, tenth(base + (rng.next() - 0.5) * Math.max(1, base / 5)))];
          }),
        );
        // A sheet the form would take: the shares together at most 100 %.
        const sum = Object.values(shares).reduce((a, b) => a + b, 0);
        if (sum > 99) for (const id of Object.keys(shares)) shares[id] = Math.floor(((shares[id]! * 99) / sum) * 10) / 10;
        const tips: Tips = { shares, turnout: tenth(EXPECTED_TURNOUT + (rng.next() - 0.5) * 10) };
        const key = `seed${String(i).padStart(8, '0')}`;
        // Before the close: a tip sent in the last weeks of the campaign.
        insert.run(SEED_GAME, `seed:${i}`, key, JSON.stringify(tips), Math.min(nowMs, game.closesAt - rng.int(1, 21 * 24) * 3600_000));
      }
    })();
    return SEED_SHEETS;
  } finally {
    db.close();
  }
}
