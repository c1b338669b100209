// The football screen's day (specialised-features.md §2 `nap`, YYYY-MM-DD): days are Budapest calendar days
// (the newsroom's clock, on both domains), a bad value is the default day, and the default day is chosen from
// the league-season's match days (decision D-220):
//   the list: today if the league plays today, else its next match day, else its last one;
//   a tournament's results: its last match day up to today, else its first match day.
import { isCalendarDay } from '../dates';
import { calendarDate, TIME_ZONE } from '../timeZone';

/** The Budapest calendar day of a unix time, 'YYYY-MM-DD'. */
export function dayOf(unix: number): string {
  const d = calendarDate(unix, TIME_ZONE);
  return `${d.year}-${d.month}-${d.day}`;
}

/** `nap` as the screen takes it: a real calendar day, or null (→ the default day). */
export function parseDay(value: string | null | undefined): string | null {
  return isCalendarDay(value) ? value : null;
}

/** The days the fixtures are played on, in order, each once. */
export function matchDays(fixtures: readonly { fixture: { timestamp: number } }[]): string[] {
  return [...new Set(fixtures.map((f) => dayOf(f.fixture.timestamp)))].sort();
}

/** The list's default day: today if it is a match day, else the next match day, else the last, else today. */
export function defaultDay(days: readonly string[], today: string): string {
  if (days.includes(today)) return today;
  return days.find((d) => d > today) ?? days.at(-1) ?? today;
}

/** A results view's default day: the last match day up to today, else the first match day, else today. */
export function defaultResultsDay(days: readonly string[], today: string): string {
  return days.filter((d) => d <= today).at(-1) ?? days[0] ?? today;
}

/** The match days before and after a day (the day itself need not be one). */
export function adjacentDays(days: readonly string[], day: string): { prev: string | null; next: string | null } {
  return { prev: days.filter((d) => d < day).at(-1) ?? null, next: days.find((d) => d > day) ?? null };
}
