// Which auto-block version a reader sees (reader-site.md §3 "Auto-block state", §4 "Front page"): one of
// the four at random, without repeats until all were shown, then the bag is refilled. The front page is
// static, so the draw happens in the reader's browser, over the versions embedded in the HTML, with the
// bag kept in local storage.

/** Local-storage key of the bag (the spec's autoBlockVersions). */
export const AUTO_BLOCK_BAG_KEY = 'autoBlockVersions';

export interface AutoBlockBag {
  /** Versions not shown yet in this round. */
  left: number[];
  /** The version shown last, so that a new round does not open with it. */
  last: number | null;
}

/**
 * Draws the version to show from the stored bag. Whatever is stored is checked: versions the page does
 * not offer are dropped, and an empty or unreadable bag is refilled with all of them. A refilled round
 * never starts with the version shown last (that one stays in the bag for later in the round), so a
 * reader never sees the same version twice in a row.
 *
 * It runs in the browser as it is written here (autoBlockScript embeds its source), so it uses no
 * helper and no import.
 */
export function drawAutoBlock(stored: unknown, versions: readonly number[], random: () => number): { pick: number; bag: AutoBlockBag } {
  const all: number[] = [];
  for (const v of versions) if (!all.includes(v)) all.push(v);
  if (all.length === 0) throw new RangeError('no auto-block version to draw from');
  const s = stored !== null && typeof stored === 'object' ? (stored as { left?: unknown; last?: unknown }) : {};
  const last = typeof s.last === 'number' && all.includes(s.last) ? s.last : null;
  let left: number[] = [];
  if (Array.isArray(s.left)) {
    for (const v of s.left as unknown[]) if (typeof v === 'number' && all.includes(v) && !left.includes(v)) left.push(v);
  }
  let candidates = left;
  if (left.length === 0) {
    left = all.slice();
    candidates = all.length > 1 && last !== null ? all.filter((x) => x !== last) : all;
  }
  const r = random();
  const k = Math.min(candidates.length - 1, Math.floor((r >= 0 && r < 1 ? r : 0) * candidates.length));
  const pick = candidates[k]!;
  return { pick, bag: { left: left.filter((x) => x !== pick), last: pick } };
}

/**
 * The inline script placed right after the auto block's versions: it draws one, shows it and hides the
 * others before the browser paints them. Without JavaScript (or if anything fails) the version the
 * server left visible stays.
 */
export function autoBlockScript(rootId: string): string {
  return `(function(){try{var root=document.getElementById(${JSON.stringify(rootId)});if(!root)return;var els=root.querySelectorAll('[data-auto-block-version]');var vs=[];for(var i=0;i<els.length;i++)vs.push(Number(els[i].getAttribute('data-auto-block-version')));if(!vs.length)return;var key=${JSON.stringify(
    AUTO_BLOCK_BAG_KEY,
  )};var stored=null;try{stored=JSON.parse(localStorage.getItem(key))}catch(e){}var draw=${String(drawAutoBlock)};var r=draw(stored,vs,Math.random);try{localStorage.setItem(key,JSON.stringify(r.bag))}catch(e){}for(var j=0;j<els.length;j++)els[j].hidden=vs[j]!==r.pick;root.setAttribute('data-auto-block-picked',String(r.pick))}catch(e){}})();`;
}
