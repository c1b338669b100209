import { describe, expect, it } from 'vitest';
import { renderBody } from '../sanitize';
import { episodeEmbed, mayEmbedEpisode, withEpisodeLink } from './embed';

describe('episodeEmbed (D-229)', () => {
  it.each([
    ['<p>a</p><p><a href="/podcast/hirter-reggel/elso">Hallgassa meg</a></p><p>b</p>', 'hirter-reggel', 'elso'],
    ['<p><a href="/g7/podcast/g7-podcast/forint">x</a></p>', 'g7-podcast', 'forint'],
    ['<p class="x"> <a rel="x" href="https://hirter.hu/after/podcast/after-hangos/nyar">x</a> </p>', 'after-hangos', 'nyar'],
    ['<p><a href="https://www.hirter.hu/podcast/a/b%C3%A9">x</a></p>', 'a', 'bé'],
  ])('finds the marker in %s', (html, podcast, episode) => {
    const e = episodeEmbed(html)!;
    expect(e).toMatchObject({ podcast, episode });
    expect(e.before + e.after).not.toContain('/podcast/');
  });

  it.each([
    ['a link inside a sentence', '<p>Hallgassa meg <a href="/podcast/a/b">itt</a> az adást.</p>'],
    ['a podcast page, not an episode', '<p><a href="/podcast/a">x</a></p>'],
    ['another domain', '<p><a href="https://example.com/podcast/a/b">x</a></p>'],
    ['a deeper path', '<p><a href="/podcast/a/b/c">x</a></p>'],
    ['the G7 tab', '<p><a href="/g7/podcast">x</a></p>'],
  ])('leaves %s alone', (_, html) => {
    expect(episodeEmbed(html)).toBeNull();
  });

  it('takes only the first marker', () => {
    const e = episodeEmbed('<p><a href="/podcast/a/one">1</a></p><p><a href="/podcast/a/two">2</a></p>')!;
    expect(e.episode).toBe('one');
    expect(e.after).toContain('/podcast/a/two');
  });

  it('survives the sanitiser, as the article page sees the body', () => {
    const body = withEpisodeLink('<p>Első bekezdés.</p><p>Második.</p>', '/g7/podcast/g7-podcast/forint', 'Merre tart a forint?');
    expect(mayEmbedEpisode(body)).toBe(true);
    expect(episodeEmbed(renderBody(body))).toMatchObject({ podcast: 'g7-podcast', episode: 'forint' });
  });

  it('writes the marker after the first paragraph, escaped', () => {
    expect(withEpisodeLink('<p>a</p><p>b</p>', '/podcast/x/y', 'Cím & <más>')).toBe(
      '<p>a</p>\n<p><a href="/podcast/x/y">Hallgassa meg: Cím &amp; &lt;más&gt;</a></p><p>b</p>',
    );
    expect(withEpisodeLink('<h2>x</h2>', '/podcast/x/y', 'C')).toBe('<p><a href="/podcast/x/y">Hallgassa meg: C</a></p>\n<h2>x</h2>');
  });
});
