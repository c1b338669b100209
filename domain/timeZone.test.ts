import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { calendarDate, offsetMinutes, TIME_ZONE, wallClock } from './timeZone';
import { SITES, siteTimeZone } from './sites';
import { BUCHAREST, instantsAroundDstChanges, lastSundayChange, ZONES } from '../testing/zoneInstants';

const BUD = TIME_ZONE;
const BUC = BUCHAREST;
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s) / 1000;

/** Intl's wall-clock formatter of a zone: the reference, independent of the module's own. */
function wallFormat(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The wall clock Intl reads at an instant, by a fresh formatter unless one is given (the reference, not the cache). */
function intlWall(
  unix: number,
  zone: string,
  f = wallFormat(zone),
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const p: Record<string, number> = {};
  for (const x of f.formatToParts(new Date(unix * 1000))) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

describe('the zones of the sites', () => {
  it('shows the Romanian edition on Bucharest time and every main-domain site on Budapest time', () => {
    expect(SITES.ro.timeZone).toBe('Europe/Bucharest');
    for (const s of ['main', 'after', 'g7', 'karakter'] as const) expect(SITES[s].timeZone).toBe('Europe/Budapest');
    expect(TIME_ZONE).toBe('Europe/Budapest');
  });

  it('reads the zone off a page’s data-site, the newsroom’s for a missing or unknown one', () => {
    expect(siteTimeZone('ro')).toBe(BUC);
    expect(siteTimeZone('main')).toBe(BUD);
    expect(siteTimeZone('g7')).toBe(BUD);
    expect(siteTimeZone(undefined)).toBe(BUD);
    expect(siteTimeZone('')).toBe(BUD);
    expect(siteTimeZone('toString')).toBe(BUD);
  });

  it('refuses a name that is no zone rather than showing UTC', () => {
    expect(() => offsetMinutes(0, 'Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('zone offsets', () => {
  it('knows winter and summer time, and the hours around the 2025 changes, in both zones', () => {
    expect(offsetMinutes(at(2025, 1, 15), BUD)).toBe(60);
    expect(offsetMinutes(at(2025, 7, 15), BUD)).toBe(120);
    expect(offsetMinutes(at(2025, 1, 15), BUC)).toBe(120);
    expect(offsetMinutes(at(2025, 7, 15), BUC)).toBe(180);
    // 30 March 2025 01:00 UTC both zones move forward (Budapest 02:00 → 03:00, Bucharest 03:00 → 04:00);
    // 26 October 2025 01:00 UTC both go back.
    for (const [zone, winter] of [
      [BUD, 60],
      [BUC, 120],
    ] as const) {
      expect(offsetMinutes(at(2025, 3, 30, 0, 59, 59), zone)).toBe(winter);
      expect(offsetMinutes(at(2025, 3, 30, 1, 0, 0), zone)).toBe(winter + 60);
      expect(offsetMinutes(at(2025, 10, 26, 0, 59, 59), zone)).toBe(winter + 60);
      expect(offsetMinutes(at(2025, 10, 26, 1, 0, 0), zone)).toBe(winter);
    }
  });

  it('gives the wall clock Intl gives, for both zones, 2024–2030 and around every change', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: at(2024, 1, 1), max: at(2031, 1, 1) - 1 }), instantsAroundDstChanges()),
        fc.constantFrom(...ZONES),
        (unix, zone) => {
          const d = wallClock(unix, zone);
          expect({
            year: d.getUTCFullYear(),
            month: d.getUTCMonth() + 1,
            day: d.getUTCDate(),
            hour: d.getUTCHours(),
            minute: d.getUTCMinutes(),
            second: d.getUTCSeconds(),
          }).toEqual(intlWall(unix, zone));
        },
      ),
      { numRuns: 4000 },
    );
  });

  it('gives the offset Intl gives every fifth hour of 1997–2040 and every hour of each change day, in both zones', () => {
    const formatters = new Map(ZONES.map((zone) => [zone, wallFormat(zone)]));
    const offsetByIntl = (unix: number, zone: (typeof ZONES)[number]) => {
      const w = intlWall(unix, zone, formatters.get(zone));
      return (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - unix) / 60;
    };
    const instants: number[] = [];
    for (let t = at(1997, 1, 1); t < at(2041, 1, 1); t += 5 * 3600) instants.push(t);
    for (let year = 1997; year <= 2040; year++)
      for (const month of [3, 10])
        for (let d = -12 * 3600; d <= 12 * 3600; d += 1800) instants.push(lastSundayChange(year, month) + d, lastSundayChange(year, month) + d - 1);
    for (const zone of ZONES) {
      const wrong = instants.filter((t) => offsetMinutes(t, zone) !== offsetByIntl(t, zone));
      expect(wrong.map((t) => `${new Date(t * 1000).toISOString()} ${zone}`)).toEqual([]);
    }
  });

  // A page's first zoned Intl.DateTimeFormat loads the browser's zone data (55–115 ms of main thread).
  it('asks no Intl formatter for the sites’ zones since 1997, and asks Intl for other zones and older instants', async () => {
    vi.resetModules();
    const made: unknown[] = [];
    const Real = Intl.DateTimeFormat;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push(args[1]?.timeZone);
      }
    }
    Intl.DateTimeFormat = Counting as typeof Intl.DateTimeFormat;
    try {
      const fresh = await import('./timeZone');
      for (const zone of ZONES) {
        fresh.calendarDate(at(2026, 11, 27, 12), zone);
        fresh.wallClock(at(1997, 1, 1), zone);
      }
      expect(made).toEqual([]);
      expect(fresh.offsetMinutes(at(1996, 7, 1), BUD)).toBe(120);
      expect(fresh.offsetMinutes(at(2026, 7, 1), 'Europe/Lisbon')).toBe(60);
      expect(made).toEqual([BUD, 'Europe/Lisbon']);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('keeps Bucharest one hour ahead of Budapest at every instant (both follow the EU’s change dates)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: at(2024, 1, 1), max: at(2031, 1, 1) - 1 }), instantsAroundDstChanges()), (unix) => {
        expect(offsetMinutes(unix, BUC) - offsetMinutes(unix, BUD)).toBe(60);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers each zone from its own cache: asking one zone never changes the other’s answer', () => {
    const t = at(2025, 7, 14, 21, 30); // 23:30 in Budapest, 00:30 the next day in Bucharest
    expect(calendarDate(t, BUC)).toEqual({ year: '2025', month: '07', day: '15' });
    expect(calendarDate(t, BUD)).toEqual({ year: '2025', month: '07', day: '14' });
    expect(calendarDate(t, BUC)).toEqual({ year: '2025', month: '07', day: '15' });
  });
});

describe('the Budapest calendar', () => {
  const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' });

  it('gives the calendar day Intl gives, for any time 1990–2060', () => {
    fc.assert(
      fc.property(fc.integer({ min: 631_152_000, max: 2_871_763_200 }), (unix) => {
        const [year, month, day] = intlDate.format(new Date(unix * 1000)).split('-');
        expect(calendarDate(unix, BUD)).toEqual({ year, month, day });
      }),
      { numRuns: 3000 },
    );
  });

  it('turns the day at Budapest midnight, not UTC midnight', () => {
    // 22:30 UTC on 14 July is 00:30 on 15 July in Budapest.
    expect(calendarDate(at(2025, 7, 14, 22, 30), BUD)).toEqual({ year: '2025', month: '07', day: '15' });
    expect(calendarDate(at(2025, 1, 14, 22, 30), BUD)).toEqual({ year: '2025', month: '01', day: '14' });
  });
});
