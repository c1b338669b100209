// What every page decides before loading any of the live layer: which parts it needs. The checks are a few
// attribute reads; the code behind them is loaded only when one answers yes.
import { LIVE_MINUTES_CHANGE_S, RELATIVE_MINUTES_LIMIT_S } from '../domain/constants';
import { dataOf, has, type DataAttr } from '../domain/dataAttributes';
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
 * Whether a time an element tells (`attr`, unix seconds) can still change its text: younger than `limitS` now or when
 * the page was made (`data-told`, the render's time: a page made 'most' and opened 18 minutes later must not say
 * 'most'), or a date marked refresh-today.
 */
function stillChanging(selector: string, attr: DataAttr, limitS: number, now: number): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).some(
    (t) => Math.min(now, Number(dataOf(t, DATE_TOLD_ATTR) ?? now)) - Number(dataOf(t, attr)) < limitS || t.hasAttribute(DATE_REFRESH_TODAY_ATTR),
  );
}

/** A relative date to tell again: under an hour old (now, or when the page was made), or today when refresh-today. */
export const hasChangingDates = (now: number): boolean => stillChanging(`time[${DATE_RELATIVE_ATTR}]`, DATE_RELATIVE_ATTR, RELATIVE_MINUTES_LIMIT_S, now);

/** A FRISSÜL badge whose minutes can still change, or could when the page was made (domain/constants.ts minutesStillChange). */
export const hasChangingBadges = (now: number): boolean =>
  stillChanging(`${has(BADGE_BADGE_ATTR, 'refresh')}[${BADGE_UPDATED_ATTR}]`, BADGE_UPDATED_ATTR, LIVE_MINUTES_CHANGE_S, now);

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
