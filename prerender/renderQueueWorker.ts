// A render worker of the render queue (D-416): takes batches a queued full build put there, renders them on its
// own render threads (workers/render-worker.mjs, the job's code) into temp files next to their pages in the
// shared output, and answers the RenderResults; the build publishes them. A worker that dies holding a batch
// loses nothing: its lock runs out and another worker takes the batch again (D-418). `npm run render-worker` is
// prerender/render-worker-main.ts.
import { basename, dirname } from 'node:path';
import { Worker } from 'bullmq';
import type { Logger } from '../config/log';
import type { RenderResult } from '../workers/render';
import type { RenderPool } from './renderPool';
import { repairFiles } from './writeJournal';
import { MAX_STALLS, queueConnection, rebase, RENDER_QUEUE, toWire, type BatchKind, type QueuedBatch, type QueuedResults } from './renderQueue';

/** This worker's own places (its settings), which may differ from the job's on another machine (D-417). */
export interface WorkerPlaces {
  outDir: string;
  distDir: string;
  contentApiUrl: string;
  /** Its build's id (prerender/buildFiles.ts buildIdOf): a page names its build, so it must be the job's. */
  build: string;
}

/**
 * A batch rendered here: its tasks with this worker's build, content API and output folder, the staged
 * files' paths given back as the job knows them.
 */
export async function renderBatch(batch: QueuedBatch, own: WorkerPlaces, pool: RenderPool): Promise<RenderResult[]> {
  const tasks = batch.tasks.map((t) => {
    if (t.build !== own.build) throw new Error(`this render worker has build ${own.build}, the job ${t.build}: both need the same build (npm run build)`);
    return { ...t, distDir: own.distDir, contentApiUrl: own.contentApiUrl, ...(t.file ? { file: rebase(t.file, batch.outDir, own.outDir) } : {}) };
  });
  const results =
    batch.kind === 'renderMany' ? ((await pool.run(tasks, { name: 'renderMany' })) as RenderResult[]) : [(await pool.run(tasks[0])) as RenderResult];
  return results.map((r) =>
    r.staged ? { ...r, staged: { br: rebase(r.staged.br, own.outDir, batch.outDir), html: rebase(r.staged.html, own.outDir, batch.outDir) } } : r,
  );
}

export interface RenderQueueWorker {
  /** Stops taking batches; resolves once those it holds are answered (`force`: at once, as a crash would). */
  close(force?: boolean): Promise<void>;
}

export function startRenderQueueWorker(o: {
  redisUrl: string;
  own: WorkerPlaces;
  pool: RenderPool;
  /** Batches in hand at once: two per render thread, as the job's own pool keeps (prerender/renderPool.ts). */
  concurrency: number;
  /** RENDER_QUEUE_LOCK_MS: BullMQ's lockDuration, and how often this worker looks for batches whose worker died. */
  lockMs: number;
  logger: Logger;
}): RenderQueueWorker {
  const connection = queueConnection(o.redisUrl);
  const worker = new Worker<QueuedBatch, QueuedResults, BatchKind>(
    RENDER_QUEUE,
    async (job) => {
      const started = performance.now();
      // The fault test kills a worker on this line (e2e/faults/cases/queue.ts).
      o.logger.debug({ batch: job.id, pages: job.data.tasks.length, stalls: job.stalledCounter }, `took batch ${job.id} (${job.data.tasks.length} pages)`);
      if (job.stalledCounter > 0) {
        // Its last worker died holding it: what that one staged is nobody's now. The build's journal still
        // lists these files, but releases them once this batch is published.
        const left = await repairFiles(foldersOf(job.data.tasks.flatMap((t) => (t.file ? [rebase(t.file, job.data.outDir, o.own.outDir)] : []))));
        o.logger.info({ batch: job.id, temps: left.temps }, `batch ${job.id} again after its worker died: ${left.temps} temp files it left removed`);
      }
      const results = await renderBatch(job.data, o.own, o.pool);
      return { results: results.map(toWire), workMs: performance.now() - started };
    },
    { connection, concurrency: o.concurrency, lockDuration: o.lockMs, stalledInterval: o.lockMs, maxStalledCount: MAX_STALLS },
  );
  worker.on('failed', (job, err) => o.logger.error({ batch: job?.id }, `batch ${job?.id ?? '?'} failed: ${err.message}`));
  worker.on('stalled', (id) => o.logger.warn({ batch: id }, `batch ${id} lost its worker: back in the queue`));
  worker.on('error', (err) => o.logger.error(`render queue: ${err.message}`));
  return {
    async close(force = false) {
      await worker.close(force);
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/** Files by folder, as the write journal's repair takes them. */
function foldersOf(files: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const f of files) {
    const names = out.get(dirname(f)) ?? new Set<string>();
    names.add(basename(f));
    out.set(dirname(f), names);
  }
  return out;
}
