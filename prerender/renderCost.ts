// What a run's pages cost the render threads, by stage (issue #38: the next feature shows its price): the
// synchronous stages each page reports (workers/render.ts RenderCost), and the threads' CPU, of which the
// rest is the data loading and vike around the hooks (routing, the content API's answers, JSON, the data
// hooks, vike's asset tags) and, in its first run, the thread's start-up.
import type { RenderResult } from '../workers/render';

export interface StageCost {
  /** Pages rendered (every status). */
  pages: number;
  reactMs: number;
  postMs: number;
  compressMs: number;
  writeMs: number;
  /** The render threads' CPU over the run; null where the system does not tell (not Linux). */
  threadCpuMs: number | null;
}

/** ms per page of each stage, the data loading being the threads' CPU less the timed stages (null without it). */
export function perPage(c: StageCost): { data: number | null; react: number; post: number; compress: number; write: number } {
  const n = Math.max(1, c.pages);
  const timed = c.reactMs + c.postMs + c.compressMs + c.writeMs;
  return {
    data: c.threadCpuMs === null ? null : Math.max(0, c.threadCpuMs - timed) / n,
    react: c.reactMs / n,
    post: c.postMs / n,
    compress: c.compressMs / n,
    write: c.writeMs / n,
  };
}

/** The line a full run logs of it. */
export function costLine(c: StageCost): string {
  const p = perPage(c);
  const ms = (x: number) => x.toFixed(2);
  return (
    `render threads' CPU per page: ${p.data === null ? '' : `data and vike ${ms(p.data)} ms, `}React ${ms(p.react)} ms, post-processing ${ms(p.post)} ms, ` +
    `compression ${ms(p.compress)} ms, writes ${ms(p.write)} ms (${c.pages} pages)`
  );
}

export type StagesPerPage = ReturnType<typeof perPage>;

/** costLine read back (the benchmark reads it off the job's output), or null for another line. */
export function parseCostLine(line: string): StagesPerPage | null {
  const m =
    /^render threads' CPU per page: (?:data and vike ([\d.]+) ms, )?React ([\d.]+) ms, post-processing ([\d.]+) ms, compression ([\d.]+) ms, writes ([\d.]+) ms/.exec(
      line,
    );
  return m ? { data: m[1] === undefined ? null : Number(m[1]), react: Number(m[2]), post: Number(m[3]), compress: Number(m[4]), write: Number(m[5]) } : null;
}

/** Adds up the results of a run; the threads' CPU counters are cumulative, so each thread's last value is kept across runs. */
export class RenderCostTally {
  private run: StageCost = empty();
  /** Each thread's CPU at the last result seen, any run. */
  private readonly lastCpu = new Map<number, number>();
  /** Each thread's CPU before this run (its last value of an earlier run; 0 for a thread new in this run). */
  private readonly before = new Map<number, number>();

  startRun(): void {
    this.run = empty();
    this.before.clear();
  }

  add(results: readonly RenderResult[]): void {
    for (const r of results) {
      this.run.pages++;
      this.run.reactMs += r.cost.reactMs;
      this.run.postMs += r.cost.postMs;
      this.run.compressMs += r.cost.compressMs;
      this.run.writeMs += r.cost.writeMs;
      if (!r.thread) continue;
      const { id, cpuMs } = r.thread;
      if (!this.before.has(id)) this.before.set(id, this.lastCpu.get(id) ?? 0);
      // Two messages of one thread can come back out of order: the larger counter is the later one.
      this.lastCpu.set(id, Math.max(cpuMs, this.lastCpu.get(id) ?? 0));
    }
  }

  /** This run's totals. */
  take(): StageCost {
    let cpu: number | null = null;
    for (const [id, before] of this.before) cpu = (cpu ?? 0) + (this.lastCpu.get(id)! - before);
    return { ...this.run, threadCpuMs: cpu };
  }
}

function empty(): StageCost {
  return { pages: 0, reactMs: 0, postMs: 0, compressMs: 0, writeMs: 0, threadCpuMs: null };
}
