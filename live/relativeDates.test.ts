// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshRelativeDates, watchRelativeDates } from './relativeDates';
import { resetClock } from './clock';

const BUD = 'Europe/Budapest';
const BUC = 'Europe/Bucharest';

const T0 = 1_795_000_000; // a Budapest afternoon

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 * 1000);
  resetClock();
});
afterEach(() => {
  resetClock();
  vi.useRealTimers();
  delete document.documentElement.dataset.site;
});

function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  document.body.replaceChildren(div);
  return div;
}

describe('relative dates', () => {
  it.each([
    [0, 'most'],
    [59, 'most'],
    [60, '1 perce'],
    [10 * 60, '10 perce'],
    [59 * 60 + 59, '59 perce'],
  ])('%i s old → %s', (age, text) => {
    const root = dom(`<time data-relative="${T0 - age}">x</time>`);
    expect(refreshRelativeDates(root, T0, BUD)).toBe(1);
    expect(root.textContent).toBe(text);
  });

  it('re-tells the minutes every 15 s, and stops once the date is an hour old', async () => {
    const root = dom(`<time data-relative="${T0 - 58 * 60}">58 perce</time>`);
    watchRelativeDates(root);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.textContent).toBe('59 perce');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.textContent).toMatch(/^ma \d\d:\d\d$/);
    root.querySelector('time')!.textContent = 'touched';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.textContent).toBe('touched'); // the tick has stopped
  });

  it('tells a page made 18 minutes ago at once, not at the first tick', () => {
    const root = dom(`<time data-relative="${T0 - 18 * 60}" data-told="${T0 - 18 * 60}">most</time>`);
    watchRelativeDates(root);
    expect(root.textContent).toBe('18 perce');
  });

  it('tells a page made as "most" two hours ago once, and does not tick on', async () => {
    const root = dom(`<time data-relative="${T0 - 2 * 3600}" data-told="${T0 - 2 * 3600}">most</time>`);
    watchRelativeDates(root);
    expect(root.textContent).toMatch(/^ma \d\d:\d\d$/);
    root.querySelector('time')!.textContent = 'touched';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.textContent).toBe('touched');
  });

  it('keeps ticking for the rest of the day when refresh-today is set', () => {
    const root = dom(`<time data-relative="${T0 - 2 * 3600}" data-refresh-today>x</time>`);
    expect(refreshRelativeDates(root, T0, BUD)).toBe(1);
    expect(root.textContent).toMatch(/^ma /);
  });

  describe('on the clock of the page’s site', () => {
    // 20:30 UTC on 14 July 2026: 22:30 in Budapest, 23:30 in Bucharest.
    const NOW = Date.UTC(2026, 6, 14, 20, 30) / 1000;
    const TWO_HOURS_AGO = `<time data-relative="${NOW - 2 * 3600}" data-refresh-today>x</time>`;

    it('tells a date on Bucharest time, whose day turns an hour before Budapest’s', () => {
      const root = dom(TWO_HOURS_AGO);
      // 21:30 in Bucharest, the same Bucharest day: still 'ma', and still changing until its midnight.
      expect(refreshRelativeDates(root, NOW, BUC)).toBe(1);
      expect(root.textContent).toBe('ma 21:30');
      // Past Bucharest's midnight (00:30 there) the day line turns, an hour before Budapest's would.
      expect(refreshRelativeDates(root, NOW + 3600, BUC)).toBe(0);
      expect(root.textContent).toBe('július 14. 21:30');
      expect(refreshRelativeDates(root, NOW + 3600, BUD)).toBe(1);
      expect(root.textContent).toBe('ma 20:30');
    });

    it('turns the day on each zone’s own offset on the night summer time ends, when the two differ in date', () => {
      // 00:30 UTC on Sunday 25 October 2026: 02:30 summer time in Budapest, 03:30 in Bucharest; the clocks
      // go back at 01:00 UTC. Now is 22:30 UTC: 23:30 winter time in Budapest, 00:30 on the 26th in Bucharest.
      const then = Date.UTC(2026, 9, 25, 0, 30) / 1000;
      const now = Date.UTC(2026, 9, 25, 22, 30) / 1000;
      const root = dom(`<time data-relative="${then}" data-refresh-today>x</time>`);
      // A clock that kept the summer offset would see Budapest's 00:30 on the 26th here.
      expect(refreshRelativeDates(root, now, BUD)).toBe(1);
      expect(root.textContent).toBe('ma 02:30');
      expect(refreshRelativeDates(root, now, BUC)).toBe(0);
      expect(root.textContent).toBe('október 25. 03:30');
    });

    it.each([
      ['ro', 'ma 22:31'],
      ['main', 'ma 21:31'],
      ['g7', 'ma 21:31'],
      [undefined, 'ma 21:31'],
    ])('watching a page of <html data-site="%s"> re-tells on its site’s clock: %s', async (site, text) => {
      vi.setSystemTime(NOW * 1000);
      if (site) document.documentElement.dataset.site = site;
      const root = dom(`<time data-relative="${NOW - 59 * 60}">59 perce</time>`);
      watchRelativeDates(root);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(root.textContent).toBe(text); // 19:31 UTC
    });
  });
});
