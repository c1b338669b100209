import { describe, expect, it } from 'vitest';
import { articleFixture } from '../testing/articleFixture';
import type { AutoBlock, FrontPageBlock } from './types';
import { TITLE_BLOCK, TITLE_LIST, TITLE_OTHER, TITLE_OTHER_SHORT } from './lists';
import {
  AUTO_BLOCK_POSITION,
  autoSectionHref,
  blockLayout,
  cardSplit,
  coverAds,
  moreHref,
  teaserParts,
  teaserTitleMax,
  ROLE_TITLE_MAX,
  type BlockVariant,
  SUB_SITE_FRONTS,
  curateAutoBlock,
  curateBlocks,
  headerOpacity,
  orderBlocks,
  shownBreaking,
  splitAtAutoBlock,
  splitBreaking,
  type SubSite,
} from './frontBlocks';

const art = (id: number) => articleFixture({ id });
const block = (id: number, position: number, type: string, ids: number[]): FrontPageBlock => ({ id, position, type, title: type, articles: ids.map(art) });
const ids = (b: { articles: { id: number }[] }) => b.articles.map((a) => a.id);
/** n distinct ids from `from` on. */
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('orderBlocks', () => {
  it.each([
    [
      [30, 10, 20],
      [10, 20, 30],
    ],
    [
      [1000, 5, 50],
      [5, 50, 1000],
    ],
    [
      [10, 10, 5],
      [5, 10, 10],
    ],
  ])('%j → %j', (positions, expected) => {
    const blocks = positions.map((p, i) => block(i + 1, p, 'section', []));
    expect(orderBlocks(blocks).map((b) => b.position)).toEqual(expected);
  });

  it('keeps the ids in order at equal positions', () => {
    expect(orderBlocks([block(7, 10, 'a', []), block(3, 10, 'b', [])]).map((b) => b.id)).toEqual([3, 7]);
  });
});

describe('splitBreaking', () => {
  it.each([
    ['no block at 1000', [block(1, 10, 'lead', [1]), block(2, 999, 'section', [2])], null, [1, 2]],
    ['one at 1000', [block(1, 1000, 'breaking', [9]), block(2, 10, 'lead', [1])], 1, [2]],
    ['an empty one at 1000', [block(1, 1000, 'breaking', []), block(2, 10, 'lead', [1])], null, [2]],
    ['two at 1000: the first with an article', [block(4, 1000, 'breaking', []), block(5, 1000, 'breaking', [3]), block(6, 1000, 'breaking', [4])], 5, []],
    ['1001 is an ordinary block', [block(1, 1001, 'breaking', [1])], null, [1]],
  ])('%s', (_label, blocks, breakingId, restIds) => {
    const { breaking, rest } = splitBreaking(blocks);
    expect(breaking?.id ?? null).toBe(breakingId);
    expect(rest.map((b) => b.id)).toEqual(restIds);
  });
});

describe('headerOpacity', () => {
  it.each([
    [false, 0, { headerOpacity: false, needHeaderOpacity: false }],
    [false, 3, { headerOpacity: false, needHeaderOpacity: false }],
    [true, 0, { headerOpacity: true, needHeaderOpacity: false }],
    [true, 1, { headerOpacity: false, needHeaderOpacity: true }],
  ])('breaking %s, pageCount %i', (breaking, pageCount, expected) => {
    expect(headerOpacity(breaking, pageCount)).toEqual(expected);
  });
});

/** The blocks the seed gives a sub-site: its plan's types, each with `stored` articles, ids never shared. */
function seeded(site: SubSite, stored: (type: string, count: number) => number): FrontPageBlock[] {
  let next = 1;
  return SUB_SITE_FRONTS[site].map((p, i) => {
    const n = stored(p.type, p.count);
    const b = block(i + 1, (i + 1) * 10, p.type, range(next, n));
    next += n;
    return b;
  });
}

