// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshRelativeDates, watchRelativeDates } from './relativeDates';
import { resetClock } from './clock';

const T0 = 1_795_000_000; // a Budapest afternoon

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 * 1000);
  resetClock();
});
afterEach(() => {
  resetClock();
  vi.useRealTimers();
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
    expect(refreshRelativeDates(root, T0)).toBe(1);
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

  it('keeps ticking for the rest of the day when refresh-today is set', () => {
    const root = dom(`<time data-relative="${T0 - 2 * 3600}" data-refresh-today>x</time>`);
    expect(refreshRelativeDates(root, T0)).toBe(1);
    expect(root.textContent).toMatch(/^ma /);
  });
});
