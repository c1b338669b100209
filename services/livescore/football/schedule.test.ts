import { describe, expect, it } from 'vitest';
import { budapestDay, dayOf } from './calendar';
import { LEAGUES } from './competitions';
import { formula1Model } from '../formula1';
import { CUP_ROUND_NAMES, NB1_ROUNDS, PREMIER_ROUNDS } from './leagues';
import { scheduleOf } from './model';
import { doubleRoundRobin, fixtureId } from './schedule';
import { NB1_CLUBS, PREMIER_CLUBS, teamById } from './teams';
import { assignThirds, EURO_2024_GROUPS, WORLD_CUP_2022_GROUPS } from './tournaments';

const league = (id: number) => LEAGUES.find((l) => l.id === id)!;
const teamsOf = (f: { home: unknown; away: unknown }) => [f.home, f.away].map((s) => (s as { team: number }).team);

describe('a double round robin', () => {
  it.each([4, 12, 20])('of %i teams: every pair twice, once at each home, each team once a round', (n) => {
    const teams = Array.from({ length: n }, (_, i) => i + 1);
    const rounds = doubleRoundRobin(teams);
    expect(rounds).toHaveLength(2 * (n - 1));
    for (const pairs of rounds) expect(new Set(pairs.flat()).size).toBe(n);
    const seen = new Set(rounds.flat().map(([h, a]) => `${h}-${a}`));
    expect(seen.size).toBe(n * (n - 1));
  });
});

