// The player inside the mobile app's web view (specialised-features.md §4): the same actions go to the native
// app as bridge messages (add, play, pause, destroy, ask state), no audio plays in the web view, and the app's
// state reports per episode slug drive the cards. The messages travel over the bridge of D-159
// (window.ReactNativeWebView.postMessage(JSON)); their shape is ours (D-231).
import type { PlayableEpisode } from './types';

export const APP_PODCAST_TYPE = 'podcast';
export const APP_PODCAST_STATE_TYPE = 'podcastState';

export type AppPodcastMessage =
  | { type: typeof APP_PODCAST_TYPE; action: 'add'; episode: PlayableEpisode }
  | { type: typeof APP_PODCAST_TYPE; action: 'play'; slug: string }
  | { type: typeof APP_PODCAST_TYPE; action: 'pause'; slug: string }
  | { type: typeof APP_PODCAST_TYPE; action: 'destroy'; slug: string }
  /** Ask state: the app answers with a report per episode it holds. */
  | { type: typeof APP_PODCAST_TYPE; action: 'state' };

/** The state of one episode in the app's player, as the app reports it. */
export type AppEpisodeState = 'playing' | 'paused' | 'stopped';

export interface AppStateReport {
  slug: string;
  state: AppEpisodeState;
}

/** What the web view knows of the app's player: each episode's last reported state, and the one it handed over last. */
export interface AppPlayerView {
  states: Readonly<Record<string, AppEpisodeState>>;
  /** The episode this page added to the app (or the app reported playing) last. */
  current: string | null;
}

export const EMPTY_APP_VIEW: AppPlayerView = { states: {}, current: null };

/**
 * A card's button pressed in the app: pause the episode the app is playing; play one it holds; otherwise
 * destroy the one it holds, add this one and play it.
 */
export function appToggle(view: AppPlayerView, episode: PlayableEpisode): AppPodcastMessage[] {
  const slug = episode.slug;
  const state = view.states[slug];
  if (state === 'playing') return [{ type: APP_PODCAST_TYPE, action: 'pause', slug }];
  if (state === 'paused' || view.current === slug) return [{ type: APP_PODCAST_TYPE, action: 'play', slug }];
  return [
    ...(view.current !== null ? [{ type: APP_PODCAST_TYPE, action: 'destroy', slug: view.current } as const] : []),
    { type: APP_PODCAST_TYPE, action: 'add', episode },
    { type: APP_PODCAST_TYPE, action: 'play', slug },
  ];
}

/**
 * The web view's view after it sent `messages`: what it asked is what it shows until the app reports
 * otherwise (an app that does not answer still flips the card the reader pressed).
 */
export function afterSent(view: AppPlayerView, messages: readonly AppPodcastMessage[]): AppPlayerView {
  let states: Record<string, AppEpisodeState> = { ...view.states };
  let current = view.current;
  for (const m of messages) {
    if (m.action === 'add') current = m.episode.slug;
    else if (m.action === 'play') {
      for (const s of Object.keys(states)) if (states[s] === 'playing') states[s] = 'paused';
      states[m.slug] = 'playing';
      current = m.slug;
    } else if (m.action === 'pause') states[m.slug] = 'paused';
    else if (m.action === 'destroy') {
      states = Object.fromEntries(Object.entries(states).filter(([s]) => s !== m.slug));
      if (current === m.slug) current = null;
    }
  }
  return { states, current };
}

/** The view after the app's reports. */
export function afterReports(view: AppPlayerView, reports: readonly AppStateReport[]): AppPlayerView {
  const states: Record<string, AppEpisodeState> = { ...view.states };
  let current = view.current;
  for (const r of reports) {
    if (r.state === 'stopped') {
      delete states[r.slug];
      if (current === r.slug) current = null;
    } else {
      states[r.slug] = r.state;
      if (r.state === 'playing') current = r.slug;
    }
  }
  return { states, current };
}

const STATES: readonly AppEpisodeState[] = ['playing', 'paused', 'stopped'];

/**
 * The reports in a message from the app: `{"type":"podcastState","slug":"…","state":"playing"}`, or
 * `{"type":"podcastState","episodes":[{slug,state},…]}` for the answer to "ask state"; as an object or its
 * JSON text (React Native WebView delivers text). Null when the message is not a podcast state report.
 */
export function parseAppReport(data: unknown): AppStateReport[] | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.type !== APP_PODCAST_STATE_TYPE) return null;
  const one = (r: unknown): AppStateReport | null => {
    const o = r as Record<string, unknown> | null;
    if (typeof o !== 'object' || o === null || typeof o.slug !== 'string' || o.slug === '') return null;
    return STATES.includes(o.state as AppEpisodeState) ? { slug: o.slug, state: o.state as AppEpisodeState } : null;
  };
  if (Array.isArray(v.episodes)) {
    const reports = v.episodes.map(one);
    return reports.every((r) => r !== null) ? (reports as AppStateReport[]) : null;
  }
  const r = one(v);
  return r ? [r] : null;
}

/** A card's state from the app's view: the pause state while the app plays its episode. */
export function appCardPlaying(view: AppPlayerView, slug: string): boolean {
  return view.states[slug] === 'playing';
}
