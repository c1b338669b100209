// How the widget writes its values (specialised-features.md §2, §9): a dash for what is missing, the
// birthdate as 'YYYY. MMMM D.' in Hungarian, session times on the Budapest clock, points 0 by default.
import { LONG_DATE_FORMAT, TIME_FORMAT, formatCalendarDay, formatZoned } from '../dates';
import { DASH } from '../sports/format';

export { DASH, orDash } from '../sports/format';

/** 'YYYY-MM-DD' as '1997. szeptember 30.'; the dash when missing or not a date. */
export function formatBirthdate(value: string | null | undefined): string {
  return formatCalendarDay(value) ?? DASH;
}

const unixOf = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
};

/** A session's start on the Budapest clock: '2026. május 24. 15:00'. */
export function formatSessionTime(iso: string): string {
  const unix = unixOf(iso);
  return unix === null ? DASH : formatZoned(unix, `${LONG_DATE_FORMAT} ${TIME_FORMAT}`);
}

/** A competition's date in the side list: '2026. május 24.' (Budapest calendar). */
export function formatCompetitionDate(iso: string): string {
  const unix = unixOf(iso);
  return unix === null ? DASH : formatZoned(unix, LONG_DATE_FORMAT);
}

/** Points in the driver standings: 0 when the service has none yet (§2 "points P (default 0)"). */
export function standingsPoints(points: number | null | undefined): number {
  return typeof points === 'number' && Number.isFinite(points) ? points : 0;
}

/** Lap info 'current/total' (§2), a dash for an unknown part; null when both are unknown. */
export function lapsText(laps: { current: number | null; total: number | null }): string | null {
  if (laps.current === null && laps.total === null) return null;
  return `${laps.current ?? DASH}/${laps.total ?? DASH}`;
}

/** A best finish with its count: '1. (103×)', '1. (–)' without a count; the dash without a position. */
export function bestFinishText(finish: { position: number | null; number: number | null }): string {
  if (finish.position === null) return DASH;
  return `${finish.position}. (${finish.number === null ? DASH : `${finish.number}×`})`;
}

/** A position in a table: '1.', or the dash. */
export function positionText(position: number | null | undefined): string {
  return typeof position === 'number' ? `${position}.` : DASH;
}
