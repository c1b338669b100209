// The front pages as their HTML has them, before any script (what a reader without JavaScript gets): / with its
// curated blocks, breaking block and auto block; the sub-site fronts /after, /g7, /karakter (§9 counts); the
// Romanian edition's front; the supplement pages' list and sidebar. Against the render server, as the browser
// tests (e2e/fronts.spec.ts: the auto block's rotation, layout, axe) are.
import { describe, expect, it } from 'vitest';
import { AUTO_BLOCK_POSITION } from '../../domain/frontBlocks';
import type { FrontPageBlock } from '../../domain/types';
import { e2eEnv } from '../env';
import { link } from './reader';
import { ask, page, servers, text } from './http';

const render = () => e2eEnv().baseUrl;

async function boxes(site: string): Promise<FrontPageBlock[]> {
  const res = await fetch(`${e2eEnv().contentApiUrl}/api/index/boxes`, { headers: { 'x-site': site } });
  expect(res.status).toBe(200);
  return (await res.json()) as FrontPageBlock[];
}

/** The blocks of the page top to bottom: type, position and the ids of their articles. */
function pageBlocks(doc: Document) {
  return Array.from(doc.querySelectorAll('[data-front-block]'), (el) => ({
    type: el.getAttribute('data-front-block')!,
    position: Number(el.getAttribute('data-block-position')),
    ids: Array.from(el.querySelectorAll('[data-article-id]'), (a) => Number(a.getAttribute('data-article-id'))),
  }));
}

/** Ids of every article a reader without JavaScript sees: the hidden auto-block versions left out. */
function shownIds(doc: Document): number[] {
  return Array.from(doc.querySelectorAll('[data-article-id]'))
    .filter((el) => !el.closest('[hidden]'))
    .map((el) => Number(el.getAttribute('data-article-id')));
}

const unique = (ids: number[]) => expect(new Set(ids).size).toBe(ids.length);

