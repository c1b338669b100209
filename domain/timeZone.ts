// The sites' clocks, fast. Every article path needs the newsroom's Budapest calendar, and every date line
// the clock of its page's site (Europe/Bucharest on the Romanian edition). Both zones keep the EU's summer
// time, so their offset is worked out by that rule, without Intl: a page's first Intl.DateTimeFormat with a
// zone loads the browser's zone data, 54–113 ms of main thread on a fresh page (measured in Debian's Chromium),
// four times that on Lighthouse's phone, and the prerender paid ~2 ms a page asking Intl. Any other zone, and
// any instant before the rule held for both (1997), is asked of Intl once per hour of time per zone and kept.
// The browser runs this too (the recommender box's article links, the re-told relative dates).

/**
 * The newsroom's zone: the calendar of article URLs, and the clock of the Hungarian sites. Each site's own
 * zone is its `timeZone` in sites.ts (Europe/Bucharest on the Romanian edition).
 */
export const TIME_ZONE = 'Europe/Budapest';

const MAX_CACHED_HOURS = 100_000;

/** Standard time of the zones that keep the EU's summer time, minutes ahead of UTC. */
const EU_SUMMER_TIME_ZONES: ReadonlyMap<string, number> = new Map([
  ['Europe/Budapest', 60],
  ['Europe/Bucharest', 120],
]);
/** 1 January 1997 UTC: from this year on both zones change on the EU's dates (Romania joined the rule in 1997). */
const EU_RULE_SINCE = 852_076_800;

/** Unix seconds of 01:00 UTC on the last Sunday of a month (0–11): when EU summer time starts (March) or ends (October). */
function euChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1) / 1000;
}

/** Minutes ahead of UTC by the EU rule: one hour more from the last Sunday of March to the last of October. */
function euOffset(unixSeconds: number, standard: number): number {
  const year = new Date(unixSeconds * 1000).getUTCFullYear();
  return unixSeconds >= euChange(year, 2) && unixSeconds < euChange(year, 9) ? standard + 60 : standard;
}

/** Minutes ahead of UTC at a unix time, asked of Intl: one formatter per zone, its offsets kept by unix hour. */
function intlOffsets(zone: string): (unixSeconds: number) => number {
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

const intlZones = new Map<string, (unixSeconds: number) => number>();

/** Minutes `zone` is ahead of UTC at a unix time (Budapest: 60 in winter, 120 in summer; Bucharest: 120, 180). */
export function offsetMinutes(unixSeconds: number, zone: string): number {
  const standard = EU_SUMMER_TIME_ZONES.get(zone);
  if (standard !== undefined && unixSeconds >= EU_RULE_SINCE) return euOffset(unixSeconds, standard);
  let offsets = intlZones.get(zone);
  if (offsets === undefined) intlZones.set(zone, (offsets = intlOffsets(zone)));
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
