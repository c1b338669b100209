import { describe, expect, it } from 'vitest';
import { frontLeadImage, listLeadImage } from './leadImage';

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
    expect(frontLeadImage([block('grid', 6, 7)])).toEqual({ set: set(6), slot: 'card' });
    expect(frontLeadImage([block('list', 8)])).toBeNull();
    expect(frontLeadImage([block('lead', null, 9)])).toBeNull();
    expect(frontLeadImage([block('lead'), block('grid', 10)])).toEqual({ set: set(10), slot: 'card' });
    expect(frontLeadImage([])).toBeNull();
  });
});

describe('listLeadImage', () => {
  it('is the first entry’s card picture', () => {
    expect(listLeadImage([{ coverImageSet: set(1) }, { coverImageSet: set(2) }])).toEqual({ set: set(1), slot: 'card' });
    expect(listLeadImage([{ coverImageSet: null }, { coverImageSet: set(2) }])).toBeNull();
    expect(listLeadImage([])).toBeNull();
  });
});
