import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Parser from 'rss-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Window } from 'happy-dom';
import type { Article, MainSuperTag } from '../domain/types';
import { articleFixture } from '../testing/articleFixture';
import { ENGLISH_FEED_PATH, FEED_SIZE, feedDefinitions, feedFile, rssFeed, sameFeedContent, sectionLink, type FeedSection } from './feeds';

const NOW = 1_767_261_600; // 2026-01-01T10:00:00Z
const BELFOLD: MainSuperTag = { id: 1, slug: 'belfold', name: 'Belföld', active: true, siteSlug: 'main' };

let nextId = 1;
function article(over: Partial<Article> = {}): Article {
  const id = over.id ?? nextId++;
  return articleFixture({
    id,
    type: 'article',
    title: `Cím ${id}`,
    pubDate: NOW - id * 600,
    updatedAt: NOW - id * 600,
    version: 1,
    slug: `cikk-${id}`,
    articleAuthors: [{ slug: 'kovacs-peter', name: 'Kovács Péter', avatarSrc: '/a.png' }],
    lead: `Bevezető ${id}`,
    mainSuperTag: BELFOLD,
    superTags: [],
    tags: [],
    flags: [],
    ...over,
  });
}

type Extra = { creator?: string; 'dc:creator'?: string };
const rssParser = new Parser<Record<string, unknown>, Extra>({ customFields: { item: ['dc:creator'] } });

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

const base = { site: 'main' as const, title: 'Belföld – Hírtér', path: '/rss/rovat/belfold', link: '/rovat/belfold', now: NOW };

const readerWindow = new Window();
/** What a feed reader shows of a description: its text content read as HTML, and the elements that made. */
function asFeedReaderShows(description: string): { text: string; elements: string[] } {
  const box = readerWindow.document.createElement('div');
  box.innerHTML = description;
  return { text: box.textContent, elements: [...box.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()) };
}

const xmlTree = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' }).parse(xml);

