import { describe, expect, it } from 'vitest';
import type { FixtureEvent } from '../sports/types';
import { EVENT_TEXT, cardReason, eventKind, isShootout, marksOf, minuteText, playerMarks, scorers, teamEvents, timelineItems, varDecision } from './events';
import { FTC, LIVE_MATCH, PAKS, fixtureOf } from '../../testing/footballFixture';

describe('eventKind and its word', () => {
  it.each([
    ['Goal', 'Normal Goal', 'goal', 'Gól'],
    ['Goal', 'Own Goal', 'own-goal', 'Öngól'],
    ['Goal', 'Penalty', 'penalty', 'Gól büntetőből'],
    ['Goal', 'Missed Penalty', 'missed-penalty', 'Kihagyott büntető'],
    ['Card', 'Yellow Card', 'yellow', 'Sárga lap'],
    ['Card', 'Second Yellow card', 'second-yellow', 'Második sárga lap'],
    ['Card', 'Red Card', 'red', 'Piros lap'],
    ['subst', 'Substitution 3', 'substitution', 'Csere'],
    ['Var', 'Goal cancelled', 'var', 'Videóbíró (VAR)'],
    ['goal', 'normal goal', 'goal', 'Gól'],
  ])('%s / %s → %s (%s)', (type, detail, kind, word) => {
    expect(eventKind({ type, detail })).toBe(kind);
    expect(EVENT_TEXT[kind as keyof typeof EVENT_TEXT]).toBe(word);
  });

  it.each([
    ['Card', 'Green Card'],
    ['Injury', 'Hamstring'],
    ['', ''],
  ])('%s / %s is not shown', (type, detail) => {
    expect(eventKind({ type, detail })).toBeNull();
  });

  it.each([
    ['Goal cancelled', 'gól érvénytelenítve'],
    ['Goal Disallowed - offside', 'gól érvénytelenítve'],
    ['Penalty confirmed', 'büntető megadva'],
    ['Something new', 'Something new'],
    [null, null],
  ])('a VAR decision %j → %j', (detail, text) => {
    expect(varDecision(detail)).toBe(text);
  });

  it.each([
    ['Foul', 'szabálytalanság'],
    [' serious foul ', 'durva szabálytalanság'],
    ['Argument', 'reklamálás'],
    ['Professional foul last man', 'gólhelyzet szabálytalan megakadályozása'],
    ['Pulling a shirt', 'Pulling a shirt'],
    ['', null],
    [null, null],
  ])('a card for %j → %j', (comments, reason) => {
    expect(cardReason(comments)).toBe(reason);
  });

  it('knows a shoot-out kick and writes the minute', () => {
    expect(isShootout({ comments: 'Penalty Shootout' })).toBe(true);
    expect(isShootout({ comments: null })).toBe(false);
    expect(minuteText({ elapsed: 45, extra: 2 })).toBe("45+2'");
    expect(minuteText({ elapsed: 67, extra: null })).toBe("67'");
  });
});

