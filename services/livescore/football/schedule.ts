// A league-season's schedule before any result: every fixture's round, nominal kick-off (Budapest wall
// clock), venue and its two sides, where a side is a team or a place to be filled from earlier results (a
// group's winner, a best third-placed team, a tie's winner or loser). Fixture ids are the league, the
// season's last two digits and the fixture's index in the schedule sorted by kick-off (D-215): stable for a
// season, never a Formula 1 id.
import type { Venue } from './teams';

export type Slot =
  | { team: number }
  | { group: string; rank: 1 | 2 }
  /** One of the four best third-placed teams, from the groups it may come from (Euro 2024). */
  | { third: string[] }
  | { winnerOf: string }
  | { loserOf: string };

/** A fixture of a schedule as its builder writes it; `key` names it for the sides of later fixtures. */
export interface ProtoFixture {
  key: string;
  round: string;
  kickoff: number;
  home: Slot;
  away: Slot;
  /** A neutral ground (tournaments, a cup final); null: the home team's. */
  venue: Venue | null;
  knockout: boolean;
  /** 'Group A' for a tournament's group match. */
  group: string | null;
}

export interface ScheduledFixture extends ProtoFixture {
  id: number;
  league: number;
  season: number;
  index: number;
}

/** league*100000 + (season % 100)*1000 + index (D-215). */
export function fixtureId(league: number, season: number, index: number): number {
  return league * 100_000 + (season % 100) * 1000 + index;
}

/** Numbers a builder's fixtures by kick-off (the builder's order breaks ties) and gives them their ids. */
export function numbered(league: number, season: number, protos: ProtoFixture[]): ScheduledFixture[] {
  return protos
    .map((p, order) => ({ p, order }))
    .sort((a, b) => a.p.kickoff - b.p.kickoff || a.order - b.order)
    .map(({ p }, index) => ({ ...p, id: fixtureId(league, season, index), league, season, index }));
}

/**
 * A double round robin by the circle method: `rounds[r]` holds the pairs [home, away] of round r + 1; the
 * second half repeats the first with home and away swapped.
 */
export function doubleRoundRobin(teams: number[]): [number, number][][] {
  const n = teams.length;
  if (n % 2 !== 0) throw new Error('a round robin of an odd number of teams');
  const fixed = teams[n - 1]!;
  const rotating = teams.slice(0, n - 1);
  const first: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    const top = rotating[r % (n - 1)]!;
    pairs.push(r % 2 === 0 ? [top, fixed] : [fixed, top]);
    for (let i = 1; i < n / 2; i++) {
      const a = rotating[(r + i) % (n - 1)]!;
      const b = rotating[(r - i + n - 1) % (n - 1)]!;
      pairs.push(i % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(pairs);
  }
  return [...first, ...first.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h]))];
}
