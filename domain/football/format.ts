// How the football screen writes its values (specialised-features.md §9): kick-offs on the Budapest clock in
// the spec's 'YYYY. MMMM D.' with the time, a day's heading, the predictions' percentages, a line-up position
// in words. What a score box writes (the score, the kick-off time) is in score.ts, without dayjs: the live
// island draws it in the browser.
import { formatCalendarDay, formatLongDate } from '../dates';
import { TIME_ZONE } from '../timeZone';
import { kickoffTime } from './score';
import { POSITION_WORDS } from './texts';

/** A kick-off's date and time on the Budapest clock: '2025. szeptember 13. 16:30'. */
export function kickoffText(unix: number): string {
  return `${formatLongDate(unix, TIME_ZONE)} ${kickoffTime(unix)}`;
}

/** A day's heading ('2025. szeptember 13.'), the value itself if it is no day. */
export function dayTitle(day: string): string {
  return formatCalendarDay(day) ?? day;
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
