// The global player (specialised-features.md §2–§4), loaded by components/EpisodeCard/podcast.ts when a reader presses play
// (or when the previous page of the tab left one): the store, the audio, the swapping of pages while it plays,
// and the player bar — React, loaded beside it, so the sound does not wait for the bar. One per document.
import { subscribeKey } from 'valtio/vanilla/utils';
import { carriedOver, cardState } from '../../domain/podcast/player';
import { PODCAST_TEXTS } from '../../domain/podcast/texts';
import type { EpisodeToggler } from './episodes';
import { paintButtons } from './buttons';
import { attachAudio, type PlayerAudio } from './audio';
import { createPlayerStore, dispatch, type PlayerStore } from './store';
import { savedPlayer } from './storage';
import { installSwap } from './swap';

/** The element the bar lives in: outside the page's content, which swap.ts replaces. */
export const PLAYER_ROOT_ID = 'lejatszo';

let instance: EpisodeToggler | null = null;

/** Whether this document is a reload of the last one (the reader's own, or the browser's after a crash). */
function reloaded(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}

/** The bar's own chunk (components/PlayerBar/mount.tsx), handed in by the page's podcast layer. */
export type LoadBar = () => Promise<{ mountBar(el: HTMLElement, store: PlayerStore, audio: PlayerAudio): void }>;

export function player(loadBar: LoadBar): EpisodeToggler {
  if (instance) return instance;
  const store = createPlayerStore();
  const saved = savedPlayer();
  if (saved) {
    store.state = carriedOver(saved, reloaded());
    store.duration = saved.episode?.duration ?? 0;
    store.cameBack = store.state.episode !== null;
  }
  const audio = attachAudio(store);

  // A landmark of its own, so that screen readers find the player and the page's announcements are in one.
  const root = document.createElement('aside');
  root.id = PLAYER_ROOT_ID;
  root.setAttribute('aria-label', PODCAST_TEXTS.player);
  const bar = document.createElement('div');
  const announcer = document.createElement('p');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  // The audio element too (no controls: the bar is its face): outside the swapped content, where tests find it.
  root.append(bar, announcer, audio.audio as HTMLAudioElement);
  document.body.append(root);

  const paint = (where: ParentNode = document) =>
    paintButtons(
      where,
      (slug) => cardState(store.state, slug) === 'playing',
      (slug) => cardState(store.state, slug) === 'paused',
    );
  const show = () => (root.hidden = !store.state.visible);
  subscribeKey(store, 'state', () => {
    show();
    paint();
  });
  show();
  installSwap({
    active: () => store.state.playing,
    keep: root,
    announce: (title) => (announcer.textContent = title),
    onSwapped: () => paint(),
  });
  loadBar()
    .then((m) => m.mountBar(bar, store, audio))
    // The bar's chunk is gone (a new build replaced it): the sound goes on; the next page load brings the bar.
    .catch((err: unknown) => console.error('player bar failed to load', err));
  // Carried over while it played: go on (the browser may refuse without a new gesture; then it shows paused).
  if (store.state.autoPlay) dispatch(store, { type: 'resume' });

  instance = { toggle: (episode) => dispatch(store, { type: 'toggle', episode }), paint };
  paint();
  return instance;
}
