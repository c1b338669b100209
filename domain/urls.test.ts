import { describe, expect, it } from 'vitest';
import { articleCanonical, articleHref, articlePath, calendarDate, linkOn, sameDomain, siteOrigin } from './urls';

const tag = (slug: string, siteSlug: 'main' | 'after' | 'g7' | 'ro') => ({ id: 1, slug, name: slug, active: true, siteSlug });

describe('articlePath', () => {
  it('builds section/year/month/day/slug on the main site', () => {
    // 2025-03-15 10:00 UTC is 11:00 in Budapest
    expect(articlePath({ slug: 'cim', pubDate: Date.UTC(2025, 2, 15, 10) / 1000, mainSuperTag: tag('belfold', 'main') })).toBe('/belfold/2025/03/15/cim');
  });

  it('uses the Budapest calendar day, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Budapest
    expect(calendarDate(Date.UTC(2024, 11, 31, 23, 30) / 1000)).toEqual({ year: '2025', month: '01', day: '01' });
  });

  it('dates a Romanian article on the Budapest calendar although its page shows Bucharest time', () => {
    // 21:30 UTC on 14 July: 00:30 on the 15th in Bucharest, still 23:30 on the 14th in Budapest.
    const pub = Date.UTC(2025, 6, 14, 21, 30) / 1000;
    expect(articlePath({ slug: 'ejfel', pubDate: pub, mainSuperTag: tag('erdely', 'ro') })).toBe('/erdely/2025/07/14/ejfel');
  });

  it('puts the sub-site prefix first and leaves out its root tag', () => {
    const pub = Date.UTC(2025, 0, 2, 9) / 1000;
    expect(articlePath({ slug: 'x', pubDate: pub, mainSuperTag: tag('adat', 'g7') })).toBe('/g7/adat/2025/01/02/x');
    expect(articlePath({ slug: 'y', pubDate: pub, mainSuperTag: tag('after', 'after') })).toBe('/after/2025/01/02/y');
    expect(articlePath({ slug: 'z', pubDate: pub, mainSuperTag: tag('erdely', 'ro') })).toBe('/erdely/2025/01/02/z');
  });
});

describe('articleHref', () => {
  const pub = Date.UTC(2025, 0, 2, 9) / 1000;
  it.each([
    ['main', 'belfold', 'main', '/belfold/2025/01/02/x'],
    ['g7', 'adat', 'main', '/g7/adat/2025/01/02/x'],
    ['main', 'belfold', 'karakter', '/belfold/2025/01/02/x'],
    ['ro', 'erdely', 'main', 'https://hirter.ro/erdely/2025/01/02/x'],
    ['main', 'belfold', 'ro', 'https://hirter.hu/belfold/2025/01/02/x'],
    ['ro', 'erdely', 'ro', '/erdely/2025/01/02/x'],
  ] as const)('a %s article in %s from a %s page: %s', (site, section, from, expected) => {
    expect(articleHref({ slug: 'x', pubDate: pub, mainSuperTag: tag(section, site) }, from)).toBe(expected);
  });

  it('takes the editor’s url when there is one', () => {
    expect(articleHref({ slug: 'x', pubDate: pub, mainSuperTag: tag('belfold', 'main'), url: 'https://example.com/a' }, 'main')).toBe('https://example.com/a');
  });
});

describe('linkOn: the one rule between the domains', () => {
  it('keeps a path of the page’s own domain relative, sub-sites included', () => {
    expect(linkOn('g7', '/g7/adat', 'main')).toBe('/g7/adat');
    expect(linkOn('main', '/rovat/belfold', 'karakter')).toBe('/rovat/belfold');
    expect(linkOn('ro', '/rovat/erdely', 'ro')).toBe('/rovat/erdely');
  });

  it('makes a path of the other domain absolute on its canonical origin', () => {
    expect(linkOn('ro', '/rovat/erdely', 'main')).toBe('https://hirter.ro/rovat/erdely');
    expect(linkOn('after', '/after', 'ro')).toBe('https://hirter.hu/after');
  });

  it('knows which sites share a domain, and each domain’s origin', () => {
    expect(sameDomain('main', 'after')).toBe(true);
    expect(sameDomain('ro', 'main')).toBe(false);
    expect(siteOrigin('ro')).toBe('https://hirter.ro');
    expect(siteOrigin('karakter')).toBe('https://hirter.hu');
  });
});

describe('articleCanonical', () => {
  const pub = Date.UTC(2025, 0, 2, 9) / 1000;
  it('is where the article lives, ignoring an editor’s url (what a wrong request is redirected to)', () => {
    const a = { slug: 'x', pubDate: pub, mainSuperTag: tag('romania', 'ro'), url: 'https://example.com/a' };
    expect(articleCanonical(a, 'main')).toBe('https://hirter.ro/romania/2025/01/02/x');
    expect(articleCanonical(a, 'ro')).toBe('/romania/2025/01/02/x');
  });
});
