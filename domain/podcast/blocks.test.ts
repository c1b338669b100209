import { describe, expect, it } from 'vitest';
import { EPISODES_DEFAULT } from '../constants';
import { INDEX_EPISODES, SUB_SITE_EPISODES, TAB_EPISODES, frontPodcastPosition, insertIndex, splitCards } from './blocks';

describe('the podcast blocks (reader-site.md §9)', () => {
  it('shows the spec’s counts: After 5, G7 5 with 3 in the block, episodes default 4', () => {
    expect(SUB_SITE_EPISODES.after).toEqual({ count: 5, cards: 5 });
    expect(SUB_SITE_EPISODES.g7).toEqual({ count: 5, cards: 3 });
    expect(SUB_SITE_EPISODES.karakter).toBeUndefined();
    expect(INDEX_EPISODES).toBe(EPISODES_DEFAULT);
    expect(TAB_EPISODES).toBe(4);
  });

  it.each([
    ['45', 45],
    [' 45 ', 45],
    ['0', 0],
    ['-5', -5],
    ['', null],
    ['négy', null],
    ['4.5', null],
    [null, null],
  ])('reads the position %o as %o', (content, expected) => expect(frontPodcastPosition(content)).toBe(expected));

  it.each([
    [[10, 20, 30, 40, 50, 60], 45, 4],
    [[10, 20, 30, 40, 50, 60], 40, 4],
    [[10, 20], 5, 0],
    [[10, 20], 90, 2],
    [[10, 20], null, 2],
    [[], 45, 0],
  ])('puts the block among %o at %o: index %i', (positions, at, index) => expect(insertIndex(positions, at)).toBe(index));

  it('splits the cards from the links', () => {
    expect(splitCards([1, 2, 3, 4, 5], 3)).toEqual({ cards: [1, 2, 3], more: [4, 5] });
    expect(splitCards([1, 2], 3)).toEqual({ cards: [1, 2], more: [] });
  });
});
