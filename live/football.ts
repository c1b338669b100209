// Live football scores (specialised-features.md §4: "A live fixture is refreshed every 15 s until
// finished"): one task per score widget on the page's one scheduler. It reads one fixture, or a league's
// day, through the content API's live-score pass-through and writes the island's store; it sleeps while
// nothing shown can change yet (a kick-off more than an hour away) and stops when nothing can any more. A
// failed poll is logged by the scheduler, which backs off; the store, and so the box, stays as it was (§8).
import type { Fixture, LivescoreEnvelope } from '../domain/sports/types';
import { footballSport } from '../domain/football/sport';
import { livescoreApiPath } from '../domain/sports/sport';
import { SCORES_POLL_MS, mergeScores, nextScorePoll, type ScoreBox, type ScorePoll } from '../domain/football/score';
import { browserClient } from '../contentClient/browser';
import type { Caller } from '../contentClient/call';
import { pageScheduler, type PollTask } from './scheduler';
import { proxy } from 'valtio/vanilla';

/** The content API's pass-through to the live-score service (same origin, cached ≤ 5 s at the edge). */
export const FOOTBALL_API = {
  fixture: (id: number) => livescoreApiPath(footballSport, `fixtures/${encodeURIComponent(String(id))}`),
  day: (league: number, season: number, date: string) =>
    livescoreApiPath(footballSport, `fixtures/${encodeURIComponent(String(league))}/${encodeURIComponent(String(season))}/${encodeURIComponent(date)}`),
};

export function scorePollPath(poll: ScorePoll): string {
  return poll.kind === 'fixture' ? FOOTBALL_API.fixture(poll.id) : FOOTBALL_API.day(poll.league, poll.season, poll.date);
}

export interface ScoresSource {
  fixtures(poll: ScorePoll): Promise<Fixture[]>;
}

const rowsOf = <T>(answer: LivescoreEnvelope<T> | T[] | null | undefined): T[] => (Array.isArray(answer) ? answer : (answer?.response ?? []));

export function scoresSource(api: Pick<Caller, 'get'>): ScoresSource {
  return {
    fixtures: async (poll) => rowsOf(await api.get<LivescoreEnvelope<Fixture> | Fixture[]>(scorePollPath(poll), { fresh: true })),
  };
}

// Its own store here, in this widget's chunk: never in a module every live page loads (D-183's budget).
/** The score boxes one widget shows (a day list, a match's header, an article's match box). */
export interface ScoresStore {
  boxes: ScoreBox[];
}

export function createScoresStore(init: ScoresStore): ScoresStore {
  return proxy<ScoresStore>({ boxes: [...init.boxes] });
}

/** A match view's: its score box, and the whole fixture the last poll brought (null before the first). */
export interface MatchStore extends ScoresStore {
  match: Fixture | null;
}

export function createMatchStore(init: MatchStore): MatchStore {
  return proxy<MatchStore>({ boxes: [...init.boxes], match: init.match });
}

/** Unix seconds now (the poller's clock; tests fake Date). */
const nowUnix = () => Math.floor(Date.now() / 1000);

/**
 * The poller: while a box may change, every interval the fixtures and a new store; while a kick-off is far,
 * the next run when it comes within the hour; 'stop' once nothing can change.
 */
export function scoresTask(poll: ScorePoll, store: ScoresStore | MatchStore, source: ScoresSource, intervalMs = SCORES_POLL_MS): PollTask {
  const name = poll.kind === 'fixture' ? `football:${poll.id}` : `football:${poll.league}/${poll.season}/${poll.date}`;
  return {
    name,
    intervalMs,
    run: async () => {
      const before = nextScorePoll(store.boxes, nowUnix());
      if (before.kind === 'stop') return 'stop';
      if (before.kind === 'wait') return { nextInMs: before.ms };
      const fixtures = await source.fixtures(poll);
      store.boxes = mergeScores(store.boxes, fixtures);
      // A match view redraws whole from the same answer (§4: timeline, statistics, line-ups change too).
      if ('match' in store) store.match = fixtures.find((f) => f.fixture.id === store.boxes[0]?.id) ?? store.match;
      const after = nextScorePoll(store.boxes, nowUnix());
      return after.kind === 'stop' ? 'stop' : after.kind === 'wait' ? { nextInMs: Math.max(after.ms, intervalMs) } : undefined;
    },
  };
}

/** Starts the poller on the page's scheduler (browser only), unless nothing shown can change; answers its stop. */
export function watchScores(poll: ScorePoll, store: ScoresStore | MatchStore): () => void {
  if (nextScorePoll(store.boxes, nowUnix()).kind === 'stop') return () => {};
  const handle = pageScheduler().add(scoresTask(poll, store, scoresSource(browserClient())));
  return () => handle.stop();
}
