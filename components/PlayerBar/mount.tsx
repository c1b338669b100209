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
  // The page keeps its last lines above the bar: the body's bottom padding follows the bar's height.
  const observer = new ResizeObserver(() => {
    const bar = el.querySelector<HTMLElement>(`[${PLAYER_BAR_ATTR}]`);
    const full = bar !== null && dataOf(bar, PLAYER_MINIMALIZED_ATTR) === 'none';
    document.body.style.paddingBottom = full ? `${bar.offsetHeight}px` : '';
  });
  observer.observe(el);
}
