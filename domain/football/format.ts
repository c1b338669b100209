// How the football screen writes its values (specialised-features.md §9): kick-offs on the Budapest clock in
// the spec's 'YYYY. MMMM D.' with the time, a day's heading, the score with a shoot-out's in brackets, the
// predictions' percentages, a line-up position in words.
import type { Score } from '../sports/types';
import { TIME_FORMAT, formatCalendarDay, formatLongDate, zoned } from '../dates';
import { TIME_ZONE } from '../timeZone';
import { fixtureState, wentToPenalties } from './status';
import { POSITION_WORDS } from './texts';

/** A kick-off's date and time on the Budapest clock: '2025. szeptember 13. 16:30'. */
export function kickoffText(unix: number): string {
  return `${formatLongDate(unix, TIME_ZONE)} ${kickoffTime(unix)}`;
}

/** A kick-off's time on the Budapest clock: '16:30'. */
export function kickoffTime(unix: number): string {
  return zoned(unix, TIME_ZONE).format(TIME_FORMAT);
}

/** A day's heading ('2025. szeptember 13.'), the value itself if it is no day. */
export function dayTitle(day: string): string {
  return formatCalendarDay(day) ?? day;
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

/** A percentage the service writes as text ('45%') as a number 0–100; null when it is none. */
export function percentValue(value: string | null | undefined): number | null {
  const m = /^\s*(\d{1,3}(?:[.,]\d+)?)\s*%?\s*$/.exec(value ?? '');
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  return n >= 0 && n <= 100 ? n : null;
}

/** A line-up position (G, D, M, F) in words; null for one the screen does not know. */
export function positionWord(pos: string | null | undefined): string | null {
  return (pos && POSITION_WORDS[pos.trim().toUpperCase()]) || null;
}