describe('a match’s goals and cards per side', () => {
  it('scorers in time order, with the goal’s kind; an own goal under the team it counts for', () => {
    expect(scorers(LIVE_MATCH)).toEqual({
      home: ["Varga Barnabás 12'", "Lenzsér Bence (öngól) 58'"],
      away: ["Böde Dániel (büntetőből) 45+2'"],
    });
  });

  it('every shown event, a substitution as who came on for whom', () => {
    const events = teamEvents(LIVE_MATCH);
    expect(events.map((e) => [e.side, e.kind, e.text])).toEqual([
      ['home', 'goal', "Varga Barnabás 12'"],
      ['away', 'yellow', "Szabó János 30'"],
      ['away', 'penalty', "Böde Dániel (büntetőből) 45+2'"],
      ['home', 'substitution', "Pesic Aleksandar (Gruber Zoltán helyett) 46'"],
      ['home', 'own-goal', "Lenzsér Bence (öngól) 58'"],
      ['away', 'second-yellow', "Windecker József 61'"],
      ['home', 'var', "gól érvénytelenítve 63'"],
    ]);
  });

  it("notes a goal's assist and a card's reason; an own goal, a penalty and a substitution none", () => {
    expect(teamEvents(LIVE_MATCH).map((e) => [e.kind, e.note])).toEqual([
      ['goal', 'gólpassz: Abu Fani'],
      ['yellow', 'szabálytalanság'],
      ['penalty', null],
      ['substitution', null],
      ['own-goal', null],
      ['second-yellow', null],
      ['var', null],
    ]);
    // The score box's line stays the scorer's.
    expect(scorers(LIVE_MATCH).home[0]).toBe("Varga Barnabás 12'");
  });

  it('leaves out shoot-out kicks and events of a team that is not playing; sorts by minute', () => {
    const f = fixtureOf({ id: 1, date: '2024-06-30T19:00:00+00:00', home: FTC, away: PAKS, status: 'PEN', goals: [1, 1], penalty: [4, 3] });
    const ev = (elapsed: number, extra: number | null, team = FTC, comments: string | null = null): FixtureEvent => ({
      time: { elapsed, extra },
      team,
      player: { id: null, name: `P${elapsed}` },
      assist: { id: null, name: null },
      type: 'Goal',
      detail: 'Normal Goal',
      comments,
    });
    f.events = [ev(90, 4), ev(120, null, FTC, 'Penalty Shootout'), ev(45, 1, PAKS), ev(3, null, { id: 999, name: 'Más', logo: null }), ev(90, null)];
    expect(teamEvents(f).map((e) => e.text)).toEqual(["P45 45+1'", "P90 90'", "P90 90+4'"]);
    expect(scorers(f)).toEqual({ home: ["P90 90'", "P90 90+4'"], away: ["P45 45+1'"] });
  });

  it('places the events on the timeline of the status’s width', () => {
    const { width, items } = timelineItems(LIVE_MATCH);
    expect(width).toBe(105);
    expect(items.map((i) => i.position)).toEqual([11.4, 28.6, 44.8, 43.8, 55.2, 58.1, 60]);
    const pen = { ...LIVE_MATCH, fixture: { ...LIVE_MATCH.fixture, status: { long: '', short: 'PEN' as const, elapsed: 120 } } };
    expect(timelineItems(pen).width).toBe(130);
  });

  it('a match without events has none', () => {
    const f = fixtureOf({ id: 2, date: '2025-09-20T15:00:00+00:00', home: FTC, away: PAKS });
    expect(teamEvents(f)).toEqual([]);
    expect(scorers(f)).toEqual({ home: [], away: [] });
  });
});

describe('playerMarks: what a line-up entry shows of its player', () => {
  it('goals and cards by the player, a substitution on both players, in time order', () => {
    const marks = playerMarks(LIVE_MATCH);
    const of = (name: string) => marksOf(marks, { id: 99, name }).map((m) => `${m.word} ${m.minute}`);
    expect(of('Varga Barnabás')).toEqual(["Gól 12'"]);
    expect(of('Böde Dániel')).toEqual(["Gól büntetőből 45+2'"]);
    expect(of('Gruber Zoltán')).toEqual(["Lecserélve 46'"]);
    expect(of('Pesic Aleksandar')).toEqual(["Becserélve 46'"]);
    expect(of('Lenzsér Bence')).toEqual(["Öngól 58'"]);
    expect(of('Windecker József')).toEqual(["Második sárga lap 61'"]);
    expect(of('Abu Fani')).toEqual([]);
  });

  it('by id where the event has one; shoot-out kicks and unknown teams left out', () => {
    const f = fixtureOf({ id: 1, date: '2025-09-13T14:30:00+00:00', home: FTC, away: PAKS, status: 'PEN' });
    const ev = (elapsed: number, team: typeof FTC, id: number, type: string, detail: string, comments: string | null = null): FixtureEvent => ({
      time: { elapsed, extra: null },
      team,
      player: { id, name: 'X' },
      assist: { id: id + 100, name: 'Y' },
      type,
      detail,
      comments,
    });
    f.events = [
      ev(70, FTC, 7, 'subst', 'Substitution 1'),
      ev(20, FTC, 7, 'Card', 'Yellow Card'),
      ev(120, FTC, 7, 'Goal', 'Penalty', 'Penalty Shootout'),
      ev(30, { ...FTC, id: 12345 }, 7, 'Goal', 'Normal Goal'),
    ];
    const marks = playerMarks(f);
    expect(marksOf(marks, { id: 7, name: 'X' }).map((m) => m.kind)).toEqual(['yellow', 'off']);
    expect(marksOf(marks, { id: 107, name: null }).map((m) => m.kind)).toEqual(['on']);
  });
});
