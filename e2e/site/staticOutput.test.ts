// The prerender job's output as the origin serves it (E2E_ORIGIN_URL), read as HTML — what a reader without
// JavaScript gets: list pages and their pagination as files (?oldal=N → index.oldal-N.html), the Romanian
// edition by host, feeds, sitemaps and build records. (That a list fits a phone's screen is a layout check:
// e2e/pageStyles.spec.ts.)
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_WINDOW_S } from '../../prerender/sitemaps';
import { e2eEnv } from '../env';
import { inBatches, mainSections, sitesOfSlugs, slugOfPath, type SectionInfo } from '../static/helpers';
import { askCanonical, brokenAssets, HU, RO } from './edge';
import { ask, documentOf, page, text, type Domain } from './http';

const NOT_FOUND_TEXT = 'A keresett oldal nem található.';
const PER_PAGE = 10;

interface ApiList {
  title: string | null;
  totalItems: number;
  totalPages: number;
  items: { id: number }[];
  highlights?: { id: number }[];
}

/** The list of a list page: the region its h1 names. */
function listOf(doc: Document): Element {
  const list = doc.querySelector('section[aria-labelledby="list-title"]');
  if (!list) throw new Error('no list region (section[aria-labelledby=list-title])');
  return list;
}

const listLinks = (list: Element) => [...list.querySelectorAll<HTMLAnchorElement>('[data-list-items] article h2 a')];
const hrefsOf = (links: Element[]) => links.map((a) => a.getAttribute('href') ?? '');
const pagerOf = (doc: Document) => doc.querySelector('nav[aria-label="Lapozó"]');
const currentPage = (doc: Document) => text(pagerOf(doc)?.querySelector('[aria-current=page]'));

/** Whether an element is shown to a reader without JavaScript and CSS tricks aside: nothing around it is hidden. */
function hidden(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true' || /display:\s*none/.test(e.getAttribute('style') ?? '')) return true;
  }
  return false;
}

/** A link's whole title: a cut title keeps the whole one as the tooltip. */
const titleOf = (a: Element) => (a.getAttribute('title') ?? a.textContent ?? '').trim();

const origin = () => e2eEnv().originUrl;

/**
 * The section, and how many articles its page 1 lists under the highlight strip: the API's page 1 less the
 * strip's four (D-280); the pages after it list the API's ten.
 */
let section: SectionInfo & { title: string; totalPages: number; firstListed: number };

beforeAll(async () => {
  const candidates = mainSections();
  // Page 2 must not be the last one, so that "different articles" and "the last page" are two checks.
  for (const s of candidates) {
    const res = await fetch(`${e2eEnv().contentApiUrl}/api/articles?filters[mstag]=${encodeURIComponent(s.slug)}`);
    if (!res.ok) throw new Error(`content API list of ${s.slug}: ${res.status}`);
    const list = (await res.json()) as ApiList;
    if (list.totalPages >= 3 && list.title) {
      const strip = new Set(list.highlights?.length === 4 ? list.highlights.map((a) => a.id) : []);
      section = { ...s, title: list.title, totalPages: list.totalPages, firstListed: list.items.filter((a) => !strip.has(a.id)).length };
      return;
    }
  }
  throw new Error(`no main-site section with three pages among ${candidates.map((c) => c.slug).join(', ')}`);
});

