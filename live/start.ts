// What every page decides before loading any of the live layer: which parts it needs. The checks are a few
// attribute reads; the code behind them is loaded only when one answers yes.
import { RELATIVE_MINUTES_LIMIT_S, minutesStillChange } from '../domain/constants';
import { dataOf, has } from '../domain/dataAttributes';
import {
  BADGE_BADGE_ATTR,
  BADGE_UPDATED_ATTR,
  DATE_REFRESH_TODAY_ATTR,
  DATE_RELATIVE_ATTR,
  DATE_TOLD_ATTR,
  LIVE_ARTICLE_ATTR,
  LIVE_CARD_ATTR,
  LIVE_LIVE_ATTR,
} from './attrs';

/**
 * A relative date to tell again: under an hour old now, or when the page was made (`data-told`, the render's
 * time: a page made 'most' and opened 18 minutes later must not say 'most'), or today when marked refresh-today.
 */
export function hasChangingDates(now: number): boolean {
  for (const t of Array.from(document.querySelectorAll<HTMLElement>(`time[${DATE_RELATIVE_ATTR}]`))) {
    const unix = Number(dataOf(t, DATE_RELATIVE_ATTR));
    const told = Number(dataOf(t, DATE_TOLD_ATTR) ?? now);
    if (Math.min(now, told) - unix < RELATIVE_MINUTES_LIMIT_S || t.hasAttribute(DATE_REFRESH_TODAY_ATTR)) return true;
  }
  return false;
}

/** A FRISSÜL badge whose minutes can still change (domain/constants.ts minutesStillChange). */
function hasChangingBadges(now: number): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>(`${has(BADGE_BADGE_ATTR, 'refresh')}[${BADGE_UPDATED_ATTR}]`)).some((b) =>
    minutesStillChange(Number(dataOf(b, BADGE_UPDATED_ATTR)), now),
  );
}

/** `enhance` is what the page script does for content put in the page later (its embeds, its ads). */
export function startLive(enhance: (root: HTMLElement) => void): void {
  const live = document.querySelector(`[${LIVE_ARTICLE_ATTR}][${LIVE_LIVE_ATTR}]`) !== null;
  if (live) void import('./boot').then((m) => m.bootLive(enhance));
  else if (document.querySelector(`[${LIVE_CARD_ATTR}]`)) void import('./frontLive').then((m) => m.followLiveCards());
  const now = Math.floor(Date.now() / 1000);
  if (hasChangingDates(now)) void import('./relativeDates').then((m) => m.watchRelativeDates());
  if (hasChangingBadges(now)) void import('./badges').then((m) => m.watchBadges());
}

/** Service worker, build check, prefetch and the app bridge (live/navigation.ts): once per document, when idle. */
export function startNavigationWhenIdle(): void {
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1000));
  idle(() => void import('./navigation').then((m) => m.startNavigation()));
}
