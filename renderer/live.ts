// What every page decides before loading any of the live layer: which parts it needs. The checks are a few
// attribute reads; the code behind them is loaded only when one answers yes.
import { RELATIVE_MINUTES_LIMIT_S } from '../domain/constants';

/** A relative date that can still change: under an hour old, or today when marked refresh-today. */
function hasChangingDates(now: number): boolean {
  for (const t of Array.from(document.querySelectorAll<HTMLElement>('time[data-relative]'))) {
    const unix = Number(t.dataset.relative);
    if (now - unix < RELATIVE_MINUTES_LIMIT_S || 'refreshToday' in t.dataset) return true;
  }
  return false;
}

export function startLive(): void {
  const live = document.querySelector('[data-live-article][data-live]') !== null;
  if (live) void import('../live/boot').then((m) => m.bootLive());
  if (hasChangingDates(Math.floor(Date.now() / 1000))) void import('../live/relativeDates').then((m) => m.watchRelativeDates());
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1000));
  idle(() => void import('../live/navigation').then((m) => m.startNavigation()));
}
