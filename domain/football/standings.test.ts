import { describe, expect, it } from 'vitest';
import type { LeagueStandings, StandingRow } from '../sports/types';
import { groupName, standingGroups } from './standings';

const row = (rank: number, team: string, group: string): StandingRow => ({
  rank,
  team: { id: rank, name: team, logo: null },
  points: 10 - rank,
  goalsDiff: 0,
  group,
  all: { played: 3, win: 1, draw: 1, lose: 1, goals: { for: 3, against: 3 } },
});
const standings = (tables: StandingRow[][], name = 'NB I'): LeagueStandings => ({
  league: { id: 1, name, country: 'Magyarország', logo: null, season: 2025, standings: tables },
});

describe('groupName', () => {
  it.each([
    ['Group A', 'A csoport'],
    ['Group h', 'H csoport'],
    [' Group F ', 'F csoport'],
    ['NB I', 'NB I'],
    ['Premier League', 'Premier League'],
    ['Group Stage', 'Group Stage'],
  ])('%j → %j', (group, name) => {
    expect(groupName(group)).toBe(name);
  });
});

describe('standingGroups', () => {
  it('a tournament: one table per group, in the service’s order, ranks sorted', () => {
    const groups = standingGroups(
      standings([
        [row(2, 'Svájc', 'Group A'), row(1, 'Németország', 'Group A')],
        [row(1, 'Spanyolország', 'Group B'), row(2, 'Olaszország', 'Group B')],
      ]),
    );
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.team.name)])).toEqual([
      ['A csoport', ['Németország', 'Svájc']],
      ['B csoport', ['Spanyolország', 'Olaszország']],
    ]);
  });

  it('a league: one table named as the league; rows grouped by their group whatever table they came in', () => {
    expect(standingGroups(standings([[row(1, 'Ferencváros', 'NB I'), row(2, 'Paks', 'NB I')]])).map((g) => g.name)).toEqual(['NB I']);
    expect(standingGroups(standings([[row(1, 'A', 'Group A'), row(1, 'B', 'Group B')], [row(2, 'C', 'Group A')]])).map((g) => [g.name, g.rows.length])).toEqual(
      [
        ['A csoport', 2],
        ['B csoport', 1],
      ],
    );
    expect(standingGroups(standings([[row(1, 'A', '')]], 'Magyar Kupa'))[0]!.name).toBe('Magyar Kupa');
  });

  it('nothing to show: no groups', () => {
    expect(standingGroups(null)).toEqual([]);
    expect(standingGroups(standings([[], []]))).toEqual([]);
  });
});
