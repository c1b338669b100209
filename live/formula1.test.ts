import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import { createScheduler } from './scheduler';
import { fakeVisibility } from './testing/fakeVisibility';
import { F1_API, createF1ResultStore, f1ResultSource, f1ResultTask, type F1ResultSource } from './formula1';
import { F1_RACES, F1_RESULT } from '../testing/formula1Fixture';

const S = 1000;
const LIVE = F1_RACES.find((r) => r.id === 24)!;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-07-26T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function source(statuses: string[]): F1ResultSource & { calls: number } {
  const s = {
    calls: 0,
    result: async () => F1_RESULT.slice(0, 1 + s.calls),
    race: async () => ({ ...LIVE, status: statuses[Math.min(s.calls++, statuses.length - 1)]!, laps: { total: 70, current: 31 + s.calls } }),
  };
  return s;
}

describe('the live Formula 1 result', () => {
  it('refreshes every 15 s while live, writes the store, and stops once completed', async () => {
    const store = createF1ResultStore({ status: 'Live', laps: LIVE.laps, rows: [] });
    const changes = vi.fn();
    subscribe(store, changes);
    const src = source(['Live', 'Live', 'Completed']);
    const scheduler = createScheduler(fakeVisibility());
    scheduler.add(f1ResultTask(24, store, src));
    await vi.advanceTimersByTimeAsync(14 * S);
    expect(src.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1 * S);
    expect(store.rows).toHaveLength(1);
    expect(store.laps).toEqual({ total: 70, current: 32 });
    expect(changes).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * S);
    expect(store.status).toBe('Completed');
    expect(scheduler.active()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(src.calls).toBe(3);
  });

  it('makes no call while the tab is hidden', async () => {
    const doc = fakeVisibility();
    const src = source(['Live']);
    createScheduler(doc).add(f1ResultTask(24, createF1ResultStore({ status: 'Live', laps: LIVE.laps, rows: null }), src));
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60 * S);
    expect(src.calls).toBe(0);
  });

  it('asks the content API’s pass-through, the starting grid by the negated id, envelope or array', async () => {
    const get = vi.fn(async (path: string) => (path.includes('/result/') ? { results: 1, response: F1_RESULT } : [LIVE]));
    const src = f1ResultSource({ get } as never);
    expect(await src.result(-24)).toEqual(F1_RESULT);
    expect(await src.race(24)).toEqual(LIVE);
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/api/livescore/formula-1/result/-24', '/api/livescore/formula-1/fixtures/24']);
    expect(F1_API.result(1)).toBe('/api/livescore/formula-1/result/1');
  });
});
