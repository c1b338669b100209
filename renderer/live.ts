// What every page decides before loading any of the live layer: which parts it needs. The checks are a few
// attribute reads; the code behind them is loaded only when one answers yes.
import { RELATIVE_MINUTES_LIMIT_S, minutesStillChange } from '../domain/constants';

/**
 * A relative date to tell again: under an hour old now, or when the page was made (`data-told`, the render's
 * time: a page made 'most' and opened 18 minutes later must not say 'most'), or today when marked refresh-today.
 */
export function hasChangingDates(now: number): boolean {
  for (const t of Array.from(document.querySelectorAll<HTMLElement>('time[data-relative]'))) {
    const unix = Number(t.dataset.relative);
    const told = Number(t.dataset.told ?? now);
    if (Math.min(now, told) - unix < RELATIVE_MINUTES_LIMIT_S || 'refreshToday' in t.dataset) return true;
  }
  return false;
}

/** A FRISSÜL badge whose minutes can still change (domain/constants.ts minutesStillChange). */
function hasChangingBadges(now: number): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-badge="refresh"][data-updated]')).some((b) =>
    minutesStillChange(Number(b.dataset.updated), now),
  );
}

export function startLive(): void {
  const live = document.querySelector('[data-live-article][data-live]') !== null;
  if (live) void import('../live/boot').then((m) => m.bootLive());
  const now = Math.floor(Date.now() / 1000);
  if (hasChangingDates(now)) void import('../live/relativeDates').then((m) => m.watchRelativeDates());
  if (hasChangingBadges(now)) void import('../live/badges').then((m) => m.watchBadges());
}

/** Service worker, build check, prefetch and the app bridge (live/navigation.ts): once per document, when idle. */
export function startNavigationWhenIdle(): void {
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1000));
  idle(() => void import('../live/navigation').then((m) => m.startNavigation()));
}
