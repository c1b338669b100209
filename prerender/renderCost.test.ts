import { describe, expect, it } from 'vitest';
import { costLine, parseCostLine, perPage, RenderCostTally } from './renderCost';
import type { RenderResult } from '../workers/render';

function result(cost: [number, number, number, number], thread?: [number, number]): RenderResult {
  return {
    url: '/x',
    site: 'main',
    status: 200,
    html: '',
    location: null,
    deps: null,
    br: null,
    staged: null,
    outcome: 'rendered',
    cost: { reactMs: cost[0], postMs: cost[1], compressMs: cost[2], writeMs: cost[3] },
    ...(thread ? { thread: { id: thread[0], cpuMs: thread[1] } } : {}),
  };
}

describe('the render cost by stage', () => {
  it("adds up a run's stages, and takes the threads' CPU from each one's counter at the run's start", () => {
    const t = new RenderCostTally();
    t.startRun();
    t.add([result([1, 0.5, 1, 0.25]), result([1, 0.5, 1, 0.25], [1, 1000])]);
    t.add([result([2, 1, 1, 0.5], [2, 800])]);
    // A message of thread 1 answered after a later one: its smaller counter changes nothing.
    t.add([result([0, 0, 0, 0], [1, 900])]);
    expect(t.take()).toEqual({ pages: 4, reactMs: 4, postMs: 2, compressMs: 3, writeMs: 1, threadCpuMs: 1800 });
    // The next run counts from where each thread stood.
    t.startRun();
    t.add([result([1, 1, 1, 1], [1, 1400]), result([1, 1, 1, 1], [2, 850])]);
    expect(t.take()).toEqual({ pages: 2, reactMs: 2, postMs: 2, compressMs: 2, writeMs: 2, threadCpuMs: 450 });
  });

  it('gives the data loading as what is left of the CPU per page, and none without a CPU figure', () => {
    const c = { pages: 4, reactMs: 4, postMs: 2, compressMs: 3, writeMs: 1, threadCpuMs: 30 };
    expect(perPage(c)).toEqual({ data: 5, react: 1, post: 0.5, compress: 0.75, write: 0.25 });
    expect(costLine(c)).toBe(
      "render threads' CPU per page: data and vike 5.00 ms, React 1.00 ms, post-processing 0.50 ms, compression 0.75 ms, writes 0.25 ms (4 pages)",
    );
    expect(parseCostLine(costLine(c))).toEqual(perPage(c));
    expect(parseCostLine(costLine({ ...c, threadCpuMs: null }))).toEqual(perPage({ ...c, threadCpuMs: null }));
    expect(parseCostLine('published: 4 pages rendered')).toBeNull();
    expect(perPage({ ...c, threadCpuMs: null }).data).toBeNull();
    expect(costLine({ ...c, threadCpuMs: null })).not.toContain('data');
  });
});
