// A match's score box (specialised-features.md §2, §4): the teams, the score, and beside it the live minute,
// the status or the kick-off time, with the status class. It is what the day list, the match view's header
// and an article's match box show, and what the live island keeps fresh: a box that may still change is
// polled every 15 s until nothing shown can change (decision D-223).
import { REFRESH_INTERVAL_MS } from '../constants';
import type { Fixture, Score } from '../sports/types';
import { TIME_ZONE, wallClock } from '../timeZone';
import { scorers } from './events';
import { KICKOFF_WATCH_S, fixtureMayChange, fixtureState, liveMinute, statusText, wentToPenalties, type FixtureState } from './status';

/** Live scores are asked again this often (§4, §9). */
export const SCORES_POLL_MS = REFRESH_INTERVAL_MS;

/** How far ahead of a kick-off a page carries the live island (the poller itself waits until an hour before). */
export const SCORE_WATCH_AHEAD_S = 24 * 60 * 60;

/**
 * A kick-off's time on the Budapest clock: '16:30' (dates.ts TIME_FORMAT). From the zone's wall clock, not
 * dayjs: the island draws it, and dayjs with its locale would double the island's chunk (D-223).
 */
export function kickoffTime(unix: number): string {
  const d = wallClock(unix, TIME_ZONE);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

const goal = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '–');

/**
 * The score as the box shows it: '2–1', a shoot-out's result in brackets ('1–1 (4–3)'); null before the
 * kick-off (the box shows the time), and for a match called off that has no goals.
 */
export function scoreText(goals: Score, penalty: Score, short: string | null | undefined): string | null {
  const state = fixtureState(short);
  const none = goals.home === null && goals.away === null;
  if (state === 'scheduled' || (none && state === 'off')) return null;
  const main = `${goal(goals.home)}–${goal(goals.away)}`;
  const shootout = wentToPenalties(short) && (penalty.home !== null || penalty.away !== null);
  return shootout ? `${main} (${goal(penalty.home)}–${goal(penalty.away)})` : main;
}

/** Just what a score box shows: small, since it travels as the island's props. */
export interface ScoreBox {
  id: number;
  /** Unix seconds of the kick-off. */
  kickoff: number;
  /** ISO 8601 of the kick-off (the <time> element's value). */
  date: string;
  status: { short: string; elapsed: number | null };
  home: { name: string; logo: string | null };
  away: { name: string; logo: string | null };
  goals: Score;
  penalty: Score;
  /** Goal scorers per side ("Varga Barnabás 12'"), in time order. */
  scorers: { home: string[]; away: string[] };
}

export function scoreBoxOf(f: Fixture): ScoreBox {
  return {
    id: f.fixture.id,
    kickoff: f.fixture.timestamp,
    date: f.fixture.date,
    status: { short: f.fixture.status.short, elapsed: f.fixture.status.elapsed },
    home: { name: f.teams.home.name, logo: f.teams.home.logo },
    away: { name: f.teams.away.name, logo: f.teams.away.logo },
    goals: { home: f.goals.home, away: f.goals.away },
    penalty: { home: f.score?.penalty?.home ?? null, away: f.score?.penalty?.away ?? null },
    scorers: scorers(f),
  };
}

/** What a box shows: its status class, the score (or the kick-off time before it), and the line beside it. */
export function scoreDisplay(box: ScoreBox): { state: FixtureState; score: string; live: boolean; note: string | null } {
  const state = fixtureState(box.status.short);
  const score = scoreText(box.goals, box.penalty, box.status.short);
  const minute = liveMinute(box.status);
  return {
    state,
    score: score ?? kickoffTime(box.kickoff),
    live: state === 'live',
    // Live: the minute; over or called off: the status; not started: the kick-off is the score's place.
    note: minute ?? (state === 'scheduled' && box.status.short === 'NS' ? null : statusText(box.status.short)),
  };
}

/** Which fixtures one poll asks for: one by id (a match view, an article's box) or a league's day (the day list). */
export type ScorePoll = { kind: 'fixture'; id: number } | { kind: 'day'; league: number; season: number; date: string };

/** The poller's next step at `nowUnix`: poll now, wait until a kick-off comes near, or stop for good. */
export function nextScorePoll(boxes: readonly ScoreBox[], nowUnix: number): { kind: 'poll' } | { kind: 'wait'; ms: number } | { kind: 'stop' } {
  if (boxes.some((b) => fixtureMayChange(b.status, b.kickoff, nowUnix))) return { kind: 'poll' };
  const ahead = boxes
    .filter((b) => fixtureState(b.status.short) === 'scheduled' && b.kickoff - KICKOFF_WATCH_S > nowUnix)
    .map((b) => b.kickoff - KICKOFF_WATCH_S);
  return ahead.length ? { kind: 'wait', ms: (Math.min(...ahead) - nowUnix) * 1000 } : { kind: 'stop' };
}

/**
 * Whether a page shows these boxes as the live island: one is live, or kicks off within a day and so may go
 * live while the page is open. A page of finished (or far-off) matches loads no island code.
 */
export function scoresAreLive(boxes: readonly ScoreBox[], nowUnix: number): boolean {
  return boxes.some(
    (b) =>
      fixtureMayChange(b.status, b.kickoff, nowUnix) ||
      (fixtureState(b.status.short) === 'scheduled' && b.kickoff > nowUnix && b.kickoff - nowUnix <= SCORE_WATCH_AHEAD_S),
  );
}

/** The boxes after a poll: each box the answer has is replaced, the others stay as they were (§8). */
export function mergeScores(boxes: readonly ScoreBox[], fixtures: readonly Fixture[]): ScoreBox[] {
  const byId = new Map(fixtures.map((f) => [f.fixture.id, f]));
  return boxes.map((b) => {
    const f = byId.get(b.id);
    return f ? scoreBoxOf(f) : b;
  });
}