describe('the main front page', () => {
  it('shows the curated blocks in position order, the breaking block first, with an opaque header', async () => {
    const api = await boxes('main');
    // The e2e corpus is seed 1, and odd seeds put a breaking block at 1000 (services/seed/fixtures.ts).
    const breaking = api.find((b) => b.position === 1000);
    expect(breaking?.articles.length).toBeGreaterThan(0);

    const doc = await page(render(), '/');
    const shown = pageBlocks(doc);
    expect(shown[0]).toMatchObject({ type: 'breaking', position: 1000, ids: [breaking!.articles[0]!.id] });
    expect(text(doc.querySelector('[data-front-block=breaking]'))).toContain(breaking!.articles[0]!.title);
    expect(doc.querySelectorAll('header[data-header-opacity]')).toHaveLength(1);

    // Then every other block of the API, in position order.
    const rest = shown.slice(1);
    const others = api.filter((b) => b.position !== 1000);
    expect(rest.map((b) => b.position)).toEqual(others.map((b) => b.position).sort((a, b) => a - b));
    expect(rest.map((b) => b.type)).toEqual(others.map((b) => b.type));
    // The breaking article is not repeated in the blocks below it, nor is any other.
    unique(shown.flatMap((b) => b.ids));
    // The auto block sits between the curated blocks above and below its position.
    const order = Array.from(doc.querySelectorAll('[data-front-block], #auto-block'), (el) =>
      el.id === 'auto-block' ? 'auto' : Number(el.getAttribute('data-block-position')),
    );
    const at = order.indexOf('auto');
    expect(at).toBeGreaterThan(0);
    expect(order.slice(1, at).every((p) => typeof p === 'number' && p < AUTO_BLOCK_POSITION)).toBe(true);
    expect(order.slice(at + 1).every((p) => typeof p === 'number' && p >= AUTO_BLOCK_POSITION)).toBe(true);
  });

  it('without JavaScript: every block, and the first auto-block version only', async () => {
    const doc = await page(render(), '/');
    expect(doc.querySelectorAll('[data-front-block=breaking]')).toHaveLength(1);
    expect(pageBlocks(doc)).toHaveLength((await boxes('main')).length);
    const versions = Array.from(doc.querySelectorAll('[data-auto-block-version]'));
    expect(versions.map((v) => v.getAttribute('data-auto-block-version'))).toEqual(['1', '2', '3', '4']);
    const shownVersions = versions.filter((v) => !v.closest('[hidden]'));
    expect(shownVersions.map((v) => v.getAttribute('data-auto-block-version'))).toEqual(['1']);
    expect(shownVersions[0]!.querySelectorAll('[data-auto-section]').length).toBeGreaterThan(0);
    // The pick is the script's (e2e/fronts.spec.ts).
    expect(doc.querySelector('#auto-block')?.getAttribute('data-auto-block-picked') ?? '').toBe('');
    unique(shownIds(doc));
  });

  it('cuts long titles with the full title as tooltip; the auto block’s at 60 characters', async () => {
    const doc = await page(render(), '/');
    const cut = Array.from(doc.querySelectorAll('[data-article-id] a[title]'));
    expect(cut.length).toBeGreaterThan(0);
    for (const a of cut) {
      const [shown, title] = [a.textContent ?? '', a.getAttribute('title')!];
      expect(shown.endsWith('…'), title).toBe(true);
      expect(title.length).toBeGreaterThan(shown.length);
      expect(title.startsWith(shown.slice(0, -1).trimEnd()), title).toBe(true);
    }
    // Auto-block sections are narrow: 60 characters at most, in every version.
    const auto = Array.from(doc.querySelectorAll('#auto-block [data-article-id] a'), (a) => a.textContent ?? '');
    expect(auto.length).toBeGreaterThan(0);
    for (const title of auto) expect([...title].length, title).toBeLessThanOrEqual(60);
  });

  it('every block but the breaking band links to its list page, which answers 200', async () => {
    const doc = await page(render(), '/');
    const blocks = Array.from(doc.querySelectorAll('[data-front-block]:not([data-front-block=breaking])'));
    expect(blocks.length).toBeGreaterThan(5);
    expect(doc.querySelectorAll('[data-front-block=breaking] [data-more-link]')).toHaveLength(0);
    const hrefs = blocks.map((block) => {
      const more = block.querySelectorAll('[data-more-link]');
      expect(more).toHaveLength(1);
      expect(text(more[0])).toContain('Továbbiak');
      return more[0]!.getAttribute('href')!;
    });
    // Section blocks lead to their sections, the showcases to their sub-sites, a mixed block to the latest list.
    expect(hrefs.filter((h) => h.startsWith('/rovat/')).length).toBeGreaterThan(2);
    expect(hrefs).toContain('/karakter');
    expect(hrefs).toContain('/legfrissebb');
    for (const href of new Set(hrefs)) {
      expect(href.startsWith('/'), href).toBe(true);
      expect((await ask(render(), href)).status, href).toBe(200);
    }
  });

  it('a hierarchy, not one grid: a lead story, section blocks of different layouts, dates and leads', async () => {
    const doc = await page(render(), '/');
    const layouts = Array.from(doc.querySelectorAll('[data-block-layout]'), (e) => e.getAttribute('data-block-layout'));
    expect(layouts[0]).toBe('breaking');
    expect(layouts[1]).toBe('top');
    for (const kind of ['feature', 'cards']) expect(layouts).toContain(kind);
    // Neighbouring section blocks differ.
    const sections = Array.from(doc.querySelectorAll('[data-front-block=section]'), (e) => e.getAttribute('data-block-layout'));
    for (let i = 1; i < sections.length; i++) expect(sections[i]).not.toBe(sections[i - 1]);
    // The lead story: its picture is the page's only high-priority one, with its lead and date.
    const lead = doc.querySelector('[data-block-layout=top] article')!;
    expect(lead.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(text(lead.querySelector('p'))).not.toBe('');
    expect(lead.querySelectorAll('time[data-relative]')).toHaveLength(1);
    expect(doc.querySelectorAll('img[fetchpriority=high]')).toHaveLength(1);
    // Every other picture waits and keeps its box (CLS 0).
    for (const img of Array.from(doc.querySelectorAll('[data-front-page] img:not([fetchpriority])'))) {
      expect(img.getAttribute('loading'), img.getAttribute('src') ?? '').toBe('lazy');
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
    }
    // Every story of a curated block (the band aside) is dated.
    const undated = Array.from(doc.querySelectorAll('[data-front-block]:not([data-front-block=breaking]) [data-article-id]')).filter(
      (e) => !e.querySelector('time[data-relative]'),
    );
    expect(undated).toHaveLength(0);
    // No card grid leaves a cell empty: a row of cards is always full.
    const grids = Array.from(doc.querySelectorAll('[data-block-layout=cards] > div > div[style]'));
    expect(grids.length).toBeGreaterThan(0);
    for (const grid of grids) {
      const cols = Number(/--columns:\s*(\d+)/.exec(grid.getAttribute('style') ?? '')?.[1]);
      expect(cols).toBeGreaterThan(0);
      expect(grid.querySelectorAll('article').length % cols).toBe(0);
    }
  });

  it('the cover’s ad zones, the top banner right after the lead block', async () => {
    const doc = await page(render(), '/');
    expect(Array.from(doc.querySelectorAll('[data-front-page] [data-ad-desktop]'), (e) => e.getAttribute('data-ad-desktop'))).toEqual([
      'hirter_main/cimlap/desktop/top/banner_1',
      'hirter_main/cimlap/desktop/content/banner_1',
      'hirter_main/cimlap/desktop/content/banner_2',
    ]);
    expect(doc.querySelectorAll('[data-block-layout=top] + [data-ad-desktop]')).toHaveLength(1);
  });

  it('writes no undefined class', async () => {
    for (const path of ['/', '/after', '/g7', '/karakter', '/melleklet/orosz-ukran-haboru']) {
      expect((await page(render(), path)).querySelectorAll('[class*=undefined]'), path).toHaveLength(0);
    }
  });

  it('the Romanian edition’s front: its curated blocks, no auto block', async () => {
    const api = await boxes('ro');
    const doc = await page(render(), '/', { domain: 'ro' });
    expect(
      pageBlocks(doc)
        .map((b) => b.type)
        .sort(),
    ).toEqual(api.map((b) => b.type).sort());
    expect(doc.querySelectorAll('#auto-block')).toHaveLength(0);
  });
});

const SUB_SITES = [
  // The podcast blocks (After 5, G7 3 of 5) are episodes, not articles: e2e/podcast.spec.ts (D-227).
  { site: 'after', name: 'After', counts: [3, 8, 5, 6] },
  { site: 'g7', name: 'G7', counts: [8, 1, 1, 5, 1, 6] },
  { site: 'karakter', name: 'Karakter', counts: [3, 1, 6, 2, 1, 3, 1, 6, 3, 2, 6] },
] as const;

describe('the sub-site fronts', () => {
  it.each(SUB_SITES.map((s) => [s.site, s] as const))(
    '/%s: its curated blocks with the §9 counts, no article twice, its feed, no breaking band',
    async (site, { name, counts }) => {
      const doc = await page(render(), `/${site}`);
      expect(text(doc.querySelector('h1'))).toBe(name);
      expect(link(doc, /RSS/).getAttribute('href')).toBe(`/rss/rovat/${site}`);
      expect(doc.querySelector('link[rel=alternate][type="application/rss+xml"]')?.getAttribute('href')).toBe(`/rss/rovat/${site}`);
      const shown = pageBlocks(doc);
      expect(shown.map((b) => b.ids.length)).toEqual([...counts]);
      const positions = shown.map((b) => b.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      unique(shown.flatMap((b) => b.ids));
      // Only the domain's front page has a breaking band.
      expect(doc.querySelectorAll('header[data-header-opacity]')).toHaveLength(0);
    },
  );

  it('shows the content API’s blocks (G7), and its podcast block: three of its five newest episodes as cards', async () => {
    const api = await boxes('g7');
    const doc = await page(render(), '/g7');
    expect(pageBlocks(doc).map((b) => b.type)).toEqual(api.map((b) => b.type));
    const res = await ask(render(), '/api/episodes?site=g7&perPage=5');
    const slugs = (JSON.parse(res.body) as { items: { slug: string }[] }).items.map((e) => e.slug);
    expect(slugs).toHaveLength(5);
    const cards = Array.from(doc.querySelectorAll('[data-episode-block] [data-episode-card]'), (e) => e.getAttribute('data-episode-card'));
    expect(cards).toEqual(slugs.slice(0, 3));
    expect(Array.from(doc.querySelectorAll('[data-episode-block] [data-episode-more]'), (e) => e.getAttribute('data-episode-more'))).toEqual(slugs.slice(3));
  });

  it('its blocks link to their list pages, which answer 200, and its own cover zones (G7)', async () => {
    const doc = await page(render(), '/g7');
    const hrefs = Array.from(doc.querySelectorAll('[data-front-block] [data-more-link]'), (e) => e.getAttribute('href')!);
    expect(hrefs).toHaveLength(SUB_SITES[1].counts.length);
    expect(hrefs).toContain('/g7/kozelet');
    for (const href of new Set(hrefs)) expect((await ask(render(), href)).status, href).toBe(200);
    expect(Array.from(doc.querySelectorAll('[data-subsite-front] [data-ad-desktop]'), (e) => e.getAttribute('data-ad-desktop'))).toEqual([
      'hirter_g7/cimlap/desktop/content/rectangle_1',
      'hirter_g7/cimlap/desktop/content/rectangle_2',
    ]);
  });
});

describe.each(Object.entries(servers()))('on the %s', (_name, base) => {
  it('the Romanian edition has no sub-site fronts', async () => {
    for (const site of ['/after', '/g7', '/karakter']) expect((await ask(base, site, { domain: 'ro' })).status, site).toBe(404);
  });
});

describe('the supplement pages', () => {
  it('open with a lead article, date every article, and have the list pages’ sidebar', async () => {
    const doc = await page(render(), '/melleklet/orosz-ukran-haboru');
    const cards = Array.from(doc.querySelectorAll('[data-supplement-list] [data-article-id]'));
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]!.getAttribute('data-card-size')).toBe('large');
    expect(text(cards[0]!.querySelector('p'))).not.toBe('');
    expect(cards.filter((e) => !e.querySelector('time'))).toHaveLength(0);
    // The sidebar: its ad zone, the latest articles.
    const sidebar = doc.querySelectorAll('[data-sidebar]');
    expect(sidebar).toHaveLength(1);
    expect(sidebar[0]!.querySelectorAll('[data-ad-desktop]')).toHaveLength(1);
    expect(sidebar[0]!.querySelector('[data-box]')?.querySelectorAll('article, a').length).toBeGreaterThan(0);
  });

  it('an election supplement has its election boxes at the top of the sidebar', async () => {
    const doc = await page(render(), '/melleklet/valasztas-2022');
    expect(doc.querySelectorAll('[data-box=election]')).toHaveLength(1);
    expect(doc.querySelectorAll('[data-box=election] + [data-sidebar]')).toHaveLength(1);
  });
});
