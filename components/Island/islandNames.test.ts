import { describe, expect, it } from 'vitest';
import { LIVE_PARTS, REACT_ISLANDS, isIslandName } from './islandNames';
import { islandLoaders, liveLoaders } from '../../renderer/islands';

describe('island names', () => {
  it('are exactly the registry’s loaders, each in one kind', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual([...REACT_ISLANDS].sort());
    expect(Object.keys(liveLoaders).sort()).toEqual([...LIVE_PARTS].sort());
    expect(REACT_ISLANDS.filter((n) => (LIVE_PARTS as readonly string[]).includes(n))).toEqual([]);
  });

  it('answer only their own names', () => {
    for (const name of [...REACT_ISLANDS, ...LIVE_PARTS]) expect(isIslandName(name)).toBe(true);
    for (const name of ['', 'constructor', 'toString', 'quiz', 'Island']) expect(isIslandName(name)).toBe(false);
  });
});
