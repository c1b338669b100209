// Instants for the zone property tests: the hours around the summer-time changes, where a cached offset or
// a wrong zone would show first. The EU changes at 01:00 UTC on the last Sunday of March and of October.
import fc from 'fast-check';
import { TIME_ZONE } from '../domain/timeZone';

/** The Romanian edition's zone, spelled out (sites.ts's SITES.ro.timeZone is held to it). */
export const BUCHAREST = 'Europe/Bucharest';
/** The zones the sites show (sites.ts `timeZone`). */
export const ZONES = [TIME_ZONE, BUCHAREST] as const;

/** Unix seconds of 01:00 UTC on the last Sunday of `month` (1–12) of `year`, worked out without any zone. */
export function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0)); // day 0 of the next month
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month - 1, sunday, 1) / 1000;
}

/** An instant within three hours either side of a change, 2024–2030 (and on the change's exact second). */
export function instantsAroundDstChanges(): fc.Arbitrary<number> {
  return fc
    .tuple(fc.integer({ min: 2024, max: 2030 }), fc.constantFrom(3, 10), fc.oneof(fc.integer({ min: -3 * 3600, max: 3 * 3600 }), fc.constantFrom(-1, 0, 1)))
    .map(([year, month, delta]) => lastSundayChange(year, month) + delta);
}
