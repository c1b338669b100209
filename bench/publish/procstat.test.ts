import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describeCpu, sampleProcess } from './procstat';

describe('per-thread CPU of a process', () => {
  it('counts a worker thread that never waits as a render worker, not among the other threads', async () => {
    const sampler = sampleProcess(process.pid, 50, 20);
    // Busy without ever reaching its event loop, what a render worker looks like during a full build: a fixed
    // amount of work (~0.4 s of one core), not a wall-clock span, which a busy machine would turn into less CPU.
    const worker = new Worker('let x = 0; for (let i = 0; i < 1.2e8; i++) x = (x + i * 7) % 1000003;', { eval: true });
    await new Promise((resolve) => worker.once('exit', resolve));
    const cpu = sampler.stop();
    expect(cpu.others[0]).toBeGreaterThanOrEqual(0.25);
    expect(cpu.others).toEqual([...cpu.others].sort((a, b) => b - a));
    const rest = cpu.others.slice(1).reduce((a, b) => a + b, 0);
    // Other test files' threads may end in this process meanwhile: what they used is named apart.
    const line = describeCpu(cpu, 1);
    const head = `${cpu.cpu.toFixed(1)} [main thread ${cpu.main.toFixed(1)}, render workers ${cpu.others[0]!.toFixed(1)}, other threads ${rest.toFixed(1)}`;
    expect(line.startsWith(head)).toBe(true);
    expect(line.slice(head.length)).toMatch(/^(, ended threads and child processes \d+\.\d)?; kernel \d+\.\d\]$/);
    // The loop is the user's time, not the kernel's.
    expect(cpu.kernel).toBeLessThan(cpu.cpu / 2);
  });

  it("counts the kernel's part apart: a thread creating files spends its CPU there (D-426)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'procstat-'));
    try {
      const sampler = sampleProcess(process.pid, 50, 20);
      // System calls only, a fixed number of them: what the kernel does for a build's file creations.
      const worker = new Worker(
        `const fs = require('node:fs'); const dir = ${JSON.stringify(dir)};
         for (let i = 0; i < 40000; i++) { const f = dir + '/f' + (i % 50); fs.closeSync(fs.openSync(f, 'w')); fs.unlinkSync(f); }`,
        { eval: true },
      );
      await new Promise((resolve) => worker.once('exit', resolve));
      const cpu = sampler.stop();
      expect(cpu.kernel).toBeGreaterThanOrEqual(0.1);
      expect(cpu.kernel).toBeLessThanOrEqual(cpu.cpu);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the busiest threads as the render workers and adds up the rest', () => {
    const line = describeCpu({ cpu: 30, kernel: 2.04, main: 1.5, others: [13.2, 12.9, 2.1, 0.3] }, 2);
    expect(line).toBe('30.0 [main thread 1.5, render workers 13.2 + 12.9, other threads 2.4; kernel 2.0]');
  });

  it('names what no live thread holds: the child processes the job waited for (its flushes, D-425)', () => {
    const line = describeCpu({ cpu: 31.2, kernel: 3, main: 1.5, others: [13.2, 12.9, 2.1, 0.3] }, 2);
    expect(line).toBe('31.2 [main thread 1.5, render workers 13.2 + 12.9, other threads 2.4, ended threads and child processes 1.2; kernel 3.0]');
  });
});
