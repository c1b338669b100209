import { describe, expect, it } from 'vitest';
import type { Fixture, FixtureEvent } from '../../../domain/sports/types';
import { budapestDay as budapestDayOf, dayOf, dayRange, parseDay } from './calendar';
import { MATCH_MINUTE_S } from './match';
import { articleFixtures, footballModel, LIVE_GAP_S, LIVE_LEAD_S, liveAtStart, liveFixtures } from './model';

/** Monday 23 November 2026, 19:00 in Budapest. */
const STARTED = Date.UTC(2026, 10, 23, 18, 0, 0);
const MIN = 60_000;
const model = footballModel({ startedAt: STARTED });
const all = (league: number, season: number, at = STARTED) => model.fixturesBetween(league, season, 0, Infinity, at)!;
const names = (f: Fixture) => [f.teams.home.name, f.teams.away.name];
const winnerName = (f: Fixture) => (f.teams.home.winner ? f.teams.home.name : f.teams.away.winner ? f.teams.away.name : null);
const counts = (e: FixtureEvent) => e.type === 'Goal' && e.detail !== 'Missed Penalty' && e.comments !== 'Penalty Shootout';

describe('the football model: past tournaments', () => {
  it.each([
    [4, 2024, 51, 'Group F'],
    [1, 2022, 64, 'Group H'],
  ])('league %i %i: every fixture finished, %i of them', (league, season, count) => {
    const list = all(league, season);
    expect(list).toHaveLength(count);
    expect(list.every((f) => ['FT', 'AET', 'PEN'].includes(f.fixture.status.short))).toBe(true);
  });

  it.each([
    [4, 2024, 36, 8],
    [1, 2022, 48, 8],
  ])('league %i %i: the bracket follows from the group tables, and every knock-out fixture has a winner', (league, season, groupMatches) => {
    const list = all(league, season);
    const tables = model.standings(league, season, STARTED)![0]!.league.standings;
    const knockout = list.slice(groupMatches);
    const r16 = knockout.filter((f) => f.league.round === 'Round of 16');
    const r16Teams = new Set(r16.flatMap(names));
    for (const table of tables) {
      expect(r16Teams.has(table[0]!.team.name), `${table[0]!.group} winner`).toBe(true);
      expect(r16Teams.has(table[1]!.team.name), `${table[0]!.group} runner-up`).toBe(true);
      expect(r16Teams.has(table[3]!.team.name), `${table[0]!.group} fourth`).toBe(false);
    }
    expect(r16Teams.size).toBe(16);
    for (const f of knockout) expect(winnerName(f), `${f.fixture.id}`).not.toBeNull();
    // each round's teams are the previous round's winners
    const winners = (round: string) => new Set(knockout.filter((f) => f.league.round === round).map(winnerName));
    expect(new Set(knockout.filter((f) => f.league.round === 'Quarter-finals').flatMap(names))).toEqual(winners('Round of 16'));
    expect(new Set(knockout.filter((f) => f.league.round === 'Semi-finals').flatMap(names))).toEqual(winners('Quarter-finals'));
    expect(new Set(knockout.filter((f) => f.league.round === 'Final').flatMap(names))).toEqual(winners('Semi-finals'));
    // a tie decided on penalties has a shoot-out score; one after extra time an extra-time score
    for (const f of knockout) {
      if (f.fixture.status.short === 'PEN') expect(f.score.penalty.home).not.toBe(f.score.penalty.away);
      if (f.fixture.status.short !== 'FT') expect(f.score.extratime.home).not.toBeNull();
    }
  });

  it('Euro 2024: the four best third-placed teams advance', () => {
    const tables = model.standings(4, 2024, STARTED)![0]!.league.standings;
    const thirds = tables.map((t) => t[2]!).sort((a, b) => b.points - a.points || b.goalsDiff - a.goalsDiff || b.all.goals.for - a.all.goals.for);
    const r16 = new Set(
      all(4, 2024)
        .filter((f) => f.league.round === 'Round of 16')
        .flatMap(names),
    );
    expect(thirds.slice(0, 4).every((t) => r16.has(t.team.name))).toBe(true);
    expect(thirds.slice(4).some((t) => r16.has(t.team.name))).toBe(false);
  });

  it('is the same for two services started at different times', () => {
    const other = footballModel({ startedAt: Date.UTC(2025, 2, 10, 9, 30) });
    for (const [league, season] of [
      [4, 2024],
      [1, 2022],
    ] as const) {
      expect(other.fixturesBetween(league, season, 0, Infinity, STARTED)).toEqual(all(league, season));
      expect(other.standings(league, season, STARTED)).toEqual(model.standings(league, season, STARTED));
      expect(other.topLists(league, season, STARTED)).toEqual(model.topLists(league, season, STARTED));
    }
    expect(other.fixture(122063, STARTED)).toEqual(model.fixture(122063, STARTED));
  });
});

