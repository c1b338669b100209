// League tables and top lists, computed from fixtures and their events (specialised-features.md §3, §5):
// 3 points a win, 1 a draw; ties by goal difference, goals scored, then name. Top lists count Normal Goal
// and Penalty (not own goals, not shoot-out kicks) and the three card kinds, best first, at most 20, like
// API-FOOTBALL; players with a zero stay in (the screen keeps goals > 0, yellow > 0, red + yellow-red > 0).
import type { StandingRow, TeamRef, TopPlayer } from '../../../domain/sports/types';
import { SHOOTOUT_COMMENT } from './match';

export interface FinishedResult {
  home: TeamRef;
  away: TeamRef;
  goals: { home: number; away: number };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'hu');

/** One table: every team of `teams` (a team without a result has a zero row), ranked 1…n. */
export function standingsTable(group: string, teams: TeamRef[], results: FinishedResult[]): StandingRow[] {
  const rows = new Map(
    teams.map((team) => [team.id, { team, points: 0, goalsDiff: 0, group, all: { played: 0, win: 0, draw: 0, lose: 0, goals: { for: 0, against: 0 } } }]),
  );
  const add = (team: TeamRef, scored: number, conceded: number) => {
    const row = rows.get(team.id);
    if (!row) throw new Error(`${team.name} is not in ${group}`);
    row.all.played++;
    row.all.goals.for += scored;
    row.all.goals.against += conceded;
    if (scored > conceded) row.all.win++;
    else if (scored === conceded) row.all.draw++;
    else row.all.lose++;
    row.points = row.all.win * 3 + row.all.draw;
    row.goalsDiff = row.all.goals.for - row.all.goals.against;
  };
  for (const r of results) {
    add(r.home, r.goals.home, r.goals.away);
    add(r.away, r.goals.away, r.goals.home);
  }
  return [...rows.values()]
    .sort((a, b) => b.points - a.points || b.goalsDiff - a.goalsDiff || b.all.goals.for - a.all.goals.for || byName(a.team, b.team))
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/** An event as the top lists read it: whose player, of which team. */
export interface TalliedEvent {
  type: string;
  detail: string;
  comments: string | null;
  player: { id: number; name: string; photo: string | null };
  /** The player's own team (an own goal's scorer's team, not the side it counted for). */
  team: TeamRef;
}

interface Tally {
  player: TalliedEvent['player'];
  team: TeamRef;
  goals: number;
  yellow: number;
  yellowred: number;
  red: number;
}

export const TOP_LIST_LENGTH = 20;

export function topLists(events: TalliedEvent[]): { scorers: TopPlayer[]; yellow: TopPlayer[]; red: TopPlayer[] } {
  const tallies = new Map<number, Tally>();
  for (const e of events) {
    const counts = scoring(e) || e.type === 'Card';
    if (!counts) continue;
    let t = tallies.get(e.player.id);
    if (!t) tallies.set(e.player.id, (t = { player: e.player, team: e.team, goals: 0, yellow: 0, yellowred: 0, red: 0 }));
    if (scoring(e)) t.goals++;
    else if (e.detail === 'Yellow Card') t.yellow++;
    else if (e.detail === 'Second Yellow card') t.yellowred++;
    else if (e.detail === 'Red Card') t.red++;
  }
  const all = [...tallies.values()];
  const list = (keep: (t: Tally) => boolean, order: (a: Tally, b: Tally) => number) =>
    all
      .filter(keep)
      .sort((a, b) => order(a, b) || byName(a.player, b.player) || a.player.id - b.player.id)
      .slice(0, TOP_LIST_LENGTH)
      .map(toTopPlayer);
  return {
    scorers: list(
      (t) => t.goals > 0,
      (a, b) => b.goals - a.goals,
    ),
    yellow: list(
      (t) => t.yellow > 0 || t.yellowred > 0,
      (a, b) => b.yellow - a.yellow || b.yellowred - a.yellowred,
    ),
    red: list(
      (t) => t.red > 0 || t.yellowred > 0,
      (a, b) => b.red - a.red || b.yellowred - a.yellowred,
    ),
  };
}

/** A goal for the top scorers: Normal Goal or Penalty in play (a shoot-out kick is not one). */
function scoring(e: TalliedEvent): boolean {
  return e.type === 'Goal' && (e.detail === 'Normal Goal' || e.detail === 'Penalty') && e.comments !== SHOOTOUT_COMMENT;
}

function toTopPlayer(t: Tally): TopPlayer {
  return {
    player: t.player,
    statistics: [{ team: t.team, goals: { total: t.goals }, cards: { yellow: t.yellow, yellowred: t.yellowred, red: t.red } }],
  };
}
