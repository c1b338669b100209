// The player bar's React root, in its own chunk (React, valtio/react and the bar): loaded beside the player,
// so a press starts the sound without waiting for it.
import { createRoot } from 'react-dom/client';
import PlayerBar from '../../components/PlayerBar/PlayerBar';
import type { PlayerAudio } from './audio';
import type { PlayerStore } from './store';

export function mountBar(el: HTMLElement, store: PlayerStore, audio: PlayerAudio): void {
  createRoot(el).render(<PlayerBar store={store} control={audio} />);
  // The page keeps its last lines above the bar: the body's bottom padding follows the bar's height.
  const observer = new ResizeObserver(() => {
    const bar = el.querySelector<HTMLElement>('[data-player-bar]');
    const full = bar !== null && bar.dataset.minimalized === 'none';
    document.body.style.paddingBottom = full ? `${bar.offsetHeight}px` : '';
  });
  observer.observe(el);
}
