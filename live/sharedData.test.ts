import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler';
import { createSharedData } from './sharedData';
import { fakeVisibility } from './testing/fakeVisibility';

const S = 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function world() {
  const doc = fakeVisibility();
  const scheduler = createScheduler(doc);
  const load = vi.fn(async () => ({ componentSetup: { donations: '0', refreshQuiz: String(load.mock.calls.length % 2) } }));
  return { doc, scheduler, load, shared: createSharedData({ load, scheduler: () => scheduler }) };
}

describe('the shared data poll', () => {
  it('is one request a tick every 15 s however many parts read it, each part given every answer', async () => {
    const { load, shared, scheduler } = world();
    const a = vi.fn();
    const b = vi.fn();
    shared.watch(a);
    shared.watch(b);
    expect(scheduler.active()).toEqual(['shared-data']);
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(load).toHaveBeenCalledTimes(4);
    expect(a.mock.calls.map((c) => c[1])).toEqual([1, 2, 3, 4]);
    expect(b).toHaveBeenCalledTimes(4);
    // A part that comes later gets the latest answer at once.
    const c = vi.fn();
    shared.watch(c);
    expect(c).toHaveBeenCalledWith(a.mock.calls[3]![0], 4);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is back after more than 30 s', async () => {
    const { doc, load, shared } = world();
    shared.watch(() => {});
    await vi.advanceTimersByTimeAsync(15 * S);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(10 * 60 * S);
    expect(load).toHaveBeenCalledTimes(1);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops when its last reader goes, and starts again for the next (a page swap ends it with the page)', async () => {
    const { load, shared, scheduler } = world();
    const unwatch = shared.watch(() => {});
    unwatch();
    expect(shared.running).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(load).not.toHaveBeenCalled();
    shared.watch(() => {});
    scheduler.endPage();
    expect(shared.running).toBe(false);
    shared.watch(() => {});
    expect(scheduler.active()).toEqual(['shared-data']);
  });
});