describe('curateBlocks on the sub-site fronts (§9 counts)', () => {
  it.each([
    ['after', [3, 8, 5, 6]],
    ['g7', [8, 1, 1, 5, 1, 6]],
    ['karakter', [3, 1, 6, 2, 1, 3, 1, 6, 3, 2, 6]],
  ] as const)('%s shows %j', (site, counts) => {
    // More than enough articles in every block: each shows its count. (The podcast blocks are episodes: D-227.)
    const shown = curateBlocks(
      site,
      seeded(site, (_t, c) => c + 3),
    );
    expect(shown.map((b) => b.articles.length)).toEqual(counts);
  });

  it('shows the store’s blocks as they are when they hold exactly the counts', () => {
    const shown = curateBlocks(
      'after',
      seeded('after', (_t, c) => c),
    );
    expect(shown.map((b) => b.type)).toEqual(['recommended', 'cards', 'articles', 'earlier']);
  });

  it('leaves out an article a block above already shows, and fills in from the block’s own reserve', () => {
    const blocks = [
      block(1, 10, 'news', range(1, 8)),
      // Two of the earlier articles are news items above; the block still shows 6.
      block(2, 70, 'earlier', [3, 100, 5, 101, 102, 103, 104, 105, 106]),
    ];
    const shown = curateBlocks('g7', blocks);
    expect(shown.map(ids)).toEqual([range(1, 8), [100, 101, 102, 103, 104, 105]]);
  });

  it('shows no article twice on the page, whatever the store holds', () => {
    const blocks = [block(1, 10, 'recommended', [1, 2, 2, 3]), block(2, 20, 'cards', [3, 4, 1, 5]), block(3, 30, 'earlier', [5, 6])];
    const shown = curateBlocks('after', blocks);
    expect(shown.map(ids)).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it('goes by position, not by the order of the answer', () => {
    const blocks = [block(1, 50, 'earlier', [1, 2]), block(2, 10, 'recommended', [2, 3])];
    expect(curateBlocks('after', blocks).map((b) => [b.type, ids(b)])).toEqual([
      ['recommended', [2, 3]],
      ['earlier', [1]],
    ]);
  });

  it('drops blocks the sub-site front has no place for, and blocks left empty', () => {
    const blocks = [block(1, 10, 'recommended', [1]), block(2, 20, 'mystery', [2]), block(3, 30, 'earlier', [1])];
    expect(curateBlocks('after', blocks).map((b) => b.type)).toEqual(['recommended']);
  });

  it('cuts titles at 120 in article blocks and 60 or 70 in the others', () => {
    const shown = curateBlocks(
      'g7',
      seeded('g7', (_t, c) => c),
    );
    expect(Object.fromEntries(shown.map((b) => [b.type, b.titleMax]))).toEqual({
      news: 70,
      'public-affairs': 120,
      data: 120,
      articles: 120,
      money: 120,
      earlier: 60,
    });
  });
});

describe('curateBlocks on a main front', () => {
  it('shows every block and every article of it, minus repeats and what the breaking block shows', () => {
    const all = [
      block(9, 1000, 'breaking', [42]),
      block(1, 10, 'lead', [42, 1, 2, 3, 4, 5, 6, 7]),
      block(2, 20, 'section', [8, 9, 1]),
      block(3, 80, 'karakter', [10]),
    ];
    const { breaking, rest } = splitBreaking(all);
    const shown = new Set<number>();
    const top = shownBreaking(breaking, shown);
    const blocks = curateBlocks('main', rest, shown);
    expect(top && ids(top)).toEqual([42]);
    expect(top?.variant).toBe('breaking');
    expect(blocks.map(ids)).toEqual([range(1, 7), [8, 9], [10]]);
    expect(blocks.map((b) => b.variant)).toEqual(['lead', 'grid', 'cards']);
    expect(blocks.map((b) => b.titleMax)).toEqual([120, 120, 70]);
    expect([...shown].sort((a, b) => a - b)).toEqual([...range(1, 10), 42]);
  });

  it('has no breaking block without one at 1000', () => {
    expect(shownBreaking(null, new Set())).toBeNull();
    expect(shownBreaking(block(1, 1000, 'breaking', [1]), new Set([1]))).toBeNull();
  });
});

describe('the auto block', () => {
  const auto = (v: number, sections: number[][]): AutoBlock => ({
    v,
    blocks: sections.map((s, i) => ({ title: `Rovat ${i}`, slug: `rovat-${i}`, articles: s.map(art) })),
  });

  it('shows four per section, none a curated block shows, none twice, and no empty section', () => {
    const got = curateAutoBlock(auto(2, [range(1, 10), [1, 2, 3, 11, 12], [4, 5, 6, 7, 8, 9, 10, 11, 12]]), new Set([1, 2, 3]));
    expect(got.v).toBe(2);
    expect(got.blocks.map((s) => [s.slug, ids(s)])).toEqual([
      ['rovat-0', [4, 5, 6, 7]],
      ['rovat-1', [11, 12]],
      ['rovat-2', [8, 9, 10]],
    ]);
    expect(curateAutoBlock(auto(1, [[1, 2]]), new Set([1, 2])).blocks).toEqual([]);
  });

  it('leaves the curated set as it was', () => {
    const curated = new Set([1]);
    curateAutoBlock(auto(1, [[1, 2, 3]]), curated);
    expect([...curated]).toEqual([1]);
  });

  it(`sits at position ${AUTO_BLOCK_POSITION}: after the blocks above it`, () => {
    const blocks = [{ position: 10 }, { position: 74 }, { position: 75 }, { position: 80 }];
    const { above, below } = splitAtAutoBlock(blocks);
    expect(above.map((b) => b.position)).toEqual([10, 74]);
    expect(below.map((b) => b.position)).toEqual([75, 80]);
  });
});

describe('autoSectionHref', () => {
  const tagged = (slug: string, siteSlug: 'main' | 'karakter' | 'g7' | 'after' | 'ro') => ({
    mainSuperTag: { id: 1, slug, name: slug, active: true, siteSlug },
  });
  it.each([
    ['belfold', [tagged('belfold', 'main')], 'main', '/rovat/belfold'],
    ['kultura', [tagged('film', 'karakter'), tagged('kultura', 'karakter')], 'main', '/karakter/kultura'],
    ['adat', [tagged('adat', 'g7')], 'main', '/g7/adat'],
    ['after', [tagged('after', 'after')], 'main', '/after'],
    ['erdely', [tagged('erdely', 'ro')], 'main', 'https://hirter.ro/rovat/erdely'],
    ['sport', [tagged('foci', 'main')], 'main', null],
  ] as const)('%s → %s', (slug, articles, from, expected) => {
    expect(autoSectionHref(slug, articles, from)).toBe(expected);
  });
});

describe('blockLayout: the editorial hierarchy of a block', () => {
  const of = (variant: BlockVariant, n: number) => ({ variant, articles: range(1, n).map(art) });
  const shape = (l: ReturnType<typeof blockLayout>) => ({
    kind: l.kind,
    lead: l.lead?.id ?? null,
    secondary: ids({ articles: l.secondary }),
    titles: ids({ articles: l.titles }),
    columns: l.columns,
  });

  it('gives the lead block a lead story, two secondary stories and the rest as titles', () => {
    expect(shape(blockLayout(of('lead', 7)))).toEqual({ kind: 'top', lead: 1, secondary: [2, 3], titles: [4, 5, 6, 7], columns: 1 });
    expect(shape(blockLayout(of('lead', 1)))).toEqual({ kind: 'top', lead: 1, secondary: [], titles: [], columns: 1 });
  });

  it('alternates section blocks between a featured story with titles and cards', () => {
    expect(shape(blockLayout(of('grid', 6), 0))).toEqual({ kind: 'feature', lead: 1, secondary: [], titles: [2, 3, 4, 5, 6], columns: 1 });
    expect(shape(blockLayout(of('grid', 6), 1))).toEqual({ kind: 'cards', lead: null, secondary: range(1, 6), titles: [], columns: 3 });
    expect(blockLayout(of('grid', 6), 2).kind).toBe('feature');
    // A single story is featured whatever its place: one card in a row of its own would be a lone tile.
    expect(blockLayout(of('grid', 1), 1).kind).toBe('feature');
  });

  it('lays a showcase out as cards and a list block as titles only', () => {
    expect(shape(blockLayout(of('cards', 4), 0))).toEqual({ kind: 'cards', lead: null, secondary: [1, 2, 3, 4], titles: [], columns: 4 });
    expect(shape(blockLayout(of('list', 3)))).toEqual({ kind: 'headlines', lead: null, secondary: [], titles: [1, 2, 3], columns: 1 });
    expect(shape(blockLayout(of('breaking', 2)))).toMatchObject({ kind: 'breaking', lead: 1, titles: [2] });
  });

  it('never leaves an empty cell in a row of cards, whatever the count', () => {
    for (let n = 1; n <= 20; n++) {
      const { cards, columns } = cardSplit(n);
      expect(cards % columns, `n=${n}`).toBe(0);
      expect(columns).toBeLessThanOrEqual(4);
      // The remainder (title lines) is smaller than a row.
      expect(n - cards).toBeLessThan(columns);
    }
    expect([5, 6, 7, 8].map(cardSplit)).toEqual([
      { cards: 4, columns: 4 },
      { cards: 6, columns: 3 },
      { cards: 6, columns: 3 },
      { cards: 8, columns: 4 },
    ]);
    expect(shape(blockLayout(of('cards', 5)))).toMatchObject({ secondary: [1, 2, 3, 4], titles: [5] });
  });
});

describe('blockLayout: a block of one story', () => {
  const of = (variant: BlockVariant, n: number) => ({ variant, articles: range(1, n).map(art) });

  it('is solo in every kind but the band, and featured where it would be a lone card', () => {
    for (const variant of ['lead', 'grid', 'cards', 'list'] as const)
      for (const ordinal of [0, 1]) {
        expect(blockLayout(of(variant, 1), ordinal).solo, `${variant} ${ordinal}`).toBe(true);
        expect(blockLayout(of(variant, 2), ordinal).solo, `${variant} ${ordinal}`).toBe(false);
      }
    expect(blockLayout(of('cards', 1)).kind).toBe('feature');
    expect(blockLayout(of('breaking', 1)).solo).toBe(false);
  });
});

describe('teaserTitleMax: a story’s title limit by its role (§5)', () => {
  it('keeps the block’s limit for the lead story, cuts a side card at a narrow block’s and a title line at a list’s', () => {
    expect(ROLE_TITLE_MAX).toEqual({ lead: TITLE_BLOCK, secondary: TITLE_OTHER_SHORT, title: TITLE_LIST });
    expect(teaserTitleMax(TITLE_BLOCK, 'lead')).toBe(120);
    expect(teaserTitleMax(TITLE_BLOCK, 'secondary')).toBe(60);
    expect(teaserTitleMax(TITLE_BLOCK, 'title')).toBe(100);
  });

  it('never lengthens a block’s own shorter limit', () => {
    expect(teaserTitleMax(TITLE_OTHER, 'lead')).toBe(70);
    expect(teaserTitleMax(TITLE_OTHER, 'title')).toBe(70);
    expect(teaserTitleMax(TITLE_OTHER_SHORT, 'secondary')).toBe(60);
  });
});

describe('teaserParts: which story shows a picture, a lead, a date', () => {
  it('gives the lead story picture, lead and date; secondary stories a thumbnail and date; titles a date', () => {
    expect(teaserParts('top', 'lead')).toEqual({ image: 'lead', lead: true, date: true });
    expect(teaserParts('feature', 'lead')).toEqual({ image: 'teaser', lead: true, date: true });
    expect(teaserParts('top', 'secondary')).toEqual({ image: 'thumb', lead: true, date: true });
    expect(teaserParts('cards', 'secondary')).toEqual({ image: 'teaser', lead: false, date: true });
    expect(teaserParts('headlines', 'title')).toEqual({ image: null, lead: false, date: true });
  });

  it('shows the breaking band without pictures or dates', () => {
    expect(teaserParts('breaking', 'lead')).toEqual({ image: null, lead: true, date: false });
    expect(teaserParts('breaking', 'title')).toEqual({ image: null, lead: false, date: false });
  });
});

describe('moreHref: the list page a block leads to', () => {
  const inSection = (id: number, slug: string, siteSlug: 'main' | 'karakter' | 'ro' = 'main') =>
    articleFixture({ id, mainSuperTag: { id: 1, slug, name: slug, active: true, siteSlug } });
  const b = (type: string, articles: ReturnType<typeof art>[], variant: BlockVariant = 'grid') => ({ type, variant, articles });

  it('is the section list when every story is of one section', () => {
    expect(moreHref(b('section', [inSection(1, 'belfold'), inSection(2, 'belfold')]), 'main')).toBe('/rovat/belfold');
    // A sub-site's tab section is its tab page.
    expect(moreHref(b('culture', [inSection(1, 'kultura', 'karakter')]), 'karakter')).toBe('/karakter/kultura');
    // The other domain's section by its full URL.
    expect(moreHref(b('section', [inSection(1, 'erdely', 'ro')]), 'main')).toMatch(/^https:\/\/[^/]+\/rovat\/erdely$/);
  });

  it('is the sub-site front for a showcase, the site’s latest list for a mixed block, none for the band', () => {
    expect(moreHref(b('karakter', [inSection(1, 'kultura', 'karakter'), inSection(2, 'nagyito', 'karakter')], 'cards'), 'main')).toBe('/karakter');
    expect(moreHref(b('lead', [inSection(1, 'belfold'), inSection(2, 'kulfold')], 'lead'), 'main')).toBe('/legfrissebb');
    expect(moreHref(b('earlier', [inSection(1, 'kultura', 'karakter'), inSection(2, 'nagyito', 'karakter')]), 'karakter')).toBe('/karakter/legfrissebb');
    expect(moreHref(b('breaking', [inSection(1, 'belfold')], 'breaking'), 'main')).toBeNull();
    expect(moreHref(b('section', []), 'main')).toBeNull();
  });
});

describe('coverAds: the cover zones among the blocks', () => {
  it('puts the top banner after the lead block and two content banners further down, never after the last block', () => {
    const full = coverAds(10);
    expect([...full.keys()]).toEqual([0, 2, 5]);
    expect(full.get(0)).toEqual({ creative: 'banner', position: 'top', index: 1, load: 'early' });
    expect(full.get(5)).toMatchObject({ position: 'content', index: 2, load: 'deferred' });
    expect([...coverAds(3).keys()]).toEqual([0]);
    expect([...coverAds(1).keys()]).toEqual([]);
  });

  it('uses rectangles in a sub-site front’s framed column', () => {
    const framed = coverAds(6, 'framed');
    expect([...framed.keys()]).toEqual([1, 4]);
    expect([...framed.values()].every((a) => a.creative === 'rectangle' && a.position === 'content')).toBe(true);
  });
});
