import { describe, expect, it } from 'vitest';
import { profilerFlags } from './renderPool';

describe("the render threads' node options", () => {
  it("take over the job's CPU profiler options (a value spelled as two words too), and nothing else", () => {
    expect(profilerFlags(['--single-threaded-gc', '--import', 'tsx'])).toEqual([]);
    expect(profilerFlags(['--cpu-prof', '--cpu-prof-dir=/p', '--import', 'tsx', '--cpu-prof-interval', '100', '--cpu-profx'])).toEqual([
      '--cpu-prof',
      '--cpu-prof-dir=/p',
      '--cpu-prof-interval',
      '100',
    ]);
  });
});
