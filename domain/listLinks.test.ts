import { describe, expect, it } from 'vitest';
import { authorHref, authorPath, sectionHref, tagPath } from './listLinks';

describe('list links', () => {
  it('puts a section on its own site’s domain', () => {
    expect(sectionHref({ slug: 'erdely', siteSlug: 'ro' }, 'main')).toBe('https://hirter.ro/rovat/erdely');
    expect(sectionHref({ slug: 'belfold', siteSlug: 'main' }, 'ro')).toBe('https://hirter.hu/rovat/belfold');
    expect(sectionHref({ slug: 'adat', siteSlug: 'g7' }, 'main')).toBe('/g7/adat');
    expect(sectionHref({ slug: 'after', siteSlug: 'after' }, 'after')).toBe('/after');
  });

  it('puts a byline on the author page of the site the article was written for', () => {
    expect(authorHref('kiss-anna', 'g7', 'main')).toBe('/szerzo/kiss-anna');
    expect(authorHref('kiss-anna', 'ro', 'ro')).toBe('/szerzo/kiss-anna');
    expect(authorHref('kiss-anna', 'ro', 'main')).toBe('https://hirter.ro/szerzo/kiss-anna');
  });

  it('writes tag and author paths with their slug encoded', () => {
    expect(tagPath('europai-unio')).toBe('/cimke/europai-unio');
    expect(tagPath('a b')).toBe('/cimke/a%20b');
    expect(authorPath('kiss-anna')).toBe('/szerzo/kiss-anna');
  });
});
