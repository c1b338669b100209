// One 15 s tick for everything on a page that tells time relative to now (live badges' minutes, relative
// dates), on the shared scheduler: it pauses with the tab and stops when nothing needs it any more.
import { REFRESH_INTERVAL_MS } from '../domain/constants';
import { pageScheduler, type Scheduler, type TaskHandle } from './scheduler';

type Listener = (nowUnix: number) => boolean | void;

const listeners = new Set<Listener>();
let handle: TaskHandle | null = null;

export const nowUnix = () => Math.floor(Date.now() / 1000);

/**
 * Calls `fn` every 15 s with the time, while it answers true (or nothing); answer false when the text it
 * shows can no longer change. The returned function unsubscribes.
 */
export function onTick(fn: Listener, scheduler: Scheduler = pageScheduler()): () => void {
  // A task stopped from outside (the podcast player's page swap ends the page's tasks) takes its page's listeners along.
  if (handle?.stopped) listeners.clear();
  listeners.add(fn);
  if (!handle || handle.stopped) {
    handle = scheduler.add({
      name: 'clock',
      intervalMs: REFRESH_INTERVAL_MS,
      run: () => {
        const now = nowUnix();
        for (const l of [...listeners]) if (l(now) === false) listeners.delete(l);
        return listeners.size === 0 ? 'stop' : undefined;
      },
    });
  }
  return () => {
    listeners.delete(fn);
  };
}

/** For tests: forget every listener and the task. */
export function resetClock(): void {
  listeners.clear();
  handle?.stop();
  handle = null;
}
