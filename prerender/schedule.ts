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
 * be lost to an edit that happened to be publishing at 3:30). An incremental run follows at once every full
 * build and sweep, and every run that an incremental tick met (once however many met it): an edit made
 * meanwhile must not wait for the rest of that run and then a whole tick more (D-240, D-294).
 */
export function dispatcher(runs: Record<RunKind, () => Promise<unknown>>, log: (line: string) => void): (kind: RunKind) => Promise<RunOutcome> {
  let which: RunKind = 'incremental';
  let pending: RunKind | null = null;
  let catchUp = false;
  const guarded = exclusive(() => runs[which](), log);
  const attempt = async (next: RunKind): Promise<RunOutcome> => {
    which = next;
    const outcome = await guarded();
    if (outcome === 'skipped') {
      if (next !== 'incremental') pending = next;
      else catchUp = true;
    } else {
      if (next === pending) pending = null;
      // An edit made meanwhile first; a pending full build or sweep keeps its place at the next tick. A sweep
      // gives way to a waiting edit, so one that ran in place of an incremental tick must not leave that edit
      // for the tick after.
      if (catchUp || next !== 'incremental') {
        catchUp = false;
        void attempt('incremental');
      }
    }
    return outcome;
  };
  const dispatch = (kind: RunKind): Promise<RunOutcome> => attempt(kind === 'incremental' && pending ? pending : kind);
  return dispatch;
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
