// The newsroom's clock, Europe/Budapest, fast. Every article path and date line needs the Budapest calendar;
// asking Intl (or dayjs's timezone plugin, which asks Intl) each time cost ~2 ms a page in the prerender.
// A zone's offset changes only on whole hours, so it is asked once per hour of time and kept.
export const TIME_ZONE = 'Europe/Budapest';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const offsets = new Map<number, number>();
const MAX_CACHED_HOURS = 100_000;

function askIntl(unixSeconds: number): number {
  const p: Record<string, number> = {};
  for (const x of parts.formatToParts(new Date(unixSeconds * 1000))) if (x.type !== 'literal') p[x.type] = Number(x.value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc / 1000 - unixSeconds) / 60);
}

/** Minutes Budapest is ahead of UTC at a unix time (60 in winter, 120 in summer). */
export function budapestOffsetMinutes(unixSeconds: number): number {
  const hour = Math.floor(unixSeconds / 3600);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
    offset = askIntl(hour * 3600);
    offsets.set(hour, offset);
  }
  return offset;
}

/** A Date whose UTC fields read the Budapest wall clock at a unix time (for formatting, not for arithmetic). */
export function budapestWallClock(unixSeconds: number): Date {
  return new Date((unixSeconds + budapestOffsetMinutes(unixSeconds) * 60) * 1000);
}

/** Year, month and day (zero-padded) of a unix time on the Budapest calendar. */
export function budapestCalendarDate(unixSeconds: number): { year: string; month: string; day: string } {
  const d = budapestWallClock(unixSeconds);
  return {
    year: String(d.getUTCFullYear()).padStart(4, '0'),
    month: String(d.getUTCMonth() + 1).padStart(2, '0'),
    day: String(d.getUTCDate()).padStart(2, '0'),
  };
}
