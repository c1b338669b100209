import { describe, expect, it } from 'vitest';
import { frontLeadImage, listLeadArticle } from './leadImage';

const set = (n: number) => ({ src: `/media/a-${n}.png`, width: 400, height: 225, alt: '', variants: { '1.25x': 'b', '2x': 'c', '3x': 'd', '4x': 'e' } });
const block = (variant: string, ...images: (number | null)[]) => ({
  variant,
  articles: images.map((n) => ({ coverImageSet: n === null ? null : set(n) })),
});

describe('frontLeadImage', () => {
  it('is the top curated block’s first picture, at lead size where it is shown large', () => {
    expect(frontLeadImage([block('lead', 1, 2)])).toEqual({ set: set(1), slot: 'lead' });
    expect(frontLeadImage([null, block('lead', 3)])).toEqual({ set: set(3), slot: 'lead' });
    // The breaking band above shows titles only.
    expect(frontLeadImage([block('breaking', 4), block('lead', 5)])).toEqual({ set: set(5), slot: 'lead' });
  });

  it('is a card in a grid; none for a list block or a first article without a picture', () => {
    expect(frontLeadImage([block('grid', 6, 7)])).toEqual({ set: set(6), slot: 'teaser' });
    expect(frontLeadImage([block('list', 8)])).toBeNull();
    expect(frontLeadImage([block('lead', null, 9)])).toBeNull();
    expect(frontLeadImage([block('lead'), block('grid', 10)])).toEqual({ set: set(10), slot: 'teaser' });
    expect(frontLeadImage([])).toBeNull();
  });
});

describe('listLeadArticle', () => {
  const a = (n: number | null) => ({ id: n ?? 0, coverImageSet: n === null ? null : set(n) });
  it('is the highlight strip’s first card when the strip shows, else the first entry', () => {
    expect(listLeadArticle([a(1), a(2), a(3), a(4)], [a(5)])).toEqual(a(1));
    // No strip (it shows only with exactly four), or a strip of three: the list's first entry.
    expect(listLeadArticle([], [a(5), a(6)])).toEqual(a(5));
    expect(listLeadArticle([a(1), a(2), a(3)], [a(5)])).toEqual(a(5));
  });
  it('is none when that card has no picture, or there is no card', () => {
    expect(listLeadArticle([a(null), a(2), a(3), a(4)], [a(5)])).toBeNull();
    expect(listLeadArticle([], [a(null), a(6)])).toBeNull();
    expect(listLeadArticle([], [])).toBeNull();
  });
});
