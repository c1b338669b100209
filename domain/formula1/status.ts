// A Formula 1 session's status (specialised-features.md §3 Race.status, §4): Completed, Live, or anything
// else, which is upcoming.
import type { RaceStatus } from '../sports/types';

export type RaceState = 'live' | 'completed' | 'upcoming';

export function raceState(status: RaceStatus | null | undefined): RaceState {
  if (status === 'Live') return 'live';
  if (status === 'Completed') return 'completed';
  return 'upcoming';
}

/** A live session's results are refreshed (every 15 s, §4); once it is completed they cannot change. */
export function resultsMayChange(status: RaceStatus | null | undefined): boolean {
  return raceState(status) === 'live';
}
