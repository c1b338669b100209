// Publishing, against the world's cron job (an incremental run every second, testing/world/world.ts): an edit
// in the newsroom reaches every page and feed that shows it on the static origin, an unpublished article
// leaves them, a new article enters the canonical map, an article's body widget is rendered, and a rate
// reaches the Romanian edition without the nightly build. Each test waits for the origin's answer itself (how
// soon it comes is a bench figure) and puts back what it changed, so the tests after it in this worker's world
// meet the store as seeded.
import Parser from 'rss-parser';
import Database from 'better-sqlite3';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { cronHasRun, fromOrigin, originAnswers, originShows } from './publishing';
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { canonicalFiles } from '../prerender/canonical';
import { articlePath } from '../domain/urls';
import { runEditor } from '../services/editor/cli';
import { feedFile } from '../prerender/feeds';
import { outputFile } from '../prerender/outputPath';
import { sectionLink } from '../domain/listRoutes';
import type { Article } from '../domain/types';
import type { PodcastEpisode } from '../domain/podcast/types';
import { episodeHref } from '../domain/podcast/links';
import { roOriginUrl } from './static/helpers';

/** Runs an editor command on the world's store; its answer. */
function edit(args: string[]): string {
  const { contentDb, mediaDir } = e2eEnv();
  const r = runEditor(args, contentDb, undefined, mediaDir);
  expect(r.code, r.out).toBe(0);
  return r.out;
}

const text = async (path: string) => (await fromOrigin(path)).text;
const feedTitles = async (path: string) => (await new Parser().parseString(await text(path))).items.map((i) => i.title);

