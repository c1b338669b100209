// Relative dates in the static HTML (<time data-relative="unix">) told again as time passes: 'most',
// 'N perce' under an hour, and (with data-refresh-today) 'ma HH:mm' until midnight (reader-site.md §4).
// They are told on the clock the server told them on: the zone of the page's site, read off
// <html data-site> (Bucharest on the Romanian edition), never the reader's own machine's zone.
import { needsRefresh, relativeDate } from '../domain/relativeDate';
import { siteTimeZone } from '../domain/timeZone';
import { onTick } from './clock';

/** The zone of the page's site (the newsroom's when the page names none). */
export function pageTimeZone(doc: Document = document): string {
  return siteTimeZone(doc.documentElement.dataset.site);
}

/** Re-tells every relative date under `root` on `zone`'s clock; answers how many can still change. */
export function refreshRelativeDates(root: ParentNode, now: number, zone: string = pageTimeZone()): number {
  let live = 0;
  root.querySelectorAll<HTMLElement>('time[data-relative]').forEach((t) => {
    const unix = Number(t.dataset.relative);
    if (!Number.isFinite(unix)) return;
    const today = 'refreshToday' in t.dataset;
    const text = relativeDate(unix, now, zone);
    if (t.textContent !== text) t.textContent = text;
    if (needsRefresh(unix, now, today, zone)) live++;
  });
  return live;
}

export function watchRelativeDates(root: ParentNode = document): void {
  const zone = pageTimeZone();
  onTick((now) => refreshRelativeDates(root, now, zone) > 0);
}
