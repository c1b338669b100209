import { describe, expect, it } from 'vitest';
import { articleListKeys, frontPageDeps, latestKey, listKey } from './dependencies';

const base = {
  originatingSite: 'g7' as const,
  type: 'article' as const,
  mainSuperTag: { id: 1, slug: 'adat', name: 'Adat', active: true, siteSlug: 'g7' as const },
  superTags: [
    { slug: 'adat', name: 'Adat' },
    { slug: 'penz', name: 'Pénz' },
  ],
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

describe('frontPageDeps', () => {
  const article = (site: 'main' | 'after' | 'g7' | 'karakter' | 'ro', section: string) => ({
    ...base,
    originatingSite: site,
    mainSuperTag: { ...base.mainSuperTag, slug: section, siteSlug: site },
    superTags: [],
    tags: [],
    articleAuthors: [],
    flags: [],
  });
  const touches = (deps: { lists: string[] }, a: ReturnType<typeof article>) => articleListKeys(a).some((k) => deps.lists.includes(k));

  it('records the articles shown, once each', () => {
    expect(frontPageDeps('after', [3, 1, 3]).articles).toEqual([3, 1]);
  });

  it.each([
    // page's site, article's site and section, re-rendered?
    ['main', 'main', 'belfold', true],
    ['main', 'karakter', 'kultura', true],
    ['main', 'ro', 'erdely', true], // an auto-block section
    ['main', 'ro', 'romania', false],
    ['ro', 'ro', 'romania', true],
    ['ro', 'main', 'belfold', false],
    ['after', 'after', 'after', true],
    ['after', 'g7', 'adat', false],
    ['g7', 'g7', 'kozelet', true],
    ['karakter', 'karakter', 'konyvespolc', true],
    ['karakter', 'main', 'belfold', false],
  ] as const)('front of %s, publishing on %s in %s: %s', (site, articleSite, section, expected) => {
    const deps = frontPageDeps(site, [], site === 'main' ? ['belfold', 'erdely'] : []);
    expect(touches(deps, article(articleSite, section))).toBe(expected);
  });

  it('follows a curated-block edit of its own site only', () => {
    expect(frontPageDeps('g7', []).lists).toContain('front:g7');
    expect(frontPageDeps('g7', []).lists).not.toContain('front:main');
  });
});
