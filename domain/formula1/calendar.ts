// The calendar tab's choices (specialised-features.md §4): the competitions (Grands Prix) of a season, the
// default competition when the season loads, the default session when the competition changes, and the
// starting-grid link of a race or a sprint.
import type { Race } from '../sports/types';
import { calendarDate, TIME_ZONE } from '../timeZone';
import { queryId } from './query';
import { raceState } from './status';

/** A Grand Prix of the season, from its sessions. */
export interface Competition {
  id: number;
  name: string;
  /** ISO date-time of its last session (the race): the competition's date in lists and in the rules. */
  date: string;
  /** Every session of it is completed. */
  completed: boolean;
}

const unixOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const byDate = (a: Race, b: Race) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id;

/** The season's competitions in date order (of their last session), each once. */
export function competitionsOf(races: readonly Race[]): Competition[] {
  const byId = new Map<number, Race[]>();
  for (const r of races) {
    const list = byId.get(r.competition.id);
    if (list) list.push(r);
    else byId.set(r.competition.id, [r]);
  }
  const out: Competition[] = [];
  for (const sessions of byId.values()) {
    const sorted = [...sessions].sort(byDate);
    const last = sorted[sorted.length - 1]!;
    out.push({
      id: last.competition.id,
      name: last.competition.name,
      date: last.date,
      completed: sorted.every((r) => raceState(r.status) === 'completed'),
    });
  }
  return out.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
}

const sameDay = (aUnix: number, bUnix: number) => {
  const a = calendarDate(aUnix, TIME_ZONE);
  const b = calendarDate(bUnix, TIME_ZONE);
  return a.year === b.year && a.month === b.month && a.day === b.day;
};

/**
 * The competition shown when a season loads: the query's if it is one of the season's; else the last
 * completed one if its date is today (Budapest calendar) or no competition is unfinished; otherwise the first
 * unfinished one. Null for a season without races.
 */
export function pickCompetition(query: string | null, competitions: readonly Competition[], nowUnix: number): number | null {
  const asked = queryId(query);
  if (asked !== null && competitions.some((c) => c.id === asked)) return asked;
  const completed = competitions.filter((c) => c.completed);
  const lastCompleted = completed[completed.length - 1];
  const firstUnfinished = competitions.find((c) => !c.completed);
  if (lastCompleted && (!firstUnfinished || sameDay(unixOf(lastCompleted.date), nowUnix))) return lastCompleted.id;
  return firstUnfinished?.id ?? null;
}

/** The sessions of one competition, in date order. */
export function sessionsOf(races: readonly Race[], competitionId: number | null): Race[] {
  return races.filter((r) => r.competition.id === competitionId).sort(byDate);
}

/** The session types with a starting grid (§2). */
export const GRID_TYPES: readonly string[] = ['Verseny', 'Sprint'];

/** The `futam` value of a session's starting grid (its id negated), or null when it has none. */
export function startingGridId(race: Pick<Race, 'id' | 'type'>): number | null {
  return GRID_TYPES.includes(race.type) ? -race.id : null;
}

/**
 * The `futam` shown when the competition changes: the query's if it names one of the competition's sessions
 * (or the starting grid of its race or sprint); else the first session not completed, else the last one.
 */
export function pickRace(query: string | null, sessions: readonly Race[]): number | null {
  const asked = queryId(query);
  if (asked !== null && sessions.some((r) => r.id === asked || startingGridId(r) === asked)) return asked;
  const sorted = [...sessions].sort(byDate);
  const open = sorted.find((r) => raceState(r.status) !== 'completed');
  return (open ?? sorted[sorted.length - 1])?.id ?? null;
}

/** The session a `futam` value shows (a starting grid shows its race's heading). */
export function sessionOf(futam: number | null, sessions: readonly Race[]): Race | null {
  if (futam === null) return null;
  return sessions.find((r) => r.id === Math.abs(futam)) ?? null;
}
