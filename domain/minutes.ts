// The minutes counter (specialised-features.md §3 "Minutes state", §4, §9): how many of the 300 000 hours
// are left on a day. Pure arithmetic, shared by the content API (the numbers), the server render (the
// number in the HTML) and the browser's poller (which only asks for its own day). No dayjs and no zod: the
// counter's chunk imports this module (the calls' schemas are in minutesQuery.ts).
import { formatNumber } from './numbers';

/** §9: the counter's default first day. */
export const MINUTES_DEFAULT_START = '2025-03-28';
/** §9: the hours the counter starts from. */
export const MINUTES_TOTAL_HOURS = 300_000;
/** §9: the hours each recurring item takes, on every day it recurs. */
export const MINUTES_RECURRING_HOURS = 10;
/** §9: the hours a one-time item takes, once. */
export const MINUTES_ONE_TIME_HOURS = 1;
/** §4, §9: the widget asks again after this long. */
export const MINUTES_REFRESH_MS = 60_000;

/** A seeded item: a recurring one counts on every day from `day` on; a one-time one on `day` only. */
export interface MinutesItem {
  kind: 'recurring' | 'one-time';
  title: string;
  day: string;
}

/** The answer of GET /api/minutes?day= and /api/counter?from= (the §3 state's hours, with what made them). */
export interface MinutesState {
  from: string;
  day: string;
  hours: number;
  /** The hours in the Hungarian form: '299 990'. */
  text: string;
  /** How many recurring item-days and one-time items were taken off. */
  recurringDays: number;
  oneTime: number;
}

/** Whole days from a to b (b − a), both 'YYYY-MM-DD'. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** '299 990': whole hours, a space between thousands (numbers.ts, without dayjs). */
export function formatHours(n: number): string {
  return formatNumber(Math.trunc(n));
}

/**
 * The hours left on `day`, counted from `from`: 300 000, minus 10 for every day (from..day, both included)
 * on which a recurring item runs, minus 1 for every one-time item dated from..day. Never below zero; a day
 * before `from` leaves the full total.
 */
export function minutesState(items: readonly MinutesItem[], day: string, from: string = MINUTES_DEFAULT_START): MinutesState {
  let recurringDays = 0;
  let oneTime = 0;
  if (day >= from) {
    for (const item of items) {
      if (item.kind === 'recurring') {
        const first = item.day > from ? item.day : from;
        if (first <= day) recurringDays += daysBetween(first, day) + 1;
      } else if (item.day >= from && item.day <= day) oneTime += 1;
    }
  }
  const hours = Math.max(0, MINUTES_TOTAL_HOURS - MINUTES_RECURRING_HOURS * recurringDays - MINUTES_ONE_TIME_HOURS * oneTime);
  return { from, day, hours, text: formatHours(hours), recurringDays, oneTime };
}

/** The counter's texts (the widget and its caption). */
export const MINUTES_TEXTS = {
  title: 'Óraszámláló',
  unit: 'óra',
  caption: 'Ennyi óra van még hátra a 300 000-ből: minden rendszeres tétel naponta 10, minden egyszeri 1 órát visz el.',
} as const;
