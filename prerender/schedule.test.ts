import { describe, expect, it } from 'vitest';
import { exclusive } from './schedule';

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
    const run = exclusive(async () => {
      throw new Error('content API unreachable');
    }, (l) => lines.push(l));
    expect(await run()).toBe('failed');
    expect(lines[0]).toContain('content API unreachable');
    expect(await run()).toBe('failed');
  });
});
