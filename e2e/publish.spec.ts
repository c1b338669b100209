import Parser from 'rss-parser';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { canonicalFiles } from '../prerender/canonical';
import { articlePath } from '../domain/urls';
import { runEditor } from '../content/editor/cli';
import { feedFile } from '../prerender/feeds';
import { outputFile } from '../prerender/outputPath';
import { sectionLink } from '../domain/listRoutes';
import type { Article } from '../domain/types';
import type { PodcastEpisode } from '../domain/podcast/types';
import { episodeHref } from '../domain/podcast/links';
import { roOriginUrl } from './static/helpers';

// The static output is never more than a cron tick (5 s) plus a render behind the newsroom.
const WITHIN_MS = 5_000 + 2_000;

test.describe('publishing', () => {
  test('an edited title reaches the article page, the front page, the section list and the feeds; an unpublished article leaves them', async ({
    page,
    request,
  }) => {
    const { originUrl, contentDb, contentApiUrl, outDir } = e2eEnv();
    // The newest article of the main site is on the front page, on page 1 of its section and in both feeds.
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    const article = (await (await request.get(`${contentApiUrl}/api/articles/${a.slug}`)).json()) as Article;
    const section = sectionLink(article.mainSuperTag.siteSlug, article.mainSuperTag.slug);
    const sectionFeed = `/rss/rovat/${article.mainSuperTag.slug}`;
    const title = `Friss cím ${Date.now()}`;
    const text = async (path: string) => (await request.get(`${originUrl}${path}`)).text();
    const feedTitles = async (path: string) => (await new Parser().parseString(await text(path))).items.map((i) => i.title);

    const before = await request.get(`${originUrl}${a.path}`);
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(a.title.replace(/&/g, '&amp;'));
    expect(await text(section)).toContain(`href="${a.path}"`);

    const edited = Date.now();
    expect(runEditor(['update', a.slug, '--title', title], contentDb).code).toBe(0);
    await expect.poll(async () => (await text(a.path)).includes(title), { timeout: WITHIN_MS, intervals: [250] }).toBe(true);
    const lag = Date.now() - edited;
    // The feeds are written before the page is published, so a reader (or a crawler) who sees the edit finds it
    // in the feeds too, however slow the machine. ctime: the moment a file was renamed into place (a page's
    // mtime is when it was rendered).
    const published = (await stat(outputFile(outDir, 'main', a.path))).ctimeMs;
    for (const feed of ['/rss', sectionFeed]) expect((await stat(feedFile(outDir, 'main', feed))).ctimeMs).toBeLessThanOrEqual(published);
    // The whole run publishes before the cursor moves: the lists and feeds are there as soon as the page is.
    expect(await text('/')).toContain(title);
    expect(await text(section)).toContain(title);
    expect(await feedTitles('/rss')).toContain(title);
    expect(await feedTitles(sectionFeed)).toContain(title);
    // Also in a sidebar box (the latest articles), so the list itself is asked.
    await page.goto(`${originUrl}/`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.goto(`${originUrl}${section}`);
    await expect(page.locator('[data-list-items]').getByRole('link', { name: title })).toBeVisible();
    console.log(`edit → published in ${lag} ms`);

    expect(runEditor(['unpublish', a.slug], contentDb).code).toBe(0);
    await expect.poll(async () => (await request.get(`${originUrl}${a.path}`)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(404);
    expect(await text(a.path)).toContain('A keresett oldal nem található.');
    expect(await text('/')).not.toContain(title);
    expect(await text(section)).not.toContain(title);
    expect(await feedTitles('/rss')).not.toContain(title);
    expect(await feedTitles(sectionFeed)).not.toContain(title);
  });

  test('an edited episode reaches its page, its article, its podcast’s page and the fronts and tab that show it; a new one appears, an unpublished one leaves', async ({
    request,
  }) => {
    const { originUrl, contentDb, contentApiUrl, mediaDir } = e2eEnv();
    const text = async (path: string) => (await request.get(`${originUrl}${path}`)).text();
    const newest = ((await (await request.get(`${contentApiUrl}/api/episodes?podcast=g7-podcast&perPage=1`)).json()) as { items: PodcastEpisode[] }).items[0]!;
    const page = episodeHref(newest);
    const articlePage = articlePath(newest.article!);
    const shownOn = [page, articlePage, newest.podcast.page, '/g7', '/g7/podcast'];
    for (const path of shownOn) expect(await text(path), path).toContain(newest.title);

    const title = `Friss adáscím ${Date.now()}`;
    expect(runEditor(['episode', 'update', newest.slug, '--title', title], contentDb, undefined, mediaDir).code).toBe(0);
    for (const path of shownOn)
      await expect.poll(async () => (await text(path)).includes(title), { timeout: WITHIN_MS, intervals: [250], message: path }).toBe(true);

    const added = runEditor(
      ['episode', 'add', '--podcast', 'g7-podcast', '--title', `Új adás ${Date.now()}`, '--source', newest.sourceUrl, '--publish'],
      contentDb,
      undefined,
      mediaDir,
    );
    expect(added.code, added.out).toBe(0);
    const slug = /episode add (\S+):/.exec(added.out)![1]!;
    const addedPage = `${newest.podcast.page}/${slug}`;
    await expect.poll(async () => (await request.get(`${originUrl}${addedPage}`)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(200);
    await expect.poll(async () => (await text('/g7')).includes(`data-episode-card="${slug}"`), { timeout: WITHIN_MS, intervals: [250] }).toBe(true);
    expect(await text(newest.podcast.page)).toContain(`data-episode-card="${slug}"`);

    expect(runEditor(['episode', 'unpublish', slug], contentDb, undefined, mediaDir).code).toBe(0);
    await expect.poll(async () => (await request.get(`${originUrl}${addedPage}`)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(404);
    expect(await text('/g7')).not.toContain(`data-episode-card="${slug}"`);
    expect(await text(newest.podcast.page)).not.toContain(`data-episode-card="${slug}"`);
  });

  test('a new article enters the canonical map: another path of it is one 301 on the origin; unpublished, a static 404', async ({ request }) => {
    const { originUrl, contentDb, contentApiUrl, outDir } = e2eEnv();
    const created = runEditor(['create', '--section', 'belfold', '--title', `Új cikk a térképhez ${Date.now()}`, '--publish'], contentDb);
    expect(created.code, created.out).toBe(0);
    const slug = /^create (\S+):/.exec(created.out)![1]!;
    const article = (await (await request.get(`${contentApiUrl}/api/articles/${slug}`)).json()) as Article;
    const path = articlePath(article);
    await expect.poll(async () => (await request.get(`${originUrl}${path}`)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(200);
    await expect
      .poll(async () => JSON.parse(readFileSync(canonicalFiles(outDir).json, 'utf8'))[slug], { timeout: WITHIN_MS, intervals: [250] })
      .toBe(`https://hirter.hu${path}`);
    expect(readFileSync(canonicalFiles(outDir).map, 'utf8')).toContain(`${slug} "https://hirter.hu${path}";`);
    // The origin reads the map at most a second late.
    const wrong = `/kulfold/2001/01/01/${slug}?a=1`;
    await expect
      .poll(
        async () => {
          const res = await request.get(`${originUrl}${wrong}`, { maxRedirects: 0 });
          return `${res.status()} ${res.headers().location}`;
        },
        { timeout: 3_000, intervals: [250] },
      )
      .toBe(`301 ${path}?a=1`);

    expect(runEditor(['unpublish', slug], contentDb).code).toBe(0);
    await expect.poll(async () => (await request.get(`${originUrl}${path}`)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(404);
    await expect.poll(async () => (await request.get(`${originUrl}${wrong}`, { maxRedirects: 0 })).status(), { timeout: 3_000, intervals: [250] }).toBe(404);
  });
  // Here rather than in formula1.spec.ts: it publishes an article, which only this project may do.
  test('an article whose body holds a link paragraph to /sport/forma-1 shows the Formula 1 widget in that state', async ({ page, request }) => {
    const { originUrl, contentDb, contentApiUrl } = e2eEnv();
    const body =
      '<p>A hétvégi futam után így áll a bajnokság.</p><p><a href="/sport/forma-1?oldal=pontverseny">A Forma–1 pontversenye</a></p><p>A következő nagydíj két hét múlva lesz.</p>';
    const created = runEditor(['create', '--section', 'sport', '--title', `Forma–1-es cikk ${Date.now()}`, '--body', body, '--publish'], contentDb);
    expect(created.code, created.out).toBe(0);
    const slug = /^create (\S+):/.exec(created.out)![1]!;
    const article = (await (await request.get(`${contentApiUrl}/api/articles/${slug}`)).json()) as Article;
    const url = `${originUrl}${articlePath(article)}`;
    await expect.poll(async () => (await request.get(url)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(200);
    await page.goto(url);
    const widget = page.locator('[data-article-body] [data-embed-widget=forma-1] [data-formula1]');
    await expect(widget).toBeVisible();
    await expect(widget.getByRole('heading', { level: 2, name: 'Forma–1' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Pontverseny' })).toHaveAttribute('aria-current', 'page');
    await expect(widget.getByRole('link', { name: 'Pontverseny' })).toHaveAttribute('href', '/sport/forma-1?oldal=pontverseny');
    await expect(page.locator('[data-article-body]')).not.toContainText('A Forma–1 pontversenye');
    await expect(page.locator('[data-article-body]')).toContainText('A következő nagydíj két hét múlva lesz.');
    expect(runEditor(['unpublish', slug], contentDb).code).toBe(0);
  });

  test('a rate set in the newsroom reaches the rate page and the footer strip of the Romanian edition without the nightly build', async ({ page }) => {
    const { contentDb } = e2eEnv();
    // A value no seeded day has: 4,1234 lei shows as 4,12 in the strip and on the rate page.
    const set = Date.now();
    expect(runEditor(['rate', 'RON', 'EUR', '4,1234'], contentDb).code).toBe(0);
    const shows = async (path: string, selector: string) => {
      await page.goto(roOriginUrl(path));
      return (await page.locator(selector).first().textContent()) ?? '';
    };
    await expect
      .poll(() => shows('/arfolyam', 'table[data-currency-table=RON] tr[data-currency=EUR] td'), { timeout: 30_000, intervals: [250] })
      .toBe('4,12 Lei');
    console.log(`rate → rate page in ${Date.now() - set} ms`);
    await expect.poll(() => shows('/', 'footer [data-currency=EUR]'), { timeout: 30_000, intervals: [250] }).toBe('EUR 4,12 Lei');
    console.log(`rate → front page strip in ${Date.now() - set} ms`);
  });
});
