// The Budapest calendar of the football model: fixtures are scheduled in Budapest wall-clock time (a round
// "on Saturday at 17:00"), answered with the Budapest offset in their ISO date, and "a day's fixtures" is a
// Budapest calendar day (specialised-features.md §2 `nap`).
import { calendarDate, offsetMinutes, TIME_ZONE } from '../../../domain/timeZone';

const DAY_S = 86_400;

/** Unix seconds of a Budapest wall-clock time (month 1–12). */
export function budapestUnix(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute) / 1000;
  // The offset at the wall time read as UTC is right except within an hour of a change; asking again at
  // the corrected instant settles it.
  const first = wall - offsetMinutes(wall, TIME_ZONE) * 60;
  return wall - offsetMinutes(first, TIME_ZONE) * 60;
}

/** 'YYYY-MM-DD' of a unix time on the Budapest calendar. */
export function budapestDay(unix: number): string {
  const d = calendarDate(unix, TIME_ZONE);
  return `${d.year}-${d.month}-${d.day}`;
}

/** ISO 8601 with the Budapest offset: '2024-06-14T21:00:00+02:00'. */
export function isoBudapest(unix: number): string {
  const offset = offsetMinutes(unix, TIME_ZONE);
  const wall = new Date((unix + offset * 60) * 1000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A 'YYYY-MM-DD' that names a real day, or null (malformed, or 2025-02-30). */
export function parseDay(text: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The unix range [from, to) of a Budapest calendar day (23 or 25 hours on the days the clocks change). */
export function dayRange(d: CalendarDay): { from: number; to: number } {
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day) + DAY_S * 1000);
  return { from: budapestUnix(d.year, d.month, d.day), to: budapestUnix(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}

/** The calendar day `days` after the given one (negative: before). */
export function addDays(d: CalendarDay, days: number): CalendarDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY_S * 1000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The first `weekday` (0 Sunday … 6 Saturday) on or after the day. */
export function weekdayOnOrAfter(d: CalendarDay, weekday: number): CalendarDay {
  const today = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return addDays(d, (weekday - today + 7) % 7);
}

/** Whole days from `a` to `b` on the calendar. */
export function daysBetween(a: CalendarDay, b: CalendarDay): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / (DAY_S * 1000));
}

export function dayOf(unix: number): CalendarDay {
  return parseDay(budapestDay(unix))!;
}

export function dayText(d: CalendarDay): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
