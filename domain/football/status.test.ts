import { describe, expect, it } from 'vitest';
import { fixtureMayChange, fixtureState, liveMinute, statusText, timelinePosition, timelineWidth, wentToExtraTime, wentToPenalties } from './status';

describe('fixtureState', () => {
  it.each([
    ['NS', 'scheduled'],
    ['TBD', 'scheduled'],
    ['1H', 'live'],
    ['HT', 'live'],
    ['2H', 'live'],
    ['ET', 'live'],
    ['BT', 'live'],
    ['P', 'live'],
    ['FT', 'finished'],
    ['AET', 'finished'],
    ['PEN', 'finished'],
    ['WP', 'finished'],
    ['PST', 'off'],
    ['CANC', 'off'],
    ['XYZ', 'scheduled'],
    ['', 'scheduled'],
    [null, 'scheduled'],
    ['toString', 'scheduled'],
  ])('%j → %s', (short, state) => {
    expect(fixtureState(short)).toBe(state);
  });
});

describe('extra time, penalties and the timeline width (§4, §9: 105 / 125 / 130)', () => {
  it.each([
    ['NS', false, false, 105],
    ['1H', false, false, 105],
    ['2H', false, false, 105],
    ['FT', false, false, 105],
    ['ET', true, false, 125],
    ['BT', true, false, 125],
    ['AET', true, false, 125],
    ['P', true, true, 130],
    ['PEN', true, true, 130],
    ['WP', true, true, 130],
    [null, false, false, 105],
  ])('%j: extra time %s, penalties %s, width %i', (short, et, pen, width) => {
    expect(wentToExtraTime(short)).toBe(et);
    expect(wentToPenalties(short)).toBe(pen);
    expect(timelineWidth(short)).toBe(width);
  });

  it.each([
    [{ elapsed: 0, extra: null }, 105, 0],
    [{ elapsed: 45, extra: 2 }, 105, 44.8],
    [{ elapsed: 90, extra: 15 }, 105, 100],
    [{ elapsed: 120, extra: 3 }, 105, 100],
    [{ elapsed: 105, extra: null }, 125, 84],
    [{ elapsed: 120, extra: null }, 130, 92.3],
    [{ elapsed: -3, extra: null }, 105, 0],
  ])('%j on %i → %d %', (time, width, pct) => {
    expect(timelinePosition(time, width)).toBe(pct);
  });
});

describe('statusText and liveMinute', () => {
  it.each([
    [{ short: '1H', elapsed: 23 }, null, "23'"],
    [{ short: '2H', elapsed: 90 }, 3, "90+3'"],
    [{ short: 'ET', elapsed: 104 }, null, "104'"],
    [{ short: 'HT', elapsed: 45 }, null, 'Félidő'],
    [{ short: 'BT', elapsed: 90 }, null, 'Szünet a hosszabbítás előtt'],
    [{ short: 'P', elapsed: 120 }, null, 'Büntetőpárbaj'],
    [{ short: '1H', elapsed: null }, null, '1. félidő'],
    [{ short: 'FT', elapsed: 90 }, null, null],
    [{ short: 'NS', elapsed: null }, null, null],
    [{ short: 'PST', elapsed: null }, null, null],
  ])('%j (+%j) → %j', (status, extra, text) => {
    expect(liveMinute(status, extra)).toBe(text);
  });

  it('tells every code in Hungarian, an unknown one as not started', () => {
    expect(statusText('FT')).toBe('Vége');
    expect(statusText('PEN')).toBe('Vége, büntetők után');
    expect(statusText('PST')).toBe('Elhalasztva');
    expect(statusText('??')).toBe('Nem kezdődött el');
    expect(statusText(undefined)).toBe('Nem kezdődött el');
  });
});

describe('fixtureMayChange (§4: refreshed every 15 s until finished)', () => {
  const now = 1_800_000_000;
  it.each([
    ['1H', now - 1200, true],
    ['HT', now - 3000, true],
    ['P', now - 9000, true],
    ['NS', now + 3600, true],
    ['NS', now + 3601, false],
    ['NS', now - 600, true],
    ['NS', now - 5 * 3600, false],
    ['FT', now - 6000, false],
    ['PEN', now - 9000, false],
    ['PST', now + 60, false],
    ['CANC', now - 60, false],
  ])('%s kicking off at now%+d s → %s', (short, kickoff, changes) => {
    expect(fixtureMayChange({ short }, kickoff as number, now)).toBe(changes);
  });
});
