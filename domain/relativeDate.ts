// The relative date line (reader-site.md §4 "Relative dates") without dayjs: the browser re-tells these
// every 15 s on live pages, and dayjs with its locale would be most of the JavaScript such a page loads.
// Each takes the zone of the page's site (sites.ts `timeZone`): 'ma', the day and the hour are the reader's
// clock, Bucharest on the Romanian edition. The month names are the 'hu' locale's (dates.test.ts holds them to
// it); the server's own date formats take theirs from dayjs (dates.ts).
import { RELATIVE_MINUTES_LIMIT_S } from './constants';
import { wallClock } from './timeZone';

export const HU_MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth()}-${d.getUTCDate()}`;

/**
 * The date line of an article: 'most' / 'N perce' under an hour, 'ma HH:mm' later the same day, 'MMMM D.
 * HH:mm' the same year, 'YYYY. MMMM D. HH:mm' before that, on `zone`'s clock. A time up to an hour in the
 * future (a reader's clock running behind the server's) counts as 'most'.
 */
export function relativeDate(unix: number, nowUnix: number, zone: string): string {
  const age = nowUnix - unix;
  if (age < RELATIVE_MINUTES_LIMIT_S && age > -RELATIVE_MINUTES_LIMIT_S) {
    const minutes = Math.max(0, Math.floor(age / 60));
    return minutes === 0 ? 'most' : `${minutes} perce`;
  }
  const then = wallClock(unix, zone);
  const now = wallClock(nowUnix, zone);
  const time = `${pad(then.getUTCHours())}:${pad(then.getUTCMinutes())}`;
  if (dayKey(then) === dayKey(now)) return `ma ${time}`;
  const dayMonth = `${HU_MONTHS[then.getUTCMonth()]} ${then.getUTCDate()}.`;
  if (then.getUTCFullYear() === now.getUTCFullYear()) return `${dayMonth} ${time}`;
  return `${then.getUTCFullYear()}. ${dayMonth} ${time}`;
}

/**
 * Whether a date line shown now can change within the next refresh: true while under an hour old
 * (the minutes tick) and, when `refreshToday` is set, for the rest of its day on `zone`'s calendar (at
 * midnight 'ma HH:mm' becomes 'MMMM D. HH:mm').
 */
export function needsRefresh(unix: number, nowUnix: number, refreshToday: boolean, zone: string): boolean {
  if (nowUnix - unix < RELATIVE_MINUTES_LIMIT_S) return true;
  return refreshToday && dayKey(wallClock(unix, zone)) === dayKey(wallClock(nowUnix, zone));
}
