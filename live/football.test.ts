import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import { createScheduler } from './scheduler';
import { fakeVisibility } from './testing/fakeVisibility';
import { FOOTBALL_API, createMatchStore, createScoresStore, scorePollPath, scoresSource, scoresTask, type ScoresSource } from './football';
import { scoreBoxOf } from '../domain/football/score';
import type { Fixture, FixtureStatusShort } from '../domain/sports/types';
import { FOOTBALL_NOW, LIVE_MATCH, NBI_FIXTURES } from '../testing/footballFixture';

const S = 1000;
const DAY = { kind: 'day' as const, league: 271, season: 2025, date: '2025-09-13' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(FOOTBALL_NOW * 1000);
});
afterEach(() => vi.useRealTimers());

const at = (f: Fixture, short: FixtureStatusShort, home: number, elapsed: number | null = null): Fixture => ({
  ...f,
  goals: { home, away: f.goals.away ?? 0 },
  fixture: { ...f.fixture, status: { long: '', short, elapsed } },
});

/** Answers the live match in the states given, one per call (the last one repeated). */
function source(states: [FixtureStatusShort, number][]): ScoresSource & { calls: number } {
  const s = {
    calls: 0,
    fixtures: async () => {
      const [short, home] = states[Math.min(s.calls++, states.length - 1)]!;
      return [at(LIVE_MATCH, short, home, 70 + s.calls)];
    },
  };
  return s;
}

describe('the live football scores', () => {
  it('refreshes every 15 s while a match is live, writes the store, and stops once nothing can change', async () => {
    const store = createScoresStore({ boxes: [scoreBoxOf(LIVE_MATCH)] });
    const changes = vi.fn();
    subscribe(store, changes);
    const src = source([
      ['2H', 2],
      ['2H', 3],
      ['FT', 3],
    ]);
    const scheduler = createScheduler(fakeVisibility());
    scheduler.add(scoresTask({ kind: 'fixture', id: 9001 }, store, src));
    await vi.advanceTimersByTimeAsync(14 * S);
    expect(src.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1 * S);
    expect(store.boxes[0]!.status).toEqual({ short: '2H', elapsed: 71 });
    expect(changes).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(store.boxes[0]!.goals.home).toBe(3);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(store.boxes[0]!.status.short).toBe('FT');
    expect(scheduler.active()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * 60 * S);
    expect(src.calls).toBe(3);
  });

  it('a match view: one call a turn brings the whole fixture into the store, and stops once it is finished', async () => {
    const store = createMatchStore({ boxes: [scoreBoxOf(LIVE_MATCH)], match: null });
    const src = source([
      ['2H', 3],
      ['FT', 3],
    ]);
    const scheduler = createScheduler(fakeVisibility());
    scheduler.add(scoresTask({ kind: 'fixture', id: 9001 }, store, src));
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(src.calls).toBe(1);
    expect(store.match?.goals.home).toBe(3);
    expect(store.match?.lineups).toEqual(LIVE_MATCH.lineups);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(store.match?.fixture.status.short).toBe('FT');
    expect(scheduler.active()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * 60 * S);
    expect(src.calls).toBe(2);
  });

  it('a failed poll keeps the boxes as they were and tries again later', async () => {
    const store = createScoresStore({ boxes: [scoreBoxOf(LIVE_MATCH)] });
    const before = store.boxes;
    let calls = 0;
    const errors: string[] = [];
    const scheduler = createScheduler(fakeVisibility(), { onError: (name, err) => errors.push(`${name}: ${(err as Error).message}`) });
    scheduler.add(
      scoresTask({ kind: 'fixture', id: 9001 }, store, {
        fixtures: async () => {
          calls++;
          throw new Error('503');
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(store.boxes).toBe(before);
    expect(errors).toEqual(['football:9001: 503']);
    expect(scheduler.active()).toEqual(['football:9001']);
    // Backed off: the next try after 30 s, not 15.
    await vi.advanceTimersByTimeAsync(29 * S);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1 * S);
    expect(calls).toBe(2);
  });

  it('a day whose next kick-off is hours away makes no call until an hour before it', async () => {
    const later = NBI_FIXTURES.filter((f) => f.fixture.id === 9002).map(scoreBoxOf);
    // 9002 kicks off at 19:00 Budapest, 1.5 h after the tests' "now": the first call comes half an hour from now.
    const store = createScoresStore({ boxes: later });
    let calls = 0;
    const scheduler = createScheduler(fakeVisibility());
    scheduler.add(
      scoresTask(DAY, store, {
        fixtures: async () => {
          calls++;
          return [];
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(29 * 60 * S);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(61 * S);
    expect(calls).toBe(1);
    // From then on every 15 s.
    await vi.advanceTimersByTimeAsync(30 * S);
    expect(calls).toBe(3);
  });

  it('finished matches only: the task stops at its first turn without a call', async () => {
    const store = createScoresStore({ boxes: [scoreBoxOf(NBI_FIXTURES[0]!)] });
    const fixtures = vi.fn(async () => []);
    const scheduler = createScheduler(fakeVisibility());
    scheduler.add(scoresTask(DAY, store, { fixtures }));
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(fixtures).not.toHaveBeenCalled();
    expect(scheduler.active()).toEqual([]);
  });

  it('makes no call while the tab is hidden', async () => {
    const doc = fakeVisibility();
    const src = source([['2H', 2]]);
    createScheduler(doc).add(scoresTask({ kind: 'fixture', id: 9001 }, createScoresStore({ boxes: [scoreBoxOf(LIVE_MATCH)] }), src));
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60 * S);
    expect(src.calls).toBe(0);
  });

  it('asks the content API’s pass-through: one fixture, or a league’s day; envelope or array', async () => {
    const get = vi.fn(async (path: string) => (path.endsWith('/9001') ? { results: 1, response: [LIVE_MATCH] } : [LIVE_MATCH]));
    const src = scoresSource({ get } as never);
    expect(await src.fixtures({ kind: 'fixture', id: 9001 })).toEqual([LIVE_MATCH]);
    expect(await src.fixtures(DAY)).toEqual([LIVE_MATCH]);
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/api/livescore/football/fixtures/9001', '/api/livescore/football/fixtures/271/2025/2025-09-13']);
    expect(scorePollPath({ kind: 'fixture', id: 1 })).toBe(FOOTBALL_API.fixture(1));
  });
});
