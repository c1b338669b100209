import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleFixture } from '../../testing/articleFixture';
import type { ShownBlock } from '../../domain/frontBlocks';
import { TITLE_OTHER_SHORT } from '../../domain/lists';
import { FrontBlock } from './FrontBlock';

const long = 'Hosszú cím, amely jóval hosszabb hatvan karakternél, hogy a rövidebb dobozokban biztosan le kelljen vágni a végét';
const block = (over: Partial<ShownBlock>): ShownBlock => ({
  id: 3,
  position: 20,
  type: 'section',
  title: 'Belföld',
  variant: 'grid',
  titleMax: 120,
  articles: [articleFixture({ id: 1, title: long }), articleFixture({ id: 2 })],
  ...over,
});
const render = (b: ShownBlock, site: 'main' | 'ro' = 'main', o: { ordinal?: number; eager?: boolean; now?: number } = {}) =>
  renderToString(<FrontBlock block={b} site={site} now={o.now ?? 0} ordinal={o.ordinal ?? 0} eager={o.eager ?? false} />);
const image = {
  src: '/media/a.jpg',
  width: 1600,
  height: 900,
  alt: '',
  variants: { '1.25x': '/media/a.jpg', '2x': '/media/a.jpg', '3x': '/media/a.jpg', '4x': '/media/a.jpg' },
};
const many = (n: number) => Array.from({ length: n }, (_, i) => articleFixture({ id: i + 1, lead: `Bevezető ${i + 1}.`, coverImageSet: image }));
/** The article ids of each part of the rendered block: the large story, the cards, the title lines. */
function parts(html: string) {
  const ids = (re: RegExp) => [...html.matchAll(re)].map((m) => Number(m[1]));
  return {
    large: ids(/<article class="[^"]*large[^"]*" data-article-id="(\d+)"/g),
    cards: ids(/<article class="[^"]*card[^"]*" data-article-id="(\d+)"/g),
    lines: ids(/<li class="[^"]*line[^"]*" data-article-id="(\d+)"/g),
  };
}

