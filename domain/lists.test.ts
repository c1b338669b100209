import { describe, expect, it } from 'vitest';
import type { FlagSlug, ImageSet } from './types';
import {
  highlightIndex,
  isSearchQuery,
  paramValueRegex,
  SEARCH_QUERY_PARAMS,
  LEAD,
  mobileAdAfter,
  mobileAdAfterIndex,
  pagination,
  showHighlightStrip,
  withoutStrip,
  TITLE_BLOCK,
  TITLE_LIST,
  TITLE_OTHER,
  TITLE_OTHER_SHORT,
  truncate,
  withPromoted,
  type HighlightCandidate,
  type PaginationItem,
  pageFromQuery,
} from './lists';

describe('truncate', () => {
  const title = 'A fővárosi közgyűlés szerdán elfogadta a jövő évi költségvetést, de a vita még hónapokig folytatódhat a bíróságon';

  it('has the spec’s limits', () => {
    expect([TITLE_LIST, TITLE_BLOCK, TITLE_OTHER_SHORT, TITLE_OTHER, LEAD]).toEqual([100, 120, 60, 70, 200]);
  });

  it('leaves text within the limit alone', () => {
    expect(truncate('Rövid cím', TITLE_LIST)).toEqual({ text: 'Rövid cím', truncated: false });
    const exact = 'x'.repeat(60);
    expect(truncate(exact, 60)).toEqual({ text: exact, truncated: false });
  });

  it('cuts at a word boundary, within the limit, and adds an ellipsis', () => {
    const r = truncate(title, TITLE_OTHER_SHORT);
    expect(r.truncated).toBe(true);
    expect(Array.from(r.text).length).toBeLessThanOrEqual(60);
    expect(r.text).toBe('A fővárosi közgyűlés szerdán elfogadta a jövő évi…');
    expect(title.startsWith(r.text.slice(0, -1))).toBe(true);
  });

  it('drops dangling punctuation before the ellipsis', () => {
    const cutAfterComma = Array.from('A fővárosi közgyűlés szerdán elfogadta a jövő évi költségvetést, d').length;
    expect(truncate(title, cutAfterComma).text).toBe('A fővárosi közgyűlés szerdán elfogadta a jövő évi költségvetést…');
    expect(truncate('Alma, körte', 7).text).toBe('Alma…');
    expect(truncate('Ő mondta: „Nem megyek”', 12).text).toBe('Ő mondta…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncate('alma körte szilva', 11)).toEqual({ text: 'alma körte…', truncated: true });
  });

  it('cuts inside a single overlong word', () => {
    expect(truncate('Megszentségteleníthetetlenségeskedéseitekért', 10)).toEqual({ text: 'Megszents…', truncated: true });
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    const r = truncate('🎉🎉🎉🎉 ünnep', 5);
    expect(r.text).toBe('🎉🎉🎉🎉…');
    // Eight UTF-16 units, four characters: within a limit of five.
    expect(truncate('🎉🎉🎉🎉', 5)).toEqual({ text: '🎉🎉🎉🎉', truncated: false });
  });

  it('defaults to the lead limit', () => {
    const lead = 'szó '.repeat(80);
    const r = truncate(lead);
    expect(r.truncated).toBe(true);
    expect(Array.from(r.text).length).toBeLessThanOrEqual(200);
    expect(Array.from(r.text).length).toBeGreaterThan(190);
  });
});

type Shown = string;
/** A compact picture of the pager: «, ‹, …, [3] for the current page, 3, ›, », with ! for disabled arrows. */
function show(items: PaginationItem[]): Shown {
  const arrow = { first: '«', prev: '‹', next: '›', last: '»' } as const;
  return items
    .map((i) => {
      if (i.kind === 'ellipsis') return '…';
      if (i.kind === 'page') return i.current ? `[${i.page}]` : String(i.page);
      return `${i.disabled ? '!' : ''}${arrow[i.kind]}${i.page}`;
    })
    .join(' ');
}

describe('pagination', () => {
  it('shows nothing for a single page', () => {
    expect(pagination(1, 1)).toEqual([]);
    expect(pagination(1, 0)).toEqual([]);
  });

  it('shows two pages within 2 of the first page, with disabled back arrows', () => {
    expect(show(pagination(1, 2))).toBe('!«1 !‹1 [1] 2 ›2 »2');
    expect(show(pagination(1, 10))).toBe('!«1 !‹1 [1] 2 3 … ›2 »10');
  });

  it('shows pages within 1 of a middle page, with ellipses both sides', () => {
    expect(show(pagination(5, 10))).toBe('«1 ‹4 … 4 [5] 6 … ›6 »10');
  });

  it('leaves out an ellipsis when nothing is hidden on that side', () => {
    expect(show(pagination(2, 10))).toBe('«1 ‹1 1 [2] 3 … ›3 »10');
    expect(show(pagination(9, 10))).toBe('«1 ‹8 … 8 [9] 10 ›10 »10');
  });

  it('shows pages within 2 of the last page, with disabled forward arrows', () => {
    expect(show(pagination(10, 10))).toBe('«1 ‹9 … 8 9 [10] !›10 !»10');
    expect(show(pagination(3, 3))).toBe('«1 ‹2 1 2 [3] !›3 !»3');
  });

  it('clamps a page out of range', () => {
    expect(show(pagination(99, 4))).toBe('«1 ‹3 … 2 3 [4] !›4 !»4');
    expect(show(pagination(0, 4))).toBe('!«1 !‹1 [1] 2 3 … ›2 »4');
  });
});

describe('withPromoted', () => {
  const items = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
  const promo = { id: 99 };

  it('puts the promoted article after the 4th item on page 1', () => {
    expect(withPromoted(items, promo, 1).map((i) => i.id)).toEqual([1, 2, 3, 4, 99, 5, 6]);
  });

  it('leaves other pages and a missing promotion alone', () => {
    expect(withPromoted(items, promo, 2).map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(withPromoted(items, null, 1).map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('moves the promoted article rather than showing it twice', () => {
    expect(withPromoted(items, { id: 2 }, 1).map((i) => i.id)).toEqual([1, 3, 4, 5, 2, 6]);
  });

  it('appends it to a short page', () => {
    expect(withPromoted(items.slice(0, 2), promo, 1).map((i) => i.id)).toEqual([1, 2, 99]);
  });

  it('does not change the input', () => {
    withPromoted(items, promo, 1);
    expect(items).toHaveLength(6);
  });
});

describe('highlightIndex', () => {
  const img = {} as ImageSet;
  const item = (opts: { flags?: FlagSlug[]; image?: boolean } = {}): HighlightCandidate => ({
    flags: (opts.flags ?? []).map((slug) => ({ slug })),
    coverImageSet: opts.image ? img : null,
    recommendedBoxImage: null,
  });

  it('chooses nothing with 5 items or fewer', () => {
    expect(highlightIndex(Array.from({ length: 5 }, () => item({ flags: ['legfontosabb'] })))).toBeNull();
    expect(highlightIndex([])).toBeNull();
  });

  it('chooses the first important item', () => {
    const list = [item({ image: true }), item(), item({ flags: ['legfontosabb'] }), item(), item({ flags: ['legfontosabb'] }), item()];
    expect(highlightIndex(list)).toBe(2);
  });

  it('else the first item with a picture, else the first item', () => {
    const list = [item(), item(), item(), item({ image: true }), item(), item()];
    expect(highlightIndex(list)).toBe(3);
    expect(highlightIndex([item(), item(), item(), item(), item(), item()])).toBe(0);
  });
});

describe('mobile ad and highlight strip', () => {
  it('puts the mobile ad after the 3rd item', () => {
    expect(mobileAdAfter).toBe(3);
    expect([0, 1, 2, 3, 4].map(mobileAdAfterIndex)).toEqual([false, false, true, false, false]);
  });

  it('shows the highlight strip only with exactly 4 articles', () => {
    expect(showHighlightStrip([1, 2, 3, 4])).toBe(true);
    expect(showHighlightStrip([1, 2, 3])).toBe(false);
    expect(showHighlightStrip([1, 2, 3, 4, 5])).toBe(false);
    expect(showHighlightStrip(null)).toBe(false);
  });
});

describe('pageFromQuery', () => {
  it.each([
    ['2', 2],
    ['17', 17],
    ['999999', 999999],
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['1', 1],
    ['0', 1],
    ['02', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1000000', 1],
  ] as const)('oldal=%s is page %i', (raw, page) => {
    expect(pageFromQuery(raw)).toBe(page);
  });
});

describe('isSearchQuery', () => {
  it.each([
    ['?term=k%C3%B6zgy%C5%B1l%C3%A9s', true],
    ['oldal=2&perPage=50', true],
    ['filters=%7B%7D', true],
    ['?term=', false],
    ['?oldal=2', false],
    ['utm_term=x&xperPage=3', false],
    ['', false],
    // By the name as sent, any occurrence: what nginx reads of $args.
    ['term=&term=x', true],
    ['term=x&term=', true],
    ['te%72m=x', false],
    ['term', false],
  ])('%s → %s', (query, expected) => {
    expect(isSearchQuery(query)).toBe(expected);
    // nginx's reading of $args, the same.
    expect(new RegExp(paramValueRegex(SEARCH_QUERY_PARAMS)).test(query.replace(/^\?/, ''))).toBe(expected);
  });
});

describe('withoutStrip', () => {
  it('leaves the strip’s articles out of the list under it, in the list’s order', () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    expect(withoutStrip(items, [{ id: 2 }, { id: 5 }, { id: 9 }, { id: 1 }]).map((a) => a.id)).toEqual([3, 4, 6]);
  });

  it('keeps the list whole without a strip (pages after the first)', () => {
    expect(withoutStrip([{ id: 1 }, { id: 2 }], []).map((a) => a.id)).toEqual([1, 2]);
  });
});
