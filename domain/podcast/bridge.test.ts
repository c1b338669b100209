import { describe, expect, it } from 'vitest';
import { EMPTY_APP_VIEW, afterReports, afterSent, appCardPlaying, appToggle, parseAppReport, type AppPlayerView } from './bridge';
import type { PlayableEpisode } from './types';

const ep = (slug: string): PlayableEpisode => ({
  slug,
  title: slug,
  sourceUrl: `/media/audio/${slug}.wav`,
  duration: 60,
  image: null,
  podcast: { slug: 'p', name: 'P', page: '/podcast/p' },
  page: `/podcast/p/${slug}`,
});

describe('appToggle (§4: the actions go to the native app)', () => {
  it('adds and plays an episode the app does not hold', () => {
    expect(appToggle(EMPTY_APP_VIEW, ep('a'))).toEqual([
      { type: 'podcast', action: 'add', episode: ep('a') },
      { type: 'podcast', action: 'play', slug: 'a' },
    ]);
  });

  it('destroys the episode the app holds before adding another', () => {
    const view: AppPlayerView = { states: { a: 'playing' }, current: 'a' };
    expect(appToggle(view, ep('b')).map((m) => m.action)).toEqual(['destroy', 'add', 'play']);
    expect(appToggle(view, ep('b'))[0]).toEqual({ type: 'podcast', action: 'destroy', slug: 'a' });
  });

  it('pauses the episode the app plays, plays one it holds paused', () => {
    expect(appToggle({ states: { a: 'playing' }, current: 'a' }, ep('a'))).toEqual([{ type: 'podcast', action: 'pause', slug: 'a' }]);
    expect(appToggle({ states: { a: 'paused' }, current: 'a' }, ep('a'))).toEqual([{ type: 'podcast', action: 'play', slug: 'a' }]);
    expect(appToggle({ states: {}, current: 'a' }, ep('a'))).toEqual([{ type: 'podcast', action: 'play', slug: 'a' }]);
  });
});

describe('the view of the app’s player', () => {
  it('shows what was asked until the app says otherwise', () => {
    const v = afterSent(EMPTY_APP_VIEW, appToggle(EMPTY_APP_VIEW, ep('a')));
    expect(v).toEqual({ states: { a: 'playing' }, current: 'a' });
    const w = afterSent(v, appToggle(v, ep('b')));
    expect(w).toEqual({ states: { b: 'playing' }, current: 'b' });
    expect(afterSent(w, appToggle(w, ep('b')))).toEqual({ states: { b: 'paused' }, current: 'b' });
  });

  it('follows the app’s reports', () => {
    const v = afterReports(EMPTY_APP_VIEW, [{ slug: 'a', state: 'playing' }]);
    expect(appCardPlaying(v, 'a')).toBe(true);
    const w = afterReports(v, [{ slug: 'a', state: 'paused' }]);
    expect(appCardPlaying(w, 'a')).toBe(false);
    expect(w.current).toBe('a');
    expect(afterReports(w, [{ slug: 'a', state: 'stopped' }])).toEqual(EMPTY_APP_VIEW);
  });
});

describe('parseAppReport', () => {
  it.each([
    [{ type: 'podcastState', slug: 'a', state: 'playing' }, [{ slug: 'a', state: 'playing' }]],
    ['{"type":"podcastState","slug":"a","state":"paused"}', [{ slug: 'a', state: 'paused' }]],
    [
      {
        type: 'podcastState',
        episodes: [
          { slug: 'a', state: 'stopped' },
          { slug: 'b', state: 'playing' },
        ],
      },
      [
        { slug: 'a', state: 'stopped' },
        { slug: 'b', state: 'playing' },
      ],
    ],
  ])('reads %o', (data, expected) => expect(parseAppReport(data)).toEqual(expected));

  it.each([
    null,
    'not json',
    '{"type":"navigate","url":"/"}',
    { type: 'podcastState', slug: 'a', state: 'loud' },
    { type: 'podcastState', slug: '', state: 'playing' },
    { type: 'podcastState', episodes: [{ slug: 'a', state: 'playing' }, { slug: 1 }] },
  ])('refuses %o', (data) => expect(parseAppReport(data)).toBeNull());
});