describe('the football model: one service', () => {
  it('answers the same for the same start and clock', () => {
    const again = footballModel({ startedAt: STARTED });
    for (const at of [STARTED, STARTED + 37 * MIN]) {
      expect(again.fixturesBetween(271, 2026, 0, Infinity, at)).toEqual(model.fixturesBetween(271, 2026, 0, Infinity, at));
      expect(again.topLists(39, 2026, at)).toEqual(model.topLists(39, 2026, at));
      expect(again.fixture(model.live[0]!.id, at)).toEqual(model.fixture(model.live[0]!.id, at));
    }
  });

  it('has countries, leagues with seasons, and the seasons newest first', () => {
    expect(model.countries().map((c) => [c.id, c.name, c.code])).toEqual([
      [1, 'Magyarország', 'HU'],
      [2, 'Anglia', 'GB-ENG'],
      [3, 'Európa', null],
      [4, 'Világ', null],
    ]);
    expect(model.leagues(1).map((l) => [l.league.id, l.league.name, l.league.type, l.seasons.map((s) => [s.year, s.current])])).toEqual([
      [
        271,
        'NB I',
        'League',
        [
          [2025, false],
          [2026, true],
        ],
      ],
      [272, 'Magyar Kupa', 'Cup', [[2026, true]]],
    ]);
    expect(model.leagues(3)[0]!.seasons).toEqual([{ year: 2024, start: '2024-06-14', end: '2024-07-14', current: true }]);
    expect(model.seasons()).toEqual([{ id: 2026 }, { id: 2025 }, { id: 2024 }, { id: 2022 }]);
  });

  it('recomputes the same standings from the finished fixtures it lists', () => {
    for (const at of [STARTED, STARTED + 3 * 60 * MIN]) {
      const list = all(271, 2026, at).filter((f) => ['FT', 'AET', 'PEN'].includes(f.fixture.status.short));
      const table = model.standings(271, 2026, at)![0]!.league.standings[0]!;
      for (const row of table) {
        const mine = list.filter((f) => f.teams.home.id === row.team.id || f.teams.away.id === row.team.id);
        const scored = mine.reduce((n, f) => n + (f.teams.home.id === row.team.id ? f.goals.home! : f.goals.away!), 0);
        const conceded = mine.reduce((n, f) => n + (f.teams.home.id === row.team.id ? f.goals.away! : f.goals.home!), 0);
        const won = mine.filter((f) => (f.teams.home.id === row.team.id ? f.goals.home! > f.goals.away! : f.goals.away! > f.goals.home!)).length;
        const drawn = mine.filter((f) => f.goals.home === f.goals.away).length;
        expect([row.all.played, row.all.goals.for, row.all.goals.against, row.points], row.team.name).toEqual([mine.length, scored, conceded, 3 * won + drawn]);
      }
      expect(table.map((r) => r.points)).toEqual([...table.map((r) => r.points)].sort((a, b) => b - a));
    }
  });

  it('counts the top lists from the events of finished and live fixtures', () => {
    const at = STARTED + 15 * MIN;
    const list = all(271, 2026, at);
    expect(list.some((f) => ['1H', 'HT', '2H'].includes(f.fixture.status.short))).toBe(true);
    const goals = new Map<number, number>();
    const yellows = new Map<number, number>();
    for (const e of list.flatMap((f) => f.events)) {
      if (counts(e) && e.detail !== 'Own Goal') goals.set(e.player.id!, (goals.get(e.player.id!) ?? 0) + 1);
      if (e.detail === 'Yellow Card') yellows.set(e.player.id!, (yellows.get(e.player.id!) ?? 0) + 1);
    }
    const { scorers, yellow } = model.topLists(271, 2026, at)!;
    expect(scorers).toHaveLength(20);
    for (const p of scorers) expect(p.statistics[0]!.goals.total, p.player.name).toBe(goals.get(p.player.id));
    expect(scorers[0]!.statistics[0]!.goals.total).toBe(Math.max(...goals.values()));
    const last = scorers[19]!.statistics[0]!.goals.total!;
    expect([...goals.values()].filter((n) => n > last).length).toBeLessThan(20);
    for (const p of yellow) expect(p.statistics[0]!.cards.yellow).toBe(yellows.get(p.player.id) ?? 0);
  });

  it('lists fixtures with events, without line-ups, statistics and predictions; the full fixture has them', () => {
    const day = dayRange(parseDay('2026-11-23')!);
    const list = model.fixturesBetween(271, 2026, day.from, day.to, STARTED)!;
    expect(list.map((f) => f.fixture.id)).toEqual(
      model.live
        .filter((f) => f.league === 271)
        .map((f) => f.id)
        .sort((a, b) => a - b),
    );
    expect(list.every((f) => f.lineups.length === 0 && f.statistics.length === 0 && f.predictions === null)).toBe(true);
    const full = model.fixture(list[0]!.fixture.id, STARTED)!;
    expect(full.events).toEqual(list[0]!.events);
    expect(full.lineups.map((l) => [l.startXI.length, l.substitutes.length, typeof l.coach.name])).toEqual([
      [11, 7, 'string'],
      [11, 7, 'string'],
    ]);
    expect(full.statistics.map((s) => s.statistics.map((x) => x.type))).toEqual(
      Array(2).fill([
        'Shots on Goal',
        'Total Shots',
        'Fouls',
        'Corner Kicks',
        'Offsides',
        'Ball Possession',
        'Yellow Cards',
        'Red Cards',
        'Goalkeeper Saves',
        'Total passes',
        'Passes %',
      ]),
    );
    const { home, draw, away } = full.predictions!.percent;
    expect(parseInt(home) + parseInt(draw) + parseInt(away)).toBe(100);
    expect(full.robot).toBe('index');
  });

  it('gives earlier meetings as h2h, newest first, without events, line-ups, statistics or predictions', () => {
    const withH2h = all(271, 2026, STARTED + 6 * 60 * MIN)
      .map((f) => model.fixture(f.fixture.id, STARTED)!)
      .filter((f) => f.predictions && f.predictions.h2h.length > 0);
    expect(withH2h.length).toBeGreaterThan(10);
    for (const f of withH2h) {
      const h2h = f.predictions!.h2h;
      expect(h2h.length).toBeLessThanOrEqual(5);
      for (const m of h2h) {
        expect(new Set(names(m))).toEqual(new Set(names(f)));
        expect(m.fixture.timestamp).toBeLessThan(f.fixture.timestamp);
        expect([m.events, m.lineups, m.statistics, m.predictions]).toEqual([[], [], [], null]);
      }
      expect(h2h.map((m) => m.fixture.timestamp)).toEqual([...h2h.map((m) => m.fixture.timestamp)].sort((a, b) => b - a));
    }
  });

  it('has postponed fixtures (PST, no score) that no table counts, and fixtures missing data on purpose', () => {
    const list = all(271, 2026, STARTED + 365 * 24 * 60 * MIN);
    const pst = list.filter((f) => f.fixture.status.short === 'PST');
    expect(pst.length).toBe(2);
    expect(pst.every((f) => f.goals.home === null && f.events.length === 0)).toBe(true);
    const table = model.standings(271, 2026, STARTED + 365 * 24 * 60 * MIN)![0]!.league.standings[0]!;
    expect(table.reduce((n, r) => n + r.all.played, 0)).toBe(2 * (132 - 2));
    const full = [...all(39, 2025 + 1), ...all(271, 2025)].map((f) => model.fixture(f.fixture.id, STARTED)!);
    expect(full.some((f) => f.fixture.referee === null)).toBe(true);
    expect(full.some((f) => ['FT', 'AET', 'PEN'].includes(f.fixture.status.short) && f.statistics.length === 0 && f.lineups.length === 0)).toBe(true);
    expect(full.some((f) => f.predictions === null)).toBe(true);
  });

  it('hides a knock-out tie until the ties it follows are over', () => {
    const cup = all(272, 2026, STARTED + 6 * 60 * MIN);
    const semi = cup.find((f) => f.league.round === 'Semi-finals')!;
    expect(model.fixture(semi.fixture.id, STARTED)).toBeNull();
    expect(all(272, 2026).some((f) => f.fixture.id === semi.fixture.id)).toBe(false);
    expect(model.fixture(semi.fixture.id, STARTED + 6 * 60 * MIN)).not.toBeNull();
  });
});

