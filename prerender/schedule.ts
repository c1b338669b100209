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

/** Schedules both runs through one guard: the nightly full build and an incremental run never overlap. */
export function schedule(opts: {
  incremental: () => Promise<unknown>;
  full: () => Promise<unknown>;
  expression?: string;
  nightly?: string;
  log: (line: string) => void;
}): { stop(): void } {
  let which: 'incremental' | 'full' = 'incremental';
  const guarded = exclusive(() => (which === 'full' ? opts.full() : opts.incremental()), opts.log);
  const tick = (kind: 'incremental' | 'full') => () => {
    which = kind;
    void guarded();
  };
  const a = cron.schedule(opts.expression ?? DEFAULT_CRON, tick('incremental'));
  const b = cron.schedule(opts.nightly ?? NIGHTLY_CRON, tick('full'));
  return {
    stop() {
      void a.stop();
      void b.stop();
    },
  };
}
