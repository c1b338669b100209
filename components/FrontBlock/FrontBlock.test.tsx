import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleFixture } from '../../testing/articleFixture';
import type { ShownBlock } from '../../domain/frontBlocks';
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
const render = (b: ShownBlock, site: 'main' | 'ro' = 'main') => renderToString(<FrontBlock block={b} site={site} now={0} />);

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

  it('lists titles only in a list block, with a lead in a lead block', () => {
    const list = render(block({ variant: 'list' }));
    expect(list).toContain('<ul>');
    expect(list).not.toContain('<h3');
    const lead = render(block({ variant: 'lead', articles: [articleFixture({ id: 1, lead: 'A bevezető.' }), articleFixture({ id: 2, lead: 'Másik.' })] }));
    expect(lead).toContain('A bevezető.');
    expect(lead).not.toContain('Másik.');
  });

  it('calls a breaking block without a title Rendkívüli', () => {
    expect(render(block({ variant: 'breaking', title: null }))).toContain('>Rendkívüli</h2>');
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