describe('answers kept while nothing changes (D-218)', () => {
  it('hands back the same object within a match minute, a new one with the next', () => {
    const m = footballModel({ startedAt: STARTED });
    const id = m.live[0]!.id;
    expect(m.fixture(id, STARTED + 5_000)).toBe(m.fixture(id, STARTED));
    expect(m.fixture(id, STARTED + 15_000)).not.toBe(m.fixture(id, STARTED));
    expect(m.fixture(id, STARTED + 15_000)!.fixture.status.elapsed).toBe(m.fixture(id, STARTED)!.fixture.status.elapsed! + 1);
    expect(m.fixturesBetween(271, 2026, 0, Infinity, STARTED + 5_000)).toBe(m.fixturesBetween(271, 2026, 0, Infinity, STARTED));
    expect(m.standings(4, 2024, STARTED + 3600_000)).toBe(m.standings(4, 2024, STARTED));
    expect(m.topLists(271, 2026, STARTED + 15_000)).not.toBe(m.topLists(271, 2026, STARTED));
    // a control change is seen at once
    const before = m.fixture(122063, STARTED);
    m.control(122063, 'start', 10, STARTED);
    expect(m.fixture(122063, STARTED)).not.toBe(before);
    expect(m.fixturesBetween(1, 2022, 0, Infinity, STARTED)!.at(-1)!.fixture.status.short).toBe('1H');
  });
});

