import { describe, expect, it } from 'vitest';
import { standingsTable, topLists, TOP_LIST_LENGTH, type TalliedEvent } from './tables';

const team = (id: number, name: string) => ({ id, name, logo: null });
const [A, B, C, D] = [team(1, 'Alfa'), team(2, 'Béta'), team(3, 'Cézár'), team(4, 'Delta')];

describe('a standings table', () => {
  it('3 points a win, 1 a draw; ties by goal difference, goals scored, then name; a team without a result has a zero row', () => {
    const rows = standingsTable(
      'NB I',
      [D, C, B, A],
      [
        { home: A, away: B, goals: { home: 2, away: 0 } },
        { home: C, away: B, goals: { home: 1, away: 1 } },
        { home: B, away: C, goals: { home: 3, away: 1 } },
        { home: C, away: A, goals: { home: 2, away: 0 } },
      ],
    );
    expect(
      rows.map((r) => [r.rank, r.team.name, r.points, r.goalsDiff, r.all.played, r.all.win, r.all.draw, r.all.lose, r.all.goals.for, r.all.goals.against]),
    ).toEqual([
      // Béta and Cézár: 4 points, goal difference 0; Béta scored more
      [1, 'Béta', 4, 0, 3, 1, 1, 1, 4, 4],
      [2, 'Cézár', 4, 0, 3, 1, 1, 1, 4, 4 - 0],
      [3, 'Alfa', 3, 0, 2, 1, 0, 1, 2, 2],
      [4, 'Delta', 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(rows.every((r) => r.group === 'NB I')).toBe(true);
  });

  it('ties on everything go by name, in Hungarian order (Ú is U, not after Z)', () => {
    const rows = standingsTable('Group A', [team(7, 'Zala'), team(8, 'Ulm'), team(9, 'Újpest')], []);
    expect(rows.map((r) => r.team.name)).toEqual(['Újpest', 'Ulm', 'Zala']);
  });

  it('refuses a result of a team not in the table', () => {
    expect(() => standingsTable('Group A', [A], [{ home: A, away: B, goals: { home: 1, away: 0 } }])).toThrow(/Béta/);
  });
});

describe('the top lists', () => {
  const player = (id: number) => ({ id, name: `Játékos ${String(id).padStart(2, '0')}`, photo: null });
  const ev = (id: number, type: string, detail: string, comments: string | null = null): TalliedEvent => ({
    type,
    detail,
    comments,
    player: player(id),
    team: A,
  });

  it('count Normal Goal and Penalty, not own goals, shoot-out kicks or misses', () => {
    const lists = topLists([
      ev(1, 'Goal', 'Normal Goal'),
      ev(1, 'Goal', 'Penalty'),
      ev(2, 'Goal', 'Own Goal'),
      ev(3, 'Goal', 'Penalty', 'Penalty Shootout'),
      ev(4, 'Goal', 'Missed Penalty'),
      ev(5, 'Goal', 'Normal Goal'),
    ]);
    expect(lists.scorers.map((p) => [p.player.id, p.statistics[0]!.goals.total])).toEqual([
      [1, 2],
      [5, 1],
    ]);
  });

  it('count the three card kinds; the red list holds a player with a second yellow only (red 0), best first', () => {
    const lists = topLists([
      ev(1, 'Card', 'Yellow Card'),
      ev(1, 'Card', 'Second Yellow card'),
      ev(2, 'Card', 'Red Card'),
      ev(3, 'Card', 'Yellow Card'),
      ev(3, 'Card', 'Yellow Card'),
      ev(4, 'subst', 'Substitution 1'),
    ]);
    const cards = (list: typeof lists.red) => list.map((p) => [p.player.id, p.statistics[0]!.cards]);
    expect(cards(lists.yellow)).toEqual([
      [3, { yellow: 2, yellowred: 0, red: 0 }],
      [1, { yellow: 1, yellowred: 1, red: 0 }],
    ]);
    expect(cards(lists.red)).toEqual([
      [2, { yellow: 0, yellowred: 0, red: 1 }],
      [1, { yellow: 1, yellowred: 1, red: 0 }],
    ]);
    expect(lists.scorers).toEqual([]);
  });

  it('hold at most 20, ties by name', () => {
    const many = Array.from({ length: 30 }, (_, i) => ev(30 - i, 'Goal', 'Normal Goal'));
    const { scorers } = topLists(many);
    expect(scorers).toHaveLength(TOP_LIST_LENGTH);
    expect(scorers.map((p) => p.player.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
