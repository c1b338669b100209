// How the widget writes its values (specialised-features.md §2, §9): a dash for what is missing, the
// birthdate as 'YYYY. MMMM D.' in Hungarian, session times on the Budapest clock, points 0 by default.
import dayjs from 'dayjs';
import { LONG_DATE_FORMAT, LOCALE, TIME_FORMAT, formatNumber, zoned } from '../dates';

/** What a missing value shows (§2 "Missing values show a dash"). */
export const DASH = '–';

/** A value as text, or the dash when it is missing (null, undefined, blank). */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : DASH;
  return value.trim() === '' ? DASH : value;
}

/** 'YYYY-MM-DD' as '1997. szeptember 30.'; the dash when missing or not a date. */
export function formatBirthdate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return DASH;
  const d = dayjs(value, 'YYYY-MM-DD').locale(LOCALE);
  return d.isValid() && d.format('YYYY-MM-DD') === value ? d.format(LONG_DATE_FORMAT) : DASH;
}

const unixOf = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
};

/** A session's start on the Budapest clock: '2026. május 24. 15:00'. */
export function formatSessionTime(iso: string): string {
  const unix = unixOf(iso);
  return unix === null ? DASH : zoned(unix).format(`${LONG_DATE_FORMAT} ${TIME_FORMAT}`);
}

/** A competition's date in the side list: '2026. május 24.' (Budapest calendar). */
export function formatCompetitionDate(iso: string): string {
  const unix = unixOf(iso);
  return unix === null ? DASH : zoned(unix).format(LONG_DATE_FORMAT);
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

/** A best finish with its count: '1. (103×)'; the dash without a position. */
export function bestFinishText(finish: { position: number | null; number: number | null }): string {
  if (finish.position === null) return DASH;
  return finish.number === null ? `${finish.position}.` : `${finish.position}. (${finish.number}×)`;
}

/** A position in a table: '1.', or the dash. */
export function positionText(position: number | null | undefined): string {
  return typeof position === 'number' ? `${position}.` : DASH;
}
