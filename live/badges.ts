// FRISSÜL badges in the static HTML (<span data-badge="refresh" data-updated="unix">…<span data-minutes>)
// re-tell their minutes on the page's 15 s clock — 'most', 'N perce', then 'frissült' alone in the label's place,
// after which the text cannot change and the badge stops listening (reader-site.md §4 "Live tag"). Plain DOM: no React.
import { refreshTag } from '../domain/live';
import { minutesStillChange } from '../domain/constants';
import { nowUnix, onTick } from './clock';
import { dataOf, has } from '../domain/dataAttributes';
import { BADGE_BADGE_ATTR, BADGE_LABEL_ATTR, BADGE_MINUTES_ATTR, BADGE_UPDATED_ATTR } from './attrs';

/** Re-tells every refresh badge under `root`; answers how many can still change. */
export function refreshBadges(root: ParentNode, now: number): number {
  let changing = 0;
  root.querySelectorAll<HTMLElement>(`${has(BADGE_BADGE_ATTR, 'refresh')}[${BADGE_UPDATED_ATTR}]`).forEach((badge) => {
    const updatedAt = Number(dataOf(badge, BADGE_UPDATED_ATTR));
    const label = badge.querySelector<HTMLElement>(`[${BADGE_LABEL_ATTR}]`);
    const minutes = badge.querySelector<HTMLElement>(`[${BADGE_MINUTES_ATTR}]`);
    if (!Number.isFinite(updatedAt) || !label || !minutes) return;
    const tag = refreshTag(updatedAt, now);
    if (label.textContent !== tag.label) label.textContent = tag.label;
    if (tag.text === null) minutes.remove();
    else if (minutes.textContent !== tag.text) minutes.textContent = tag.text;
    if (minutesStillChange(updatedAt, now)) changing++;
  });
  return changing;
}

/** Told at once (the page may have been made minutes ago), then on the tick while they can still change. */
export function watchBadges(root: ParentNode = document): void {
  if (refreshBadges(root, nowUnix()) > 0) onTick((now) => refreshBadges(root, now) > 0);
}
