import { describe, expect, it } from 'vitest';
import { articleFixture } from '../testing/articleFixture';
import type { AutoBlock, FrontPageBlock } from './types';
import {
  AUTO_BLOCK_POSITION,
  autoSectionHref,
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
    expect(blocks.map((b) => b.variant)).toEqual(['lead', 'grid', 'grid']);
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
