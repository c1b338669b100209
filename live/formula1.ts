// The live Formula 1 result (specialised-features.md §4: "Race results refresh every 15 s when live"): one
// task on the page's one scheduler that reads the session and its result through the content API's
// live-score pass-through and writes the island's store; it stops once the session is no longer Live.
import type { LivescoreEnvelope, Race, ResultRow } from '../domain/sports/types';
import { formula1Sport } from '../domain/formula1/sport';
import { livescoreApiPath } from '../domain/sports/sport';
import { F1_RESULTS_POLL_MS } from '../domain/formula1/view';
import { resultsMayChange } from '../domain/formula1/status';
import { browserClient } from '../contentClient/browser';
import type { Caller } from '../contentClient/call';
import { pageScheduler, type PollTask } from './scheduler';
import { proxy } from 'valtio/vanilla';

export interface F1ResultSource {
  /** The `futam` value's rows ('24', or '-24' for the starting grid). */
  result(futam: number): Promise<ResultRow[]>;
  /** The session (status, laps); null when the service no longer knows it. */
  race(id: number): Promise<Race | null>;
}

/** The content API's pass-through to the live-score service (same origin, cached ≤ 5 s at the edge). */
export const F1_API = {
  result: (futam: number) => livescoreApiPath(formula1Sport, `result/${encodeURIComponent(String(futam))}`),
  race: (id: number) => livescoreApiPath(formula1Sport, `fixtures/${encodeURIComponent(String(id))}`),
};

const rowsOf = <T>(answer: LivescoreEnvelope<T> | T[] | null | undefined): T[] => (Array.isArray(answer) ? answer : (answer?.response ?? []));

export function f1ResultSource(api: Pick<Caller, 'get'>): F1ResultSource {
  return {
    result: async (futam) => rowsOf(await api.get<LivescoreEnvelope<ResultRow> | ResultRow[]>(F1_API.result(futam), { fresh: true })),
    race: async (id) => rowsOf(await api.get<LivescoreEnvelope<Race> | Race[]>(F1_API.race(id), { fresh: true }))[0] ?? null,
  };
}

/** The poller: every interval the result and the session's status and laps; 'stop' when it is over. */
export function f1ResultTask(futam: number, store: F1ResultStore, source: F1ResultSource, intervalMs = F1_RESULTS_POLL_MS): PollTask {
  return {
    name: `f1-result:${futam}`,
    intervalMs,
    run: async () => {
      const [rows, race] = await Promise.all([source.result(futam), source.race(Math.abs(futam))]);
      store.rows = rows;
      if (race) {
        store.status = race.status;
        store.laps = race.laps;
      }
      return resultsMayChange(store.status) ? undefined : 'stop';
    },
  };
}

/** Starts the poller on the page's scheduler (browser only); answers its stop. */
export function watchF1Result(futam: number, store: F1ResultStore): () => void {
  const handle = pageScheduler().add(f1ResultTask(futam, store, f1ResultSource(browserClient())));
  return () => handle.stop();
}

// Its own store here, in this widget's chunk: never in a module every live page loads (D-183's budget).
/** A Formula 1 session's live result (specialised-features.md §2, §4), as the F1LiveResult island shows it. */
export interface F1ResultStore {
  status: string;
  laps: Race['laps'];
  rows: ResultRow[] | null;
}

export function createF1ResultStore(init: F1ResultStore): F1ResultStore {
  return proxy<F1ResultStore>({ ...init });
}
