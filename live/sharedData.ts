// The shared data poll (reader-site.md §4 "Shared data refresh"): the refresh call every 15 s on the page's one
// scheduler, so it pauses while the tab is hidden (0 requests), comes at once when the tab is back after more
// than 30 s, and backs off on failures. However many parts of the page read it (the pip video, the front page's
// band, a search field, a quiz's refresh flag), it is one task and one request a tick; it runs only while one
// of them watches, loaded only by a page that has one (D-203's removal reversed for what shows the data).
import { REFRESH_INTERVAL_MS } from '../domain/constants';
import { SHARED_DATA_PATH } from '../domain/sharedData';
import type { CommonData } from '../domain/types';
import { pageScheduler, type PollTask, type Scheduler, type TaskHandle } from './scheduler';
import { dataOf } from '../domain/dataAttributes';
import { HTML_SITE_ATTR } from '../domain/documentAttributes';
import { SITE_HEADER } from '../domain/sites';

/** A reader of the shared data: the latest answer and how many answers came before it (a search placeholder turns with it). */
export type SharedListener = (data: Partial<CommonData>, tick: number) => void;

/** The poll as a scheduler task: one call a run, its answer handed to `deliver`. */
export function sharedDataTask(
  load: () => Promise<Partial<CommonData>>,
  deliver: (data: Partial<CommonData>) => void,
  intervalMs = REFRESH_INTERVAL_MS,
): PollTask {
  return {
    name: 'shared-data',
    intervalMs,
    async run() {
      deliver(await load());
    },
  };
}

/** The page's watchers and its one task; `load` and `scheduler` come from the page (live/boot.ts's client, pageScheduler). */
export function createSharedData(deps: { load: () => Promise<Partial<CommonData>>; scheduler: () => Scheduler; intervalMs?: number }) {
  const listeners = new Set<SharedListener>();
  let task: TaskHandle | null = null;
  let tick = 0;
  let latest: Partial<CommonData> | null = null;
  const deliver = (data: Partial<CommonData>) => {
    latest = data;
    tick++;
    for (const l of listeners) l(data, tick);
  };
  return {
    /** Starts the poll if it is not running (a page swap ends it with the page's other tasks); answers the unwatch. */
    watch(listener: SharedListener): () => void {
      listeners.add(listener);
      if (latest) listener(latest, tick);
      if (!task || task.stopped) task = deps.scheduler().add(sharedDataTask(deps.load, deliver, deps.intervalMs));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          task?.stop();
          task = null;
        }
      };
    },
    get running(): boolean {
      return task !== null && !task.stopped;
    },
  };
}

export type SharedData = ReturnType<typeof createSharedData>;

let page: SharedData | null = null;

/**
 * The page's shared data (browser only): the site's own /api, by fetch with the site header. Not the content
 * client: its ky transport would double what a quiz's or a front's script loads for one GET without auth. The
 * scheduler is imported as is: the poll needs it, and a quiz, a live blog or a front has it loaded already.
 */
export async function pageSharedData(): Promise<SharedData> {
  if (page) return page;
  const site = dataOf(document.documentElement, HTML_SITE_ATTR) ?? 'main';
  const load = async () => {
    const res = await fetch(SHARED_DATA_PATH, { headers: { [SITE_HEADER]: site }, cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${SHARED_DATA_PATH} ${res.status}`);
    return (await res.json()) as Partial<CommonData>;
  };
  page ??= createSharedData({ load, scheduler: pageScheduler });
  return page;
}
