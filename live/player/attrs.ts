// The attributes of the page's episode buttons and the player's bar (domain/dataAttributes.ts): written by
// components/EpisodeCard and components/PlayerBar, read by the podcast layer and the player.
import type { DataAttrs } from '../../domain/dataAttributes';

export const EPISODE_ATTR = {
  /** A play button: the episode's slug. */
  play: 'data-episode-play',
  /** The button's episode, as JSON. */
  episode: 'data-episode',
  /** The button's state: playing, paused or idle. */
  state: 'data-state',
  /** The episode page's own audio element, for a reader without scripts. */
  native: 'data-episode-native',
  /** What only a page with scripts shows. */
  scripted: 'data-episode-scripted',
} as const satisfies DataAttrs;

export const PLAYER_ATTR = {
  bar: 'data-player-bar',
  /** How far the bar is folded ('none': full). */
  minimalized: 'data-minimalized',
} as const satisfies DataAttrs;
