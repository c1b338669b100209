import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budapestCalendarDate, budapestOffsetMinutes } from './timeZone';

const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('Budapest time', () => {
  it('knows winter and summer time, and the hours around the 2025 changes', () => {
    expect(budapestOffsetMinutes(Date.UTC(2025, 0, 15) / 1000)).toBe(60);
    expect(budapestOffsetMinutes(Date.UTC(2025, 6, 15) / 1000)).toBe(120);
    // 30 March 2025 01:00 UTC clocks go 02:00 → 03:00; 26 October 2025 01:00 UTC they go back.
    expect(budapestOffsetMinutes(Date.UTC(2025, 2, 30, 0, 59, 59) / 1000)).toBe(60);
    expect(budapestOffsetMinutes(Date.UTC(2025, 2, 30, 1, 0, 0) / 1000)).toBe(120);
    expect(budapestOffsetMinutes(Date.UTC(2025, 9, 26, 0, 59, 59) / 1000)).toBe(120);
    expect(budapestOffsetMinutes(Date.UTC(2025, 9, 26, 1, 0, 0) / 1000)).toBe(60);
  });

  it('gives the calendar day Intl gives, for any time 1990–2060', () => {
    fc.assert(
      fc.property(fc.integer({ min: 631_152_000, max: 2_871_763_200 }), (unix) => {
        const [year, month, day] = intlDate.format(new Date(unix * 1000)).split('-');
        expect(budapestCalendarDate(unix)).toEqual({ year, month, day });
      }),
      { numRuns: 3000 },
    );
  });

  it('turns the day at Budapest midnight, not UTC midnight', () => {
    // 22:30 UTC on 14 July is 00:30 on 15 July in Budapest.
    expect(budapestCalendarDate(Date.UTC(2025, 6, 14, 22, 30) / 1000)).toEqual({ year: '2025', month: '07', day: '15' });
    expect(budapestCalendarDate(Date.UTC(2025, 0, 14, 22, 30) / 1000)).toEqual({ year: '2025', month: '01', day: '14' });
  });
});