describe('list pages on the origin', () => {
  it('a section list: title, the strip and the rest of ten articles, page 2 differs, the last page exists, one past it is a 404', async () => {
    const res = await ask(origin(), section.path);
    expect(res.status).toBe(200);
    const doc = documentOf(res.body, res.url);
    const list = listOf(doc);
    expect(text(list.querySelector('h1'))).toBe(section.title);
    const first = hrefsOf(listLinks(list));
    expect(first).toHaveLength(section.firstListed);
    expect(new Set(first).size).toBe(section.firstListed);
    // The list under the strip repeats none of the strip's articles.
    const strip = hrefsOf([...list.querySelectorAll('[aria-labelledby=highlights-title] article h3 a')]);
    expect(strip.length).toBeGreaterThan(0);
    expect(first.filter((href) => strip.includes(href))).toEqual([]);
    expect(await brokenAssets(origin(), `${HU}${section.path}`, res.body)).toEqual([]);

    const two = [...(pagerOf(doc)?.querySelectorAll('a') ?? [])].find((a) => text(a) === '2');
    expect(two?.getAttribute('href')).toBe(`${section.path}?oldal=2`);
    const second = listOf(await page(origin(), two!.getAttribute('href')!));
    expect(currentPage(second.ownerDocument)).toBe('2');
    const onSecond = hrefsOf(listLinks(second));
    expect(onSecond).toHaveLength(PER_PAGE);
    expect(onSecond.filter((href) => first.includes(href))).toEqual([]);

    const last = await page(origin(), `${section.path}?oldal=${section.totalPages}`);
    const onLast = listLinks(listOf(last)).length;
    expect(onLast).toBeGreaterThanOrEqual(1);
    expect(onLast).toBeLessThanOrEqual(PER_PAGE);
    expect(currentPage(last)).toBe(String(section.totalPages));

    const past = await ask(origin(), `${section.path}?oldal=${section.totalPages + 1}`);
    expect(past.status).toBe(404);
    expect(text(documentOf(past.body).querySelector('h1'))).toBe(NOT_FOUND_TEXT);
  });

  it('without JavaScript a list is readable and its pager and article links work', async () => {
    const list = listOf(await page(origin(), section.path));
    expect(text(list.querySelector('h1'))).toBe(section.title);
    const links = listLinks(list);
    expect(links).toHaveLength(section.firstListed);
    for (const link of links) {
      expect(hidden(link), link.getAttribute('href')!).toBe(false);
      expect(text(link), link.getAttribute('href')!).not.toBe('');
    }

    const next = pagerOf(list.ownerDocument)?.querySelector('a[aria-label="Következő oldal"]');
    expect(next?.getAttribute('href')).toBe(`${section.path}?oldal=2`);
    const second = await page(origin(), next!.getAttribute('href')!);
    expect(currentPage(second)).toBe('2');

    const link = listLinks(listOf(second))[0]!;
    const article = await page(origin(), link.getAttribute('href')!);
    expect(text(article.querySelector('h1'))).toBe(titleOf(link));
  });

  it('the Romanian edition has its own /legfrissebb list with its own articles', async () => {
    const ro: Domain = 'ro';
    const res = await ask(origin(), '/legfrissebb', { domain: ro });
    expect(res.status).toBe(200);
    const list = listOf(documentOf(res.body, res.url));
    expect(text(list.querySelector('h1'))).toBe('Friss hírek');
    const links = listLinks(list);
    const hrefs = hrefsOf(links);
    expect(hrefs).toHaveLength(PER_PAGE);
    const sites = sitesOfSlugs(hrefs.map(slugOfPath));
    expect([...sites.values()], `sites of ${hrefs.join(', ')}`).toEqual(hrefs.map(() => 'ro'));
    expect(await brokenAssets(origin(), `${RO}/legfrissebb`, res.body)).toEqual([]);

    const main = (await ask(origin(), '/legfrissebb')).body;
    for (const href of hrefs) expect(main).not.toContain(`href="${href}"`);

    const article = await ask(origin(), hrefs[0]!, { domain: ro });
    expect(article.status).toBe(200);
    expect(text(documentOf(article.body).querySelector('h1'))).toBe(titleOf(links[0]!));
    expect(await brokenAssets(origin(), `${RO}${hrefs[0]}`, article.body)).toEqual([]);
  });
});

