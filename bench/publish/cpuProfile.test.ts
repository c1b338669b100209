import { describe, expect, it } from 'vitest';
import { groupOf, selfTimes, shortWhere, threadOf, topTable } from './cpuProfile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
// root → render (render-worker) → compress (zlib); idle and the pool's wait in between.
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('render', 'file:///x/workers/render-worker.mjs', 65) },
    { id: 3, callFrame: frame('processChunkSync', 'node:zlib', 392) },
    { id: 4, callFrame: frame('(idle)') },
    { id: 5, callFrame: frame('atomicsWaitLoop', 'file:///x/node_modules/tinypool/dist/entry/worker.js', 29) },
    { id: 6, callFrame: frame('(garbage collector)') },
  ],
  samples: [2, 3, 3, 4, 5, 6, 3],
  timeDeltas: [1000, 2000, 2000, 50_000, 40_000, 1000, 1000],
};

describe('a CPU profile read', () => {
  it('adds up self time per function, leaving out idle time and the pool waiting for work', () => {
    const { total, rows } = selfTimes([profile, profile]);
    expect(total).toBe(14);
    expect(rows.map((r) => [r.name, r.where, r.selfMs])).toEqual([
      ['processChunkSync', 'node:zlib:393', 10],
      ['render', 'workers/render-worker.mjs:66', 2],
      ['(garbage collector)', '(native)', 2],
    ]);
  });

  it('groups by package, node module or V8, and prints the top functions with their ms per page', () => {
    expect(groupOf({ name: 'x', where: 'react-dom react-dom-server.js:1', selfMs: 1 })).toBe('react-dom');
    expect(groupOf({ name: 'x', where: 'node:zlib:393', selfMs: 1 })).toBe('node zlib');
    expect(groupOf({ name: '(garbage collector)', where: '(native)', selfMs: 1 })).toBe('V8 (garbage collector)');
    expect(groupOf({ name: 'get', where: 'server/chunks/chunk-A.js:3', selfMs: 1 })).toBe('the page code (build chunks)');
    const table = topTable([profile], 2, 2).split('\n');
    expect(table).toHaveLength(5);
    expect(table[2]).toBe('| 1 | `processChunkSync` | node:zlib:393 | 5 | 71.4 % | 2.500 |');
    expect(table[4]).toBe('| | all | 1 thread | 7 | 100 % | 3.50 |');
  });

  it("names a profile's thread and a script's place briefly", () => {
    expect(threadOf('CPU.20261129.154512.1234.0.001.cpuprofile')).toBe(0);
    expect(threadOf('CPU.20261129.154512.1234.3.004.cpuprofile')).toBe(3);
    expect(threadOf('other.json')).toBe(-1);
    expect(shortWhere('file:///tmp/b/node_modules/@scope/pkg/dist/a/b.js')).toBe('@scope/pkg b.js');
    expect(shortWhere('file:///tmp/reader-build-x/server/chunks/chunk-A.js')).toBe('server/chunks/chunk-A.js');
    expect(shortWhere('')).toBe('(native)');
  });
});
