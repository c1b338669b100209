import { describe, expect, it, vi } from 'vitest';
import { byVersion } from './byVersion';
import { BODIES_KEPT } from '../constants';

describe('a body processed once per version', () => {
  it('is made once for a document, version and use, and made again for a new version, another use or other content', () => {
    const make = vi.fn((content: string) => ({ html: content.toUpperCase() }));
    const doc = { id: 1, version: 3, content: '<p>a</p>' };
    const first = byVersion('post', doc, make);
    expect(first).toEqual({ html: '<P>A</P>' });
    expect(byVersion('post', { ...doc }, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(byVersion('post', { ...doc, version: 4, content: '<p>b</p>' }, make)).toEqual({ html: '<P>B</P>' });
    expect(byVersion('article-page-1', doc, make)).not.toBe(first);
    // The same version with other content (a draft in a preview): never the kept result.
    expect(byVersion('post', { ...doc, content: '<p>draft</p>' }, make)).toEqual({ html: '<P>DRAFT</P>' });
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('keeps the most recently used, at most BODIES_KEPT', () => {
    const make = vi.fn((content: string) => content);
    const doc = (id: number) => ({ id, version: 1, content: `c${id}` });
    for (let id = 1000; id < 1000 + BODIES_KEPT; id++) byVersion('lru', doc(id), make);
    byVersion('lru', doc(1000), make); // used again: now the newest
    byVersion('lru', doc(99_999), make); // one more: the oldest unused (1001) goes
    make.mockClear();
    byVersion('lru', doc(1000), make);
    expect(make).not.toHaveBeenCalled();
    byVersion('lru', doc(1001), make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
