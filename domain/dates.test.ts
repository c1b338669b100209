import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_WITH_WEEKDAY_FORMAT,
  LONG_DATE_FORMAT,
  zoned,
  formatCalendarDay,
  formatClock,
  formatDuration,
  formatLongDate,
  formatZoned,
  isCalendarDay,
  isoDate,
  needsRefresh,
  relativeDate,
} from './dates';
import dayjs from 'dayjs';
import utcPlugin from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE as BUD } from './timeZone';
import { HU_MONTHS } from './relativeDate';
import { BUCHAREST as BUC, instantsAroundDstChanges, ZONES } from '../testing/zoneInstants';

/** Unix seconds of a UTC wall time (month 1-12), so expectations do not lean on the code under test. */
function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  return Date.UTC(y, mo - 1, d, h, mi, s) / 1000;
}
const MIN = 60;
const HOUR = 3600;

describe('formatLongDate', () => {
  it('writes the Hungarian long date', () => {
    expect(formatLongDate(utc(2025, 3, 15, 10), BUD)).toBe('2025. március 15.');
    expect(formatLongDate(utc(2024, 12, 1, 12), BUD)).toBe('2024. december 1.');
  });

  it('uses the Budapest calendar day, not UTC', () => {
    // 23:30 UTC on 14 March is 00:30 on 15 March in Budapest (CET, +1).
    expect(formatLongDate(utc(2025, 3, 14, 23, 30), BUD)).toBe('2025. március 15.');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Budapest (CEST, +2).
    expect(formatLongDate(utc(2025, 6, 30, 22, 30), BUD)).toBe('2025. július 1.');
    // 21:59 UTC on 30 June is still 30 June in Budapest.
    expect(formatLongDate(utc(2025, 6, 30, 21, 59), BUD)).toBe('2025. június 30.');
  });

  it('weeks start on Monday in the Hungarian locale', () => {
    // 2025-03-16 is a Sunday: its week began on Monday 10 March.
    expect(
      zoned(utc(2025, 3, 16, 12))
        .startOf('week')
        .format('YYYY-MM-DD dddd'),
    ).toBe('2025-03-10 hétfő');
  });
});

describe('calendar days (YYYY-MM-DD)', () => {
  it.each([
    ['2024-06-14', true, '2024. június 14.'],
    ['2024-02-29', true, '2024. február 29.'],
    ['2025-01-01', true, '2025. január 1.'],
    ['2025-12-31', true, '2025. december 31.'],
    // Years below 100 stay themselves (Date.UTC would read them as 1900 + year).
    ['0099-03-01', true, '0099. március 1.'],
    ['2023-02-29', false, null],
    ['2024-13-01', false, null],
    ['2024-6-14', false, null],
    ['2024-06-14T00:00', false, null],
    ['', false, null],
    [null, false, null],
  ])('%j: a day %s, told %j', (value, valid, text) => {
    expect(isCalendarDay(value)).toBe(valid);
    expect(formatCalendarDay(value)).toBe(text);
  });
});

describe('calendar days in another format', () => {
  it.each([
    ['2024-07-22', '2024. július 22., hétfő'],
    ['2024-07-23', '2024. július 23., kedd'],
    ['2024-07-24', '2024. július 24., szerda'],
    ['2024-07-25', '2024. július 25., csütörtök'],
    ['2024-07-26', '2024. július 26., péntek'],
    ['2024-07-27', '2024. július 27., szombat'],
    ['2024-07-28', '2024. július 28., vasárnap'],
    ['2024-02-30', null],
  ])('%s with its weekday: %j', (value, text) => {
    expect(formatCalendarDay(value, DAY_WITH_WEEKDAY_FORMAT)).toBe(text);
  });
});

describe('the Hungarian words', () => {
  it("the server's formats take theirs from dayjs's 'hu' locale, the one list of them", () => {
    const hu = dayjs.Ls.hu!;
    const months = hu.months;
    hu.months = months!.map((m) => m.toUpperCase());
    try {
      expect(formatLongDate(utc(2025, 3, 15, 10), BUD)).toBe('2025. MÁRCIUS 15.');
      expect(formatCalendarDay('2024-06-14')).toBe('2024. JÚNIUS 14.');
      expect(formatZoned(utc(2025, 3, 15, 10), `${LONG_DATE_FORMAT} H:mm`)).toBe('2025. MÁRCIUS 15. 11:00');
    } finally {
      hu.months = months;
    }
  });

  it("the browser's month names (relativeDate.ts, no dayjs) are the locale's", () => {
    expect([...HU_MONTHS]).toEqual(dayjs.Ls.hu!.months);
  });
});

