// A football fixture's status (specialised-features.md §4 "Football match status codes", §9 timeline widths):
// which group a code belongs to (the screens' status class), whether the fixture can still change (a live
// fixture is refreshed every 15 s until finished), how it is told in Hungarian, and how wide its timeline is.
import type { FixtureStatusShort } from '../sports/types';

/** The status class a score or a row carries: not started yet, under way, over, or not played at all. */
export type FixtureState = 'scheduled' | 'live' | 'finished' | 'off';

const STATE: Record<FixtureStatusShort, FixtureState> = {
  TBD: 'scheduled',
  NS: 'scheduled',
  '1H': 'live',
  HT: 'live',
  '2H': 'live',
  ET: 'live',
  BT: 'live',
  P: 'live',
  FT: 'finished',
  AET: 'finished',
  PEN: 'finished',
  // §4 lists WP with the penalty states; the fixture is over (won on penalties).
  WP: 'finished',
  PST: 'off',
  CANC: 'off',
};

/** A code the service may send that this table does not know is treated as not started (nothing to poll for). */
export function fixtureState(short: string | null | undefined): FixtureState {
  return (short && Object.hasOwn(STATE, short) ? STATE[short as FixtureStatusShort] : null) ?? 'scheduled';
}

/** §4: the fixture went beyond 90 minutes (extra time or penalties). */
export function wentToExtraTime(short: string | null | undefined): boolean {
  return short === 'ET' || short === 'BT' || short === 'AET' || wentToPenalties(short);
}

/** §4: the fixture is in, or was decided by, a penalty shoot-out. */
export function wentToPenalties(short: string | null | undefined): boolean {
  return short === 'P' || short === 'PEN' || short === 'WP';
}

/** §9 timeline widths: 105 (90 minutes and stoppage time), 125 with extra time, 130 with penalties. */
export const TIMELINE_WIDTH = { normal: 105, extraTime: 125, penalties: 130 } as const;

export function timelineWidth(short: string | null | undefined): number {
  if (wentToPenalties(short)) return TIMELINE_WIDTH.penalties;
  if (wentToExtraTime(short)) return TIMELINE_WIDTH.extraTime;
  return TIMELINE_WIDTH.normal;
}

/** Where on the timeline (0–100 %) a moment of the match stands; past the end it stays at the end. */
export function timelinePosition(time: { elapsed: number; extra: number | null }, width: number): number {
  const minute = Math.max(0, time.elapsed + (time.extra ?? 0));
  return Math.min(100, Math.round((minute / width) * 1000) / 10);
}

/** How a status is told (ours, the spec gives only the codes: D-215). */
export const STATUS_TEXT: Record<FixtureStatusShort, string> = {
  TBD: 'Időpont később',
  NS: 'Nem kezdődött el',
  '1H': '1. félidő',
  HT: 'Félidő',
  '2H': '2. félidő',
  ET: 'Hosszabbítás',
  BT: 'Szünet a hosszabbítás előtt',
  P: 'Büntetőpárbaj',
  FT: 'Vége',
  AET: 'Vége, hosszabbítás után',
  PEN: 'Vége, büntetők után',
  WP: 'Vége, büntetők után',
  PST: 'Elhalasztva',
  CANC: 'Törölve',
};

export function statusText(short: string | null | undefined): string {
  return short && Object.hasOwn(STATUS_TEXT, short) ? STATUS_TEXT[short as FixtureStatusShort] : STATUS_TEXT.NS;
}

/**
 * What a live score shows beside it: the minute while the ball rolls (67', 90+3'), the status's words in a
 * break or a shoot-out, null when the fixture is not live (the kick-off time or the final status is shown).
 */
export function liveMinute(status: { short: string | null | undefined; elapsed: number | null }, extra: number | null = null): string | null {
  if (fixtureState(status.short) !== 'live') return null;
  if (status.short === 'HT' || status.short === 'BT' || status.short === 'P') return statusText(status.short);
  if (status.elapsed === null) return statusText(status.short);
  return extra ? `${status.elapsed}+${extra}'` : `${status.elapsed}'`;
}

/** The longest a scheduled fixture may be away for a page to keep polling it (it may kick off while open). */
export const KICKOFF_WATCH_S = 60 * 60;

/**
 * §4: a live fixture is refreshed every 15 s until finished; a scheduled one is watched from an hour before
 * its kick-off (a reader who opens the page before the match sees it start). Finished or called-off
 * fixtures cannot change.
 */
export function fixtureMayChange(status: { short: string | null | undefined }, kickoffUnix: number, nowUnix: number): boolean {
  const state = fixtureState(status.short);
  if (state === 'live') return true;
  return state === 'scheduled' && kickoffUnix - nowUnix <= KICKOFF_WATCH_S && nowUnix - kickoffUnix <= 4 * 60 * 60;
}
