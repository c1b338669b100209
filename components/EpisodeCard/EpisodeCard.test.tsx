import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { episodeFixture } from '../../testing/episodeFixture';
import { EpisodeCard, PlayButton } from './EpisodeCard';

describe('EpisodeCard (§2: image, title, podcast name, duration, play button)', () => {
  const html = renderToString(<EpisodeCard episode={episodeFixture()} />);

  it('links the episode’s page and its podcast’s, and shows the picture', () => {
    expect(html).toContain('href="/g7/podcast/g7-podcast/merre-tart-a-forint">Merre tart a forint?</a>');
    expect(html).toContain('href="/g7/podcast/g7-podcast">G7 podcast</a>');
    expect(html).toMatch(/<img[^>]*src="\/media\/square-001.png"[^>]*alt=""/);
  });

  it.each([
    [100, '01:40', 'PT1M40S'],
    [59, '00:59', 'PT59S'],
    [3723, '01:02:03', 'PT1H2M3S'],
  ])('tells %i s as %s (mm:ss or hh:mm:ss)', (duration, text, iso) => {
    const card = renderToString(<EpisodeCard episode={episodeFixture({ duration })} />);
    expect(card).toContain(`<time dateTime="${iso}"><span aria-hidden="true">${text}</span>`);
  });

  it('has a play button that, without scripts, is a link to the episode’s page carrying what the player needs', () => {
    const m = /<a[^>]*data-episode-play="merre-tart-a-forint"[^>]*>/.exec(html)![0];
    expect(m).toContain('href="/g7/podcast/g7-podcast/merre-tart-a-forint"');
    expect(m).toContain('aria-label="Lejátszás: Merre tart a forint?"');
    expect(m).toContain('data-state="idle"');
    const data = JSON.parse(/data-episode="([^"]*)"/.exec(m)![1]!.replace(/&quot;/g, '"')) as Record<string, unknown>;
    expect(data).toMatchObject({ slug: 'merre-tart-a-forint', sourceUrl: '/media/audio/episode-001.wav', duration: 100, image: '/media/square-001.png' });
  });

  it('has no picture when the episode has none, and the big button says what it does', () => {
    expect(renderToString(<EpisodeCard episode={episodeFixture({ image: null })} />)).not.toContain('<img');
    expect(renderToString(<PlayButton episode={episodeFixture()} />)).toContain('Lejátszás</span>');
  });
});
