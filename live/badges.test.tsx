// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import LiveBadge from '../components/LiveBadge/LiveBadge';
import { refreshBadges, watchBadges } from './badges';
import { resetClock } from './clock';

const T0 = 1_800_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 * 1000);
  resetClock();
});
afterEach(() => {
  resetClock();
  vi.useRealTimers();
});

function mount(updatedAt: number, renderedAt = T0): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = renderToString(<LiveBadge flags={[{ slug: 'refresh' }]} updatedAt={updatedAt} renderedAt={renderedAt} />);
  document.body.replaceChildren(div);
  return div;
}

describe('FRISSÜL minutes on the static badge', () => {
  it.each([
    [0, 'most'],
    [59, 'most'],
    [60, '1 perce'],
    [5 * 60 + 30, '5 perce'],
    [10 * 60, '10 perce'],
  ])('%i s after the update: %s', (age, text) => {
    const root = mount(T0 - age);
    refreshBadges(root, T0);
    expect(root.querySelector('[data-minutes]')!.textContent).toBe(text);
  });

  it('says frissült alone once the minutes end, not FRISSÜL frissült', () => {
    const root = mount(T0 - 10 * 60);
    expect(root.textContent).toBe('FRISSÜL10 perce');
    refreshBadges(root, T0 + 60);
    expect(root.textContent).toBe('frissült');
    expect(root.querySelector('[data-badge-label]')!.textContent).toBe('frissült');
    expect(root.querySelector('[data-minutes]')).toBeNull();
  });

  it('ticks every 15 s, and stops once it says frissült', async () => {
    const root = mount(T0 - 9 * 60);
    watchBadges(root);
    expect(root.textContent).toContain('9 perce');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.textContent).toContain('10 perce');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.textContent).toBe('frissült');
    await vi.advanceTimersByTimeAsync(60_000);
    root.querySelector('[data-badge-label]')!.textContent = 'x';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(root.querySelector('[data-badge-label]')!.textContent).toBe('x');
  });

  it.each([
    [150, '2 perce'],
    [690, 'frissült'],
  ])('a page made %i s after an update and opened now tells the minutes at once, not on the first tick', (age, text) => {
    const root = mount(T0 - age, T0 - age);
    expect(root.textContent).toBe('FRISSÜLmost');
    watchBadges(root);
    expect(root.textContent).toContain(text);
  });

  it('does not tick while the tab is hidden', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    try {
      const root = mount(T0 - 60);
      watchBadges(root);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(root.textContent).toContain('1 perce');
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
});
