import { describe, expect, it, vi } from 'vitest';
import { dispatcher, exclusive } from './schedule';

describe('exclusive', () => {
  it('skips a tick while the previous run works, and runs again once it is done', async () => {
    let release!: () => void;
    let runs = 0;
    const lines: string[] = [];
    const run = exclusive(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          release = resolve;
        }),
      (l) => lines.push(l),
    );
    const first = run();
    expect(await run()).toBe('skipped');
    expect(await run()).toBe('skipped');
    expect(runs).toBe(1);
    release();
    expect(await first).toBe('done');
    const second = run();
    expect(runs).toBe(2);
    release();
    expect(await second).toBe('done');
    expect(lines.filter((l) => l.includes('skipped'))).toHaveLength(2);
  });

  it('reports a failed run and lets the next one start', async () => {
    const lines: string[] = [];
    const run = exclusive(
      async () => {
        throw new Error('content API unreachable');
      },
      (l) => lines.push(l),
    );
    expect(await run()).toBe('failed');
    expect(lines[0]).toContain('content API unreachable');
    expect(await run()).toBe('failed');
  });
});

/** Every promise job a release queued has run (the dispatcher's follow-up runs start in them): no clock involved. */
const settled = () => new Promise((r) => setImmediate(r));

describe('dispatcher', () => {
  function harness() {
    const calls: string[] = [];
    const releases: (() => void)[] = [];
    const make = (kind: string) => () =>
      new Promise<void>((resolve) => {
        calls.push(kind);
        releases.push(resolve);
      });
    const run = dispatcher({ incremental: make('incremental'), full: make('full'), sweep: make('sweep') }, () => {});
    return { calls, run, release: () => releases.shift()!() };
  }

  it('never starts a second run while one works', async () => {
    const h = harness();
    const first = h.run('incremental');
    expect(await h.run('incremental')).toBe('skipped');
    expect(await h.run('sweep')).toBe('skipped');
    h.release();
    expect(await first).toBe('done');
    // The skipped incremental tick runs at once; the skipped sweep waits for the next tick.
    await vi.waitFor(() => expect(h.calls).toEqual(['incremental', 'incremental']));
    h.release();
    await settled();
    const next = h.run('incremental');
    h.release();
    expect(await next).toBe('done');
    await vi.waitFor(() => expect(h.calls).toEqual(['incremental', 'incremental', 'sweep', 'incremental']));
    h.release();
  });

  it('runs a full build that met a running run at the next tick instead of the incremental one, then an incremental run at once', async () => {
    const h = harness();
    const first = h.run('incremental');
    expect(await h.run('full')).toBe('skipped');
    h.release();
    await first;
    await settled();
    expect(h.calls).toEqual(['incremental']);
    const second = h.run('incremental');
    h.release();
    expect(await second).toBe('done');
    await vi.waitFor(() => expect(h.calls).toEqual(['incremental', 'full', 'incremental']));
    h.release();
  });

  it('runs an incremental tick that met a sweep as soon as the sweep ends, not a tick later', async () => {
    const h = harness();
    const sweep = h.run('sweep');
    expect(await h.run('incremental')).toBe('skipped');
    h.release();
    expect(await sweep).toBe('done');
    await vi.waitFor(() => expect(h.calls).toEqual(['sweep', 'incremental']));
    h.release();
  });

  // The sweep gives way to a waiting edit: one that took an incremental tick's place must not leave the edit
  // for the tick after (the e2e sweep's ticks fall on the incremental ones').
  it('runs an incremental run right after a sweep that took the place of an incremental tick', async () => {
    const h = harness();
    const first = h.run('incremental');
    expect(await h.run('sweep')).toBe('skipped');
    h.release();
    await first;
    const tick = h.run('incremental');
    expect(h.calls).toEqual(['incremental', 'sweep']);
    h.release();
    expect(await tick).toBe('done');
    await vi.waitFor(() => expect(h.calls).toEqual(['incremental', 'sweep', 'incremental']));
    h.release();
    await settled();
    expect(h.calls).toEqual(['incremental', 'sweep', 'incremental']);
  });

  it('runs one incremental run after a long incremental run, however many ticks met it', async () => {
    const h = harness();
    const first = h.run('incremental');
    expect(await h.run('incremental')).toBe('skipped');
    expect(await h.run('incremental')).toBe('skipped');
    h.release();
    await first;
    await vi.waitFor(() => expect(h.calls).toEqual(['incremental', 'incremental']));
    h.release();
    await settled();
    expect(h.calls).toEqual(['incremental', 'incremental']);
  });

  it('adds no run when no tick met the run', async () => {
    const h = harness();
    const first = h.run('incremental');
    h.release();
    await first;
    await settled();
    expect(h.calls).toEqual(['incremental']);
  });
});
