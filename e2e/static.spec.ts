// The prerender job's output as the origin serves it (E2E_ORIGIN_URL): list pages and their pagination as
// files (?oldal=N → index.oldal-N.html), the Romanian edition by host, feeds, sitemaps and build records.
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import type { Locator, Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { NEWS_WINDOW_S } from '../prerender/sitemaps';
import { inBatches, localRequest, mainSections, originUrl, roOriginUrl, sitesOfSlugs, slugOfPath, watchFailures, type SectionInfo } from './static/helpers';

const NOT_FOUND_TEXT = 'A keresett oldal nem található.';
const PER_PAGE = 10;

interface ApiList {
  title: string | null;
  totalItems: number;
  totalPages: number;
  items: { id: number }[];
  highlights?: { id: number }[];
}

/**
 * The section, and how many articles its page 1 lists under the highlight strip: the API's page 1 less the
 * strip's four (D-280); the pages after it list the API's ten.
 */
let section: SectionInfo & { title: string; totalPages: number; firstListed: number };

test.beforeAll(async () => {
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

function listOf(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

async function articleHrefs(list: Locator): Promise<string[]> {
  return list.locator('[data-list-items] article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'Lapozó' });

test.describe('static output on the origin', () => {
  test(
    'a section list: title, the strip and the rest of ten articles, page 2 differs, the last page exists, one past it is a 404',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const failures = watchFailures(page, (url, status) => status === 404 && url.endsWith(`?oldal=${section.totalPages + 1}`));
      const res = await page.goto(originUrl(section.path));
      expect(res?.status()).toBe(200);
      const list = listOf(page, section.title);
      await expect(list.locator('h1')).toHaveText(section.title);
      await expect(list.locator('[data-list-items] article h2 a')).toHaveCount(section.firstListed);
      const first = await articleHrefs(list);
      expect(new Set(first).size).toBe(section.firstListed);
      // The list under the strip repeats none of the strip's articles.
      const strip = await list.locator('[aria-labelledby=highlights-title] article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(first.filter((href) => strip.includes(href))).toEqual([]);
      // Nothing wider than the screen, at phone and desktop width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.waitForLoadState('networkidle');
      const shot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`section-list-${testInfo.project.name}.png`) });
      await testInfo.attach(`section list (${testInfo.project.name})`, { body: shot, contentType: 'image/png' });

      await pager(page).getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(originUrl(`${section.path}?oldal=2`));
      await expect(list.locator('[data-list-items] article h2 a')).toHaveCount(PER_PAGE);
      await expect(pager(page).locator('[aria-current=page]')).toHaveText('2');
      const second = await articleHrefs(list);
      expect(second.filter((href) => first.includes(href))).toEqual([]);

      const last = await page.goto(originUrl(`${section.path}?oldal=${section.totalPages}`));
      expect(last?.status()).toBe(200);
      const onLast = await list.locator('[data-list-items] article h2 a').count();
      expect(onLast).toBeGreaterThanOrEqual(1);
      expect(onLast).toBeLessThanOrEqual(PER_PAGE);
      await expect(pager(page).locator('[aria-current=page]')).toHaveText(String(section.totalPages));

      const past = await page.goto(originUrl(`${section.path}?oldal=${section.totalPages + 1}`));
      expect(past?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(NOT_FOUND_TEXT);
      expect(failures).toEqual([]);
    },
  );

  test('without JavaScript a list is readable and its pager and article links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      expect((await page.goto(originUrl(section.path)))?.status()).toBe(200);
      const list = listOf(page, section.title);
      await expect(list.locator('h1')).toHaveText(section.title);
      await expect(list.locator('[data-list-items] article h2 a')).toHaveCount(section.firstListed);
      for (const link of await list.locator('[data-list-items] article h2 a').all()) await expect(link).toBeVisible();

      await pager(page).getByRole('link', { name: 'Következő oldal' }).click();
      await expect(page).toHaveURL(originUrl(`${section.path}?oldal=2`));
      await expect(pager(page).locator('[aria-current=page]')).toHaveText('2');

      const link = list.locator('[data-list-items] article h2 a').first();
      // A cut title keeps the whole one as the tooltip.
      const title = (await link.getAttribute('title')) ?? (await link.textContent()) ?? '';
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(originUrl(href));
      await expect(page.locator('h1')).toHaveText(title.trim());
    } finally {
      await context.close();
    }
  });

  test('the Romanian edition has its own /legfrissebb list with its own articles', async ({ page, request }) => {
    const failures = watchFailures(page);
    expect((await page.goto(roOriginUrl('/legfrissebb')))?.status()).toBe(200);
    const list = listOf(page, 'Friss hírek');
    await expect(list.locator('h1')).toHaveText('Friss hírek');
    await expect(list.locator('[data-list-items] article h2 a')).toHaveCount(PER_PAGE);
    const ro = await articleHrefs(list);
    const sites = sitesOfSlugs(ro.map(slugOfPath));
    expect([...sites.values()], `sites of ${ro.join(', ')}`).toEqual(ro.map(() => 'ro'));

    const main = await (await request.get(originUrl('/legfrissebb'))).text();
    for (const href of ro) expect(main).not.toContain(`href="${href}"`);

    const link = list.locator('[data-list-items] article h2 a').first();
    const title = ((await link.getAttribute('title')) ?? (await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(roOriginUrl(ro[0]!));
    await expect(page.locator('h1')).toHaveText(title);
    // Let the cover image finish: a /media download cut short by closing the page only adds log noise.
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  test('/rss parses and every item links to an article page that answers 200', async ({ request }) => {
    const res = await request.get(originUrl('/rss'));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(await res.text());
    expect(feed.items.length).toBeGreaterThan(0);
    const links = feed.items.map((i) => i.link!);
    for (const link of links) expect(link).toMatch(/^https:\/\/hirter\.hu\/(?:[^/]+\/)*\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
    const statuses = await inBatches(links, 8, async (link) => {
      const { url, headers } = localRequest(link);
      return `${(await request.get(url, { headers, maxRedirects: 0 })).status()} ${link}`;
    });
    expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
  });

  for (const [domain, host] of [
    ['hirter.hu', null],
    ['hirter.ro', 'ro.localhost'],
  ] as const) {
    test(`/sitemap.xml of ${domain} is a sitemap index whose every sitemap and page answers 200`, async ({ request }) => {
      const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'sitemap' || name === 'url' });
      const res = await request.get(originUrl('/sitemap.xml'), { headers: host ? { host } : {} });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/xml/);
      const index = xml.parse(await res.text()) as { sitemapindex?: { '@_xmlns': string; sitemap: { loc: string; lastmod: string }[] } };
      expect(index.sitemapindex?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const sitemaps = index.sitemapindex!.sitemap;
      expect(sitemaps.map((s) => s.loc)).toEqual(expect.arrayContaining([`https://${domain}/sitemap/news.xml`, `https://${domain}/sitemap/pages-1.xml`]));
      const pages: string[] = [];
      for (const s of sitemaps) {
        expect(s.loc.startsWith(`https://${domain}/`), s.loc).toBe(true);
        expect(Number.isNaN(Date.parse(s.lastmod)), s.lastmod).toBe(false);
        const { url, headers } = localRequest(s.loc);
        const part = await request.get(url, { headers });
        expect(part.status(), s.loc).toBe(200);
        const set = xml.parse(await part.text()) as { urlset?: { url?: { loc: string }[] } };
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
        const { url, headers } = localRequest(loc);
        const r = await request.head(url, { headers, maxRedirects: 0 });
        return `${r.status()} ${loc}${r.headers().location ? ` → ${r.headers().location}` : ''}`;
      });
      expect(answers.filter((s) => !s.startsWith('200 '))).toEqual([]);
    });
  }

  test('/sitemaps/news.xml lists only the last 48 hours, each with a publication date and title', async ({ request }) => {
    const res = await request.get(originUrl('/sitemaps/news.xml'));
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    type NewsUrl = { loc: string; 'news:news': { 'news:publication_date': string; 'news:title': string | number } };
    const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(text) as { urlset: { url?: NewsUrl[] } };
    const urls = doc.urlset.url ?? [];
    expect(urls.length).toBeGreaterThan(0);
    // The job wrote it at most a few minutes ago (the cron job may have written it again since).
    const now = Date.now() / 1000;
    const slack = 15 * 60;
    for (const u of urls) {
      expect(u.loc).toMatch(/^https:\/\/hirter\.hu\/(?:[^/]+\/)*\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
      const published = Date.parse(u['news:news']['news:publication_date']) / 1000;
      expect(published, `${u.loc} ${u['news:news']['news:publication_date']}`).toBeGreaterThanOrEqual(now - NEWS_WINDOW_S - slack);
      expect(published, u.loc).toBeLessThanOrEqual(now + slack);
      expect(String(u['news:news']['news:title']).trim(), u.loc).not.toBe('');
    }
    // The news sitemap's articles are real pages too.
    for (const u of urls.slice(0, 5)) {
      const { url, headers } = localRequest(u.loc);
      expect((await request.get(url, { headers })).status(), u.loc).toBe(200);
    }
  });

  test('/builds/latest.json names a build whose meta record exists, both served with no-cache', async ({ request }) => {
    const latest = await request.get(originUrl('/builds/latest.json'));
    expect(latest.status()).toBe(200);
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const { id } = (await latest.json()) as { id?: unknown };
    expect(typeof id).toBe('string');
    expect(id).not.toBe('');
    const meta = await request.get(originUrl(`/builds/meta/${encodeURIComponent(id as string)}.json`));
    expect(meta.status()).toBe(200);
    expect(meta.headers()['cache-control']).toBe('no-cache');
    expect(((await meta.json()) as { id: string }).id).toBe(id);
  });
});
