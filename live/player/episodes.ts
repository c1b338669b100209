// What the page's play buttons (components/EpisodeCard/podcast.ts) and the player they load (live/player/) share: the
// buttons' selector and data, what a player does for them, and the page script's hooks handed over at run
// time. A leaf: the player imports it, never the page layer that imports the player.
import type { PlayableEpisode } from '../../domain/podcast/types';
import { dataOf } from '../../domain/dataAttributes';
import { EPISODE_EPISODE_ATTR, EPISODE_PLAY_ATTR } from './attrs';

export const PLAY_BUTTON = `[${EPISODE_PLAY_ATTR}]`;

/** What a page's podcast layer does: the browser's player or the app's bridge. */
export interface EpisodeToggler {
  toggle(episode: PlayableEpisode): void;
  /** Paints the page's buttons (after the page's content changed). */
  paint(root?: ParentNode): void;
}

/** The episode a button carries; null when its data is missing or malformed. */
export function episodeOf(button: HTMLElement): PlayableEpisode | null {
  try {
    const e = JSON.parse(dataOf(button, EPISODE_EPISODE_ATTR) ?? '') as PlayableEpisode;
    return typeof e.slug === 'string' && typeof e.sourceUrl === 'string' && typeof e.title === 'string' ? e : null;
  } catch {
    return null;
  }
}

/**
 * What the page's script does for a page's content (renderer/page.ts), handed over at run time rather than
 * imported: a lazy chunk that imported the page script's modules would split the chunks every page loads
 * (the plain article's script budget, D-213).
 */
export interface PageHooks {
  startPage(root: ParentNode): void;
  /** The page's islands end (their pollers stop in their cleanups). */
  stopPage(root: ParentNode): void;
}

let hooks: PageHooks | null = null;

export function setPageHooks(page: PageHooks): void {
  hooks = page;
}

export function pageHooks(): PageHooks {
  if (!hooks) throw new Error('podcast: the page script did not start the podcast layer');
  return hooks;
}
