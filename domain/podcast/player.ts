// The global player's state and its transitions (specialised-features.md §2 "Podcast", §3 "Player state", §4
// "Podcast in a browser"): pure, so the browser's store (live/player/store.ts) only applies them. Also the
// rules around it: the card's state, the ±15 s skips, the speeds, and where an episode resumes.
import type { PlayableEpisode } from './types';

/** §3: none, left or right. */
export type Minimalized = 'none' | 'left' | 'right';

/** §3 "Player state: visible, minimalized (none, left, right), episode, playing, autoPlay". */
export interface PlayerState {
  visible: boolean;
  minimalized: Minimalized;
  episode: PlayableEpisode | null;
  /** The reader wants it playing (the audio follows: live/player/audio.ts). */
  playing: boolean;
  /** Start playing as soon as the audio can: a play pressed, or playback carried over a full page load. */
  autoPlay: boolean;
}

export const INITIAL_PLAYER: PlayerState = { visible: false, minimalized: 'none', episode: null, playing: false, autoPlay: false };

export type PlayerAction =
  /** §4: play sets the episode in the player and signals play. */
  | { type: 'play'; episode: PlayableEpisode }
  /** §4: pause signals pause. */
  | { type: 'pause' }
  /** Play the episode already in the player. */
  | { type: 'resume' }
  /** A card's button: pause when it is the episode playing, else play it. */
  | { type: 'toggle'; episode: PlayableEpisode }
  /** The audio stopped by itself (the end, a headset unplugged, the browser refused to start it). */
  | { type: 'stopped' }
  | { type: 'minimalize'; side: 'left' | 'right' }
  | { type: 'restore' }
  | { type: 'close' };

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return { ...state, visible: true, episode: action.episode, playing: true, autoPlay: true };
    case 'pause':
      return { ...state, playing: false, autoPlay: false };
    case 'resume':
      return state.episode ? { ...state, visible: true, playing: true, autoPlay: true } : state;
    case 'toggle':
      if (state.episode?.slug === action.episode.slug) return playerReducer(state, { type: state.playing ? 'pause' : 'resume' });
      return playerReducer(state, { type: 'play', episode: action.episode });
    case 'stopped':
      return { ...state, playing: false, autoPlay: false };
    case 'minimalize':
      return state.visible ? { ...state, minimalized: action.side } : state;
    case 'restore':
      return { ...state, minimalized: 'none' };
    case 'close':
      return INITIAL_PLAYER;
  }
}

/** §2: the card's button shows the pause state when the player is playing its episode. */
export type CardState = 'playing' | 'paused' | 'idle';

export function cardState(state: Pick<PlayerState, 'episode' | 'playing'>, slug: string): CardState {
  if (state.episode?.slug !== slug) return 'idle';
  return state.playing ? 'playing' : 'paused';
}

/**
 * The player as a new page load takes it over (the state is kept for the tab in sessionStorage): the same
 * episode and size, not playing until the audio has started again, which it tries when it was playing and the
 * load followed a link. After a reload it does not try: a browser lets sound start only after a gesture on the
 * page, so the bar offers to continue instead (resumeOffered) rather than fail half the time.
 */
export function carriedOver(saved: PlayerState, reloaded = false): PlayerState {
  if (!saved.visible || !saved.episode) return INITIAL_PLAYER;
  return { ...saved, playing: false, autoPlay: saved.playing && !reloaded };
}

/**
 * Whether the play button is the "continue" one: an episode carried over from an earlier page (`cameBack`) that
 * has not played in this one, paused part-way; a press plays on from there. A pause the reader pressed keeps the
 * ordinary button (the bar does not change its width under the reader's finger).
 */
export function resumeOffered(state: Pick<PlayerState, 'episode' | 'playing'>, position: number, cameBack: boolean): boolean {
  return cameBack && state.episode !== null && !state.playing && Number.isFinite(position) && position >= 1;
}

/** Parses a saved state (sessionStorage); anything malformed is no state. */
export function parseSavedPlayer(raw: unknown): PlayerState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const e = r.episode as Record<string, unknown> | null;
  const podcast = e?.podcast as Record<string, unknown> | undefined;
  const minimalized = r.minimalized;
  const isText = (v: unknown): v is string => typeof v === 'string';
  if (typeof r.visible !== 'boolean' || typeof r.playing !== 'boolean' || typeof r.autoPlay !== 'boolean') return null;
  if (minimalized !== 'none' && minimalized !== 'left' && minimalized !== 'right') return null;
  if (e !== null) {
    if (typeof e !== 'object' || !isText(e.slug) || !isText(e.title) || !isText(e.sourceUrl) || !isText(e.page)) return null;
    if (typeof e.duration !== 'number' || !(e.image === null || isText(e.image))) return null;
    if (!podcast || !isText(podcast.slug) || !isText(podcast.name) || !isText(podcast.page)) return null;
  }
  return r as unknown as PlayerState;
}

// ---------------------------------------------------------------------------------------------------------
// Controls
// ---------------------------------------------------------------------------------------------------------

/** The back and forward buttons' step. */
export const SKIP_SECONDS = 15;

/** Where a skip (or any seek) lands: within the episode. */
export function seekTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  const to = (Number.isFinite(current) ? current : 0) + delta;
  return Math.min(Math.max(0, to), end);
}

/** The speeds the speed button steps through, from normal up, then back to the slow one. */
export const PLAYBACK_RATES = [1, 1.25, 1.5, 2, 0.75] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export function nextRate(rate: number): PlaybackRate {
  const i = PLAYBACK_RATES.indexOf(rate as PlaybackRate);
  return PLAYBACK_RATES[(i + 1) % PLAYBACK_RATES.length]!;
}

/** '1,25×': the Hungarian decimal comma. */
export function rateText(rate: number): string {
  return `${String(rate).replace('.', ',')}×`;
}

// ---------------------------------------------------------------------------------------------------------
// Where an episode resumes (the position is remembered per episode, in localStorage)
// ---------------------------------------------------------------------------------------------------------

/** Closer to either end than this, an episode starts from the beginning (just started, or heard to the end). */
export const RESUME_MARGIN_S = 5;
/** Episodes whose position is kept; the least recently heard goes first. */
export const POSITIONS_KEPT = 50;

export type Positions = readonly (readonly [slug: string, seconds: number])[];

export function resumeAt(positions: Positions, slug: string, duration: number): number {
  const saved = positions.find(([s]) => s === slug)?.[1];
  if (saved === undefined || !Number.isFinite(saved) || saved < RESUME_MARGIN_S) return 0;
  if (Number.isFinite(duration) && duration > 0 && duration - saved < RESUME_MARGIN_S) return 0;
  return saved;
}

/** The positions with this episode's, as the most recent: dropped when it is heard to the end. */
export function rememberPosition(positions: Positions, slug: string, seconds: number, duration: number, kept = POSITIONS_KEPT): Positions {
  const rest = positions.filter(([s]) => s !== slug);
  const finished = Number.isFinite(duration) && duration > 0 && duration - seconds < RESUME_MARGIN_S;
  if (finished || !Number.isFinite(seconds) || seconds < RESUME_MARGIN_S) return rest.slice(-kept);
  return [...rest, [slug, Math.floor(seconds)] as const].slice(-kept);
}

/** Reads the saved positions; anything malformed is left out. */
export function parsePositions(raw: unknown): Positions {
  if (!Array.isArray(raw)) return [];
  return raw.filter((p): p is [string, number] => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'number' && p[1] >= 0);
}
