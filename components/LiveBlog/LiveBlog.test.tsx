import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LiveBlog } from './LiveBlog';
import { articleFixture } from '../../testing/articleFixture';
import type { SiteSlug } from '../../domain/types';
import { drawnBlocks } from '../../domain/articleBody/blocks';
import { embedKind, parseArticleBody } from '../../domain/articleBody/embedKinds';
import { renderBody } from '../../domain/sanitize';

// A post at 05:10 UTC on 3 January 2026 (06:10 in Budapest, 07:10 in Bucharest), shown five hours later.
const pubDate = Date.UTC(2026, 0, 3, 5, 10) / 1000;
const post = { type: 'post' as const, document: articleFixture({ id: 9, slug: 'bejegyzes', pubDate }) };

function postTime(site: SiteSlug, item = post, now = pubDate + 5 * 3600): string[] {
  const html = renderToString(<LiveBlog pinned={[]} items={[item]} site={site} now={now} />);
  const m = /<time dateTime="([^"]+)" title="([^"]+)" data-relative="\d+" data-told="\d+">([^<]*)<\/time>/.exec(html)!;
  return m.slice(1);
}

describe('LiveBlog posts', () => {
  it('show third parties’ players and charts as the article body’s click-to-load placeholders, no iframe', () => {
    const content = [
      '<p>Nézze meg:</p>',
      '<figure><iframe src="https://www.youtube.com/embed/aB3_dE-9xYz" title="A gól"></iframe><figcaption>Forrás: MTI</figcaption></figure>',
      '<p><a href="https://open.spotify.com/episode/1A2b3C4d5E6f7G8h9I0jKl">A podcast</a></p>',
      '<p>https://youtu.be/aB3_dE-9xYz</p>',
      '<iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/" height="480"></iframe>',
    ].join('');
    const item = { type: 'post' as const, document: articleFixture({ id: 11, slug: 'beagyazas', pubDate, content }) };
    const html = renderToString(<LiveBlog pinned={[]} items={[item]} site="main" now={pubDate} />);
    expect([...html.matchAll(/<figure [^>]*data-embed="(\w+)"/g)].map((m) => m[1])).toEqual(['youtube', 'spotify', 'youtube', 'datawrapper']);
    expect(html).not.toContain('<iframe');
    // The same placeholders, byte for byte, as an article with that body draws.
    const article = drawnBlocks(parseArticleBody(renderBody(content)), embedKind)
      .map((b) => (b.type === 'html' ? b.html : ''))
      .join('');
    expect(html).toContain(article);
  });

  it('are timed on the Bucharest clock on the Romanian edition', () => {
    expect(postTime('ro')).toEqual(['2026-01-03T07:10:00+02:00', '2026. január 3.', 'ma 07:10']);
  });

  it('are timed on the Budapest clock on the main site', () => {
    expect(postTime('main')).toEqual(['2026-01-03T06:10:00+01:00', '2026. január 3.', 'ma 06:10']);
  });

  it('keep each zone’s clock across the start of summer time, when the two days differ', () => {
    // The night summer time starts, Sunday 29 March 2026: both zones move their clocks at 01:00 UTC. 00:30 UTC
    // is 01:30 in Budapest (+01:00) and 02:30 in Bucharest (+02:00); 21:30 UTC that evening is 23:30 in
    // Budapest (+02:00), the same day, but 00:30 on the 30th in Bucharest (+03:00). A clock that kept the
    // earlier offset, or the wrong zone, shows another day or hour.
    const dst = { type: 'post' as const, document: articleFixture({ id: 10, slug: 'ejjel', pubDate: Date.UTC(2026, 2, 29, 0, 30) / 1000 }) };
    const evening = Date.UTC(2026, 2, 29, 21, 30) / 1000;
    expect(postTime('ro', dst, evening)).toEqual(['2026-03-29T02:30:00+02:00', '2026. március 29.', 'március 29. 02:30']);
    expect(postTime('main', dst, evening)).toEqual(['2026-03-29T01:30:00+01:00', '2026. március 29.', 'ma 01:30']);
  });

  it('carry their clock time in sight beside the relative time', () => {
    const html = renderToString(<LiveBlog pinned={[]} items={[post]} site="main" now={pubDate + 60} />);
    expect(html).toMatch(/data-post-clock="">06:10<\/span><time[^>]*>1 perce<\/time>/);
  });

  it('draw the pinned post and the first posts with the page, the rest as they near the screen', () => {
    const posts = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ type: 'post' as const, document: articleFixture({ id: 10 + i, slug: `p${i}`, pubDate }) }));
    const pinned = { type: 'post' as const, document: articleFixture({ id: 99, slug: 'kiemelt', pubDate }) };
    const html = renderToString(<LiveBlog pinned={[pinned]} items={posts(5)} site="main" now={pubDate} />);
    const later = [...html.matchAll(/<article class="([^"]*)" id="([^"]+)"/g)].map((m) => [m[2], m[1]!.includes('render-later')]);
    expect(later).toEqual([
      ['kiemelt', false],
      ['p0', false],
      ['p1', false],
      ['p2', true],
      ['p3', true],
      ['p4', true],
    ]);
    expect(html).toContain('data-pinned=""');
  });

  it('show at most four attached articles, the pinned ones first (reader-site.md §4 live blog)', () => {
    const child = (id: number, title: string) => ({ type: 'article' as const, document: articleFixture({ id, slug: `cikk-${id}`, title, pubDate }) });
    const pinned = [child(50, 'Kiemelt cikk')];
    const items = [post, child(51, 'Első'), child(52, 'Második'), child(53, 'Harmadik'), child(54, 'Negyedik'), child(55, 'Ötödik')];
    const html = renderToString(<LiveBlog pinned={pinned} items={items} site="main" now={pubDate} />);
    const cards = [...html.matchAll(/data-article-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(cards).toEqual([50, 51, 52, 53]);
    expect(html).toContain('Kapcsolódó cikkek');
    // The post is drawn as a post, not counted among the articles.
    expect(html).toContain('id="bejegyzes"');
  });
});
