// The queue of render batches between a queued full build (`npm run prerender -- --full --queue`,
// prerender/queuePool.ts) and the render workers (`npm run render-worker`, prerender/renderQueueWorker.ts), on
// BullMQ over REDIS_URL (D-416): its name, what a batch and its answer are as JSON, and the paths a worker on
// another machine translates (D-417).
import { isAbsolute, join, relative } from 'node:path';
import { Redis } from 'ioredis';
import type { RenderResult, RenderTask } from '../workers/render';

/** One queue for every output: one publisher at a time (D-407) is one build's batches at a time. */
export const RENDER_QUEUE = 'prerender-render';

/**
 * Times a batch goes back to the queue after the worker holding it died (its lock ran out, BullMQ's stalled
 * check); once more and it fails, and with it the build (D-418). A batch that kills every worker it meets
 * must not go round for ever; three dead workers in one batch's life is already a broken deployment.
 */
export const MAX_STALLS = 3;

/**
 * How long Redis keeps a batch once answered (s): the build reads its answer from the completion event, or from the
 * batch itself when the event came before it listened (a busy main thread: milliseconds). An hour kept every answer
 * of a build, 557 MB of Redis after two 100k builds; a 1M-article rebuild would keep gigabytes.
 */
export const KEEP_COMPLETED_S = 60;
/** A failed batch is kept an hour, for the operator who reads why the build failed. */
export const KEEP_FAILED_S = 3600;

/** The render worker's two task kinds (workers/render-worker.mjs): one page (its default export) or several. */
export type BatchKind = 'render' | 'renderMany';

/** One message of the publisher (prerender/publisher.ts): its tasks, and the output folder their files are in. */
export interface QueuedBatch {
  kind: BatchKind;
  /** The job's OUT_DIR: a worker whose OUT_DIR is elsewhere (another machine's mount) translates `file` (D-417). */
  outDir: string;
  tasks: RenderTask[];
}

/** A RenderResult as JSON: its brotli copy in base64. */
export type WireResult = Omit<RenderResult, 'br'> & { br: string | null };

/** A batch's answer: the results, and the worker's own time on it (the rest of the round trip is the queue's). */
export interface QueuedResults {
  results: WireResult[];
  workMs: number;
}

export const toWire = (r: RenderResult): WireResult => ({ ...r, br: r.br ? Buffer.from(r.br).toString('base64') : null }) as WireResult;

export const fromWire = (r: WireResult): RenderResult => ({ ...r, br: r.br === null ? null : new Uint8Array(Buffer.from(r.br, 'base64')) }) as RenderResult;

/** `path` inside `from`, moved to the same place inside `to`; a path outside `from` is a broken batch. */
export function rebase(path: string, from: string, to: string): string {
  if (from === to) return path;
  const rel = relative(from, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${path} is not inside the output folder ${from}`);
  return join(to, rel);
}

/**
 * A connection for BullMQ: unlike lib/redis.ts's (commands fail at once while Redis is away), its commands
 * wait for Redis to come back, as BullMQ's blocking reads require; a build waits for its batches anyway.
 */
export function queueConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2_000 });
}

/** Why a queued build or a render worker cannot start without REDIS_URL: one line. */
export const NO_REDIS_URL = 'the render queue needs REDIS_URL (a redis:// URL every render worker reaches too): set it, or build without --queue';
