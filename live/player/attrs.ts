// The attributes of the page's episode buttons and the player's bar (domain/dataAttributes.ts): written by
// components/EpisodeCard and components/PlayerBar, read by the podcast layer and the player.
import type { DataAttr } from '../../domain/dataAttributes';

/** A play button: the episode's slug. */
export const EPISODE_PLAY_ATTR = 'data-episode-play' satisfies DataAttr;
/** The button's episode, as JSON. */
export const EPISODE_EPISODE_ATTR = 'data-episode' satisfies DataAttr;
/** The button's state: playing, paused or idle. */
export const EPISODE_STATE_ATTR = 'data-state' satisfies DataAttr;
/** The episode page's own audio element, for a reader without scripts. */
export const EPISODE_NATIVE_ATTR = 'data-episode-native' satisfies DataAttr;
/** What only a page with scripts shows. */
export const EPISODE_SCRIPTED_ATTR = 'data-episode-scripted' satisfies DataAttr;

export const PLAYER_BAR_ATTR = 'data-player-bar' satisfies DataAttr;
/** How far the bar is folded ('none': full). */
export const PLAYER_MINIMALIZED_ATTR = 'data-minimalized' satisfies DataAttr;
/** The small bar's button that makes it full again; the full bar's that make it small (the keyboard goes between them). */
export const PLAYER_RESTORE_ATTR = 'data-player-restore' satisfies DataAttr;
export const PLAYER_MINIMALIZE_ATTR = 'data-player-minimalize' satisfies DataAttr;