describe('feeds, sitemaps and build records on the origin', () => {
  it('/rss parses and every item links to an article page that answers 200', async () => {
    const res = await ask(origin(), '/rss');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(res.body);
    expect(feed.items.length).toBeGreaterThan(0);
    const links = feed.items.map((i) => i.link!);
    for (const link of links) expect(link).toMatch(/^https:\/\/hirter\.hu\/(?:[^/]+\/)*\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
    const statuses = await inBatches(links, 8, async (link) => `${(await askCanonical(origin(), link)).status} ${link}`);
    expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
  });

  it.each([
    ['hirter.hu', 'main'],
    ['hirter.ro', 'ro'],
  ] as const)('/sitemap.xml of %s is a sitemap index whose every sitemap and page answers 200', async (domain, site) => {
    const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'sitemap' || name === 'url' });
    const res = await ask(origin(), '/sitemap.xml', { domain: site });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const index = xml.parse(res.body) as { sitemapindex?: { '@_xmlns': string; sitemap: { loc: string; lastmod: string }[] } };
    expect(index.sitemapindex?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const sitemaps = index.sitemapindex!.sitemap;
    expect(sitemaps.map((s) => s.loc)).toEqual(expect.arrayContaining([`https://${domain}/sitemap/news.xml`, `https://${domain}/sitemap/pages-1.xml`]));
    const pages: string[] = [];
    for (const s of sitemaps) {
      expect(s.loc.startsWith(`https://${domain}/`), s.loc).toBe(true);
      expect(Number.isNaN(Date.parse(s.lastmod)), s.lastmod).toBe(false);
      const part = await askCanonical(origin(), s.loc);
      expect(part.status, s.loc).toBe(200);
      const set = xml.parse(part.body) as { urlset?: { url?: { loc: string }[] } };
      expect(set.urlset, s.loc).toBeDefined();
      pages.push(...(set.urlset!.url ?? []).map((u) => u.loc));
    }
    expect(pages.length).toBeGreaterThan(50);
    for (const loc of pages) expect(loc.startsWith(`https://${domain}/`), loc).toBe(true);
    // A sitemap lists canonical pages only: a URL that redirects (or is gone) must not be in it. Every list
    // and other page is asked; of the articles (most of the URLs, all alike) every tenth, to stay quick.
    const isArticle = (loc: string) => /\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/.test(loc);
    const asked = pages.filter((loc, i) => !isArticle(loc) || i % 10 === 0);
    const answers = await inBatches(asked, 16, async (loc) => {
      const r = await askCanonical(origin(), loc, { method: 'HEAD' });
      return `${r.status} ${loc}${r.headers.location ? ` → ${r.headers.location}` : ''}`;
    });
    expect(answers.filter((s) => !s.startsWith('200 '))).toEqual([]);
  });

  it('/sitemaps/news.xml lists only the last 48 hours, each with a publication date and title', async () => {
    // When it was written: the sitemap index gives the time of the run that wrote both (the template's, until the
    // world's job writes the news sitemap again, every few minutes, which only narrows the window).
    const index = new XMLParser({ isArray: (name) => name === 'sitemap' }).parse((await ask(origin(), '/sitemap.xml')).body) as {
      sitemapindex: { sitemap: { loc: string; lastmod: string }[] };
    };
    const written = Date.parse(index.sitemapindex.sitemap.find((s) => s.loc === 'https://hirter.hu/sitemap/news.xml')!.lastmod) / 1000;
    expect(Number.isNaN(written)).toBe(false);
    const res = await ask(origin(), '/sitemaps/news.xml');
    expect(res.status).toBe(200);
    expect(res.body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    type NewsUrl = { loc: string; 'news:news': { 'news:publication_date': string; 'news:title': string | number } };
    const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.body) as { urlset: { url?: NewsUrl[] } };
    const urls = doc.urlset.url ?? [];
    expect(urls.length).toBeGreaterThan(0);
    const now = Date.now() / 1000;
    const slack = 15 * 60;
    for (const u of urls) {
      expect(u.loc).toMatch(/^https:\/\/hirter\.hu\/(?:[^/]+\/)*\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
      const published = Date.parse(u['news:news']['news:publication_date']) / 1000;
      expect(published, `${u.loc} ${u['news:news']['news:publication_date']}`).toBeGreaterThanOrEqual(written - NEWS_WINDOW_S - slack);
      expect(published, u.loc).toBeLessThanOrEqual(now + slack);
      expect(String(u['news:news']['news:title']).trim(), u.loc).not.toBe('');
    }
    // The news sitemap's articles are real pages too.
    for (const u of urls.slice(0, 5)) expect((await askCanonical(origin(), u.loc)).status, u.loc).toBe(200);
  });

  it('/builds/latest.json names a build whose meta record exists, both served with no-cache', async () => {
    const latest = await ask(origin(), '/builds/latest.json');
    expect(latest.status).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    const { id } = JSON.parse(latest.body) as { id?: unknown };
    expect(typeof id).toBe('string');
    expect(id).not.toBe('');
    const meta = await ask(origin(), `/builds/meta/${encodeURIComponent(id as string)}.json`);
    expect(meta.status).toBe(200);
    expect(meta.headers['cache-control']).toBe('no-cache');
    expect((JSON.parse(meta.body) as { id: string }).id).toBe(id);
  });
});
