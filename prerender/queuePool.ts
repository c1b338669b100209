// The render pool of a queued full build (`--queue`, D-416): each message the publisher would give its render
// threads goes to the render queue as a BullMQ job, and its answer comes back the same, so the publisher (the
// journal, the renames, the manifest: still one publisher) does not know who rendered its pages. Any number of
// render workers (prerender/renderQueueWorker.ts) on any machine take the batches.
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RenderResult, RenderTask } from '../workers/render';
import type { RenderPool } from './renderPool';
import {
  fromWire,
  KEEP_COMPLETED_S,
  KEEP_FAILED_S,
  NO_REDIS_URL,
  queueConnection,
  RENDER_QUEUE,
  type BatchKind,
  type QueuedBatch,
  type QueuedResults,
} from './renderQueue';

/** What the queue cost the build: its batches, and their round trips beyond the workers' own time on them. */
export interface QueueStats {
  batches: number;
  /**
   * Sum over the batches of (queued → answered) − the worker's time on it, in ms: the queue's own cost, and the
   * wait for a free worker while the batches before it render (the publisher sends a whole batch's messages at
   * once). Sent one at a time to idle workers, it is the queue's cost alone (bench/queue.ts measures that).
   */
  overheadMs: number;
}

export interface QueuePool extends RenderPool {
  stats(): QueueStats;
}

export async function startQueuePool(o: { redisUrl: string | undefined; outDir: string; log: (line: string) => void }): Promise<QueuePool> {
  if (!o.redisUrl) throw new Error(NO_REDIS_URL);
  const connections: Redis[] = [queueConnection(o.redisUrl), queueConnection(o.redisUrl)];
  const queue = new Queue<QueuedBatch, QueuedResults, BatchKind>(RENDER_QUEUE, { connection: connections[0]! });
  const events = new QueueEvents(RENDER_QUEUE, { connection: connections[1]! });
  // Each batch waited for adds a listener to the queue's closing: a build has hundreds in flight.
  queue.setMaxListeners(0);
  const stats: QueueStats = { batches: 0, overheadMs: 0 };
  try {
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    const workers = await queue.getWorkersCount().catch(() => null);
    if (workers === 0) o.log('no render worker is connected to the render queue yet: the build waits for one (npm run render-worker)');
  } catch (err) {
    await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    throw err;
  }

  // Batches a killed build left waiting would be rendered for nobody; their files are in the write journal,
  // repaired at this build's start. Dropped at the first batch, when this build holds the publisher's lock
  // (D-407): before it, they could be those of the build that holds it.
  let dropped: Promise<void> | null = null;
  const send = async (batch: QueuedBatch): Promise<RenderResult[]> => {
    await (dropped ??= queue.drain());
    const started = performance.now();
    // attempts 1: a batch that failed (it threw) fails the build as it would in-process; only a batch whose
    // worker died goes round again (the workers' stalled check, MAX_STALLS).
    const job = await queue.add(batch.kind, batch, { attempts: 1, removeOnComplete: { age: KEEP_COMPLETED_S }, removeOnFail: { age: KEEP_FAILED_S } });
    const answer = await job.waitUntilFinished(events);
    stats.batches++;
    stats.overheadMs += performance.now() - started - answer.workMs;
    return answer.results.map(fromWire);
  };

  return {
    async run(task, options) {
      if (options?.name === 'renderMany') return send({ kind: 'renderMany', outDir: o.outDir, tasks: task as RenderTask[] });
      const [one] = await send({ kind: 'render', outDir: o.outDir, tasks: [task as RenderTask] });
      return one;
    },
    stats: () => ({ ...stats }),
    async destroy() {
      // What is still waiting belongs to no build now (a failed one's rest); what a worker holds ends on its own.
      if (dropped) await queue.drain().catch(() => undefined);
      await events.close();
      await queue.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
