// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { episodeFixture } from '../../testing/episodeFixture';
import { EpisodeCard } from './EpisodeCard';
import { PLAY_BUTTON, episodeOf } from '../../live/player/episodes';
import { hasCarriedPlayer, startPodcast } from './podcast';
import { paintButtons } from '../../live/player/buttons';

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML =
    renderToString(<EpisodeCard episode={episodeFixture()} />) +
    '<audio controls data-episode-native src="/media/audio/episode-001.wav"></audio><div data-episode-scripted hidden>x</div>';
});

describe('the episode buttons of a page', () => {
  it('turn into buttons, the page’s own player gives way to the global one, and no player loads before a press', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    startPodcast(document, { startPage: () => {}, stopPage: () => {} });
    const b = document.querySelector<HTMLElement>(PLAY_BUTTON)!;
    expect(b.getAttribute('role')).toBe('button');
    expect(document.querySelector('audio')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-episode-scripted]')!.hidden).toBe(false);
    expect(hasCarriedPlayer()).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('read the episode they carry', () => {
    const b = document.querySelector<HTMLElement>(PLAY_BUTTON)!;
    expect(episodeOf(b)).toMatchObject({ slug: 'merre-tart-a-forint', page: '/g7/podcast/g7-podcast/merre-tart-a-forint' });
    b.dataset.episode = '{broken';
    expect(episodeOf(b)).toBeNull();
  });

  it('show the pause state for the episode playing (§2), and say what a press does', () => {
    paintButtons(document, (slug) => slug === 'merre-tart-a-forint');
    const b = document.querySelector<HTMLElement>(PLAY_BUTTON)!;
    expect(b.dataset.state).toBe('playing');
    expect(b.getAttribute('aria-label')).toBe('Szünet: Merre tart a forint?');
    paintButtons(
      document,
      () => false,
      () => true,
    );
    expect(b.dataset.state).toBe('paused');
    expect(b.getAttribute('aria-label')).toBe('Lejátszás: Merre tart a forint?');
  });
});
