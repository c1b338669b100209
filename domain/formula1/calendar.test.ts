import { describe, expect, it } from 'vitest';
import type { Race } from '../sports/types';
import { competitionsOf, pickCompetition, pickRace, sessionOf, sessionsOf, startingGridId, type Competition } from './calendar';
import { F1_RACES } from '../../testing/formula1Fixture';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('competitionsOf', () => {
  it('lists each Grand Prix once, by the date of its last session, completed only when every session is', () => {
    const shuffled = [...F1_RACES].reverse();
    expect(competitionsOf(shuffled)).toEqual([
      { id: 1, name: 'Bahreini Nagydíj', date: '2026-03-08T15:00:00+00:00', completed: true },
      { id: 2, name: 'Magyar Nagydíj', date: '2026-07-26T13:00:00+00:00', completed: false },
      { id: 3, name: 'Olasz Nagydíj', date: '2026-09-06T13:00:00+00:00', completed: false },
    ]);
  });

  it('is empty for a season without races', () => {
    expect(competitionsOf([])).toEqual([]);
  });
});

const gp = (id: number, date: string, completed: boolean): Competition => ({ id, name: `GP ${id}`, date, completed });

describe('pickCompetition', () => {
  const season = [
    gp(1, '2026-03-08T15:00:00Z', true),
    gp(2, '2026-07-26T13:00:00Z', true),
    gp(3, '2026-09-06T13:00:00Z', false),
    gp(4, '2026-10-01T13:00:00Z', false),
  ];
  const allDone = season.map((c) => ({ ...c, completed: true }));
  it.each([
    ['3', season, '2026-08-01T10:00:00Z', 3, 'the query, when it is one of the season'],
    ['1', season, '2026-08-01T10:00:00Z', 1, 'a past one from the query'],
    ['99', season, '2026-08-01T10:00:00Z', 3, 'unknown id: the rules below'],
    [null, season, '2026-08-01T10:00:00Z', 3, 'the first unfinished one'],
    [null, season, '2026-07-26T20:00:00Z', 2, 'the last completed one on its day'],
    [null, season, '2026-07-26T22:30:00Z', 3, 'the day after (Budapest midnight passed)'],
    [null, season, '2026-07-26T21:30:00Z', 2, 'still its day in Budapest (23:30 CEST)'],
    [null, allDone, '2026-12-01T10:00:00Z', 4, 'nothing unfinished: the last completed one'],
    [null, season.map((c) => ({ ...c, completed: false })), '2026-01-01T10:00:00Z', 1, 'nothing completed: the first'],
    [null, [], '2026-01-01T10:00:00Z', null, 'no competitions'],
  ])('%j → %j (%s)', (query, competitions, now, id, _why) => {
    expect(pickCompetition(query, competitions, unix(now))).toBe(id);
  });
});

describe('sessionsOf', () => {
  it('gives one competition’s sessions in date order', () => {
    expect(sessionsOf([...F1_RACES].reverse(), 2).map((r) => r.id)).toEqual([21, 22, 23, 24]);
    expect(sessionsOf(F1_RACES, null)).toEqual([]);
  });
});

describe('startingGridId', () => {
  it.each([
    ['Verseny', -24],
    ['Sprint', -24],
    ['Időmérő', null],
    ['1. szabadedzés', null],
    ['verseny', null],
  ])('%s → %j', (type, id) => {
    expect(startingGridId({ id: 24, type })).toBe(id);
  });
});

describe('pickRace', () => {
  const hungary = sessionsOf(F1_RACES, 2);
  const bahrain = sessionsOf(F1_RACES, 1);
  const monza = sessionsOf(F1_RACES, 3);
  const s = (id: number, status: string, date: string): Race => ({ ...hungary[0]!, id, status, date });
  it.each([
    ['23', hungary, 23, 'a session of the competition from the query'],
    ['-24', hungary, -24, 'the race’s starting grid'],
    ['-22', hungary, -22, 'the sprint’s starting grid'],
    ['-23', hungary, 24, 'a qualifying has no grid: the default'],
    ['11', hungary, 24, 'another competition’s session: the default'],
    [null, hungary, 24, 'the first session not completed'],
    [null, monza, 31, 'all ahead: the first'],
    [null, bahrain, 11, 'all completed: the last'],
    [null, [s(5, 'Scheduled', '2026-01-02T00:00:00Z'), s(4, 'Completed', '2026-01-01T00:00:00Z')], 5, 'sorted by date first'],
    [null, [], null, 'no sessions'],
  ])('%j → %j (%s)', (query, sessions, id, _why) => {
    expect(pickRace(query, sessions)).toBe(id);
  });
});

describe('sessionOf', () => {
  const hungary = sessionsOf(F1_RACES, 2);
  it.each([
    [24, 24],
    [-24, 24],
    [99, null],
    [null, null],
  ])('%j → session %j', (futam, id) => {
    expect(sessionOf(futam, hungary)?.id ?? null).toBe(id);
  });
});
