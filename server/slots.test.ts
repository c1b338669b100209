import { afterEach, describe, expect, it, vi } from 'vitest';
import { slots } from './slots';

/** A promise's outcome so far: its value once settled, else 'waiting' (after the pending callbacks ran). */
async function state<T>(p: Promise<T>): Promise<T | 'waiting'> {
  return Promise.race([p, new Promise<'waiting'>((resolve) => setImmediate(() => resolve('waiting')))]);
}

describe('slots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets at most `concurrency` run; the next wait and start in the order they came as slots are released', async () => {
    const s = slots(2, 60_000);
    expect(await Promise.all([s.slot(), s.slot()])).toEqual([true, true]);
    const started: number[] = [];
    const waiters = [1, 2, 3].map(async (n) => {
      const ok = await s.slot();
      started.push(n);
      return ok;
    });
    expect(await state(waiters[0]!)).toBe('waiting');
    expect(started).toEqual([]);
    s.release();
    expect(await waiters[0]).toBe(true);
    expect(await state(waiters[1]!)).toBe('waiting');
    s.release();
    s.release();
    expect(await Promise.all(waiters.slice(1))).toEqual([true, true]);
    expect(started).toEqual([1, 2, 3]);
  });

  it('gives a waiter false when its time runs out, and takes it out of the queue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const s = slots(1, 1000);
    expect(await s.slot()).toBe(true);
    const late = s.slot();
    vi.advanceTimersByTime(999);
    expect(await state(late)).toBe('waiting');
    const next = s.slot();
    vi.advanceTimersByTime(1);
    expect(await late).toBe(false);
    // The one gone does not take the slot released: the next in line does, and no more than one runs.
    s.release();
    expect(await next).toBe(true);
    const third = s.slot();
    expect(await state(third)).toBe('waiting');
    s.release();
    expect(await third).toBe(true);
  });
});
