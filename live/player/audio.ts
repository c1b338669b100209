// The one audio element of the global player and what keeps it and the store in step: the store says what
// the reader wants (this episode, playing or not), the element says what happens (position, length, the end,
// a pause from a headset). It is never in the page's DOM, so swapping the page's content (swap.ts) cannot
// touch it. Lock screen and headset buttons work through the Media Session API; each episode's position is
// remembered (storage.ts) every few seconds, on pause and when the page is left.
import { subscribeKey } from 'valtio/vanilla/utils';
import { SKIP_SECONDS, resumeAt, seekTarget } from '../../domain/podcast/player';
import type { PlayableEpisode } from '../../domain/podcast/types';
import { dispatch, type PlayerStore } from './store';
import { positions, savePlayer, savePosition } from './storage';

/** How often the position is written while playing. */
const SAVE_EVERY_MS = 5_000;

export interface AudioLike {
  src: string;
  currentTime: number;
  duration: number;
  paused: boolean;
  ended: boolean;
  playbackRate: number;
  preload: string;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  addEventListener(type: string, fn: () => void): void;
}

export interface PlayerAudio {
  audio: AudioLike;
  seek(seconds: number): void;
  skip(delta: number): void;
  setRate(rate: number): void;
  /** Writes the position now (pagehide, a full load ahead). */
  flush(): void;
}

/** The lock screen's and the headset's buttons (Media Session API), where the browser has it. */
function mediaSession(store: PlayerStore, control: Pick<PlayerAudio, 'seek' | 'skip'>): (ep: PlayableEpisode | null) => void {
  const session = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
  if (!session) return () => {};
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => dispatch(store, { type: 'resume' })],
    ['pause', () => dispatch(store, { type: 'pause' })],
    ['stop', () => dispatch(store, { type: 'pause' })],
    ['seekbackward', (d) => control.skip(-(d.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (d) => control.skip(d.seekOffset ?? SKIP_SECONDS)],
    ['seekto', (d) => d.seekTime !== undefined && control.seek(d.seekTime)],
  ];
  for (const [action, fn] of handlers) {
    try {
      session.setActionHandler(action, fn);
    } catch {
      // An action this browser does not know.
    }
  }
  return (ep) => {
    session.metadata = ep
      ? new MediaMetadata({ title: ep.title, artist: ep.podcast.name, album: ep.podcast.name, artwork: ep.image ? [{ src: ep.image }] : [] })
      : null;
  };
}

/** Seeking, skipping and the rate: the bar's buttons and the media session's share them. */
function audioControls(store: PlayerStore, audio: AudioLike) {
  const duration = () => (Number.isFinite(audio.duration) ? audio.duration : store.duration);
  const control = {
    seek(seconds: number) {
      const to = seekTarget(seconds, 0, duration());
      audio.currentTime = to;
      store.position = to;
    },
    skip(delta: number) {
      control.seek(seekTarget(audio.currentTime, delta, duration()));
    },
    setRate(rate: number) {
      audio.playbackRate = rate;
      store.rate = rate;
    },
  };
  return control;
}

export function attachAudio(store: PlayerStore, audio: AudioLike = new Audio()): PlayerAudio {
  audio.preload = 'metadata';
  let loaded: string | null = null;
  let savedAt = 0;
  /** A pause the player asked for itself, not one to report as "stopped". */
  let ownPause = false;

  const flush = () => {
    const ep = store.state.episode;
    if (ep && loaded === ep.slug) savePosition(ep.slug, audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : ep.duration);
  };
  const control = audioControls(store, audio);
  const setMetadata = mediaSession(store, control);

  const sync = () => {
    const { episode, playing } = store.state;
    if (!episode) {
      if (loaded !== null) {
        flush();
        ownPause = true;
        audio.pause();
        audio.src = '';
        loaded = null;
        setMetadata(null);
      }
      return;
    }
    if (loaded !== episode.slug) {
      flush();
      loaded = episode.slug;
      audio.src = episode.sourceUrl;
      audio.playbackRate = store.rate;
      const at = resumeAt(positions(), episode.slug, episode.duration);
      if (at > 0) audio.currentTime = at;
      store.position = at;
      setMetadata(episode);
    }
    if (playing && audio.paused) {
      audio.play().catch((err: unknown) => {
        // The browser refused to start without a gesture (a full load carried the player over): shown paused.
        console.warn('podcast: play refused', err);
        dispatch(store, { type: 'stopped' });
      });
    } else if (!playing && !audio.paused) {
      ownPause = true;
      audio.pause();
    }
  };

  audio.addEventListener('timeupdate', () => {
    store.position = audio.currentTime;
    const now = Date.now();
    if (now - savedAt > SAVE_EVERY_MS) {
      savedAt = now;
      flush();
    }
  });
  audio.addEventListener('durationchange', () => {
    if (Number.isFinite(audio.duration) && audio.duration > 0) store.duration = audio.duration;
  });
  audio.addEventListener('waiting', () => (store.waiting = true));
  audio.addEventListener('playing', () => (store.waiting = false));
  audio.addEventListener('play', () => {
    if (!store.state.playing) dispatch(store, { type: 'resume' });
  });
  audio.addEventListener('pause', () => {
    flush();
    if (ownPause) ownPause = false;
    else if (store.state.playing && !audio.ended) dispatch(store, { type: 'stopped' });
  });
  audio.addEventListener('ended', () => {
    flush();
    dispatch(store, { type: 'stopped' });
  });
  audio.addEventListener('error', () => {
    console.warn('podcast: the audio failed to load', audio.src);
    dispatch(store, { type: 'stopped' });
  });

  // The state only (not every position update): what the reader asked for.
  subscribeKey(store, 'state', () => {
    sync();
    savePlayer(store.state);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  sync();
  return { audio, ...control, flush };
}
