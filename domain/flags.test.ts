import { describe, expect, it } from 'vitest';
import { isFlagSlug, withFlags } from './flags';

const base = {
  flags: [] as { slug: never }[],
  live: false,
  english: false,
  adfree: false,
  adultContent: false,
  pr: false,
  important: false,
  favorite: false,
};

describe('withFlags', () => {
  it('sets the mirrored booleans from the flag list', () => {
    const a = withFlags(base, ['live', 'adult-content', 'kedvenceink']);
    expect(a.flags).toEqual([{ slug: 'live' }, { slug: 'kedvenceink' }, { slug: 'adult-content' }]);
    expect(a).toMatchObject({ live: true, adultContent: true, favorite: true, pr: false, important: false });
  });

  it('clears booleans whose flag is gone and keeps no duplicates', () => {
    const on = withFlags(base, ['pr', 'pr', 'legfontosabb']);
    expect(on.flags).toHaveLength(2);
    const off = withFlags(on, ['legfontosabb']);
    expect(off).toMatchObject({ pr: false, important: true });
  });

  it('knows the spec flags and no others', () => {
    expect(isFlagSlug('g7-hero')).toBe(true);
    expect(isFlagSlug('refresh')).toBe(true);
    expect(isFlagSlug('hot')).toBe(false);
  });
});
