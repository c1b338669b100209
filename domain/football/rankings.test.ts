import { describe, expect, it } from 'vitest';
import type { TopPlayer } from '../sports/types';
import { rankingRows } from './rankings';

const TEAM = { id: 1, name: 'Ferencváros', logo: null };
const p = (id: number, goals: number | null, yellow: number | null = 0, red: number | null = 0, yellowred: number | null = 0): TopPlayer => ({
  player: { id, name: `Játékos ${id}`, photo: null },
  statistics: [{ team: TEAM, goals: { total: goals }, cards: { yellow, red, yellowred } }],
});

const ranks = (players: TopPlayer[], kind: 'goals' | 'yellow' | 'red') => rankingRows(players, kind).map((r) => [r.player.id, r.rank, r.value]);

describe('rankingRows (§5: keep only > 0, ties share a blank rank)', () => {
  it('goals: zeros and missing values are dropped, ties get one rank on their first row', () => {
    expect(ranks([p(1, 9), p(2, 7), p(3, 7), p(4, 7), p(5, 3), p(6, 0), p(7, null)], 'goals')).toEqual([
      [1, 1, 9],
      [2, 2, 7],
      [3, null, 7],
      [4, null, 7],
      [5, 5, 3],
    ]);
  });

  it('yellow cards', () => {
    expect(ranks([p(1, 0, 4), p(2, 5, 0), p(3, 0, 4), p(4, 0, 1)], 'yellow')).toEqual([
      [1, 1, 4],
      [3, null, 4],
      [4, 3, 1],
    ]);
  });

  it('red cards: red + second yellow, each kept for the columns', () => {
    const rows = rankingRows([p(1, 0, 3, 0, 1), p(2, 0, 0, 1, 1), p(3, 0, 9, 0, 0), p(4, 0, 0, 1, null)], 'red');
    expect(rows.map((r) => [r.player.id, r.rank, r.value, r.red, r.yellowred])).toEqual([
      [2, 1, 2, 1, 1],
      [1, 2, 1, 0, 1],
      [4, null, 1, 1, 0],
    ]);
  });

  it('sorts best first whatever the service’s order, and keeps its order between equals', () => {
    expect(ranks([p(1, 2), p(2, 5), p(3, 2)], 'goals')).toEqual([
      [2, 1, 5],
      [1, 2, 2],
      [3, null, 2],
    ]);
  });

  it('a player without statistics counts nothing; an empty list is empty', () => {
    expect(rankingRows([{ player: { id: 9, name: 'X', photo: null }, statistics: [] }], 'goals')).toEqual([]);
    expect(rankingRows([], 'red')).toEqual([]);
  });
});
