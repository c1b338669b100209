import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ArticleCard } from './ArticleCard';
import { articleFixture } from '../../testing/articleFixture';
import { LEAD, TITLE_BLOCK, TITLE_LIST, TITLE_OTHER, TITLE_OTHER_SHORT } from '../../domain/lists';

const words = (n: number) => Array.from({ length: n }, (_, i) => `szó${i}`).join(' ');
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
const textOf = (html: string, tag: string) => decode(/<a [^>]*>([^<]*)<\/a>/.exec(html.slice(html.indexOf(`<${tag}`)))?.[1] ?? '');

describe('ArticleCard', () => {
  it('carries the ÉLŐ badge on a live article, FRISSÜL with its minutes on one being updated, none otherwise', () => {
    const live = renderToString(<ArticleCard site="main" size="list" article={articleFixture({ id: 1, flags: [{ slug: 'live' }] })} />);
    expect(live).toContain('data-badge="live"');
    expect(live).toContain('ÉLŐ');
    const updatedAt = 1_800_000_000;
    const refresh = renderToString(
      <ArticleCard site="main" size="large" article={articleFixture({ id: 2, flags: [{ slug: 'refresh' }], updatedAt })} liveAt={updatedAt + 5 * 60} />,
    );
    expect(refresh).toContain(`data-updated="${updatedAt}"`);
    expect(refresh).toContain('5 perce');
    expect(renderToString(<ArticleCard site="main" article={articleFixture({ id: 3, flags: [] })} />)).not.toContain('data-badge');
  });

  it('loads the page’s largest picture at once with high priority, preloaded; every other picture lazily', () => {
    const set = { src: '/media/a.png', width: 400, height: 225, alt: '', variants: { '1.25x': 'b.png', '2x': 'c.png', '3x': 'd.png', '4x': 'e.png' } };
    const lead = renderToString(<ArticleCard site="main" size="large" article={articleFixture({ id: 1, coverImageSet: set })} leadPicture />);
    expect(lead).toMatch(/<img[^>]*fetchPriority="high"/);
    expect(lead).not.toContain('loading="lazy"');
    expect(lead).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    const other = renderToString(<ArticleCard site="main" size="large" article={articleFixture({ id: 2, coverImageSet: set })} />);
    expect(other).toContain('loading="lazy"');
    expect(other).not.toContain('rel="preload"');
  });

  it('marks a card without a picture text-only (one column; no :has() for the parser to check)', () => {
    const set = { src: '/media/a.png', width: 400, height: 225, alt: '', variants: { '1.25x': 'b.png', '2x': 'c.png', '3x': 'd.png', '4x': 'e.png' } };
    const cls = (html: string) => /<article class="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(cls(renderToString(<ArticleCard site="main" size="list" article={articleFixture({ id: 1, coverImageSet: set })} image={false} />))).toContain(
      'textOnly',
    );
    expect(cls(renderToString(<ArticleCard site="main" size="list" article={articleFixture({ id: 2, coverImageSet: null })} />))).toContain('textOnly');
    expect(cls(renderToString(<ArticleCard site="main" size="list" article={articleFixture({ id: 3, coverImageSet: set })} />))).not.toContain('textOnly');
  });

  it.each([TITLE_LIST, TITLE_BLOCK, TITLE_OTHER, TITLE_OTHER_SHORT])('cuts the title at %i with the full title as tooltip', (max) => {
    const title = words(40);
    const html = renderToString(<ArticleCard site="main" article={articleFixture({ id: 1, title })} titleMax={max} />);
    const shown = textOf(html, 'h3');
    expect(Array.from(shown).length).toBeLessThanOrEqual(max);
    expect(shown.endsWith('…')).toBe(true);
    expect(decode(html)).toContain(`title="${title}"`);
  });

  it('leaves a short title whole, without a tooltip', () => {
    const html = renderToString(<ArticleCard site="main" article={articleFixture({ id: 1, title: 'Rövid cím' })} titleMax={TITLE_LIST} />);
    expect(textOf(html, 'h3')).toBe('Rövid cím');
    expect(html).not.toContain('title=');
  });

  it('shows the lead only when asked, cut at 200 with a tooltip', () => {
    const lead = words(60);
    const a = articleFixture({ id: 1, lead });
    expect(renderToString(<ArticleCard site="main" article={a} />)).not.toContain('szó0');
    const html = decode(renderToString(<ArticleCard site="main" article={a} leadMax={LEAD} />));
    const shown = /<p[^>]*title="[^"]*">([^<]*)<\/p>/.exec(html)![1]!;
    expect(Array.from(shown).length).toBeLessThanOrEqual(LEAD);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('uses h2 in a list and links a promoted item where its url points, as sponsored', () => {
    const html = renderToString(
      <ArticleCard
        site="main"
        article={{ ...articleFixture({ id: 1 }), url: 'https://hirdeto.example/' }}
        headingLevel={2}
        label="Támogatott tartalom"
        sponsored
      />,
    );
    expect(html).toContain('<h2');
    expect(html).toMatch(/<a href="https:\/\/hirdeto.example\/" rel="sponsored">/);
    expect(renderToString(<ArticleCard site="main" article={articleFixture({ id: 1 })} />)).not.toContain('rel=');
    expect(html).toContain('Támogatott tartalom');
  });

  it('links an article of its own domain by path and one of the other domain on that domain’s origin', () => {
    const ro = articleFixture({
      id: 2,
      slug: 'kolozsvar',
      pubDate: Date.UTC(2025, 0, 2, 9) / 1000,
      mainSuperTag: { id: 7, slug: 'romania', name: 'Románia', active: true, siteSlug: 'ro' },
    });
    const g7 = articleFixture({
      id: 3,
      slug: 'kamat',
      pubDate: Date.UTC(2025, 0, 2, 9) / 1000,
      mainSuperTag: { id: 8, slug: 'adat', name: 'Adat', active: true, siteSlug: 'g7' },
    });
    expect(renderToString(<ArticleCard site="main" article={ro} />)).toContain('href="https://hirter.ro/romania/2025/01/02/kolozsvar"');
    expect(renderToString(<ArticleCard site="ro" article={ro} />)).toContain('href="/romania/2025/01/02/kolozsvar"');
    expect(renderToString(<ArticleCard site="ro" article={g7} />)).toContain('href="https://hirter.hu/g7/adat/2025/01/02/kamat"');
    expect(renderToString(<ArticleCard site="karakter" article={g7} />)).toContain('href="/g7/adat/2025/01/02/kamat"');
  });

  describe('its date, on the clock of the page’s site', () => {
    // 10:00 UTC on 15 March 2025: 11:00 in Budapest, 12:00 in Bucharest; shown three hours later.
    const pubDate = Date.UTC(2025, 2, 15, 10) / 1000;
    const now = pubDate + 3 * 3600;
    const a = articleFixture({ id: 1, pubDate, mainSuperTag: { id: 7, slug: 'romania', name: 'Románia', active: true, siteSlug: 'ro' } });
    const time = (html: string) => /<time[^>]*dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/i.exec(html)!.slice(1);

    it('shows the Bucharest time on a Romanian-edition page, an hour ahead of Budapest', () => {
      expect(time(renderToString(<ArticleCard site="ro" article={a} now={now} />))).toEqual(['2025-03-15T12:00:00+02:00', 'ma 12:00']);
    });

    it('shows the Budapest time on a main-site page, even for a Romanian article', () => {
      expect(time(renderToString(<ArticleCard site="main" article={a} now={now} />))).toEqual(['2025-03-15T11:00:00+01:00', 'ma 11:00']);
    });

    it('is told again by the live layer as time passes: a list page read an hour after its render is not an hour behind', () => {
      const html = renderToString(<ArticleCard site="main" article={a} now={now} />);
      expect(html).toContain(`data-relative="${pubDate}"`);
      expect(html).toContain(`data-told="${now}"`);
    });

    it('keeps each zone’s own offset across the start of summer time, when the two days differ', () => {
      // The night summer time starts, Sunday 29 March 2026: both zones move their clocks at 01:00 UTC. 00:30 UTC
      // is 01:30 in Budapest (+01:00) and 02:30 in Bucharest (+02:00); 21:30 UTC that evening is 23:30 in
      // Budapest (+02:00), the same day, but 00:30 on the 30th in Bucharest (+03:00). A clock that kept the
      // earlier offset, or the wrong zone, shows another day or hour.
      const dst = articleFixture({ id: 2, pubDate: Date.UTC(2026, 2, 29, 0, 30) / 1000 });
      const evening = Date.UTC(2026, 2, 29, 21, 30) / 1000;
      expect(time(renderToString(<ArticleCard site="ro" article={dst} now={evening} />))).toEqual(['2026-03-29T02:30:00+02:00', 'március 29. 02:30']);
      expect(time(renderToString(<ArticleCard site="main" article={dst} now={evening} />))).toEqual(['2026-03-29T01:30:00+01:00', 'ma 01:30']);
    });
  });
});
