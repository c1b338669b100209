// The sites' clocks, fast. Every article path needs the newsroom's Budapest calendar, and every date line
// the clock of its page's site (Europe/Bucharest on the Romanian edition); asking Intl (or dayjs's timezone
// plugin, which asks Intl) each time cost ~2 ms a page in the prerender. A zone's offset changes only on
// whole hours (true of both zones we use), so it is asked once per hour of time per zone and kept; the Intl
// formatter, slow to construct, is built once per zone.
// The browser runs this too (the recommender box's article links, the re-told relative dates): it is the
// zone's name and Intl, which the browser has built in, never a zone table.

/**
 * The newsroom's zone: the calendar of article URLs, and the clock of the Hungarian sites. Each site's own
 * zone is its `timeZone` in sites.ts (Europe/Bucharest on the Romanian edition).
 */
export const TIME_ZONE = 'Europe/Budapest';

const MAX_CACHED_HOURS = 100_000;

/** Minutes ahead of UTC at a unix time, one zone's: its Intl formatter and its offsets by unix hour. */
function zoneOffsets(zone: string): (unixSeconds: number) => number {
  // Throws a RangeError for a name that is no zone: a misconfigured site fails loudly, not on UTC.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  return (unixSeconds) => {
    const hour = Math.floor(unixSeconds / 3600);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
      const p: Record<string, number> = {};
      for (const x of parts.formatToParts(new Date(hour * 3600_000))) if (x.type !== 'literal') p[x.type] = Number(x.value);
      offset = Math.round((Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000 - hour * 3600) / 60);
      offsets.set(hour, offset);
    }
    return offset;
  };
}

const zones = new Map<string, (unixSeconds: number) => number>();

/** Minutes `zone` is ahead of UTC at a unix time (Budapest: 60 in winter, 120 in summer; Bucharest: 120, 180). */
export function offsetMinutes(unixSeconds: number, zone: string): number {
  let offsets = zones.get(zone);
  if (offsets === undefined) zones.set(zone, (offsets = zoneOffsets(zone)));
  return offsets(unixSeconds);
}

/** A Date whose UTC fields read `zone`'s wall clock at a unix time (for formatting, not for arithmetic). */
export function wallClock(unixSeconds: number, zone: string): Date {
  return new Date((unixSeconds + offsetMinutes(unixSeconds, zone) * 60) * 1000);
}

/** Year, month and day (zero-padded) of a unix time on `zone`'s calendar. */
export function calendarDate(unixSeconds: number, zone: string): { year: string; month: string; day: string } {
  const d = wallClock(unixSeconds, zone);
  return {
    year: String(d.getUTCFullYear()).padStart(4, '0'),
    month: String(d.getUTCMonth() + 1).padStart(2, '0'),
    day: String(d.getUTCDate()).padStart(2, '0'),
  };
}
