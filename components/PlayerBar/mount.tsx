// The player bar's React root, in its own chunk (React, valtio/react and the bar): loaded beside the player,
// so a press starts the sound without waiting for it.
import { createRoot } from 'react-dom/client';
import PlayerBar from './PlayerBar';
import type { PlayerAudio } from '../../live/player/audio';
import type { PlayerStore } from '../../live/player/store';
import { dataOf } from '../../domain/dataAttributes';
import { PLAYER_BAR_ATTR, PLAYER_MINIMALIZED_ATTR } from '../../live/player/attrs';

export function mountBar(el: HTMLElement, store: PlayerStore, audio: PlayerAudio): void {
  createRoot(el).render(<PlayerBar store={store} control={audio} />);
  // The page keeps its last lines above the bar: the body's bottom padding follows the bar's height, and so does
  // the document's scroll padding. The bar is fixed, so its root never changes size: the bar itself is watched,
  // once React has drawn it, and its size again whenever it is drawn anew or made small.
  let watched: HTMLElement | null = null;
  const fit = () => {
    const bar = el.querySelector<HTMLElement>(`[${PLAYER_BAR_ATTR}]`);
    if (bar !== watched) {
      if (watched) sizes.unobserve(watched);
      if (bar) sizes.observe(bar);
      watched = bar;
    }
    const full = bar !== null && dataOf(bar, PLAYER_MINIMALIZED_ATTR) === 'none';
    const height = full ? `${bar.offsetHeight}px` : '';
    document.body.style.paddingBottom = height;
    // And what the reader tabs to scrolls clear of it, not under it (WCAG 2.4.11).
    document.documentElement.style.setProperty('--player-bar-room', height);
  };
  const sizes = new ResizeObserver(fit);
  new MutationObserver(fit).observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: [PLAYER_MINIMALIZED_ATTR] });
  fit();
}
