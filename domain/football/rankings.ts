// The ranking lists (specialised-features.md §2 oldal gol, sarga, piros; §5): only players with goals > 0,
// yellow > 0, or red + yellow-red > 0; best first; ties share a blank rank (the first of a tie shows the
// rank, the others none).
import type { TeamRef, TopPlayer } from '../sports/types';
import type { FootballTab } from './tabs';

export type RankingKind = 'goals' | 'yellow' | 'red';

/** The ranking list each tab shows (the standings tab shows none). */
export const RANKING_OF_TAB: Readonly<Partial<Record<FootballTab, RankingKind>>> = { gol: 'goals', sarga: 'yellow', piros: 'red' };

export interface RankingRow {
  /** Null for the second and later players of a tie. */
  rank: number | null;
  player: { id: number; name: string; photo: string | null };
  team: TeamRef | null;
  /** What the list ranks by: goals, yellow cards, or sendings-off (red + second yellow). */
  value: number;
  red: number;
  yellowred: number;
}

const count = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** What a player's entry counts for a list (§3: statistics[0]). */
export function rankingValue(p: TopPlayer, kind: RankingKind): number {
  const s = p.statistics[0];
  if (!s) return 0;
  if (kind === 'goals') return count(s.goals.total);
  if (kind === 'yellow') return count(s.cards.yellow);
  return count(s.cards.red) + count(s.cards.yellowred);
}

export function rankingRows(players: readonly TopPlayer[], kind: RankingKind): RankingRow[] {
  const rows = players
    .map((p, i) => ({ p, i, value: rankingValue(p, kind) }))
    .filter((x) => x.value > 0)
    // Best first; the service's order between equals is kept.
    .sort((a, b) => b.value - a.value || a.i - b.i);
  return rows.map((x, i) => {
    const s = x.p.statistics[0];
    return {
      rank: i > 0 && rows[i - 1]!.value === x.value ? null : i + 1,
      player: x.p.player,
      team: s?.team ?? null,
      value: x.value,
      red: count(s?.cards.red),
      yellowred: count(s?.cards.yellowred),
    };
  });
}
