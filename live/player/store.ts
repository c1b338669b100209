// The global player's store (specialised-features.md §3 "Player state"): the state of domain/podcast/player.ts
// and what the audio reports (position, length, speed), in one valtio proxy the player bar reads with
// useSnapshot and the audio controller and the cards subscribe to. Its own module, in the player's chunk: a
// page loads it only when a reader presses play (or a player is carried over from the previous page).
import { proxy } from 'valtio/vanilla';
import { INITIAL_PLAYER, playerReducer, type PlayerAction, type PlayerState } from '../../domain/podcast/player';

export interface PlayerStore {
  state: PlayerState;
  /** Seconds played of the current episode. */
  position: number;
  /** Its length as the audio knows it (the episode's duration until the audio says). */
  duration: number;
  rate: number;
  /** The audio is fetching data it needs to go on. */
  waiting: boolean;
  /** The episode came from an earlier page of the tab and has not played in this one yet (domain resumeOffered). */
  cameBack: boolean;
}

export function createPlayerStore(init: Partial<PlayerStore> = {}): PlayerStore {
  return proxy<PlayerStore>({ state: INITIAL_PLAYER, position: 0, duration: 0, rate: 1, waiting: false, cameBack: false, ...init });
}

/** Applies a transition; a new episode starts with its own length and position 0 until the audio says more. */
export function dispatch(store: PlayerStore, action: PlayerAction): void {
  const before = store.state.episode?.slug;
  store.state = playerReducer(store.state, action);
  if (store.state.playing) store.cameBack = false;
  const ep = store.state.episode;
  if (ep && ep.slug !== before) {
    store.position = 0;
    store.duration = ep.duration;
  }
}
