// The season the widget shows (specialised-features.md §2 szezon, §5): the query's, when it is one of the
// available seasons; else the current year on the newsroom's (Budapest) calendar, when it is available;
// else the latest available season (decision D-208).
import type { SeasonOption } from '../sports/types';
import { calendarDate, TIME_ZONE } from '../timeZone';
import { queryId } from './query';

/** The year on the Budapest calendar at `nowUnix` (a New Year's Eve 23:30 UTC is already next year there). */
export function currentSeason(nowUnix: number): number {
  return Number(calendarDate(nowUnix, TIME_ZONE).year);
}

/** The default season: the current year if available, else the latest; null without seasons. */
export function defaultSeason(seasons: readonly SeasonOption[], nowUnix: number): number | null {
  if (seasons.length === 0) return null;
  const current = currentSeason(nowUnix);
  if (seasons.some((s) => s.id === current)) return current;
  return Math.max(...seasons.map((s) => s.id));
}

export function pickSeason(query: string | null, seasons: readonly SeasonOption[], nowUnix: number): number | null {
  const asked = queryId(query);
  if (asked !== null && seasons.some((s) => s.id === asked)) return asked;
  return defaultSeason(seasons, nowUnix);
}

/** The seasons as the dropdown lists them: newest first, each once. */
export function seasonChoices(seasons: readonly SeasonOption[]): number[] {
  return [...new Set(seasons.map((s) => s.id))].sort((a, b) => b - a);
}
