// What a sports screen shows for a value the live-score service does not have (specialised-features.md §2
// "Missing values show a dash"; the seeded gaps): the site's dash, as domain/numbers.ts formatNumber
// writes an unknown number.
import { formatNumber } from '../numbers';

/** What a missing value shows. */
export const DASH = '–';

/** A value as text, or the dash when it is missing (null, undefined, blank, not a finite number). */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : DASH;
  return value.trim() === '' ? DASH : value;
}