describe('formatZoned', () => {
  it.each([
    // 05:00 UTC on a winter day: 06:00 in Budapest; the hour unpadded with 'H'.
    [utc(2030, 4, 7, 4, 0), 'YYYY. MMMM D. H:mm', '2030. április 7. 6:00'],
    [utc(2030, 1, 5, 23, 5), 'YYYY. MMMM D. H:mm', '2030. január 6. 0:05'],
    [utc(2025, 10, 26, 0, 30), 'YYYY. MMMM D. HH:mm', '2025. október 26. 02:30'],
    [utc(2025, 10, 26, 1, 30), 'YYYY. MMMM D. HH:mm', '2025. október 26. 02:30'],
    [utc(2025, 3, 16, 12), 'dddd', 'vasárnap'],
  ])('%i as %j: %j', (t, format, text) => {
    expect(formatZoned(t, format)).toBe(text);
  });

  it('tells the zone it is given', () => {
    expect(formatZoned(utc(2025, 7, 14, 21, 30), 'YYYY. MMMM D. HH:mm', BUC)).toBe('2025. július 15. 00:30');
  });
});

describe('relativeDate', () => {
  const now = utc(2025, 3, 15, 13, 0); // 14:00 in Budapest

  it("says 'most' under a minute", () => {
    expect(relativeDate(now, now, BUD)).toBe('most');
    expect(relativeDate(now - 59, now, BUD)).toBe('most');
  });

  it("says 'N perce' from one minute up to the hour", () => {
    expect(relativeDate(now - MIN, now, BUD)).toBe('1 perce');
    expect(relativeDate(now - 5 * MIN - 30, now, BUD)).toBe('5 perce');
    expect(relativeDate(now - 59 * MIN - 59, now, BUD)).toBe('59 perce');
  });

  it("treats a slightly future time (reader's clock behind) as 'most'", () => {
    expect(relativeDate(now + 90, now, BUD)).toBe('most');
  });

  it("says 'ma HH:mm' from one hour on, the same Budapest day", () => {
    expect(relativeDate(now - HOUR, now, BUD)).toBe('ma 13:00');
    expect(relativeDate(utc(2025, 3, 14, 23, 5), now, BUD)).toBe('ma 00:05');
  });

  it('gives month, day and time the same year', () => {
    expect(relativeDate(utc(2025, 3, 14, 9, 7), now, BUD)).toBe('március 14. 10:07');
    expect(relativeDate(utc(2025, 1, 2, 8, 0), now, BUD)).toBe('január 2. 09:00');
  });

  it('gives the full date with the year before this year', () => {
    expect(relativeDate(utc(2024, 11, 20, 17, 45), now, BUD)).toBe('2024. november 20. 18:45');
  });

  it('does not call yesterday late evening "today" just after midnight in Budapest', () => {
    // Now: 00:30 on 15 March in Budapest (23:30 UTC on the 14th). Published 22:00 on the 14th Budapest time.
    const justAfterMidnight = utc(2025, 3, 14, 23, 30);
    expect(relativeDate(utc(2025, 3, 14, 21, 0), justAfterMidnight, BUD)).toBe('március 14. 22:00');
    // Published 00:10 Budapest on the 15th (23:10 UTC on the 14th), 80 minutes later: today, though UTC says the 14th.
    expect(relativeDate(utc(2025, 3, 14, 23, 10), utc(2025, 3, 15, 0, 30), BUD)).toBe('ma 00:10');
  });

  it('counts minutes, not the calendar, across midnight', () => {
    expect(relativeDate(utc(2025, 3, 14, 22, 50), utc(2025, 3, 14, 23, 10), BUD)).toBe('20 perce');
  });

  it('decides "this year" on the Budapest calendar', () => {
    // 23:30 UTC on 31 Dec 2024 is 00:30 on 1 Jan 2025 in Budapest: same year as March 2025.
    expect(relativeDate(utc(2024, 12, 31, 23, 30), now, BUD)).toBe('január 1. 00:30');
    // At 00:30 on 1 Jan in Budapest, 22:00 on 31 Dec is last year.
    expect(relativeDate(utc(2024, 12, 31, 21, 0), utc(2024, 12, 31, 23, 30), BUD)).toBe('2024. december 31. 22:00');
  });

  it('shows the right wall time across the spring DST change (30 March 2025, 02:00 → 03:00)', () => {
    const before = utc(2025, 3, 30, 0, 30); // 01:30 CET
    const after = utc(2025, 3, 30, 1, 30); // 03:30 CEST, one real hour later
    expect(relativeDate(before, after, BUD)).toBe('ma 01:30');
    expect(relativeDate(after, utc(2025, 3, 30, 10), BUD)).toBe('ma 03:30');
    expect(relativeDate(before + 59 * MIN, after, BUD)).toBe('1 perce');
  });

  it('shows the right wall time across the autumn DST change (26 October 2025, 03:00 → 02:00)', () => {
    const first = utc(2025, 10, 26, 0, 30); // 02:30 CEST
    const second = utc(2025, 10, 26, 1, 30); // 02:30 CET, an hour later
    expect(relativeDate(first, second, BUD)).toBe('ma 02:30');
    // The 25-hour day: 00:30 CEST and 23:00 CET are the same Budapest day, 23 real hours apart.
    expect(relativeDate(utc(2025, 10, 25, 22, 30), utc(2025, 10, 26, 22, 0), BUD)).toBe('ma 00:30');
    // 23:30 UTC on the 26th is already the 27th in Budapest (CET, +1).
    expect(relativeDate(utc(2025, 10, 25, 22, 30), utc(2025, 10, 26, 23, 30), BUD)).toBe('október 26. 00:30');
    expect(relativeDate(utc(2025, 10, 26, 22, 59), utc(2025, 10, 27, 8), BUD)).toBe('október 26. 23:59');
  });
});