describe('FrontBlock', () => {
  it('names the block by its heading and marks its type and position', () => {
    const html = render(block({}));
    expect(html).toMatch(/<section[^>]*data-front-block="section"[^>]*data-block-position="20"[^>]*aria-labelledby="blokk-3"/);
    expect(html).toContain('<h2 id="blokk-3"');
    expect(html.match(/data-article-id=/g)).toHaveLength(2);
  });

  it('cuts a title at the block’s limit and keeps the full title as tooltip', () => {
    expect(render(block({ titleMax: 120 }))).not.toContain('title="Hosszú');
    const html = render(block({ titleMax: 60 }));
    expect(html).toContain(`title="${long}"`);
    expect(html).toContain('Hosszú cím, amely jóval hosszabb hatvan karakternél, hogy a…');
  });

  it('cuts a side card’s title at a narrow block’s length (tooltip: the full title), the lead story’s at the block’s', () => {
    const stories = [1, 2, 3].map((id) => articleFixture({ id, title: long, coverImageSet: image }));
    const html = render(block({ variant: 'lead', articles: stories }));
    expect(parts(html)).toEqual({ large: [1], cards: [2, 3], lines: [] });
    const shown = (id: number) => new RegExp(`data-article-id="${id}"[\\s\\S]*?<a class="headline" href="[^"]*"( title="([^"]*)")?>([^<]*)</a>`).exec(html)!;
    // The lead story's 113 characters fit the article block's 120.
    expect(shown(1)[3]).toBe(long);
    expect(shown(1)[1]).toBeUndefined();
    for (const id of [2, 3]) {
      expect(Array.from(shown(id)[3]!).length).toBeLessThanOrEqual(TITLE_OTHER_SHORT);
      expect(shown(id)[3]).toMatch(/…$/);
      expect(shown(id)[2]).toBe(long);
    }
  });

  it('lays a block of one story out across the block’s width, whatever its kind', () => {
    for (const variant of ['lead', 'grid', 'cards', 'list'] as const) {
      const one = render(block({ variant, articles: many(1) }), 'main', { ordinal: 1 });
      expect(one, variant).toMatch(/<section class="[^"]*solo[^"]*"[^>]*data-block-solo=""/);
      expect(render(block({ variant, articles: many(2) })), variant).not.toContain('data-block-solo');
    }
    // One story of a row of cards is featured (picture beside its title), not one card stretched across the block.
    expect(render(block({ variant: 'cards', articles: many(1) }))).toContain('data-block-layout="feature"');
  });

  it('lists titles only in a list block, each with its date', () => {
    const list = render(block({ variant: 'list' }));
    expect(list).toContain('data-block-layout="headlines"');
    expect(list).not.toContain('<h3');
    expect(list.match(/<time /g)).toHaveLength(2);
  });

  it('lays the lead block out as the lead story, two secondary stories with leads, and title lines', () => {
    const html = render(block({ variant: 'lead', type: 'lead', title: null, articles: many(7) }), 'main', { eager: true });
    expect(html).toContain('data-block-layout="top"');
    expect(parts(html)).toEqual({ large: [1], cards: [2, 3], lines: [4, 5, 6, 7] });
    // The lead story's and the secondary stories' leads; not the title lines'.
    expect(html).toContain('Bevezető 1.');
    expect(html).toContain('Bevezető 3.');
    expect(html).not.toContain('Bevezető 4.');
    // Only the lead story's picture is the page's high-priority one; the others wait, all with their size.
    expect(html.match(/<img [^>]*fetchPriority="high"/gi)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html.match(/<img [^>]*width="1600" height="900"/g)).toHaveLength(3);
  });

  it('gives neighbouring section blocks different layouts, with no empty card cell', () => {
    const even = render(block({ articles: many(6) }), 'main', { ordinal: 0 });
    const odd = render(block({ articles: many(6) }), 'main', { ordinal: 1 });
    expect(even).toContain('data-block-layout="feature"');
    expect(parts(even)).toEqual({ large: [1], cards: [], lines: [2, 3, 4, 5, 6] });
    expect(odd).toContain('data-block-layout="cards"');
    expect(parts(odd)).toEqual({ large: [], cards: [1, 2, 3, 4, 5, 6], lines: [] });
    expect(odd).toContain('--columns:3');
    // Seven stories: two full rows of three, the seventh a title line.
    expect(parts(render(block({ articles: many(7) }), 'main', { ordinal: 1 }))).toEqual({ large: [], cards: [1, 2, 3, 4, 5, 6], lines: [7] });
    // No picture is high-priority unless the page asks for it.
    expect(even).not.toMatch(/fetchPriority/i);
  });

  it('dates every story with a relative date the live clock can tell again', () => {
    const now = Date.UTC(2025, 5, 2, 10) / 1000;
    const html = render(block({ articles: [articleFixture({ id: 1, pubDate: now - 5 * 60 }), articleFixture({ id: 2, pubDate: now - 3 * 3600 })] }), 'main', {
      now,
    });
    expect(html).toContain(`data-relative="${now - 5 * 60}" data-told="${now}">5 perce</time>`);
    expect(html).toMatch(/data-relative="\d+" data-told="\d+">ma 0?9:00<\/time>/);
  });

  it('links the block to its list page from beside its heading', () => {
    const html = render(block({ title: 'Belföld' }));
    expect(html).toMatch(
      /<h2 id="blokk-3"[^>]*>Belföld<\/h2><a class="[^"]*" href="\/rovat\/belfold" data-more-link="">Továbbiak<span class="visually-hidden">: (<!-- -->)?Belföld<\/span><\/a>/,
    );
    // Without a heading the link closes the block; the breaking band has none.
    expect(render(block({ variant: 'lead', title: null }))).toMatch(/href="\/rovat\/belfold" data-more-link="">Továbbiak<\/a><\/p><\/section>$/);
    expect(render(block({ variant: 'breaking', title: null }))).not.toContain('data-more-link');
  });

  it('marks a story shown without a picture text-only, a pictured one not', () => {
    const html = render(block({ variant: 'lead', articles: [articleFixture({ id: 1, coverImageSet: null }), ...many(4).slice(1)] }));
    const classOf = (id: number) => new RegExp(`<article class="([^"]*)" data-article-id="${id}"`).exec(html)?.[1] ?? 'missing';
    expect(classOf(1)).toContain('textOnly');
    expect(classOf(2)).toMatch(/card|large/);
    expect(classOf(2)).not.toContain('textOnly');
  });

  it('leaves the first block and the breaking band to the first paint, every other block to when it nears the screen', () => {
    const sectionClass = (html: string) => /<section class="([^"]*)"/.exec(html)![1]!.split(' ');
    expect(sectionClass(render(block({ variant: 'lead', articles: many(5) }), 'main', { eager: true }))).not.toContain('render-later');
    expect(sectionClass(render(block({ variant: 'grid', articles: many(5) })))).toContain('render-later');
    expect(sectionClass(render(block({ variant: 'breaking', title: null, articles: many(2) })))).not.toContain('render-later');
  });

  it('sizes a picture by where its layout shows it: the lead story full width, a story beside its title as a thumbnail on a phone', () => {
    const sizes = (html: string) => [...html.matchAll(/<img[^>]* sizes="([^"]*)"/g)].map((m) => m[1]);
    const top = render(block({ variant: 'lead', articles: many(5) }), 'main', { eager: true });
    expect(sizes(top)).toEqual(['(max-width: 900px) 100vw, 800px', '120px', '120px']);
    expect(sizes(render(block({ variant: 'grid', articles: many(4) }), 'main', { ordinal: 1 }))).toEqual(Array(4).fill('(max-width: 899.98px) 112px, 400px'));
  });

  it('writes no undefined class whatever the layout', () => {
    for (const variant of ['lead', 'grid', 'cards', 'list', 'breaking'] as const)
      for (const ordinal of [0, 1]) expect(render(block({ variant, articles: many(5) }), 'main', { ordinal })).not.toMatch(/class="[^"]*undefined/);
  });

  it('calls a breaking block without a title Rendkívüli and shows it without pictures or dates', () => {
    const html = render(block({ variant: 'breaking', title: null, articles: many(1) }));
    expect(html).toContain('>Rendkívüli</h2>');
    expect(html).toContain('Bevezető 1.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<time');
  });

  it('links an article of the other domain by its full URL', () => {
    const ro = articleFixture({
      id: 5,
      slug: 'x',
      pubDate: Date.UTC(2025, 0, 2, 9) / 1000,
      mainSuperTag: { id: 9, slug: 'erdely', name: 'Erdély', active: true, siteSlug: 'ro' },
    });
    expect(render(block({ articles: [ro] }))).toContain('href="https://hirter.ro/erdely/2025/01/02/x"');
    expect(render(block({ articles: [ro] }), 'ro')).toContain('href="/erdely/2025/01/02/x"');
  });

  it('gives a live article its badge as static markup (no island, no React on the front)', () => {
    const live = articleFixture({ id: 7, flags: [{ slug: 'live' }] });
    expect(render(block({ articles: [live] }))).toContain('data-badge="live"');
    expect(render(block({ articles: [live] }))).not.toContain('data-island');
    expect(render(block({}))).not.toContain('data-badge');
  });
});