describe('rssFeed', () => {
  it('lists every article with its absolute canonical URL, permalink guid, RFC 822 date and accented title intact', async () => {
    const articles = Array.from({ length: FEED_SIZE }, (_, i) =>
      article({ id: 100 + i, title: `Árvíztűrő tükörfúrógép ${i}: őszi ülés`, pubDate: Date.UTC(2025, 0, 2, 9, 30, i) / 1000 }),
    );
    const xml = rssFeed({ ...base, articles });
    const feed = await rssParser.parseString(xml);
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.title).toBe('Belföld – Hírtér');
    expect(feed.link).toBe('https://hirter.hu/rovat/belfold');
    feed.items.forEach((item, i) => {
      expect(item.title).toBe(`Árvíztűrő tükörfúrógép ${i}: őszi ülés`);
      const url = `https://hirter.hu/belfold/2025/01/02/cikk-${100 + i}`;
      expect(item.link).toBe(url);
      expect(item.guid).toBe(url);
      expect(item.pubDate).toMatch(RFC822);
      expect(Date.parse(item.pubDate!)).toBe(articles[i]!.pubDate * 1000);
      expect(item.contentSnippet).toBe(`Bevezető ${100 + i}`);
      expect(item.categories).toEqual(['Belföld']);
      expect(item['dc:creator']).toBe('Kovács Péter');
    });
    const tree = xmlTree(xml);
    expect(tree.rss['@version']).toBe('2.0');
    expect(tree.rss.channel.item[0].guid['@isPermaLink']).toBe('true');
  });

  it('declares the channel: language, self link, lastBuildDate now, description, image', () => {
    const tree = xmlTree(rssFeed({ ...base, articles: [article()] }));
    const { channel } = tree.rss;
    expect(tree.rss['@xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
    expect(tree.rss['@xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(channel.language).toBe('hu');
    expect(channel['atom:link']).toMatchObject({ '@href': 'https://hirter.hu/rss/rovat/belfold', '@rel': 'self', '@type': 'application/rss+xml' });
    expect(channel.lastBuildDate).toMatch(RFC822);
    expect(Date.parse(channel.lastBuildDate)).toBe(NOW * 1000);
    expect(channel.description).not.toBe('');
    expect(channel.image).toMatchObject({ url: 'https://hirter.hu/images/feed/main.png', link: 'https://hirter.hu/rovat/belfold', width: 144, height: 144 });
    expect(channel.generator).toBeUndefined();
  });

  it('the English feed says so', () => {
    const tree = xmlTree(rssFeed({ ...base, path: ENGLISH_FEED_PATH, link: '/english', language: 'en', articles: [] }));
    expect(tree.rss.channel.language).toBe('en');
  });

  it('escapes XML special characters in titles, leads, names and the channel title', async () => {
    const nasty = 'Tom & Jerry <b>"idézet"</b> \'x\' ]]> vége';
    const xml = rssFeed({
      ...base,
      title: 'A & B <rovat>',
      articles: [
        article({
          title: nasty,
          lead: `Lead ${nasty}`,
          articleAuthors: [{ slug: 'a', name: 'Kiss & <Nagy>', avatarSrc: '' }],
          mainSuperTag: { ...BELFOLD, name: 'Bel & Föld' },
        }),
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<b>"idézet"</b> \'x\' ]]> vége]]>');
    const feed = await rssParser.parseString(xml);
    expect(feed.title).toBe('A & B <rovat>');
    expect(feed.items[0]!.title).toBe(nasty);
    expect(feed.items[0]!.contentSnippet).toContain('Tom & Jerry');
    expect(feed.items[0]!['dc:creator']).toBe('Kiss & <Nagy>');
    expect(feed.items[0]!.categories).toEqual(['Bel & Föld']);
  });

  it('the description is the lead as text: a feed reader, which reads it as HTML, shows the lead exactly and makes no element of it', () => {
    const lead = '<b>x</b> & <script>alert(1)</script> &amp; <a href="https://evil.example">itt</a> 1 < 2 > 0 "idéz" \'ő\'';
    const xml = rssFeed({ ...base, articles: [article({ lead })] });
    expect(XMLValidator.validate(xml)).toBe(true);
    const parser = new XMLParser({ isArray: (name) => name === 'item', trimValues: false, parseTagValue: false, processEntities: true });
    const description = parser.parse(xml).rss.channel.item[0].description as string;
    expect(typeof description).toBe('string');
    expect(description).not.toContain('<![CDATA[');
    expect(asFeedReaderShows(description)).toEqual({ text: lead, elements: [] });
  });

  it('drops characters XML 1.0 forbids instead of writing an unreadable feed', async () => {
    const xml = rssFeed({ ...base, articles: [article({ title: 'Vég\u0000e\u000b a \u0007dalnak\uFFFE', lead: 'ok\u0001' })] });
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = await rssParser.parseString(xml);
    expect(feed.items[0]!.title).toBe('Vége a dalnak');
  });

  it('an empty feed is still a valid RSS 2.0 channel', async () => {
    const xml = rssFeed({ ...base, articles: [] });
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = await rssParser.parseString(xml);
    expect(feed.items).toEqual([]);
    expect(feed.title).toBe('Belföld – Hírtér');
    expect(xmlTree(xml).rss.channel.link).toBe('https://hirter.hu/rovat/belfold');
  });

  it('links a sub-site article and a Romanian-edition article on their own domains and prefixes', async () => {
    const g7: MainSuperTag = { id: 5, slug: 'adat', name: 'Adat', active: true, siteSlug: 'g7' };
    const ro: MainSuperTag = { id: 6, slug: 'erdely', name: 'Erdély', active: true, siteSlug: 'ro' };
    const feed = await rssParser.parseString(
      rssFeed({
        ...base,
        articles: [
          article({ id: 1, mainSuperTag: g7, pubDate: Date.UTC(2025, 5, 1, 8) / 1000 }),
          article({ id: 2, mainSuperTag: ro, pubDate: Date.UTC(2025, 5, 1, 8) / 1000 }),
        ],
      }),
    );
    expect(feed.items.map((i) => i.link)).toEqual(['https://hirter.hu/g7/adat/2025/06/01/cikk-1', 'https://hirter.ro/erdely/2025/06/01/cikk-2']);
  });

  it('dates links on the Budapest calendar (an article at 23:30 UTC belongs to the next day)', async () => {
    const feed = await rssParser.parseString(rssFeed({ ...base, articles: [article({ id: 3, pubDate: Date.UTC(2025, 0, 1, 23, 30) / 1000 })] }));
    expect(feed.items[0]!.link).toBe('https://hirter.hu/belfold/2025/01/02/cikk-3');
    expect(feed.items[0]!.pubDate).toBe('Wed, 01 Jan 2025 23:30:00 GMT');
  });

  it('dates the Romanian edition’s items in GMT too: the instant, whichever clock its pages show', async () => {
    const ro: MainSuperTag = { id: 6, slug: 'erdely', name: 'Erdély', active: true, siteSlug: 'ro' };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: Date.UTC(2024, 0, 1) / 1000, max: Date.UTC(2031, 0, 1) / 1000 }), async (pubDate) => {
        const xml = rssFeed({
          ...base,
          site: 'ro',
          title: 'Erdély – Hírtér Erdély',
          path: '/rss',
          link: '/',
          articles: [article({ id: 4, mainSuperTag: ro, pubDate })],
        });
        const item = (await rssParser.parseString(xml)).items[0]!;
        expect(item.pubDate).toMatch(/ GMT$/);
        expect(Date.parse(item.pubDate!) / 1000).toBe(pubDate);
      }),
      { numRuns: 200 },
    );
  });

  it('carries the cover image as an absolute enclosure with its real length and type; none without a cover or a known size', () => {
    const sizes: Record<string, number> = { 'https://hirter.hu/media/2025/01/kep.jpg': 48_213, 'https://cdn.example.org/x.png': 1234 };
    const articles = [
      article({ id: 10, coverImage: '/media/2025/01/kep.jpg' }),
      article({ id: 11, coverImage: 'https://cdn.example.org/x.png' }),
      article({ id: 12 }),
      article({ id: 13, coverImage: '/media/unknown.png' }),
    ];
    const items = xmlTree(rssFeed({ ...base, articles, imageSize: (url) => sizes[url] ?? null })).rss.channel.item;
    expect(items[0].enclosure).toMatchObject({ '@url': 'https://hirter.hu/media/2025/01/kep.jpg', '@type': 'image/jpeg', '@length': '48213' });
    expect(items[1].enclosure).toMatchObject({ '@url': 'https://cdn.example.org/x.png', '@type': 'image/png', '@length': '1234' });
    expect(items[2].enclosure).toBeUndefined();
    expect(items[3].enclosure).toBeUndefined();
    // Without a size lookup no length is known, so no enclosure (never length="0").
    expect(rssFeed({ ...base, articles })).not.toContain('<enclosure');
  });

  it('any title, lead and author name round-trips, "]]>", "<", "&" and control characters included (property)', () => {
    const nasty = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc
        .array(fc.constantFrom(']]>', '<', '>', '&', '&amp;', '"', "'", '\u0000', '\u0007', '\u001f', '\uFFFE', ']]', '<![CDATA[', 'Ő', ' ', 'x'), {
          maxLength: 12,
        })
        .map((p) => p.join('')),
    );
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => name === 'item',
      trimValues: false,
      parseTagValue: false,
    });
    // XML 1.0 cannot hold C0 controls (but tab, LF, CR), U+FFFE or U+FFFF even as references: those are dropped, and the ends trimmed.
    const expected = (s: string) => s.replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').trim();
    fc.assert(
      fc.property(nasty, nasty, nasty, (title, lead, name) => {
        const a = article({ id: 900, pubDate: NOW, title, lead, articleAuthors: [{ slug: 'x', name, avatarSrc: '' }] });
        const xml = rssFeed({ ...base, articles: [a] });
        expect(XMLValidator.validate(xml)).toBe(true);
        const item = parser.parse(xml).rss.channel.item[0];
        expect(item.title ?? '').toBe(expected(title));
        expect(item.link).toBe('https://hirter.hu/belfold/2026/01/01/cikk-900');
        expect(asFeedReaderShows(item.description ?? '')).toEqual({ text: expected(lead), elements: [] });
        expect(item['dc:creator'] ?? '').toBe(expected(name));
      }),
      { numRuns: 500 },
    );
  });

  it('names every author, and leaves the creator out when there is none', async () => {
    const feed = await rssParser.parseString(
      rssFeed({
        ...base,
        articles: [
          article({
            id: 20,
            articleAuthors: [
              { slug: 'a', name: 'Kiss Anna', avatarSrc: '' },
              { slug: 'b', name: 'Nagy Béla', avatarSrc: '' },
            ],
          }),
          article({ id: 21, articleAuthors: [] }),
        ],
      }),
    );
    expect(feed.items[0]!['dc:creator']).toBe('Kiss Anna, Nagy Béla');
    expect(feed.items[1]!['dc:creator']).toBeUndefined();
  });

  it('leaves out live-blog posts, inactive articles and repeats', async () => {
    const a = article({ id: 30 });
    const feed = await rssParser.parseString(
      rssFeed({ ...base, articles: [a, article({ id: 31, type: 'liveblogpost' }), article({ id: 32, active: false }), a] }),
    );
    expect(feed.items.map((i) => i.link)).toEqual(['https://hirter.hu/belfold/2026/01/01/cikk-30']);
  });

  it('a Romanian-edition feed points at hirter.ro', () => {
    const tree = xmlTree(rssFeed({ site: 'ro', title: 'Hírtér Erdély – friss cikkek', path: '/rss', link: '/', now: NOW, articles: [] }));
    expect(tree.rss.channel.link).toBe('https://hirter.ro/');
    expect(tree.rss.channel['atom:link']['@href']).toBe('https://hirter.ro/rss');
  });
});

