// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { playable } from '../../domain/podcast/links';
import { episodeFixture } from '../../testing/episodeFixture';
import { createPlayerStore, dispatch } from '../../live/player/store';
import { carriedOver } from '../../domain/podcast/player';
import PlayerBar from './PlayerBar';

afterEach(cleanup);

function setup() {
  const store = createPlayerStore();
  const control = { seek: vi.fn(), skip: vi.fn(), setRate: vi.fn((r: number) => (store.rate = r)) };
  render(<PlayerBar store={store} control={control} />);
  return { store, control };
}

describe('PlayerBar', () => {
  it('is not there until an episode plays', () => {
    setup();
    expect(document.querySelector('[data-player-bar]')).toBeNull();
  });

  it('shows the episode with play and pause, ±15 s, the position, the speed', async () => {
    const { store, control } = setup();
    await act(async () => dispatch(store, { type: 'play', episode: playable(episodeFixture()) }));
    expect(screen.getByRole('link', { name: 'Merre tart a forint?' }).getAttribute('href')).toBe('/g7/podcast/g7-podcast/merre-tart-a-forint');
    fireEvent.click(screen.getByRole('button', { name: 'Szünet: Merre tart a forint?' }));
    expect(store.state.playing).toBe(false);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Lejátszás: Merre tart a forint?' }));
    expect(store.state.playing).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '15 másodperc vissza' }));
    fireEvent.click(screen.getByRole('button', { name: '15 másodperc előre' }));
    expect(control.skip.mock.calls).toEqual([[-15], [15]]);
    await act(async () => void (store.position = 65));
    const seek = screen.getByRole('slider', { name: 'Lejátszási pozíció' });
    expect(seek.getAttribute('aria-valuetext')).toBe('01:05 / 01:40');
    fireEvent.change(seek, { target: { value: '30' } });
    expect(control.seek).toHaveBeenCalledWith(30);
    fireEvent.click(screen.getByRole('button', { name: 'Lejátszási sebesség: 1×' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Lejátszási sebesség: 1,25×' })).toBeTruthy();
  });

  it('after a reload offers one continue button, from where the episode was, which plays on', async () => {
    const { store } = setup();
    const episode = playable(episodeFixture());
    await act(async () => {
      store.state = carriedOver({ visible: true, minimalized: 'none', episode, playing: true, autoPlay: true }, true);
      store.position = 754;
      store.cameBack = true;
    });
    const resume = screen.getByRole('button', { name: 'Folytatás innen: 12:34: Merre tart a forint?' });
    expect(resume.textContent).toBe('Folytatás innen: 12:34');
    expect(screen.queryAllByRole('button', { name: /^(Lejátszás:|Szünet:|Folytatás )/ })).toHaveLength(1);
    fireEvent.click(resume);
    expect(store.state.playing).toBe(true);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Szünet: Merre tart a forint?' }).textContent).toBe('');
    // Paused again by the reader: the ordinary play button.
    fireEvent.click(screen.getByRole('button', { name: 'Szünet: Merre tart a forint?' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Lejátszás: Merre tart a forint?' }).textContent).toBe('');
  });

  it('minimalizes to the left and to the right, and back to full size', async () => {
    const { store } = setup();
    await act(async () => dispatch(store, { type: 'play', episode: playable(episodeFixture()) }));
    fireEvent.click(screen.getByRole('button', { name: 'Kis méret, balra' }));
    await act(async () => {});
    expect(document.querySelector('[data-player-bar]')!.getAttribute('data-minimalized')).toBe('left');
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Teljes méret' }));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Kis méret, jobbra' }));
    await act(async () => {});
    expect(document.querySelector('[data-player-bar]')!.getAttribute('data-minimalized')).toBe('right');
    // Play and pause stay at hand when small.
    expect(screen.getByRole('button', { name: 'Szünet: Merre tart a forint?' })).toBeTruthy();
  });

  it('closes', async () => {
    const { store } = setup();
    await act(async () => dispatch(store, { type: 'play', episode: playable(episodeFixture()) }));
    fireEvent.click(screen.getByRole('button', { name: 'A lejátszó bezárása' }));
    await act(async () => {});
    expect(store.state.visible).toBe(false);
    expect(document.querySelector('[data-player-bar]')).toBeNull();
  });

  it('keeps the keyboard: small to full and back goes between their buttons, a close to the episode’s play button', async () => {
    const { store } = setup();
    const episode = playable(episodeFixture());
    // The episode's card on the page, as the player's press found it.
    const card = document.createElement('a');
    card.href = '#';
    card.setAttribute('data-episode-play', episode.slug);
    document.body.append(card);
    await act(async () => dispatch(store, { type: 'play', episode }));
    fireEvent.click(screen.getByRole('button', { name: 'Kis méret, balra' }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Teljes méret' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teljes méret' }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kis méret, balra' }));
    fireEvent.click(screen.getByRole('button', { name: 'A lejátszó bezárása' }));
    await act(async () => {});
    expect(document.activeElement).toBe(card);
    card.remove();
  });

  it('takes no focus by itself: a bar drawn again after a load leaves the page’s where it is', async () => {
    const { store } = setup();
    await act(async () => {
      store.state = { visible: true, minimalized: 'left', episode: playable(episodeFixture()), playing: false, autoPlay: false };
    });
    expect(document.activeElement).toBe(document.body);
  });
});
