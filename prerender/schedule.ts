// Cron-driven publishing: incremental runs every few seconds, a full sweep at night, never two at once.
import cron from 'node-cron';

export type RunOutcome = 'done' | 'failed' | 'skipped';

/** Wraps a run so that a tick arriving while the previous run still works is skipped, not queued. */
export function exclusive(run: () => Promise<unknown>, log: (line: string) => void): () => Promise<RunOutcome> {
  let running = false;
  return async () => {
    if (running) {
      log('previous run still working: this tick skipped');
      return 'skipped';
    }
    running = true;
    try {
      await run();
      return 'done';
    } catch (err) {
      log(`run failed: ${err instanceof Error ? err.message : String(err)}`);
      return 'failed';
    } finally {
      running = false;
    }
  };
}

export const DEFAULT_CRON = '*/5 * * * * *';
export const NIGHTLY_CRON = '0 30 3 * * *';
/** The sweep, once a minute: the pages of live-score data, then a slice of the list pages beyond the first ones. */
export const SWEEP_CRON = '30 * * * * *';

export type RunKind = 'incremental' | 'full' | 'sweep';

/**
 * One guard for every kind of run: a tick that meets a running run is skipped, and a skipped full build or
 * sweep is not dropped but run by the next tick in place of its incremental run (the nightly build must not
 * be lost to an edit that happened to be publishing at 3:30).
 */
export function dispatcher(runs: Record<RunKind, () => Promise<unknown>>, log: (line: string) => void): (kind: RunKind) => Promise<RunOutcome> {
  let which: RunKind = 'incremental';
  let pending: RunKind | null = null;
  const guarded = exclusive(() => runs[which](), log);
  return async (kind) => {
    const next = kind === 'incremental' && pending ? pending : kind;
    which = next;
    const outcome = await guarded();
    if (outcome === 'skipped') {
      if (next !== 'incremental') pending = next;
    } else if (next === pending) {
      pending = null;
    }
    return outcome;
  };
}

/** Schedules the runs through one dispatcher: the nightly full build, the sweep and incremental runs never overlap. */
export function schedule(opts: {
  incremental: () => Promise<unknown>;
  full: () => Promise<unknown>;
  sweep?: () => Promise<unknown>;
  expression?: string;
  nightly?: string;
  sweepExpression?: string;
  log: (line: string) => void;
}): { stop(): void } {
  const run = dispatcher({ incremental: opts.incremental, full: opts.full, sweep: opts.sweep ?? (async () => {}) }, opts.log);
  const tick = (kind: RunKind) => () => void run(kind);
  const tasks = [cron.schedule(opts.expression ?? DEFAULT_CRON, tick('incremental')), cron.schedule(opts.nightly ?? NIGHTLY_CRON, tick('full'))];
  if (opts.sweep) tasks.push(cron.schedule(opts.sweepExpression ?? SWEEP_CRON, tick('sweep')));
  return {
    stop() {
      for (const t of tasks) void t.stop();
    },
  };
}
