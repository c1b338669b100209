// Dates, durations and numbers as a Hungarian reader expects them (reader-site.md §4 "Relative dates",
// §9; specialised-features.md §9). Every date shown is told on the clock of its page's site (sites.ts
// `timeZone`: Budapest, or Bucharest on the Romanian edition), whatever the time zone of the machine
// that renders the page; article URLs stay on the newsroom's Budapest calendar (urls.ts).
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
// The 'hu' locale: Hungarian month names, weeks starting on Monday (weekStart 1). Registered without
// becoming dayjs's global default, so importing this module changes no other code's formatting.
import 'dayjs/locale/hu.js';
import { REFRESH_INTERVAL_MS, RELATIVE_MINUTES_LIMIT_S } from './constants';

import { offsetMinutes, TIME_ZONE, wallClock } from './timeZone';

dayjs.extend(utc);

export { TIME_ZONE };
export const LOCALE = 'hu';
/** The spec's long date format (reader-site.md §4, specialised-features.md §9). */
export const LONG_DATE_FORMAT = 'YYYY. MMMM D.';
export const TIME_FORMAT = 'HH:mm';
/** A supplement table's day: '2024. július 27., szombat'. */
export const DAY_WITH_WEEKDAY_FORMAT = `${LONG_DATE_FORMAT}, dddd`;
/** How often a relative date is recomputed while it can still change (reader-site.md §9). */
export const DATE_REFRESH_MS = REFRESH_INTERVAL_MS;
export { RELATIVE_MINUTES_LIMIT_S };

/** A unix time as a dayjs value on `zone`'s clock (the newsroom's by default), in the Hungarian locale. */
export function zoned(unix: number, zone: string = TIME_ZONE): Dayjs {
  // A fixed offset for that instant (timeZone.ts), not dayjs's timezone plugin: same answer, a hundredth of the cost.
  return dayjs.unix(unix).utcOffset(offsetMinutes(unix, zone)).locale(LOCALE);
}

/** A wall clock (a Date whose UTC fields are the day and time to tell) as a dayjs value in the Hungarian locale. */
function wallDayjs(wall: Date): Dayjs {
  // One construction, locale and UTC reading given at once: a third of the cost of `zoned` (no offset arithmetic),
  // which counts on a live blog's hundreds of posts. Text formats only: its offset ('Z') is UTC's, not the zone's.
  return dayjs(wall, { locale: LOCALE, utc: true });
}

/** A unix time written in a dayjs `format` on `zone`'s clock (the newsroom's by default), in Hungarian; no offset token. */
export function formatZoned(unix: number, format: string, zone: string = TIME_ZONE): string {
  return wallDayjs(wallClock(unix, zone)).format(format);
}

/** '2025. március 15.' on `zone`'s calendar. */
export function formatLongDate(unix: number, zone: string): string {
  return formatZoned(unix, LONG_DATE_FORMAT, zone);
}

/** '14:05' on `zone`'s clock: a live-blog post's time stamp (the day is the blog's, its relative time beside it). */
export function formatClock(unix: number, zone: string): string {
  return formatZoned(unix, TIME_FORMAT, zone);
}

/** The day 'YYYY-MM-DD' names as a Date at UTC midnight; null when it is no real day ('2024-02-30'). */
function calendarDay(value: string | null | undefined): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? d : null;
}

/** Whether a value is a real calendar day written 'YYYY-MM-DD' ('2024-02-30' is not). */
export function isCalendarDay(value: string | null | undefined): value is string {
  return calendarDay(value) !== null;
}

/**
 * A calendar day 'YYYY-MM-DD' in a dayjs `format`, by default the spec's long one ('2024. június 14.'); null when it
 * is no real day.
 */
export function formatCalendarDay(value: string | null | undefined, format: string = LONG_DATE_FORMAT): string | null {
  const day = calendarDay(value);
  return day && wallDayjs(day).format(format);
}

// relativeDate and needsRefresh live in relativeDate.ts (no dayjs: the browser re-tells them).
export { needsRefresh, relativeDate } from './relativeDate';

// Podcast durations live in duration.ts (no dayjs: the player in the browser uses them).
export { formatDuration } from './duration';

// Numbers live in numbers.ts (no dayjs: the live parts draw them in the browser).
export { DECIMAL_SEPARATOR, formatFixed, formatNumber, THOUSAND_SEPARATOR } from './numbers';

/**
 * The machine-readable form for <time datetime>: ISO 8601 with `zone`'s offset at that instant, so it names
 * the same wall clock as the text beside it. Runs for every card: no dayjs (the tests hold it to Intl).
 */
export function isoDate(unix: number, zone: string): string {
  const offset = offsetMinutes(unix, zone);
  const d = new Date((unix + offset * 60) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