describe('the live set', () => {
  it('kicks off every 20 minutes from 10 minutes before the start: the first is under way at the start', () => {
    const live = liveFixtures(STARTED);
    expect(live).toHaveLength(16);
    live.forEach((f, i) => expect(f.kickoff).toBe(STARTED / 1000 - LIVE_LEAD_S + i * LIVE_GAP_S));
    expect(new Set(live.map((f) => f.league))).toEqual(new Set([271, 272, 39]));
    expect(live.filter((f) => f.league === 271)).toHaveLength(6);
    const first = model.fixture(live[0]!.id, STARTED)!;
    expect(first.fixture.status).toMatchObject({ short: '1H', elapsed: LIVE_LEAD_S / MATCH_MINUTE_S + 1 });
    expect(liveAtStart(STARTED)).toEqual([live[0]!.id]);
  });

  it.each([
    ['the evening', STARTED],
    ['late at night (past midnight)', Date.UTC(2026, 10, 23, 22, 40)],
    ['a summer morning between seasons', Date.UTC(2026, 5, 20, 7, 5)],
    ['the winter break', Date.UTC(2027, 0, 5, 12, 0)],
  ])('in %s, at least one fixture is live at every minute of the first five hours', (_, startedAt) => {
    const m = footballModel({ startedAt });
    const ids = m.live.map((f) => f.id);
    for (let minute = 0; minute <= 5 * 60; minute++) {
      const at = startedAt + minute * MIN;
      const live = ids.filter((id) => !['NS', 'FT', 'AET', 'PEN'].includes(m.fixture(id, at)!.fixture.status.short));
      expect(live.length, `minute ${minute}`).toBeGreaterThan(0);
    }
  });

  it.each([
    ['five minutes before midnight', Date.UTC(2026, 10, 28, 22, 55)],
    ['five minutes after midnight', Date.UTC(2026, 10, 28, 23, 5)],
    ['at midnight of a summer day', Date.UTC(2026, 5, 20, 22, 0)],
    ['two hours before midnight', Date.UTC(2026, 10, 28, 21, 0)],
  ])("started %s (Budapest), the list of every minute's own day has a live fixture for five hours", (_, startedAt) => {
    const m = footballModel({ startedAt });
    for (let minute = 0; minute <= 5 * 60; minute++) {
      const at = startedAt + minute * MIN;
      const { from, to } = dayRange(dayOf(at / 1000));
      const live = m.allBetween(from, to, at).filter((f) => !['NS', 'FT', 'AET', 'PEN', 'PST'].includes(f.fixture.status.short));
      expect(live.length, `minute ${minute}`).toBeGreaterThan(0);
    }
    // Still 20 minutes apart within a day, and never kicked off before the start day.
    const kickoffs = m.live.map((f) => f.kickoff);
    expect(kickoffs[0]).toBeGreaterThanOrEqual(dayRange(dayOf(startedAt / 1000)).from);
    for (let i = 1; i < kickoffs.length; i++) {
      const gap = kickoffs[i]! - kickoffs[i - 1]!;
      if (budapestDayOf(kickoffs[i]!) === budapestDayOf(kickoffs[i - 1]!)) expect(gap).toBe(LIVE_GAP_S);
      else expect(kickoffs[i]).toBe(dayRange(dayOf(kickoffs[i - 1]!)).to);
    }
  });

  it('plays a match at four times real pace: NS → 1H → HT (15 match minutes) → 2H → FT, the score following the events', () => {
    const nb1 = model.live.filter((f) => f.league === 271)[1]!;
    const seen: string[] = [];
    let halftime = 0;
    let previous: Fixture | null = null;
    for (let s = nb1.kickoff - 60; s < nb1.kickoff + 40 * 60; s += MATCH_MINUTE_S) {
      const f = model.fixture(nb1.id, s * 1000)!;
      const short = f.fixture.status.short;
      if (seen[seen.length - 1] !== short) seen.push(short);
      if (short === 'HT') halftime++;
      const goals = { home: 0, away: 0 };
      for (const e of f.events.filter(counts)) goals[e.team.id === f.teams.home.id ? 'home' : 'away']++;
      if (short !== 'NS') expect(f.goals).toEqual(goals);
      if (previous) {
        expect(f.events.slice(0, previous.events.length)).toEqual(previous.events);
        expect(f.events.length - previous.events.length).toBeLessThanOrEqual(3);
      }
      previous = f;
    }
    expect(seen).toEqual(['NS', '1H', 'HT', '2H', 'FT']);
    expect(halftime).toBe(15);
    expect(previous!.score.fulltime).toEqual(previous!.goals);
  });

  it('a Magyar Kupa tie of the live set goes ET → BT → P → PEN', () => {
    const tie = model.live.find((f) => f.league === 272)!;
    const seen: string[] = [];
    for (let s = tie.kickoff; s < tie.kickoff + 60 * 60; s += MATCH_MINUTE_S) {
      const short = model.fixture(tie.id, s * 1000)!.fixture.status.short;
      if (seen[seen.length - 1] !== short) seen.push(short);
    }
    expect(seen).toEqual(['1H', 'HT', '2H', 'BT', 'ET', 'P', 'PEN']);
    const done = model.fixture(tie.id, (tie.kickoff + 60 * 60) * 1000)!;
    expect(done.score.penalty.home).not.toBe(done.score.penalty.away);
    expect(done.league.name).toBe('Magyar Kupa');
  });
});

