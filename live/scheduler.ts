// The one scheduler every poller of the live layer runs on (reader-site.md §4, §9): a task runs every
// interval while the tab is visible, never while it is hidden, at once when the tab comes back after more
// than 30 s, with a growing pause after failures, and until it says stop. One visibility listener for all
// tasks instead of a setInterval per widget, so a hidden tab costs the origin nothing.
import { HIDDEN_REARM_MS, POLL_BACKOFF_MAX_MS } from '../domain/constants';

/** What a run asks for: nothing (next run after the interval), stop, or an earlier/later next run. */
export type RunResult = void | 'stop' | { nextInMs: number };

export interface PollTask {
  name: string;
  intervalMs: number;
  run: () => Promise<RunResult> | RunResult;
  /** Run as soon as it is added (and visible) instead of one interval later. */
  immediate?: boolean;
  /** It belongs to the visit, not to the page shown (the build check): a page swap (live/player/swap.ts) keeps it. */
  visit?: true;
}

export interface TaskHandle {
  stop(): void;
  readonly stopped: boolean;
}

/** The page's visibility, as the scheduler reads it (document in the browser, a fake in tests). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', fn: () => void): void;
  removeEventListener(type: 'visibilitychange', fn: () => void): void;
}

interface Entry {
  task: PollTask;
  dueAt: number;
  /** Time left until the next run when the tab was hidden (or when a run ended while hidden). */
  remaining: number;
  timer: ReturnType<typeof setTimeout> | null;
  running: boolean;
  failures: number;
  stopped: boolean;
}

/** The wait after `failures` failed runs in a row: the interval doubled per failure, capped. */
export function backoffDelay(intervalMs: number, failures: number): number {
  if (failures <= 0) return intervalMs;
  return Math.min(intervalMs * 2 ** failures, Math.max(POLL_BACKOFF_MAX_MS, intervalMs));
}

export interface Scheduler {
  add(task: PollTask): TaskHandle;
  /** Tasks not stopped, by name (for tests and the debug hook). */
  active(): string[];
  /** Stops the page's tasks, those not marked `visit` (the page's content is being replaced). */
  endPage(): void;
  dispose(): void;
}

export function createScheduler(doc: VisibilitySource, opts: { rearmAfterHiddenMs?: number; onError?: (name: string, err: unknown) => void } = {}): Scheduler {
  const rearmAfter = opts.rearmAfterHiddenMs ?? HIDDEN_REARM_MS;
  const entries = new Set<Entry>();
  let hiddenAt: number | null = doc.visibilityState === 'hidden' ? Date.now() : null;
  const visible = () => doc.visibilityState !== 'hidden';

  const arm = (e: Entry) => {
    if (e.timer) clearTimeout(e.timer);
    e.timer = null;
    if (e.stopped || e.running || !visible()) return;
    e.timer = setTimeout(() => void fire(e), Math.max(0, e.dueAt - Date.now()));
  };

  const fire = async (e: Entry) => {
    e.timer = null;
    if (e.stopped || !visible()) return;
    e.running = true;
    let next: number;
    try {
      const result = await e.task.run();
      e.failures = 0;
      if (result === 'stop') e.stopped = true;
      next = typeof result === 'object' && result ? result.nextInMs : e.task.intervalMs;
    } catch (err) {
      e.failures++;
      opts.onError?.(e.task.name, err);
      next = backoffDelay(e.task.intervalMs, e.failures);
    }
    e.running = false;
    if (e.stopped) return void entries.delete(e);
    e.dueAt = Date.now() + next;
    e.remaining = next;
    arm(e);
  };

  const onVisibility = () => {
    const now = Date.now();
    if (!visible()) {
      if (hiddenAt === null) hiddenAt = now;
      for (const e of entries) {
        if (e.timer) clearTimeout(e.timer);
        e.timer = null;
        if (!e.running) e.remaining = Math.max(0, e.dueAt - now);
      }
      return;
    }
    const hiddenFor = hiddenAt === null ? 0 : now - hiddenAt;
    hiddenAt = null;
    for (const e of entries) {
      // Back after a long absence: the data is stale, fetch it now. A short one: carry on where it paused.
      e.dueAt = hiddenFor > rearmAfter ? now : now + e.remaining;
      arm(e);
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);

  /** Stops a task for good (arm clears the timer of a stopped task and sets none). */
  const halt = (e: Entry) => {
    e.stopped = true;
    arm(e);
    entries.delete(e);
  };

  return {
    add(task) {
      const delay = task.immediate ? 0 : task.intervalMs;
      const e: Entry = { task, dueAt: Date.now() + delay, remaining: delay, timer: null, running: false, failures: 0, stopped: false };
      entries.add(e);
      arm(e);
      return {
        stop: () => halt(e),
        get stopped() {
          return e.stopped;
        },
      };
    },
    active: () => [...entries].map((e) => e.task.name),
    endPage() {
      for (const e of entries) if (!e.task.visit) halt(e);
    },
    dispose() {
      doc.removeEventListener('visibilitychange', onVisibility);
      entries.forEach(halt);
    },
  };
}

let shared: Scheduler | null = null;

/** The page's scheduler (browser only). */
export function pageScheduler(): Scheduler {
  shared ??= createScheduler(document, { onError: (name, err) => console.debug(`poller ${name}`, err) });
  return shared;
}
