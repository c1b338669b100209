// A Chrome trace with each task of the pages' main threads shortened to the CPU time its thread spent on it.
// Lighthouse's simulation multiplies a task's wall time by 4; on a two-core machine the renderer's main thread
// waits for a core behind Chromium's software compositor, its browser process and Lighthouse itself, and its
// tasks last 2–4 times their CPU time (D-302). Thread time is what the page costs; the rest is the machine.

/** The fields of a trace event this reads and rewrites. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const MAIN_THREAD = 'CrRendererMain';

/**
 * Each outermost complete event (`ph: 'X'`) of a renderer main thread that took longer than its thread time is
 * scaled to its thread time from its start, the events inside it with it: a task keeps its start (so what
 * began before a paint still did) and its nesting (layout and script inside it stay inside it). Nothing is
 * lengthened; other threads and instant events are left as they are. Returns a new array; `events` is unchanged.
 */
export function withThreadTime<E extends TraceEvent>(events: readonly E[]): E[] {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === MAIN_THREAD).map((e) => `${e.pid}:${e.tid}`));
  const out = events.map((e) => ({ ...e }));
  const byThread = new Map<string, E[]>();
  for (const e of out) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mainThreads.has(key)) continue;
    (byThread.get(key) ?? byThread.set(key, []).get(key)!).push(e);
  }
  for (const thread of byThread.values()) {
    // Outer events first where two start together, so that a task is met before what it holds.
    thread.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    let task: { start: number; end: number; scale: number } | null = null;
    for (const e of thread) {
      if (task && e.ts < task.end) {
        e.ts = task.start + (e.ts - task.start) * task.scale;
        e.dur = e.dur! * task.scale;
        continue;
      }
      const scale = e.tdur !== undefined && e.tdur < e.dur! && e.dur! > 0 ? e.tdur / e.dur! : 1;
      task = { start: e.ts, end: e.ts + e.dur!, scale };
      e.dur = e.dur! * scale;
    }
  }
  return out;
}