describe('the control route', () => {
  it('starts, advances and finishes a fixture in the service memory only', () => {
    const m = footballModel({ startedAt: STARTED });
    const final = 122063;
    expect(m.control(final, 'start', 10, STARTED)!.fixture.status).toMatchObject({ short: '1H', elapsed: 1 });
    expect(m.fixture(final, STARTED)!.fixture.timestamp).toBe(STARTED / 1000);
    expect(m.control(final, 'advance', 30, STARTED)!.fixture.status).toMatchObject({ short: '1H', elapsed: 31 });
    expect(m.control(final, 'advance', 10, STARTED + 15_000)!.fixture.status).toMatchObject({ short: '1H', elapsed: 42 });
    expect(['FT', 'AET', 'PEN']).toContain(m.control(final, 'finish', 10, STARTED + 30_000)!.fixture.status.short);
    expect(m.fixture(final, STARTED + 30_000)!.goals).toEqual(model.fixture(final, STARTED)!.goals);
    const ns = all(39, 2026).find((f) => f.fixture.status.short === 'NS')!;
    expect(m.control(ns.fixture.id, 'advance', 50, STARTED)!.fixture.status.short).toBe('HT');
    expect(m.control(1, 'start', 10, STARTED)).toBeNull();
    // another service never saw it
    expect(model.fixture(final, STARTED)!.fixture.status.short).not.toBe('1H');
  });
});

