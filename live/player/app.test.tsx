// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { PodcastEpisode } from '../../domain/podcast/types';
import { playable } from '../../domain/podcast/links';
import { EpisodeCard } from '../../components/EpisodeCard/EpisodeCard';

const episode = (id: number, slug: string): PodcastEpisode => ({
  id,
  slug,
  title: `Adás ${slug}`,
  sourceUrl: `/media/audio/${slug}.wav`,
  image: null,
  duration: 100,
  podcast: { slug: 'p', name: 'P', page: '/podcast/p', site: 'main', description: '' },
  article: null,
  pubDate: 1,
  description: '',
});

let sent: unknown[];
beforeEach(() => {
  vi.resetModules();
  sent = [];
  window.ReactNativeWebView = { postMessage: (m: string) => void sent.push(JSON.parse(m)) };
  document.body.innerHTML = renderToString(
    <>
      <EpisodeCard episode={episode(1, 'a')} />
      <EpisodeCard episode={episode(2, 'b')} />
    </>,
  );
});
afterEach(() => {
  delete window.ReactNativeWebView;
});

const button = (slug: string) => document.querySelector<HTMLElement>(`[data-episode-play="${slug}"]`)!;

describe('the player in the app’s web view (§4)', () => {
  it('asks the app’s state when it starts, then sends add and play, pause, destroy', async () => {
    const { appPlayer } = await import('./app');
    const p = appPlayer();
    expect(sent).toEqual([{ type: 'podcast', action: 'state' }]);
    p.toggle(playable(episode(1, 'a')));
    expect(sent.slice(1)).toEqual([
      { type: 'podcast', action: 'add', episode: playable(episode(1, 'a')) },
      { type: 'podcast', action: 'play', slug: 'a' },
    ]);
    expect(button('a').dataset.state).toBe('playing');
    p.toggle(playable(episode(1, 'a')));
    expect(sent.at(-1)).toEqual({ type: 'podcast', action: 'pause', slug: 'a' });
    expect(button('a').dataset.state).toBe('paused');
    p.toggle(playable(episode(2, 'b')));
    expect(sent.slice(-3)).toEqual([
      { type: 'podcast', action: 'destroy', slug: 'a' },
      { type: 'podcast', action: 'add', episode: playable(episode(2, 'b')) },
      { type: 'podcast', action: 'play', slug: 'b' },
    ]);
  });

  it('flips the cards on the app’s reports (window or document, text or object)', async () => {
    const { appPlayer } = await import('./app');
    appPlayer();
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'podcastState', slug: 'b', state: 'playing' }) }));
    expect(button('b').dataset.state).toBe('playing');
    expect(button('b').getAttribute('aria-label')).toBe('Szünet: Adás b');
    expect(button('a').dataset.state).toBe('idle');
    document.dispatchEvent(new MessageEvent('message', { data: { type: 'podcastState', episodes: [{ slug: 'b', state: 'paused' }] } }));
    expect(button('b').dataset.state).toBe('paused');
    expect(button('b').getAttribute('aria-label')).toBe('Lejátszás: Adás b');
    // Not a report: nothing changes.
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"navigate"}' }));
    expect(button('b').dataset.state).toBe('paused');
  });

  it('without a bridge, logs and changes nothing', async () => {
    delete window.ReactNativeWebView;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { appPlayer } = await import('./app');
    appPlayer().toggle(playable(episode(1, 'a')));
    expect(error).toHaveBeenCalled();
    expect(button('a').dataset.state).toBe('idle');
    error.mockRestore();
  });
});
