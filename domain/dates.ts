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
import { HU_MONTHS } from './relativeDate';

dayjs.extend(utc);

export { TIME_ZONE };
export const LOCALE = 'hu';
/** The spec's long date format (reader-site.md §4, specialised-features.md §9). */
export const LONG_DATE_FORMAT = 'YYYY. MMMM D.';
export const TIME_FORMAT = 'HH:mm';
/** How often a relative date is recomputed while it can still change (reader-site.md §9). */
export const DATE_REFRESH_MS = REFRESH_INTERVAL_MS;
export { RELATIVE_MINUTES_LIMIT_S };

/** A unix time as a dayjs value on `zone`'s clock (the newsroom's by default), in the Hungarian locale. */
export function zoned(unix: number, zone: string = TIME_ZONE): Dayjs {
  // A fixed offset for that instant (timeZone.ts), not dayjs's timezone plugin: same answer, a hundredth of the cost.
  return dayjs.unix(unix).utcOffset(offsetMinutes(unix, zone)).locale(LOCALE);
}

/**
 * '2025. március 15.' on `zone`'s calendar. It runs for every header and post of every page the prerender
 * writes, so it reads the wall clock directly instead of going through dayjs's formatter (the tests hold
 * it to dayjs's and Intl's answers).
 */
export function formatLongDate(unix: number, zone: string): string {
  const d = wallClock(unix, zone);
  return `${d.getUTCFullYear()}. ${HU_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}.`;
}

/** '14:05' on `zone`'s clock: a live-blog post's time stamp (the day is the blog's, its relative time beside it). */
export function formatClock(unix: number, zone: string): string {
  const d = wallClock(unix, zone);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Whether a value is a real calendar day written 'YYYY-MM-DD' ('2024-02-30' is not). */
export function isCalendarDay(value: string | null | undefined): value is string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return false;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A calendar day 'YYYY-MM-DD' in the spec's long format ('2024. június 14.'); null when it is no real day. */
export function formatCalendarDay(value: string | null | undefined): string | null {
  if (!isCalendarDay(value)) return null;
  const [y, m, d] = value.split('-');
  return `${y}. ${HU_MONTHS[Number(m) - 1]} ${Number(d)}.`;
}

// relativeDate and needsRefresh live in relativeDate.ts (no dayjs: the browser re-tells them).
export { needsRefresh, relativeDate } from './relativeDate';

// Podcast durations live in duration.ts (no dayjs: the player in the browser uses them).
export { formatDuration } from './duration';

/** The thousand separator: a plain space (reader-site.md §9). */
export const THOUSAND_SEPARATOR = ' ';
/** The Hungarian decimal separator. */
export const DECIMAL_SEPARATOR = ',';

/** A number with exactly `digits` decimals (a column of rates reads alike: "4,90", "395,12", "465,00"). */
export function formatFixed(n: number, digits: number): string {
  if (!Number.isFinite(n)) return '–';
  const fixed = Math.abs(n).toFixed(digits);
  const [intPart = '0', fracPart = ''] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSAND_SEPARATOR);
  const negative = n < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${fracPart ? DECIMAL_SEPARATOR + fracPart : ''}`;
}

/**
 * A number with a space between thousands ('300 000') and a decimal comma ('12,5'), rounded to at
 * most `maxFractionDigits` decimals with trailing zeros left off. Every number from four digits on is
 * grouped ('1 000'). Not-a-number and infinities give '–'.
 */
export function formatNumber(n: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(n)) return '–';
  const digits = Math.min(20, Math.max(0, Math.floor(maxFractionDigits)));
  const fixed = Math.abs(n).toFixed(digits);
  const [intPart = '0', fracPart = ''] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSAND_SEPARATOR);
  const frac = fracPart.replace(/0+$/, '');
  const negative = n < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${frac ? DECIMAL_SEPARATOR + frac : ''}`;
}

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
