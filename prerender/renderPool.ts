// The render threads of the prerender job: workers/render-worker.mjs in a tinypool. A module of its own,
// light to import, so the CLI starts the threads (each loads the build, ~0.4 s) while it loads the job.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';

/** node's `--cpu-prof*` options among `execArgv` (with the value of one spelled as two words): what a render thread takes over from its job's process. */
export function profilerFlags(execArgv: readonly string[]): string[] {
  const out: string[] = [];
  execArgv.forEach((a, i) => {
    if (a === '--cpu-prof' || /^--cpu-prof-(dir|name|interval)=/.test(a)) out.push(a);
    else if (/^--cpu-prof-(dir|name|interval)$/.test(a) && i + 1 < execArgv.length) out.push(a, execArgv[i + 1]!);
  });
  return out;
}

/**
 * What the publisher asks of its render threads: Tinypool's face, which the queue of render workers
 * (prerender/queuePool.ts, `--queue`) wears too, so the publisher does not know which renders its pages.
 */
export interface RenderPool {
  /** A task for workers/render-worker.mjs: one RenderTask (its default export) or, `name: 'renderMany'`, several. */
  run(task: unknown, options?: { name?: string }): Promise<unknown>;
  destroy(): Promise<void>;
}

export function startRenderPool(distDir: string, threads = Math.max(1, availableParallelism())): Tinypool {
  const pool = new Tinypool({
    filename: fileURLToPath(new URL('../workers/render-worker.mjs', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    // Each task is several pages (the job's TASKS_PER_MESSAGE): with two tasks per thread in flight, one page
    // waits on the content API or the disk while another renders.
    concurrentTasksPerWorker: 2,
    // The worker is plain JavaScript: no tsx loader in its threads. A job started under node's CPU profiler
    // (`npm run bench -- publish --profile`) profiles its render threads too.
    execArgv: profilerFlags(process.execArgv),
    // Server rendering allocates many short-lived objects: a larger young generation means fewer scavenges.
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
  });
  // Each thread loads the build now, while the job asks the content API what to render; a failure here
  // shows again at the first page.
  for (let i = 0; i < threads; i++) pool.run(distDir, { name: 'warm' }).catch(() => {});
  return pool;
}
