// A failed chunk reloads to the target page (reader-site.md §4, §8), at most once per 10 s (§9 "Reload
// guard"), so a chunk that is really gone does not reload the page in a loop.
import { reloadAllowed } from './navigationRules';

const RELOAD_KEY = 'hirter:reloadAt';

export function reloadTo(
  url: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  go: (url: string) => void = (u) => location.assign(u),
): boolean {
  const raw = storage.getItem(RELOAD_KEY);
  const last = raw === null ? NaN : Number(raw);
  const now = Date.now();
  if (!reloadAllowed(Number.isFinite(last) ? last : null, now)) {
    console.error('a chunk failed to load again within the reload guard; not reloading', url);
    return false;
  }
  storage.setItem(RELOAD_KEY, String(now));
  go(url);
  return true;
}