test.describe('publishing', () => {
  test.beforeEach(async () => {
    await cronHasRun();
  });

  test('an edited title reaches the article page, the front page, the section list and the feeds; an unpublished article leaves them', async ({ page }) => {
    const { originUrl, contentApiUrl, outDir } = e2eEnv();
    // The newest article of the main site is on the front page, on page 1 of its section and in both feeds.
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    const article = (await (await fetch(`${contentApiUrl}/api/articles/${a.slug}`)).json()) as Article;
    const section = sectionLink(article.mainSuperTag.siteSlug, article.mainSuperTag.slug);
    const sectionFeed = `/rss/rovat/${article.mainSuperTag.slug}`;
    const title = `Friss cím ${Date.now()}`;
    const escaped = a.title.replace(/&/g, '&amp;');

    const before = await fromOrigin(a.path);
    expect(before.status).toBe(200);
    expect(before.text).toContain(escaped);
    expect(await text(section)).toContain(`href="${a.path}"`);

    try {
      const edited = Date.now();
      edit(['update', a.slug, '--title', title]);
      await originShows(a.path, title);
      console.log(`edit → published in ${Date.now() - edited} ms`);
      // The feeds are written before the page is published, so a reader (or a crawler) who sees the edit finds it
      // in the feeds too, however slow the machine. ctime: the moment a file was renamed into place (a page's
      // mtime is when it was rendered).
      const published = (await stat(outputFile(outDir, 'main', a.path))).ctimeMs;
      for (const feed of ['/rss', sectionFeed]) expect((await stat(feedFile(outDir, 'main', feed))).ctimeMs).toBeLessThanOrEqual(published);
      // The page's brotli copy came with it as one version (D-313): the page's mtime; no .gz (D-404): nginx's gzip
      // answer is made on the fly, with the new title and the plain answer's Last-Modified.
      const file = outputFile(outDir, 'main', a.path);
      expect((await stat(`${file}.br`)).mtimeMs).toBe((await stat(file)).mtimeMs);
      expect(existsSync(`${file}.gz`)).toBe(false);
      const fromNginx = (encoding: string) => fetch(`${e2eEnv().nginxUrl}${a.path}`, { headers: { 'accept-encoding': encoding } });
      const [plain, gzip] = [await fromNginx('identity'), await fromNginx('gzip')];
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toContain(title);
      expect(gzip.headers.get('last-modified')).toBe(plain.headers.get('last-modified'));
      // The feeds came before the page; the edited page goes out first, on its own (D-409), and the lists that show it
      // follow in the same run.
      expect(await feedTitles('/rss')).toContain(title);
      expect(await feedTitles(sectionFeed)).toContain(title);
      await originShows('/', title);
      await originShows(section, title);
      // The news sitemap follows the page in the same run (D-422).
      await originShows('/sitemaps/news.xml', title);
      // Also in a sidebar box (the latest articles), so the list itself is asked.
      await page.goto(`${originUrl}/`);
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      await page.goto(`${originUrl}${section}`);
      await expect(page.locator('[data-list-items]').getByRole('link', { name: title })).toBeVisible();

      edit(['unpublish', a.slug]);
      await originAnswers(a.path, 404);
      expect(await text(a.path)).toContain('A keresett oldal nem található.');
      expect(await text('/')).not.toContain(title);
      expect(await text(section)).not.toContain(title);
      expect(await feedTitles('/rss')).not.toContain(title);
      expect(await feedTitles(sectionFeed)).not.toContain(title);
      // Made before the 404 was published, in the same run.
      expect(await text('/sitemaps/news.xml')).not.toContain(title);
    } finally {
      // The newest article is other tests' too: back as it was, on the origin as well.
      edit(['update', a.slug, '--title', a.title]);
      edit(['publish', a.slug]);
      await originShows(a.path, escaped);
    }
  });

  test('an edited episode reaches its page, its article, its podcast’s page and the fronts and tab that show it; a new one appears, an unpublished one leaves', async () => {
    const { contentApiUrl } = e2eEnv();
    const newest = ((await (await fetch(`${contentApiUrl}/api/episodes?podcast=g7-podcast&perPage=1`)).json()) as { items: PodcastEpisode[] }).items[0]!;
    const episodePage = episodeHref(newest);
    const shownOn = [episodePage, articlePath(newest.article!), newest.podcast.page, '/g7', '/g7/podcast'];
    for (const path of shownOn) expect(await text(path), path).toContain(newest.title);

    const title = `Friss adáscím ${Date.now()}`;
    let added: string | null = null;
    try {
      edit(['episode', 'update', newest.slug, '--title', title]);
      for (const path of shownOn) await originShows(path, title);

      const slug = /episode add (\S+):/.exec(
        edit(['episode', 'add', '--podcast', 'g7-podcast', '--title', `Új adás ${Date.now()}`, '--source', newest.sourceUrl, '--publish']),
      )![1]!;
      added = slug;
      const addedPage = `${newest.podcast.page}/${slug}`;
      await originAnswers(addedPage, 200);
      await originShows('/g7', `data-episode-card="${slug}"`);
      expect(await text(newest.podcast.page)).toContain(`data-episode-card="${slug}"`);

      edit(['episode', 'unpublish', slug]);
      added = null;
      await originAnswers(addedPage, 404);
      expect(await text('/g7')).not.toContain(`data-episode-card="${slug}"`);
      expect(await text(newest.podcast.page)).not.toContain(`data-episode-card="${slug}"`);
    } finally {
      if (added) edit(['episode', 'unpublish', added]);
      edit(['episode', 'update', newest.slug, '--title', newest.title]);
      for (const path of shownOn) await originShows(path, newest.title);
    }
  });

  test('a new article enters the canonical map: another path of it is one 301 on the origin; unpublished, a static 404', async () => {
    const { contentApiUrl, outDir } = e2eEnv();
    const slug = /^create (\S+):/.exec(edit(['create', '--section', 'belfold', '--title', `Új cikk a térképhez ${Date.now()}`, '--publish']))![1]!;
    const article = (await (await fetch(`${contentApiUrl}/api/articles/${slug}`)).json()) as Article;
    const path = articlePath(article);
    const wrong = `/kulfold/2001/01/01/${slug}?a=1`;
    const redirect = async () => {
      const res = await fetch(new URL(wrong, e2eEnv().originUrl), { redirect: 'manual' });
      return `${res.status} ${res.headers.get('location')}`;
    };
    try {
      await originAnswers(path, 200);
      await expect.poll(() => (JSON.parse(readFileSync(canonicalFiles(outDir).json, 'utf8')) as Record<string, string>)[slug]).toBe(`https://hirter.hu${path}`);
      expect(readFileSync(canonicalFiles(outDir).map, 'utf8')).toContain(`${slug} "https://hirter.hu${path}";`);
      // The origin reads the new map by itself (soon after it is written: how soon is a bench figure).
      await expect.poll(redirect).toBe(`301 ${path}?a=1`);
    } finally {
      edit(['unpublish', slug]);
      await originAnswers(path, 404);
    }
    await expect.poll(async () => (await redirect()).split(' ')[0]).toBe('404');
  });

  test('an article whose body holds a link paragraph to /sport/forma-1 shows the Formula 1 widget in that state', async ({ page }) => {
    const { originUrl, contentApiUrl } = e2eEnv();
    const body =
      '<p>A hétvégi futam után így áll a bajnokság.</p><p><a href="/sport/forma-1?oldal=pontverseny">A Forma–1 pontversenye</a></p><p>A következő nagydíj két hét múlva lesz.</p>';
    const slug = /^create (\S+):/.exec(edit(['create', '--section', 'sport', '--title', `Forma–1-es cikk ${Date.now()}`, '--body', body, '--publish']))![1]!;
    const path = articlePath((await (await fetch(`${contentApiUrl}/api/articles/${slug}`)).json()) as Article);
    try {
      await originAnswers(path, 200);
      await page.goto(`${originUrl}${path}`);
      const widget = page.locator('[data-article-body] [data-embed-widget=forma-1] [data-formula1]');
      await expect(widget).toBeVisible();
      await expect(widget.getByRole('heading', { level: 2, name: 'Forma–1' })).toBeVisible();
      await expect(widget.getByRole('link', { name: 'Pontverseny' })).toHaveAttribute('aria-current', 'page');
      await expect(widget.getByRole('link', { name: 'Pontverseny' })).toHaveAttribute('href', '/sport/forma-1?oldal=pontverseny');
      await expect(page.locator('[data-article-body]')).not.toContainText('A Forma–1 pontversenye');
      await expect(page.locator('[data-article-body]')).toContainText('A következő nagydíj két hét múlva lesz.');
    } finally {
      // The newest sport article is other tests' too.
      edit(['unpublish', slug]);
      await originAnswers(path, 404);
    }
  });

  test('a rate set in the newsroom reaches the rate page and the footer strip of the Romanian edition without the nightly build', async ({ page }) => {
    const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
    const { rate: seeded } = db.prepare("SELECT rate FROM exchange_rates WHERE base = 'RON' AND code = 'EUR' ORDER BY date DESC LIMIT 1").get() as {
      rate: number;
    };
    db.close();
    const shows = async (path: string, selector: string) => {
      await page.goto(roOriginUrl(path));
      return (await page.locator(selector).first().textContent()) ?? '';
    };
    const ratePage = () => shows('/arfolyam', 'table[data-currency-table=RON] tr[data-currency=EUR] td');
    const strip = () => shows('/', 'footer [data-currency=EUR]');
    const lei = (n: number) => `${n.toFixed(2).replace('.', ',')} Lei`;
    try {
      // A value no seeded day has: 4,1234 lei shows as 4,12 in the strip and on the rate page.
      const set = Date.now();
      edit(['rate', 'RON', 'EUR', '4,1234']);
      await expect.poll(ratePage).toBe('4,12 Lei');
      console.log(`rate → rate page in ${Date.now() - set} ms`);
      await expect.poll(strip).toBe('EUR 4,12 Lei');
      console.log(`rate → front page strip in ${Date.now() - set} ms`);
    } finally {
      // The rate of the latest day as seeded, on both pages again.
      edit(['rate', 'RON', 'EUR', String(Number(seeded.toFixed(6))).replace('.', ',')]);
      await expect.poll(ratePage).toBe(lei(seeded));
      await expect.poll(strip).toBe(`EUR ${lei(seeded)}`);
    }
  });
});