describe('needsRefresh', () => {
  const now = utc(2025, 3, 15, 13, 0);

  it('refreshes while under an hour old', () => {
    expect(needsRefresh(now - 59 * MIN, now, false, BUD)).toBe(true);
    expect(needsRefresh(now - HOUR, now, false, BUD)).toBe(false);
  });

  it('refreshes for the rest of the Budapest day only when asked to', () => {
    expect(needsRefresh(now - 3 * HOUR, now, true, BUD)).toBe(true);
    expect(needsRefresh(now - 3 * HOUR, now, false, BUD)).toBe(false);
    expect(needsRefresh(utc(2025, 3, 14, 22, 0), now, true, BUD)).toBe(false); // 23:00 yesterday
  });

  it('uses the Budapest day near midnight', () => {
    // 00:30 Budapest on the 15th; published 00:05 Budapest (23:05 UTC on the 14th) is still today.
    expect(needsRefresh(utc(2025, 3, 14, 23, 5) - HOUR, utc(2025, 3, 14, 23, 30), true, BUD)).toBe(false);
    expect(needsRefresh(utc(2025, 3, 14, 23, 5), utc(2025, 3, 15, 1, 30), true, BUD)).toBe(true);
  });
});

describe('formatDuration', () => {
  it('writes mm:ss under an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(59 * 60 + 59)).toBe('59:59');
  });

  it('writes hh:mm:ss from an hour on', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3723)).toBe('01:02:03');
    expect(formatDuration(10 * 3600 + 5)).toBe('10:00:05');
  });

  it('drops fractions and treats bad input as zero', () => {
    expect(formatDuration(61.9)).toBe('01:01');
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});

describe('isoDate', () => {
  it('gives ISO 8601 with the Budapest offset of that moment', () => {
    expect(isoDate(utc(2025, 3, 15, 13, 0), BUD)).toBe('2025-03-15T14:00:00+01:00');
    expect(isoDate(utc(2025, 7, 1, 8, 5, 9), BUD)).toBe('2025-07-01T10:05:09+02:00');
  });

  it('tells apart the two 02:30s of the autumn DST change', () => {
    expect(isoDate(utc(2025, 10, 26, 0, 30), BUD)).toBe('2025-10-26T02:30:00+02:00');
    expect(isoDate(utc(2025, 10, 26, 1, 30), BUD)).toBe('2025-10-26T02:30:00+01:00');
  });

  it('points at the same instant', () => {
    const t = utc(2025, 3, 30, 1, 15);
    expect(Date.parse(isoDate(t, BUD)) / 1000).toBe(t);
  });
});

