// Relative dates in the static HTML (<time data-relative="unix">) told again as time passes: 'most',
// 'N perce' under an hour, and (with data-refresh-today) 'ma HH:mm' until midnight (reader-site.md §4).
// They are told on the clock the server told them on: the zone of the page's site, read off
// <html data-site> (Bucharest on the Romanian edition), never the reader's own machine's zone. The zone is
// only a name (sites.ts, which every page loads anyway); the browser's Intl knows its rules, so no zone
// table reaches the browser.
import { needsRefresh, relativeDate } from '../domain/relativeDate';
import { siteTimeZone } from '../domain/sites';
import { nowUnix, onTick } from './clock';
import { dataOf } from '../domain/dataAttributes';
import { HTML_SITE_ATTR } from '../domain/documentAttributes';
import { DATE_REFRESH_TODAY_ATTR, DATE_RELATIVE_ATTR } from './attrs';

/** Re-tells every relative date under `root` on `zone`'s clock; answers how many can still change. */
export function refreshRelativeDates(root: ParentNode, now: number, zone: string): number {
  let live = 0;
  root.querySelectorAll<HTMLElement>(`time[${DATE_RELATIVE_ATTR}]`).forEach((t) => {
    const unix = Number(dataOf(t, DATE_RELATIVE_ATTR));
    if (!Number.isFinite(unix)) return;
    const text = relativeDate(unix, now, zone);
    if (t.textContent !== text) t.textContent = text;
    if (needsRefresh(unix, now, t.hasAttribute(DATE_REFRESH_TODAY_ATTR), zone)) live++;
  });
  return live;
}

/**
 * Re-tells the dates under `root` at once (the page was told when it was made, maybe minutes ago) and then
 * every tick, on the clock of the page's site, while one can change.
 */
export function watchRelativeDates(root: ParentNode = document): void {
  const zone = siteTimeZone(dataOf(document.documentElement, HTML_SITE_ATTR));
  if (refreshRelativeDates(root, nowUnix(), zone) > 0) onTick((now) => refreshRelativeDates(root, now, zone) > 0);
}
