// The queries of GET /api/minutes and /api/counter (specialised-features.md §7) as zod schemas, for the
// content API. Apart from minutes.ts: the browser's counter imports that one, and zod would come along.
import { z } from 'zod';
import { isCalendarDay } from './dates';

export const DAY_MESSAGE = 'ÉÉÉÉ-HH-NN alakú, létező napot adjon meg (például 2025-03-28).';

/** A calendar day 'YYYY-MM-DD' that exists ('2025-02-30' does not). */
export const calendarDaySchema = z.string({ message: DAY_MESSAGE }).refine(isCalendarDay, { message: DAY_MESSAGE });

/** The query of GET /api/minutes: day is required. */
export const minutesQuerySchema = z.object({ day: calendarDaySchema });
/** The query of GET /api/counter: from defaults to the §9 start; day (ours) to the caller's today. */
export const counterQuerySchema = z.object({ from: calendarDaySchema.optional(), day: calendarDaySchema.optional() });
