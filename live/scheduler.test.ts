import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createScheduler } from './scheduler';
import { fakeVisibility } from './testing/fakeVisibility';

const S = 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('scheduler', () => {
  it('runs a task every 15 s while the tab is visible', async () => {
    const doc = fakeVisibility();
    const run = vi.fn();
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run });
    await vi.advanceTimersByTimeAsync(14 * S);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1 * S);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(45 * S);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('makes no call while the tab is hidden, however long', async () => {
    const doc = fakeVisibility();
    const run = vi.fn();
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run });
    await vi.advanceTimersByTimeAsync(15 * S);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(10 * 60 * S);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not start polling in a tab that opens hidden', async () => {
    const doc = fakeVisibility('hidden');
    const run = vi.fn();
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run, immediate: true });
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(run).not.toHaveBeenCalled();
  });

  it('re-arms at once when the tab comes back after more than 30 s hidden', async () => {
    const doc = fakeVisibility();
    const run = vi.fn();
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run });
    await vi.advanceTimersByTimeAsync(5 * S);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(31 * S);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('after a hide of 30 s or less, resumes with the time that was left', async () => {
    const doc = fakeVisibility();
    const run = vi.fn();
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run });
    await vi.advanceTimersByTimeAsync(5 * S); // 10 s left
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(30 * S);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(9 * S);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1 * S);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('backs off after failures and returns to the interval after a success', async () => {
    const doc = fakeVisibility();
    let fail = true;
    const run = vi.fn(async () => {
      if (fail) throw new Error('down');
    });
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run });
    await vi.advanceTimersByTimeAsync(15 * S); // fails → 30 s
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29 * S);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 * S); // fails again → 60 s
    expect(run).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(60 * S); // succeeds → back to 15 s
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it.each([
    [0, 15_000],
    [1, 30_000],
    [2, 60_000],
    [4, 240_000],
    [5, 300_000],
    [9, 300_000],
  ])('backoff after %i failures is %i ms', (failures, ms) => {
    expect(backoffDelay(15_000, failures)).toBe(ms);
  });

  it('stops when a run says stop, or when stopped', async () => {
    const doc = fakeVisibility();
    const scheduler = createScheduler(doc);
    const a = vi.fn(async () => 'stop' as const);
    const b = vi.fn();
    scheduler.add({ name: 'a', intervalMs: 15 * S, run: a });
    const hb = scheduler.add({ name: 'b', intervalMs: 15 * S, run: b });
    await vi.advanceTimersByTimeAsync(15 * S);
    hb.stop();
    expect(scheduler.active()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * S);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('ends the page’s tasks on a page swap and keeps the visit’s', async () => {
    const doc = fakeVisibility();
    const scheduler = createScheduler(doc);
    const page = vi.fn();
    const visit = vi.fn();
    const handle = scheduler.add({ name: 'live-article', intervalMs: 15 * S, run: page });
    scheduler.add({ name: 'build-check', intervalMs: 15 * S, run: visit, visit: true });
    scheduler.endPage();
    expect(scheduler.active()).toEqual(['build-check']);
    expect(handle.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(30 * S);
    expect(page).not.toHaveBeenCalled();
    expect(visit).toHaveBeenCalledTimes(2);
  });

  it('never overlaps a slow run with the next one, and honours an earlier next run', async () => {
    const doc = fakeVisibility();
    let calls = 0;
    const run = vi.fn(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20 * S));
      return calls === 1 ? { nextInMs: 2 * S } : undefined;
    });
    createScheduler(doc).add({ name: 't', intervalMs: 15 * S, run });
    await vi.advanceTimersByTimeAsync(15 * S + 20 * S); // first run ends at 35 s
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * S);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