describe('the schedules', () => {
  it.each([
    // league, season, fixtures, rounds
    [271, 2025, NB1_ROUNDS * 6, NB1_ROUNDS],
    [271, 2026, 132, 22],
    [39, 2026, PREMIER_ROUNDS * 10, 38],
    [272, 2026, 31, CUP_ROUND_NAMES.length],
    [4, 2024, 51, 6 * 3 + 4],
    [1, 2022, 64, 8 * 3 + 5],
  ])('league %i season %i has %i fixtures in %i rounds', (id, season, count, rounds) => {
    const list = scheduleOf(league(id), season);
    expect(list).toHaveLength(count);
    expect(new Set(list.map((f) => f.round)).size).toBe(rounds);
    // ids: league, season's last two digits, index by kick-off
    list.forEach((f, i) => expect(f.id).toBe(fixtureId(id, season, i)));
    expect(list.map((f) => f.kickoff)).toEqual([...list.map((f) => f.kickoff)].sort((a, b) => a - b));
  });

  it('NB I: twelve clubs, 22 rounds of six, autumn August–November, spring February–May, on weekends at several times', () => {
    const list = scheduleOf(league(271), 2026);
    expect(new Set(list.flatMap(teamsOf))).toEqual(new Set(NB1_CLUBS.map((t) => t.id)));
    const months = new Set(list.map((f) => dayOf(f.kickoff).month));
    expect([...months].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11]);
    expect(budapestDay(list[0]!.kickoff) >= '2026-07-24').toBe(true);
    expect(budapestDay(list[list.length - 1]!.kickoff) >= '2027-05-20').toBe(true);
    for (const f of list) expect([0, 5, 6]).toContain(new Date((f.kickoff + 3600) * 1000).getUTCDay());
    expect(new Set(list.map((f) => f.kickoff % 86400)).size).toBeGreaterThan(3);
    for (let r = 1; r <= 22; r++) expect(list.filter((f) => f.round === `Regular Season - ${r}`)).toHaveLength(6);
  });

  it('Premier League: twenty clubs, each plays 38', () => {
    const list = scheduleOf(league(39), 2026);
    for (const t of PREMIER_CLUBS) expect(list.filter((f) => teamsOf(f).includes(t.id))).toHaveLength(38);
  });

  it('Magyar Kupa: every NB I club starts away at a lower-division club, then winners meet in a fixed bracket', () => {
    const list = scheduleOf(league(272), 2026);
    const first = list.filter((f) => f.round === '1st Round');
    expect(first).toHaveLength(16);
    for (const club of NB1_CLUBS) expect(first.find((f) => (f.away as { team: number }).team === club.id)).toBeDefined();
    expect(list.map((f) => f.round)).toEqual(CUP_ROUND_NAMES.flatMap((r, i) => Array<string>(16 / 2 ** i).fill(r)));
    expect(list[list.length - 1]!.venue?.name).toBe('Puskás Aréna');
  });

  it.each([
    [4, 2024, EURO_2024_GROUPS, 36, ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'], [8, 4, 2, 1], '2024-06-14', '2024-07-14'],
    [
      1,
      2022,
      WORLD_CUP_2022_GROUPS,
      48,
      ['Round of 16', 'Quarter-finals', 'Semi-finals', '3rd Place Final', 'Final'],
      [8, 4, 2, 1, 1],
      '2022-11-20',
      '2022-12-18',
    ],
  ])(
    'tournament %i (%i): the real groups, group matches first, then the stages in order by kick-off',
    (id, season, groups, groupMatches, stages, sizes, first, last) => {
      const list = scheduleOf(league(id), season);
      expect(list.slice(0, groupMatches).every((f) => f.group !== null && /^Group [A-H] - [1-3]$/.test(f.round))).toBe(true);
      expect(list.slice(groupMatches).map((f) => f.round)).toEqual(stages.flatMap((s, i) => Array<string>(sizes[i]!).fill(s)));
      expect(budapestDay(list[0]!.kickoff)).toBe(first);
      expect(budapestDay(list[list.length - 1]!.kickoff)).toBe(last);
      for (const [g, codes] of Object.entries(groups)) {
        const inGroup = list.filter((f) => f.group === `Group ${g}`);
        expect(inGroup).toHaveLength(6);
        expect(new Set(inGroup.flatMap(teamsOf).map((t) => teamById(t).code))).toEqual(new Set(codes));
      }
    },
  );

  it('Hungary plays Germany, Scotland and Switzerland in Euro 2024 group A', () => {
    const a = scheduleOf(league(4), 2024).filter((f) => f.group === 'Group A');
    expect(new Set(a.flatMap(teamsOf).map((t) => teamById(t).name))).toEqual(new Set(['Magyarország', 'Németország', 'Skócia', 'Svájc']));
  });

  it('football ids never collide with Formula 1 ids', () => {
    const f1 = formula1Model({ startedAt: Date.UTC(2026, 10, 23) });
    const f1Ids = new Set(f1.seasons().flatMap((s) => f1.races(s.id, Date.UTC(2026, 10, 23)).map((r) => r.id)));
    const football = LEAGUES.flatMap((l) => l.seasons(2026).flatMap((s) => scheduleOf(l, s).map((f) => f.id)));
    expect(new Set(football).size).toBe(football.length);
    expect(football.filter((id) => f1Ids.has(id))).toEqual([]);
  });
});

describe('the best third-placed teams of Euro 2024', () => {
  const places = [
    ['A', 'D', 'E', 'F'],
    ['D', 'E', 'F'],
    ['A', 'B', 'C'],
    ['A', 'B', 'C', 'D'],
  ];
  const combinations: string[][] = [];
  const groups = ['A', 'B', 'C', 'D', 'E', 'F'];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) combinations.push(groups.filter((_, i) => i !== a && i !== b));

  it.each(combinations.map((c) => [c.join('')]))('%s: each goes to a place that takes its group', (combo) => {
    const assigned = assignThirds(places, combo.split(''));
    expect([...assigned].sort()).toEqual(combo.split(''));
    assigned.forEach((g, i) => expect(places[i]).toContain(g));
  });

  it('refuses a combination no assignment fits', () => {
    expect(() => assignThirds([['A'], ['A']], ['A', 'B'])).toThrow(/no place/);
  });
});
