// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayableEpisode } from '../../domain/podcast/types';
import { attachAudio, type AudioLike } from './audio';
import { createPlayerStore, dispatch } from './store';
import { PLAYER_KEY, POSITIONS_KEY, positions, savedPlayer } from './storage';

const ep = (slug: string, duration = 100): PlayableEpisode => ({
  slug,
  title: `Adás ${slug}`,
  sourceUrl: `/media/audio/${slug}.wav`,
  duration,
  image: '/media/square-001.png',
  podcast: { slug: 'p', name: 'P podcast', page: '/podcast/p' },
  page: `/podcast/p/${slug}`,
});

/** An audio element that plays when asked and tells its listeners, as a browser's would. */
function fakeAudio(opts: { refuse?: boolean } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const audio: AudioLike & { emit(type: string): void } = {
    src: '',
    currentTime: 0,
    duration: NaN,
    paused: true,
    ended: false,
    playbackRate: 1,
    preload: '',
    play: vi.fn(async () => {
      if (opts.refuse) throw new DOMException('no gesture', 'NotAllowedError');
      audio.paused = false;
      audio.emit('play');
    }),
    pause: vi.fn(() => {
      audio.paused = true;
      audio.emit('pause');
    }),
    load: vi.fn(),
    addEventListener: (type, fn) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    emit: (type) => listeners.get(type)?.forEach((fn) => fn()),
  };
  return audio;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the player’s audio', () => {
  it('loads and plays the episode a press asks for, and pauses it', async () => {
    const store = createPlayerStore();
    const audio = fakeAudio();
    attachAudio(store, audio);
    dispatch(store, { type: 'play', episode: ep('a') });
    await flush();
    expect(audio.src).toBe('/media/audio/a.wav');
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(audio.paused).toBe(false);
    dispatch(store, { type: 'pause' });
    await flush();
    expect(audio.paused).toBe(true);
    // Its own pause is not reported back as the audio stopping by itself.
    expect(store.state).toMatchObject({ playing: false, visible: true });
  });

  it('resumes an episode where the reader left it, and remembers the position', async () => {
    localStorage.setItem(POSITIONS_KEY, JSON.stringify([['a', 42]]));
    const store = createPlayerStore();
    const audio = fakeAudio();
    const player = attachAudio(store, audio);
    dispatch(store, { type: 'play', episode: ep('a') });
    await flush();
    expect(audio.currentTime).toBe(42);
    player.skip(15);
    expect(audio.currentTime).toBe(57);
    player.skip(-100);
    expect(audio.currentTime).toBe(0);
    player.seek(80);
    audio.emit('timeupdate');
    expect(store.position).toBe(80);
    player.flush();
    expect(positions()).toEqual([['a', 80]]);
  });

  it('reports a pause from outside (a headset, the lock screen) and the end', async () => {
    const store = createPlayerStore();
    const audio = fakeAudio();
    attachAudio(store, audio);
    dispatch(store, { type: 'play', episode: ep('a') });
    await flush();
    audio.paused = true;
    audio.emit('pause');
    expect(store.state.playing).toBe(false);
    dispatch(store, { type: 'resume' });
    await flush();
    audio.currentTime = 99;
    audio.ended = true;
    audio.emit('pause');
    audio.emit('ended');
    expect(store.state.playing).toBe(false);
    // Heard to the end: it starts from the beginning next time.
    expect(positions()).toEqual([]);
  });

  it('shows paused when the browser refuses to start without a gesture', async () => {
    const store = createPlayerStore();
    const audio = fakeAudio({ refuse: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    attachAudio(store, audio);
    dispatch(store, { type: 'play', episode: ep('a') });
    await flush();
    await flush();
    expect(store.state).toMatchObject({ playing: false, autoPlay: false, episode: { slug: 'a' } });
  });

  it('keeps the player for the tab (sessionStorage) while visible, and forgets it when closed', async () => {
    const store = createPlayerStore();
    attachAudio(store, fakeAudio());
    dispatch(store, { type: 'play', episode: ep('a') });
    dispatch(store, { type: 'minimalize', side: 'right' });
    await flush();
    expect(savedPlayer()).toMatchObject({ visible: true, minimalized: 'right', playing: true, episode: { slug: 'a' } });
    dispatch(store, { type: 'close' });
    await flush();
    expect(sessionStorage.getItem(PLAYER_KEY)).toBeNull();
  });

  it('sets the speed and another episode replaces the first', async () => {
    const store = createPlayerStore();
    const audio = fakeAudio();
    const player = attachAudio(store, audio);
    dispatch(store, { type: 'play', episode: ep('a') });
    await flush();
    player.setRate(1.5);
    expect(audio.playbackRate).toBe(1.5);
    dispatch(store, { type: 'toggle', episode: ep('b', 30) });
    await flush();
    expect(audio.src).toBe('/media/audio/b.wav');
    expect(audio.playbackRate).toBe(1.5);
    expect(store.duration).toBe(30);
  });

  it('answers the lock screen’s buttons (Media Session)', async () => {
    const handlers = new Map<string, (d: MediaSessionActionDetails) => void>();
    const session = {
      metadata: null as MediaMetadata | null,
      setActionHandler: (a: string, fn: (d: MediaSessionActionDetails) => void) => handlers.set(a, fn),
    };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(public init: MediaMetadataInit) {}
      },
    );
    const store = createPlayerStore();
    const audio = fakeAudio();
    attachAudio(store, audio);
    dispatch(store, { type: 'play', episode: ep('a') });
    await flush();
    expect((session.metadata as unknown as { init: MediaMetadataInit }).init).toMatchObject({ title: 'Adás a', artist: 'P podcast' });
    handlers.get('pause')!({ action: 'pause' });
    expect(store.state.playing).toBe(false);
    handlers.get('play')!({ action: 'play' });
    expect(store.state.playing).toBe(true);
    audio.currentTime = 50;
    handlers.get('seekforward')!({ action: 'seekforward' });
    expect(audio.currentTime).toBe(65);
    handlers.get('seekto')!({ action: 'seekto', seekTime: 10 });
    expect(audio.currentTime).toBe(10);
    vi.unstubAllGlobals();
  });
});