describe('sameFeedContent', () => {
  const articles = [article({ id: 1, title: 'Első' }), article({ id: 2, title: 'Második' })];
  it('holds two makings of one feed the same whatever their lastBuildDate, and an edited one different', () => {
    const monday = rssFeed({ ...base, articles, now: Date.UTC(2026, 10, 30, 3, 0, 0) / 1000 });
    const later = rssFeed({ ...base, articles, now: Date.UTC(2026, 11, 1, 9, 5, 7) / 1000 });
    expect(later).not.toBe(monday);
    expect(sameFeedContent(monday, later)).toBe(true);
    const edited = rssFeed({ ...base, articles: [article({ id: 1, title: 'Elsö' }), articles[1]!], now: Date.UTC(2026, 10, 30, 3, 0, 0) / 1000 });
    expect(sameFeedContent(monday, edited)).toBe(false);
    expect(sameFeedContent(monday, rssFeed({ ...base, articles: articles.slice(0, 1), now: Date.UTC(2026, 10, 30, 3, 0, 0) / 1000 }))).toBe(false);
  });
});

describe('feedDefinitions', () => {
  const sections: FeedSection[] = [
    { slug: 'belfold', name: 'Belföld', siteSlug: 'main', active: true },
    { slug: 'regi-rovat', name: 'Régi rovat', siteSlug: 'main', active: false },
    { slug: 'english', name: 'English', siteSlug: 'main', active: true },
    { slug: 'after', name: 'After', siteSlug: 'after', active: true },
    { slug: 'g7', name: 'G7', siteSlug: 'g7', active: true },
    { slug: 'adat', name: 'Adat', siteSlug: 'g7', active: true },
    { slug: 'kultura', name: 'Kultúra', siteSlug: 'karakter', active: true },
    { slug: 'erdely', name: 'Erdély', siteSlug: 'ro', active: true },
    { slug: 'belfold', name: 'Belföld 2', siteSlug: 'main', active: true },
    { slug: '../x', name: 'Rossz', siteSlug: 'main', active: true },
  ];
  const defs = feedDefinitions(sections);
  const byPath = (site: string, path: string) => defs.find((d) => d.path === path && (site === 'ro' ? d.site === 'ro' : d.site !== 'ro'));

  it('has /rss on both domains, the sub-site feeds and the English flag feed', () => {
    expect(byPath('main', '/rss')).toEqual({
      site: 'main',
      path: '/rss',
      title: 'Hírtér – friss cikkek',
      link: '/',
      query: { kind: 'site', value: 'main' },
      language: 'hu',
    });
    expect(byPath('ro', '/rss')).toEqual({
      site: 'ro',
      path: '/rss',
      title: 'Hírtér Erdély – friss cikkek',
      link: '/',
      query: { kind: 'site', value: 'ro' },
      language: 'hu',
    });
    expect(byPath('main', '/rss/rovat/after')).toMatchObject({ site: 'after', link: '/after', query: { kind: 'site', value: 'after' } });
    expect(byPath('main', '/rss/rovat/g7')).toMatchObject({ site: 'g7', link: '/g7', query: { kind: 'site', value: 'g7' } });
    expect(byPath('main', '/rss/rovat/karakter')).toMatchObject({ site: 'karakter', link: '/karakter', query: { kind: 'site', value: 'karakter' } });
    expect(byPath('main', '/rss/rovat/english')).toEqual({
      site: 'main',
      path: '/rss/rovat/english',
      title: 'English – Hírtér',
      link: '/english',
      query: { kind: 'flag', value: 'english' },
      language: 'en',
    });
  });

  it('one feed per active section, on its own site, linking its list page', () => {
    expect(byPath('main', '/rss/rovat/belfold')).toEqual({
      site: 'main',
      path: '/rss/rovat/belfold',
      title: 'Belföld – Hírtér',
      link: '/rovat/belfold',
      query: { kind: 'mstag', value: 'belfold' },
      language: 'hu',
    });
    expect(byPath('main', '/rss/rovat/adat')).toMatchObject({ site: 'g7', title: 'Adat – G7', link: '/g7/adat', query: { kind: 'mstag', value: 'adat' } });
    expect(byPath('main', '/rss/rovat/kultura')).toMatchObject({ site: 'karakter', link: '/karakter/kultura' });
    expect(byPath('ro', '/rss/rovat/erdely')).toMatchObject({ site: 'ro', title: 'Erdély – Hírtér Erdély', link: '/rovat/erdely' });
  });

  it('no feed for an inactive section, a slug that is not a path segment, and no path twice on a domain', () => {
    expect(defs.some((d) => d.path === '/rss/rovat/regi-rovat')).toBe(false);
    expect(defs.some((d) => d.path.includes('..'))).toBe(false);
    const keys = defs.map((d) => `${d.site === 'ro' ? 'ro' : 'hu'}${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The sub-site feeds list the whole sub-site, not its root section; English is the flag, not the section.
    expect(defs.filter((d) => d.path === '/rss/rovat/after')).toEqual([expect.objectContaining({ query: { kind: 'site', value: 'after' } })]);
    expect(defs.filter((d) => d.path === '/rss/rovat/english')).toEqual([expect.objectContaining({ query: { kind: 'flag', value: 'english' } })]);
    expect(defs.filter((d) => d.path === '/rss/rovat/belfold')).toEqual([expect.objectContaining({ title: 'Belföld – Hírtér' })]);
  });

  it('every definition renders a valid feed, a lead with markup as text', async () => {
    const lead = '<b>x</b> & <script>';
    for (const d of defs) {
      const feed = await rssParser.parseString(rssFeed({ ...d, now: NOW, articles: [article({ lead })] }));
      expect(feed.items).toHaveLength(1);
      expect(asFeedReaderShows(feed.items[0]!.content ?? ''), d.path).toEqual({ text: lead, elements: [] });
    }
  });

  it('section links: sub-site tabs under the sub-site, others under /rovat', () => {
    expect(sectionLink('g7', 'penz')).toBe('/g7/penz');
    expect(sectionLink('karakter', 'nagyito')).toBe('/karakter/nagyito');
    expect(sectionLink('after', 'zene')).toBe('/after/rovat/zene');
    expect(sectionLink('main', 'sport')).toBe('/rovat/sport');
  });
});

describe('feedFile', () => {
  it('puts a feed in <domain><path>/index.xml, refusing an unsafe path', () => {
    expect(feedFile('/out', 'main', '/rss')).toBe('/out/hirter.hu/rss/index.xml');
    expect(feedFile('/out', 'g7', '/rss/rovat/g7')).toBe('/out/hirter.hu/rss/rovat/g7/index.xml');
    expect(feedFile('/out', 'ro', '/rss/rovat/erdely')).toBe('/out/hirter.ro/rss/rovat/erdely/index.xml');
    expect(() => feedFile('/out', 'main', '/rss/../../etc')).toThrow();
  });
});
