import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { episodeFixture } from '../../testing/episodeFixture';
import { EpisodeBlock } from './EpisodeBlock';

const eps = [1, 2, 3, 4, 5].map((id) => episodeFixture({ id, slug: `adas-${id}`, title: `Adás ${id}` }));

describe('EpisodeBlock', () => {
  it('shows its cards, the further episodes as links, and the link to all (G7: 3 of 5)', () => {
    const html = renderToString(
      <EpisodeBlock
        id="podcast-blokk"
        title="Podcast"
        episodes={eps.slice(0, 3)}
        more={eps.slice(3)}
        all={{ href: '/g7/podcast/g7-podcast', label: 'Az összes adás' }}
        position={45}
      />,
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="podcast-blokk"[^>]*data-episode-block="podcast-blokk"[^>]*data-block-position="45"/);
    expect(html.match(/data-episode-card=/g)).toHaveLength(3);
    expect(html.match(/data-episode-more=/g)).toHaveLength(2);
    expect(html).toContain('href="/g7/podcast/g7-podcast/adas-5">Adás 5</a>');
    expect(html).toContain('További adások');
    // The link to all beside the heading, in its row: not a row of its own under the block.
    expect(html).toMatch(/<\/h2><a class="[^"]*" href="\/g7\/podcast\/g7-podcast">Az összes adás<\/a><\/div>/);
    expect(html).not.toMatch(/<p[^>]*><a [^>]*>Az összes adás<\/a><\/p>/);
  });

  it('is not there without episodes', () => {
    expect(renderToString(<EpisodeBlock id="x" title="Podcast" episodes={[]} />)).toBe('');
  });
});
