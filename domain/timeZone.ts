// The sites' clocks, fast. Every article path needs the newsroom's Budapest calendar, and every date line
// the clock of its page's site (Europe/Bucharest on the Romanian edition); asking Intl (or dayjs's timezone
// plugin, which asks Intl) each time cost ~2 ms a page in the prerender. A zone's offset changes only on
// whole hours (true of both zones we use), so it is asked once per hour of time per zone and kept; the Intl
// formatter, slow to construct, is built once per zone.
import type { SiteSlug } from './types';

/** The newsroom's zone: the calendar of article URLs, and the clock of the Hungarian sites. */
export const TIME_ZONE = 'Europe/Budapest';
/** The Romanian edition's readers' clock (docs/decisions.md). */
export const RO_TIME_ZONE = 'Europe/Bucharest';

/** The zone each site shows its dates and times in (sites.ts's `timeZone` reads it from here). */
export const SITE_TIME_ZONES: Readonly<Record<SiteSlug, string>> = {
  main: TIME_ZONE,
  after: TIME_ZONE,
  g7: TIME_ZONE,
  karakter: TIME_ZONE,
  ro: RO_TIME_ZONE,
};

/**
 * The zone of a site by its slug, as the browser reads it off `<html data-site>`: an unknown or missing
 * slug is the newsroom's zone (a page without the attribute is a main-domain page).
 */
export function siteTimeZone(site: string | undefined): string {
  return (site !== undefined && Object.hasOwn(SITE_TIME_ZONES, site) ? SITE_TIME_ZONES[site as SiteSlug] : undefined) ?? TIME_ZONE;
}

interface ZoneClock {
  parts: Intl.DateTimeFormat;
  /** Offset in minutes by unix hour. */
  offsets: Map<number, number>;
}

const clocks = new Map<string, ZoneClock>();
const MAX_CACHED_HOURS = 100_000;

function clockOf(zone: string): ZoneClock {
  let c = clocks.get(zone);
  if (c === undefined) {
    c = {
      // Throws a RangeError for a name that is no zone: a misconfigured site fails loudly, not on UTC.
      parts: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
      offsets: new Map(),
    };
    clocks.set(zone, c);
  }
  return c;
}

function askIntl(parts: Intl.DateTimeFormat, unixSeconds: number): number {
  const p: Record<string, number> = {};
  for (const x of parts.formatToParts(new Date(unixSeconds * 1000))) if (x.type !== 'literal') p[x.type] = Number(x.value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc / 1000 - unixSeconds) / 60);
}

/** Minutes `zone` is ahead of UTC at a unix time (Budapest: 60 in winter, 120 in summer; Bucharest: 120, 180). */
export function offsetMinutes(unixSeconds: number, zone: string): number {
  const c = clockOf(zone);
  const hour = Math.floor(unixSeconds / 3600);
  let offset = c.offsets.get(hour);
  if (offset === undefined) {
    if (c.offsets.size >= MAX_CACHED_HOURS) c.offsets.clear();
    offset = askIntl(c.parts, hour * 3600);
    c.offsets.set(hour, offset);
  }
  return offset;
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
