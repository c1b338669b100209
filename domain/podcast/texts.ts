// The podcast features' own texts (the spec gives none; decision D-232), each spelled once.
import { rateText } from './player';
import { formatDuration } from '../duration';

export const PODCAST_TEXTS = {
  play: 'Lejátszás',
  /** The play button of an episode paused part-way (after a reload): it plays on from where it was. */
  resume: 'Folytatás',
  pause: 'Szünet',
  back: `15 másodperc vissza`,
  forward: `15 másodperc előre`,
  speed: 'Lejátszási sebesség',
  seek: 'Lejátszási pozíció',
  minimalizeLeft: 'Kis méret, balra',
  minimalizeRight: 'Kis méret, jobbra',
  restore: 'Teljes méret',
  close: 'A lejátszó bezárása',
  player: 'Podcastlejátszó',
  /** A block of episodes on a front page or tab. */
  blockTitle: 'Podcast',
  /** The other episodes of a block under its cards (G7 shows 3 of 5 as cards). */
  moreEpisodes: 'További adások',
  allEpisodes: 'Az összes adás',
  episodes: 'Adások',
  /** The episode page's link to its article. */
  article: 'Az adáshoz tartozó cikk',
  noEpisodes: 'Ennek a podcastnak még nincs adása.',
  /** The episode page's native player's caption (shown when scripts are off). */
  listen: 'Meghallgatás',
} as const;

/** The play button's accessible name: the action and the episode. */
export function playLabel(playing: boolean, title: string): string {
  return `${playing ? PODCAST_TEXTS.pause : PODCAST_TEXTS.play}: ${title}`;
}

/** The continue button's words, seen and heard: 'Folytatás innen: 12:34' (no suffix: '-tól' or '-től' goes by how the number is said). */
export function resumeText(position: number): string {
  return `${PODCAST_TEXTS.resume} innen: ${formatDuration(position)}`;
}

export function speedLabel(rate: number): string {
  return `${PODCAST_TEXTS.speed}: ${rateText(rate)}`;
}
