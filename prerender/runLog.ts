// The job's log (issue #19): each run as one structured line with its figures,
//
//   {"level":"info","time":"…","service":"prerender","kind":"incremental","rendered":3,"removed":0,
//    "skipped":0,"seconds":0.41,"cursor":"1234","msg":"published: 3 pages rendered, 0 removed, 0 skipped in 0.4 s (cursor 1234)"}
//
// (the message is the CLI's summary line of before, which e2e/faults and bench/publish read: plainLines()).
// Its `msPerPage` is what the pages cost the render threads by stage (prerender/renderCost.ts), which a full
// run also says in a line of its own; and the job's own free-text lines (progress, skipped pages, repairs)
// at a level read off the line.
import type { Logger } from '../config/log';
import type { JobReport } from './job';
import { costLine, perPage } from './renderCost';

export type RunKind = 'full' | 'incremental' | 'sweep';

/** One run's line; with `quietWhenIdle` (the cron daemon) a run that changed nothing (most ticks) at debug level. */
export function logRun(logger: Logger, kind: RunKind, r: JobReport, quietWhenIdle = false): void {
  const cost = Object.fromEntries(Object.entries(perPage(r.cost)).map(([k, v]) => [k, v === null ? null : Math.round(v * 1000) / 1000]));
  const fields = {
    kind,
    rendered: r.rendered,
    removed: r.removed,
    skipped: r.skipped,
    seconds: Math.round(r.seconds * 1000) / 1000,
    cursor: r.cursor,
    msPerPage: cost,
  };
  const msg = `published: ${r.rendered} pages rendered, ${r.removed} removed, ${r.skipped} skipped in ${r.seconds.toFixed(1)} s (cursor ${r.cursor})`;
  if (!quietWhenIdle || kind === 'full' || r.rendered || r.removed || r.skipped) logger.info(fields, msg);
  else logger.debug(fields, msg);
  // A full run's price per page, readable: what the next feature adds shows here (issue #38).
  if (kind === 'full' && r.cost.pages) logger.info({ kind, msPerPage: cost }, costLine(r.cost));
}

/** What the render queue cost a queued build (D-421): bench/queue.ts reads the message. */
export function logQueue(logger: Logger, s: { batches: number; overheadMs: number }): void {
  const perBatch = s.batches ? s.overheadMs / s.batches : 0;
  logger.info(
    { batches: s.batches, overheadMsPerBatch: Math.round(perBatch * 100) / 100 },
    `render queue: ${s.batches} batches, ${perBatch.toFixed(1)} ms per batch queued beyond the worker's time (waits for a free worker included)`,
  );
}

/** A run that published nothing (the last good output stays). */
export function logRunFailed(logger: Logger, kind: RunKind, err: unknown): void {
  logger.error({ kind }, `prerender failed: ${err instanceof Error ? err.message : String(err)}`);
}

/** The level of one of the job's (or its scheduler's) free-text lines. */
export function jobLineLevel(line: string): 'error' | 'warn' | 'info' | 'debug' {
  if (line.startsWith('run failed')) return 'error';
  if (line.startsWith('previous run still working')) return 'debug';
  if (/skipped|failed|could not|left out|unreadable/.test(line)) return 'warn';
  return 'info';
}

/** The job's `log` option, backed by the logger. */
export function jobLog(logger: Logger): (line: string) => void {
  return (line) => logger[jobLineLevel(line)](line);
}