describe('the formats on the wall clock', () => {
  it('say what dayjs says with the true offset on the Budapest calendar, for any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (t) => {
        expect(formatLongDate(t, BUD)).toBe(zoned(t, BUD).format('YYYY. MMMM D.'));
        expect(formatClock(t, BUD)).toBe(zoned(t, BUD).format('HH:mm'));
        expect(isoDate(t, BUD)).toBe(zoned(t, BUD).format('YYYY-MM-DDTHH:mm:ssZ'));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dates on each site’s clock', () => {
  // The reference: dayjs's own timezone plugin, which asks Intl for every value (the slow way the fast
  // formatters replace).
  dayjs.extend(utcPlugin);
  dayjs.extend(timezone);
  const ref = (t: number, zone: string) => dayjs.unix(t).tz(zone).locale('hu');
  const refRelative = (t: number, now: number, zone: string): string => {
    const age = now - t;
    if (Math.abs(age) < HOUR) return age < MIN ? 'most' : `${Math.floor(age / MIN)} perce`;
    const then = ref(t, zone);
    const today = ref(now, zone);
    if (then.format('YYYY-MM-DD') === today.format('YYYY-MM-DD')) return `ma ${then.format('HH:mm')}`;
    return then.format(then.year() === today.year() ? 'MMMM D. HH:mm' : 'YYYY. MMMM D. HH:mm');
  };
  const instant = fc.oneof(fc.integer({ min: utc(2024, 1, 1), max: utc(2031, 1, 1) - 1 }), instantsAroundDstChanges());
  // How long before "now" the date is: minutes, hours around midnight, days, and more than a year.
  const age = fc.oneof(fc.integer({ min: -HOUR, max: 2 * HOUR }), fc.integer({ min: 0, max: 48 * HOUR }), fc.integer({ min: 0, max: 800 * 24 * HOUR }));

  it('formatLongDate, formatClock, formatZoned and isoDate say what dayjs’s timezone plugin says, for both zones, 2024–2030 and around every change', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        expect(formatLongDate(t, zone)).toBe(ref(t, zone).format('YYYY. MMMM D.'));
        expect(formatClock(t, zone)).toBe(ref(t, zone).format('HH:mm'));
        expect(formatZoned(t, 'YYYY. MMMM D. H:mm dddd', zone)).toBe(ref(t, zone).format('YYYY. MMMM D. H:mm dddd'));
        expect(isoDate(t, zone)).toBe(ref(t, zone).format('YYYY-MM-DDTHH:mm:ssZ'));
        expect(Date.parse(isoDate(t, zone)) / 1000).toBe(t);
      }),
      { numRuns: 3000 },
    );
  });

  it('relativeDate and needsRefresh say what dayjs’s timezone plugin says, for both zones', () => {
    fc.assert(
      fc.property(instant, age, fc.constantFrom(...ZONES), fc.boolean(), (now, ago, zone, today) => {
        const t = now - ago;
        expect(relativeDate(t, now, zone)).toBe(refRelative(t, now, zone));
        const sameDay = ref(t, zone).format('YYYY-MM-DD') === ref(now, zone).format('YYYY-MM-DD');
        expect(needsRefresh(t, now, today, zone)).toBe(ago < HOUR || (today && sameDay));
      }),
      { numRuns: 4000 },
    );
  });

  it('tells a Romanian reader the Bucharest time, an hour ahead of Budapest', () => {
    const t = utc(2025, 7, 14, 21, 30); // 23:30 in Budapest, 00:30 on the 15th in Bucharest
    const now = utc(2025, 7, 14, 23, 0);
    expect(relativeDate(t, now, BUD)).toBe('július 14. 23:30');
    expect(relativeDate(t, now, BUC)).toBe('ma 00:30');
    expect(formatLongDate(t, BUD)).toBe('2025. július 14.');
    expect(formatLongDate(t, BUC)).toBe('2025. július 15.');
    expect(isoDate(t, BUD)).toBe('2025-07-14T23:30:00+02:00');
    expect(isoDate(t, BUC)).toBe('2025-07-15T00:30:00+03:00');
    // 'ma' lasts until Bucharest's midnight, which comes an hour before Budapest's.
    expect(needsRefresh(utc(2025, 1, 14, 20), utc(2025, 1, 14, 21, 30), true, BUD)).toBe(true);
    expect(needsRefresh(utc(2025, 1, 14, 20), utc(2025, 1, 14, 22, 30), true, BUC)).toBe(false);
  });
});

describe('formatClock', () => {
  it('is the hour and minute on the zone’s clock, zero-padded', () => {
    // 2025-03-15 08:05 UTC: 09:05 in Budapest (CET), 10:05 in Bucharest (EET).
    const t = Date.UTC(2025, 2, 15, 8, 5) / 1000;
    expect(formatClock(t, 'Europe/Budapest')).toBe('09:05');
    expect(formatClock(t, 'Europe/Bucharest')).toBe('10:05');
    // Summer time: 2025-07-01 22:30 UTC is 00:30 the next day in Budapest.
    expect(formatClock(Date.UTC(2025, 6, 1, 22, 30) / 1000, 'Europe/Budapest')).toBe('00:30');
  });
});
