// The one call the live-score client's sports share (livescore.ts makes it; football.ts and formula1.ts use it).
import type { Sport } from '../domain/sports/sport';

/** One call of a sport's service: its `response` list, or a ContentApiError. */
export type LivescoreGet = <T>(sport: Pick<Sport, 'service'>, path: string) => Promise<T[]>;
