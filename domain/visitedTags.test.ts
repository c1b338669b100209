import { describe, expect, it } from 'vitest';
import { readVisitedTags, rememberTags, tagOfPath } from './visitedTags';

describe('visitedTags', () => {
  it('puts the visited tags first, each once, capped', () => {
    expect(rememberTags(['a', 'b', 'c'], ['c', 'd'])).toEqual(['c', 'd', 'a', 'b']);
    expect(rememberTags(['a'], ['Rossz slug', 'b'])).toEqual(['b', 'a']);
    expect(rememberTags(['a', 'b', 'c'], ['d'], 2)).toEqual(['d', 'a']);
  });
  it('reads the stored list leniently', () => {
    expect(readVisitedTags(null)).toEqual([]);
    expect(readVisitedTags('{"a":1}')).toEqual([]);
    expect(readVisitedTags('nem json')).toEqual([]);
    expect(readVisitedTags('["a", 3, "b"]')).toEqual(['a', 'b']);
  });
  it('knows a tag list’s path', () => {
    expect(tagOfPath('/cimke/orban-viktor')).toBe('orban-viktor');
    expect(tagOfPath('/after/cimke/zene')).toBe('zene');
    expect(tagOfPath('/rovat/belfold')).toBeNull();
    expect(tagOfPath('/cimke/%E0')).toBeNull();
  });
});