describe('the fixtures articles of the seed are about', () => {
  const seedNow = Date.UTC(2026, 10, 23, 6) / 1000;

  it('are fixtures of the model, the first live when a service started that day (any time) starts', () => {
    const { today, earlier } = articleFixtures(seedNow);
    expect(earlier).toEqual([424001, 424013, 424025, 424050, 122000, 122062, 122063]);
    expect(today).toHaveLength(16);
    for (const startedAt of [Date.UTC(2026, 10, 22, 23, 30), seedNow * 1000, Date.UTC(2026, 10, 23, 22, 50)]) {
      expect(dayOf(startedAt / 1000)).toEqual(dayOf(seedNow));
      const m = footballModel({ startedAt });
      expect(m.fixture(today[0]!, startedAt)!.fixture.status.short).toBe('1H');
      for (const id of [...today, ...earlier]) expect(m.fixture(id, startedAt + 6 * 60 * MIN), `${id}`).not.toBeNull();
    }
  });

  it('a service started another day may play another round; they are still fixtures of its model (the limit)', () => {
    const [article] = articleFixtures(seedNow).today;
    const earlier = Date.UTC(2026, 9, 10, 12);
    const m = footballModel({ startedAt: earlier });
    expect(m.live.map((f) => f.id)).not.toContain(article);
    expect(m.fixture(article!, earlier)!.fixture.status.short).toBe('NS');
  });
});

describe("a season's schedule (D-243)", () => {
  it('is the list form without events, kept like the other lists; a day keeps its events', () => {
    const m = footballModel({ startedAt: STARTED });
    const withEvents = m.fixturesBetween(271, 2026, 0, Infinity, STARTED)!;
    const schedule = m.scheduleFrom(271, 2026, 0, STARTED)!;
    expect(withEvents.some((f) => f.events.length > 0)).toBe(true);
    expect(schedule).toEqual(withEvents.map((f) => ({ ...f, events: [] })));
    expect(m.scheduleFrom(271, 2026, 0, STARTED + 5_000)).toBe(schedule);
    const from = withEvents[10]!.fixture.timestamp;
    expect(m.scheduleFrom(271, 2026, from, STARTED)!.map((f) => f.fixture.id)).toEqual(withEvents.slice(10).map((f) => f.fixture.id));
    expect(m.scheduleFrom(271, 1990, 0, STARTED)).toBeNull();
  });
});
