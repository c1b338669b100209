// The minutes counter in the browser (specialised-features.md §4: "refreshes itself periodically, default
// every 60 s"): one task on the page's one scheduler asks for the reader's own day and writes the island's
// store. The first run is at once, so a page rendered on an earlier day shows today's number.
import { proxy } from 'valtio/vanilla';
import { MINUTES_REFRESH_MS, type MinutesState } from '../domain/minutes';
import { TIME_ZONE, calendarDate } from '../domain/timeZone';
import { pageScheduler, type PollTask } from './scheduler';
import { browserClient } from '../contentClient/browser';

export interface MinutesStore {
  day: string;
  text: string;
}

// Its own store here, in this widget's chunk: never in a module every live page loads (D-213).
export function createMinutesStore(init: MinutesStore): MinutesStore {
  return proxy<MinutesStore>({ ...init });
}

/** The reader's day on the Budapest calendar, 'YYYY-MM-DD'. */
export function readerDay(nowMs: number): string {
  const d = calendarDate(Math.floor(nowMs / 1000), TIME_ZONE);
  return `${d.year}-${d.month}-${d.day}`;
}

/** The reader's day's counter (`?day=YYYY-MM-DD`). */
export const MINUTES_API = '/api/minutes';

/** The poller: every minute the counter of the reader's day; it never stops (the day turns). */
export function minutesTask(store: MinutesStore, fetchDay: (day: string) => Promise<MinutesState>, now: () => number = Date.now): PollTask {
  return {
    name: 'minutes',
    intervalMs: MINUTES_REFRESH_MS,
    immediate: true,
    run: async () => {
      const state = await fetchDay(readerDay(now()));
      store.day = state.day;
      store.text = state.text;
    },
  };
}

/** Starts the poller on the page's scheduler (browser only); answers its stop. */
export function watchMinutes(store: MinutesStore): () => void {
  const api = browserClient();
  const fetchDay = (day: string) => api.get<MinutesState>(MINUTES_API, { query: { day }, fresh: true });
  const handle = pageScheduler().add(minutesTask(store, fetchDay));
  return () => handle.stop();
}
