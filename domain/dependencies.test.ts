import { describe, expect, it } from 'vitest';
import { articleListKeys, latestKey, listKey } from './dependencies';

const base = {
  originatingSite: 'g7' as const,
  type: 'article' as const,
  mainSuperTag: { id: 1, slug: 'adat', name: 'Adat', active: true, siteSlug: 'g7' as const },
  superTags: [{ slug: 'adat', name: 'Adat' }, { slug: 'penz', name: 'Pénz' }],
  tags: [{ slug: 'inflacio', name: 'infláció' }],
  articleAuthors: [{ slug: 'kiss-anna', name: 'Kiss Anna', avatarSrc: '' }],
  flags: [{ slug: 'legfontosabb' as const }],
};

describe('articleListKeys', () => {
  it('names every list the article is in, once', () => {
    expect(articleListKeys(base).sort()).toEqual(
      ['front:g7', 'latest:main', 'site:g7', 'mstag:adat', 'mstag:penz', 'tag:inflacio', 'author:kiss-anna', 'flag:legfontosabb'].sort(),
    );
  });

  it('puts the Romanian edition in its own latest list and live-blog posts in none', () => {
    expect(latestKey('ro')).toBe('latest:ro');
    expect(latestKey('karakter')).toBe('latest:main');
    expect(articleListKeys({ ...base, type: 'liveblogpost' })).toEqual([]);
  });

  it('marks deeper pages of a list', () => {
    expect(listKey('mstag', 'belfold')).toBe('mstag:belfold');
    expect(listKey('mstag', 'belfold', 3)).toBe('mstag:belfold#3');
  });
});
