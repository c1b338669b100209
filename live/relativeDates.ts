// Relative dates in the static HTML (<time data-relative="unix">) told again as time passes: 'most',
// 'N perce' under an hour, and (with data-refresh-today) 'ma HH:mm' until midnight (reader-site.md §4).
import { needsRefresh, relativeDate } from '../domain/relativeDate';
import { onTick } from './clock';

/** Re-tells every relative date under `root`; answers how many can still change. */
export function refreshRelativeDates(root: ParentNode, now: number): number {
  let live = 0;
  root.querySelectorAll<HTMLElement>('time[data-relative]').forEach((t) => {
    const unix = Number(t.dataset.relative);
    if (!Number.isFinite(unix)) return;
    const today = 'refreshToday' in t.dataset;
    const text = relativeDate(unix, now);
    if (t.textContent !== text) t.textContent = text;
    if (needsRefresh(unix, now, today)) live++;
  });
  return live;
}

export function watchRelativeDates(root: ParentNode = document): void {
  onTick((now) => refreshRelativeDates(root, now) > 0);
}
