// The episode buttons' look while a player is loaded (the browser's, or the app's): the pause state for the
// episode it plays (specialised-features.md §2), the label saying what a press does.
import { playLabel, PODCAST_TEXTS } from '../../domain/podcast/texts';
import { PLAY_BUTTON, episodeOf } from './episodes';
import { dataOf } from '../../domain/dataAttributes';
import { EPISODE_PLAY_ATTR, EPISODE_STATE_ATTR } from './attrs';

export function paintButtons(root: ParentNode, playing: (slug: string) => boolean, paused: (slug: string) => boolean = () => false): void {
  root.querySelectorAll<HTMLElement>(PLAY_BUTTON).forEach((b) => {
    const slug = dataOf(b, EPISODE_PLAY_ATTR) ?? '';
    const on = playing(slug);
    const state = on ? 'playing' : paused(slug) ? 'paused' : 'idle';
    if (dataOf(b, EPISODE_STATE_ATTR) === state) return;
    b.setAttribute(EPISODE_STATE_ATTR, state);
    b.setAttribute('aria-label', playLabel(on, episodeOf(b)?.title ?? ''));
    const text = b.querySelector('[aria-hidden="true"]:not(svg)');
    if (text) text.textContent = on ? PODCAST_TEXTS.pause : PODCAST_TEXTS.play;
  });
}
