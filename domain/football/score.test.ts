import { describe, expect, it } from 'vitest';
import { kickoffTime, mergeScores, nextScorePoll, scoreBoxOf, scoreDisplay, scoreText, scoresAreLive, type ScoreBox } from './score';
import { TIME_FORMAT, zoned } from '../dates';
import { TIME_ZONE } from '../timeZone';
import { FOOTBALL_NOW, FTC, LIVE_MATCH, NBI_FIXTURES, PAKS, fixtureOf } from '../../testing/footballFixture';

const box = (short: string, kickoffFromNow: number, elapsed: number | null = null): ScoreBox => ({
  ...scoreBoxOf(fixtureOf({ id: 1, date: '2025-09-13T14:30:00+00:00', home: FTC, away: PAKS })),
  kickoff: FOOTBALL_NOW + kickoffFromNow,
  status: { short, elapsed },
  goals: short === 'NS' ? { home: null, away: null } : { home: 1, away: 0 },
});

describe('scoreBoxOf', () => {
  it('keeps what the box shows: teams, score, status, scorers', () => {
    expect(scoreBoxOf(LIVE_MATCH)).toEqual({
      id: 9001,
      kickoff: LIVE_MATCH.fixture.timestamp,
      date: '2025-09-13T14:30:00+00:00',
      status: { short: '2H', elapsed: 67 },
      home: { name: 'Ferencváros', logo: '/media/football/teams/651.png' },
      away: { name: 'Paks', logo: '/media/football/teams/652.png' },
      goals: { home: 2, away: 1 },
      penalty: { home: null, away: null },
      scorers: { home: ["Varga Barnabás 12'", "Lenzsér Bence (öngól) 58'"], away: ["Böde Dániel (büntetőből) 45+2'"] },
    });
  });
});

describe('scoreDisplay', () => {
  it.each([
    [box('2H', -4000, 67), { state: 'live', score: '1–0', live: true, note: "67'" }],
    [box('HT', -3000, 45), { state: 'live', score: '1–0', live: true, note: 'Félidő' }],
    [box('FT', -9000, 90), { state: 'finished', score: '1–0', live: false, note: 'Vége' }],
    [box('NS', 3600), { state: 'scheduled', score: '18:30', live: false, note: null }],
    [box('TBD', 3600), { state: 'scheduled', score: '18:30', live: false, note: 'Időpont később' }],
    [
      { ...box('PST', 3600), goals: { home: null, away: null } },
      { state: 'off', score: '18:30', live: false, note: 'Elhalasztva' },
    ],
    [
      { ...box('PEN', -9000), goals: { home: 1, away: 1 }, penalty: { home: 4, away: 3 } },
      { state: 'finished', score: '1–1 (4–3)', live: false, note: 'Vége, büntetők után' },
    ],
  ])('%j', (b, expected) => {
    expect(scoreDisplay(b)).toEqual(expected);
  });
});

describe('when the boxes are polled (§4: every 15 s until finished)', () => {
  it.each([
    ['a live match: poll', [box('1H', -600, 10)], { kind: 'poll' }],
    ['a kick-off within the hour: poll', [box('NS', 3000)], { kind: 'poll' }],
    ['a kick-off in three hours: wait until an hour before', [box('NS', 3 * 3600), box('FT', -9000)], { kind: 'wait', ms: 2 * 3600 * 1000 }],
    ['finished and called-off matches: stop', [box('FT', -9000), box('CANC', 600)], { kind: 'stop' }],
    ['a match that never started, long ago: stop', [box('NS', -5 * 3600)], { kind: 'stop' }],
    ['nothing: stop', [], { kind: 'stop' }],
  ])('%s', (_, boxes, step) => {
    expect(nextScorePoll(boxes, FOOTBALL_NOW)).toEqual(step);
  });

  it.each([
    ['live', [box('2H', -4000, 67)], true],
    ['kicks off tonight', [box('NS', 5 * 3600)], true],
    ['kicks off in two days', [box('NS', 48 * 3600)], false],
    ['all over', [box('FT', -9000), box('PEN', -20000)], false],
    ['postponed', [box('PST', 3600)], false],
  ])('the island for a page whose matches are %s: %s', (_, boxes, live) => {
    expect(scoresAreLive(boxes, FOOTBALL_NOW)).toBe(live);
  });

  it('the day list of the tests’ "now" is live', () => {
    expect(scoresAreLive(NBI_FIXTURES.map(scoreBoxOf), FOOTBALL_NOW)).toBe(true);
  });
});

describe('mergeScores', () => {
  it('replaces the boxes the answer has and keeps the others as they were', () => {
    const boxes = NBI_FIXTURES.slice(2, 5).map(scoreBoxOf);
    const later = { ...LIVE_MATCH, goals: { home: 3, away: 1 }, fixture: { ...LIVE_MATCH.fixture, status: { long: '', short: 'FT' as const, elapsed: 90 } } };
    const merged = mergeScores(boxes, [later]);
    expect(merged.map((b) => [b.id, b.status.short, b.goals.home])).toEqual([
      [9000, 'FT', 0],
      [9001, 'FT', 3],
      [9002, 'NS', null],
    ]);
    expect(merged[0]).toBe(boxes[0]);
  });
});

const s = (home: number | null, away: number | null) => ({ home, away });

describe('scoreText (penalties in brackets)', () => {
  it.each([
    [s(2, 1), s(null, null), '2H', '2–1'],
    [s(0, 0), s(null, null), '1H', '0–0'],
    [s(3, 0), s(null, null), 'FT', '3–0'],
    [s(1, 1), s(4, 3), 'PEN', '1–1 (4–3)'],
    [s(1, 1), s(2, 2), 'P', '1–1 (2–2)'],
    [s(2, 2), s(null, null), 'AET', '2–2'],
    [s(1, 1), s(null, null), 'PEN', '1–1'],
    [s(1, null), s(null, null), 'HT', '1––'],
    [s(null, null), s(null, null), 'NS', null],
    [s(null, null), s(null, null), 'TBD', null],
    [s(null, null), s(null, null), 'PST', null],
    [s(0, 3), s(null, null), 'CANC', '0–3'],
  ])('%j %j %s → %j', (goals, penalty, short, text) => {
    expect(scoreText(goals, penalty, short)).toBe(text);
  });
});

describe('kickoffTime', () => {
  it('is dayjs’s HH:mm on the Budapest clock, without dayjs (across both clock changes)', () => {
    for (const iso of [
      '2025-09-13T14:30:00Z',
      '2024-12-31T23:15:00Z',
      '2025-03-30T00:59:59Z',
      '2025-03-30T01:00:00Z',
      '2025-10-26T00:30:00Z',
      '2025-10-26T01:30:00Z',
    ]) {
      const unix = Date.parse(iso) / 1000;
      expect(kickoffTime(unix), iso).toBe(zoned(unix, TIME_ZONE).format(TIME_FORMAT));
    }
    expect(kickoffTime(Date.parse('2025-09-13T14:30:00Z') / 1000)).toBe('16:30');
  });
});
