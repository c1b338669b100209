import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Article, MainSuperTag } from '../domain/types';
import { articleFixture } from '../testing/articleFixture';
import {
  MAX_NEWS_URLS,
  MAX_SITEMAP_URLS,
  NEWS_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
  chunkSitemaps,
  newsSitemap,
  sitemap,
  sitemapChunkPath,
  sitemapPages,
  LEGACY_SITEMAP_COPIES,
  NEWS_REFRESH_S,
  newsSitemapDue,
  sitemapFile,
  sitemapIndex,
  w3cDatetime,
  type SitemapUrl,
} from './sitemaps';

const NOW = 1_767_261_600; // 2026-01-01T10:00:00Z
const HOUR = 3600;
const BELFOLD: MainSuperTag = { id: 1, slug: 'belfold', name: 'Belföld', active: true, siteSlug: 'main' };

let nextId = 1;
function article(over: Partial<Article> = {}): Article {
  const id = over.id ?? nextId++;
  return articleFixture({
    id,
    type: 'article',
    title: `Cím ${id}`,
    pubDate: NOW - HOUR,
    updatedAt: NOW - HOUR,
    version: 1,
    slug: `cikk-${id}`,
    articleAuthors: [],
    lead: '',
    mainSuperTag: BELFOLD,
    superTags: [],
    tags: [],
    flags: [],
    ...over,
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

// W3C datetime (https://www.w3.org/TR/NOTE-datetime), complete date plus time with a zone designator.
const W3C = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

interface NewsEntry {
  loc: string;
  'news:news': {
    'news:publication': { 'news:name': string; 'news:language': string };
    'news:publication_date': string;
    'news:title': string;
  };
}

function parseNews(xml: string): { urlset: Record<string, string>; urls: NewsEntry[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const tree = parser.parse(xml);
  return { urlset: tree.urlset, urls: (tree.urlset.url ?? []) as NewsEntry[] };
}

/** Google's news sitemap rules, checked on every entry. */
function expectValidNewsEntry(u: NewsEntry, domain: string): void {
  expect(u.loc).toMatch(new RegExp(`^https://${domain.replace('.', '\\.')}/`));
  expect(() => new URL(u.loc)).not.toThrow();
  const news = u['news:news'];
  expect(news['news:publication']['news:name']).toBeTruthy();
  expect(news['news:publication']['news:language']).toMatch(/^(hu|en)$/);
  expect(news['news:publication_date']).toMatch(W3C);
  expect(news['news:title']).toBeTruthy();
}

describe('newsSitemap', () => {
  it('declares the sitemap and news namespaces and every required news tag', () => {
    const { urlset, urls } = parseNews(newsSitemap({ site: 'main', now: NOW, articles: [article({ id: 1, title: 'Árvíztűrő tükörfúrógép' })] }));
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(urls).toHaveLength(1);
    expectValidNewsEntry(urls[0]!, 'hirter.hu');
    expect(urls[0]).toEqual({
      loc: 'https://hirter.hu/belfold/2026/01/01/cikk-1',
      'news:news': {
        'news:publication': { 'news:name': 'Hírtér', 'news:language': 'hu' },
        'news:publication_date': '2026-01-01T09:00:00Z',
        'news:title': 'Árvíztűrő tükörfúrógép',
      },
    });
  });

  it('keeps the last 48 hours only: 47 h old is in, 49 h old is out, exactly 48 h is in, a future date is out', () => {
    const articles = [
      article({ id: 47, pubDate: NOW - 47 * HOUR }),
      article({ id: 49, pubDate: NOW - 49 * HOUR }),
      article({ id: 48, pubDate: NOW - 48 * HOUR }),
      article({ id: 50, pubDate: NOW - 48 * HOUR - 1 }),
      article({ id: 51, pubDate: NOW + 60 }),
    ];
    const { urls } = parseNews(newsSitemap({ site: 'main', now: NOW, articles }));
    expect(urls.map((u) => u.loc.split('/').pop())).toEqual(['cikk-47', 'cikk-48']);
  });

  it('lists at most 1,000 articles, the newest first', () => {
    const articles = Array.from({ length: 1500 }, (_, i) => article({ id: 10_000 + i, pubDate: NOW - i * 60 }));
    const { urls } = parseNews(newsSitemap({ site: 'main', now: NOW, articles: [...articles].reverse() }));
    expect(urls).toHaveLength(MAX_NEWS_URLS);
    expect(urls[0]!.loc).toContain('cikk-10000');
    expect(urls[999]!.loc).toContain('cikk-10999');
    urls.forEach((u) => expectValidNewsEntry(u, 'hirter.hu'));
  });

  it('escapes & < > and quotes in titles', () => {
    const title = 'Tom & Jerry <3 > "Kék" \'ég\'';
    const xml = newsSitemap({ site: 'main', now: NOW, articles: [article({ title })] });
    expect(xml).toContain('Tom &amp; Jerry &lt;3 &gt; &quot;Kék&quot; &apos;ég&apos;');
    expect(parseNews(xml).urls[0]!['news:news']['news:title']).toBe(title);
  });

  it('removes characters XML forbids', () => {
    const xml = newsSitemap({ site: 'main', now: NOW, articles: [article({ title: 'Vég\u0000e\u000b\uFFFF' })] });
    expect(parseNews(xml).urls[0]!['news:news']['news:title']).toBe('Vége');
  });

  it('lists only its own domain: the sub-sites on hirter.hu, the Romanian edition on hirter.ro with its own publisher name', () => {
    const articles = [
      article({ id: 1 }),
      article({ id: 2, pubDate: NOW - 2 * HOUR, mainSuperTag: { id: 5, slug: 'adat', name: 'Adat', active: true, siteSlug: 'g7' } }),
      article({ id: 3, mainSuperTag: { id: 6, slug: 'erdely', name: 'Erdély', active: true, siteSlug: 'ro' } }),
    ];
    const hu = parseNews(newsSitemap({ site: 'main', now: NOW, articles })).urls;
    expect(hu.map((u) => u.loc)).toEqual(['https://hirter.hu/belfold/2026/01/01/cikk-1', 'https://hirter.hu/g7/adat/2026/01/01/cikk-2']);
    const ro = parseNews(newsSitemap({ site: 'ro', now: NOW, articles })).urls;
    expect(ro.map((u) => u.loc)).toEqual(['https://hirter.ro/erdely/2026/01/01/cikk-3']);
    expect(ro[0]!['news:news']['news:publication']['news:name']).toBe('Hírtér Erdély');
    expectValidNewsEntry(ro[0]!, 'hirter.ro');
  });

  it('leaves out pages that are not indexable news: inactive, inactive section, adult content, live-blog posts, paid content', () => {
    const articles = [
      article({ id: 1 }),
      article({ id: 2, active: false }),
      article({ id: 3, mainSuperTag: { ...BELFOLD, active: false } }),
      article({ id: 4, adultContent: true }),
      article({ id: 5, type: 'liveblogpost' }),
      article({ id: 6, pr: true }),
      article({ id: 1 }),
    ];
    expect(parseNews(newsSitemap({ site: 'main', now: NOW, articles })).urls.map((u) => u.loc.split('/').pop())).toEqual(['cikk-1']);
  });

  it('declares English articles as English', () => {
    const { urls } = parseNews(newsSitemap({ site: 'main', now: NOW, articles: [article({ english: true })] }));
    expect(urls[0]!['news:news']['news:publication']['news:language']).toBe('en');
  });

  it('an empty news sitemap is still a valid urlset', () => {
    const { urlset, urls } = parseNews(newsSitemap({ site: 'main', now: NOW, articles: [] }));
    expect(urls).toEqual([]);
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });
});

describe('sitemap, chunkSitemaps and sitemapIndex', () => {
  it('writes absolute, percent-encoded https URLs on the domain with W3C lastmod', () => {
    const xml = sitemap({ site: 'main', urls: [{ loc: '/', lastmod: NOW }, { loc: '/cimke/árvíz?a=1&b=2' }, { loc: 'https://hirter.hu/rovat/belfold' }] });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<loc>https://hirter.hu/cimke/%C3%A1rv%C3%ADz?a=1&amp;b=2</loc>');
    const tree = parser.parse(xml);
    expect(tree.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(tree.urlset.url).toEqual([
      { loc: 'https://hirter.hu/', lastmod: '2026-01-01T10:00:00Z' },
      { loc: 'https://hirter.hu/cimke/%C3%A1rv%C3%ADz?a=1&b=2' },
      { loc: 'https://hirter.hu/rovat/belfold' },
    ]);
    for (const u of tree.urlset.url as { lastmod?: string }[]) if (u.lastmod) expect(u.lastmod).toMatch(W3C);
  });

  it('refuses a URL of another host (a sitemap lists only its own) and a path that would read as a host', () => {
    expect(() => sitemap({ site: 'main', urls: [{ loc: 'https://hirter.ro/x' }] })).toThrow(/not on https:\/\/hirter.hu/);
    expect(() => sitemap({ site: 'ro', urls: [{ loc: '//hirter.hu/x' }] })).toThrow();
    expect(() => sitemap({ site: 'main', urls: [{ loc: 'http://hirter.hu/x' }] })).toThrow();
  });

  it('leaves out a URL of 2,048 characters or more', () => {
    const tree = parser.parse(sitemap({ site: 'main', urls: [{ loc: `/${'a'.repeat(2100)}` }, { loc: '/ok' }] }));
    expect(tree.urlset.url).toEqual([{ loc: 'https://hirter.hu/ok' }]);
  });

  it('refuses more than 50,000 URLs in one file', () => {
    const urls = Array.from({ length: MAX_SITEMAP_URLS + 1 }, (_, i) => ({ loc: `/x/${i}` }));
    expect(() => sitemap({ site: 'main', urls })).toThrow(/chunkSitemaps/);
  });

  it('splits 120,001 URLs into files of at most 50,000, and the index lists every file', () => {
    const urls: SitemapUrl[] = Array.from({ length: 120_001 }, (_, i) => ({ loc: `/rovat/belfold/${i}`, lastmod: NOW - i }));
    const chunks = chunkSitemaps(urls, MAX_SITEMAP_URLS);
    expect(chunks.map((c) => c.length)).toEqual([50_000, 50_000, 20_001]);
    const files = chunks.map((c, i) => ({ path: sitemapChunkPath('articles', i), xml: sitemap({ site: 'main', urls: c }), lastmod: NOW }));
    let total = 0;
    const seen = new Set<string>();
    for (const f of files) {
      const list = parser.parse(f.xml).urlset.url as { loc: string; lastmod: string }[];
      expect(list.length).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
      total += list.length;
      for (const u of list) seen.add(u.loc);
    }
    expect(total).toBe(120_001);
    expect(seen.size).toBe(120_001);

    const index = sitemapIndex({
      site: 'main',
      sitemaps: [...files.map((f) => ({ path: f.path, lastmod: f.lastmod })), { path: NEWS_SITEMAP_PATH, lastmod: NOW }],
    });
    expect(XMLValidator.validate(index)).toBe(true);
    const tree = parser.parse(index);
    expect(tree.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(tree.sitemapindex.sitemap).toEqual([
      { loc: 'https://hirter.hu/sitemap/articles-1.xml', lastmod: '2026-01-01T10:00:00Z' },
      { loc: 'https://hirter.hu/sitemap/articles-2.xml', lastmod: '2026-01-01T10:00:00Z' },
      { loc: 'https://hirter.hu/sitemap/articles-3.xml', lastmod: '2026-01-01T10:00:00Z' },
      { loc: 'https://hirter.hu/sitemap/news.xml', lastmod: '2026-01-01T10:00:00Z' },
    ]);
  });

  it('chunks: an empty list has no chunks; a bad size is refused', () => {
    expect(chunkSitemaps([], 10)).toEqual([]);
    expect(chunkSitemaps([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(() => chunkSitemaps([1], 0)).toThrow();
    expect(() => chunkSitemaps([1], MAX_SITEMAP_URLS + 1)).toThrow();
  });

  it('the Romanian edition index is on hirter.ro', () => {
    const tree = parser.parse(sitemapIndex({ site: 'ro', sitemaps: [{ path: NEWS_SITEMAP_PATH, lastmod: NOW }] }));
    expect(tree.sitemapindex.sitemap[0].loc).toBe('https://hirter.ro/sitemap/news.xml');
  });

  it('W3C datetimes are UTC to the second', () => {
    expect(w3cDatetime(0)).toBe('1970-01-01T00:00:00Z');
    expect(w3cDatetime(NOW + 0.9)).toBe('2026-01-01T10:00:00Z');
    expect(w3cDatetime(NOW)).toMatch(W3C);
    expect(() => w3cDatetime(Number.NaN)).toThrow();
  });

  it("file names: the spec's /sitemap/index.xml and /sitemap/news.xml, chunks beside them, inside the domain folder", () => {
    expect(sitemapFile('/out', 'main', SITEMAP_INDEX_PATH)).toBe('/out/hirter.hu/sitemap/index.xml');
    expect(sitemapFile('/out', 'main', NEWS_SITEMAP_PATH)).toBe('/out/hirter.hu/sitemap/news.xml');
    expect(sitemapFile('/out', 'ro', sitemapChunkPath('articles', 0))).toBe('/out/hirter.ro/sitemap/articles-1.xml');
    expect(() => sitemapFile('/out', 'main', '/sitemap/../../x.xml')).toThrow();
    expect(() => sitemapChunkPath('../x', 0)).toThrow();
  });

  it('keeps the old paths as copies of the index and the news sitemap', () => {
    expect(LEGACY_SITEMAP_COPIES).toEqual({ '/sitemap/index.xml': '/sitemap.xml', '/sitemap/news.xml': '/sitemaps/news.xml' });
  });
});

describe('newsSitemapDue', () => {
  it('is due at first, then every NEWS_REFRESH_S on the injected clock, and after a clock jump back', () => {
    expect(newsSitemapDue(null, NOW)).toBe(true);
    expect(newsSitemapDue(NOW, NOW)).toBe(false);
    expect(newsSitemapDue(NOW, NOW + NEWS_REFRESH_S - 1)).toBe(false);
    expect(newsSitemapDue(NOW, NOW + NEWS_REFRESH_S)).toBe(true);
    expect(newsSitemapDue(NOW, NOW - 1)).toBe(true);
    // "At least every few minutes": an article leaves the 48-hour window at most this late.
    expect(NEWS_REFRESH_S).toBeLessThanOrEqual(10 * 60);
  });
});

describe('sitemapPages', () => {
  const rec = (url: string, extra: { lastmod?: number; unlisted?: true } = {}) => ({ url, ...extra });
  it("lists the domain's own pages without a query, leaving out unlisted ones (noindex, or a canonical elsewhere)", () => {
    const pages = sitemapPages('hirter.hu', [
      rec('https://hirter.hu/', { lastmod: 5 }),
      rec('https://hirter.hu/rovat/belfold?oldal=2'),
      rec('https://hirter.hu/empty', { unlisted: true }),
      rec('https://hirter.hu/melleklet/orosz-ukran-valsag', { unlisted: true }),
      rec('https://hirter.ro/'),
      rec('https://hirter.hu/rovat/belfold'),
    ]);
    expect(pages).toEqual([{ loc: 'https://hirter.hu/', lastmod: 5 }, { loc: 'https://hirter.hu/rovat/belfold' }]);
  });
});
