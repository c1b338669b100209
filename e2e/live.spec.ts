// The live layer against the origin over the prerender job's static output (what readers get): a live blog
// takes an edit and a new post in place, a front page its live story's new card, a hidden tab costs nothing, a first visit installs one worker and a
// new build makes the next click a full load under the new build's worker, a press whose script is gone
// reloads the page, a visited article reads offline,
// and the mobile app gets the clicks. The page's 15 s polls and 5-minute build checks run on Playwright's fake
// clock; what a test waits for is the request a poll makes, the origin's answer and the DOM, never a time.
// Only the oldest live blog is edited (no other test reads it); the build file changed is put back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { countRequests, emulateVisibility, nextPoll, recordFetches, settle } from './pageWatch';
import { AS_THE_PAGE_ASKS, cronHasRun, fromOrigin, originShows } from './publishing';
import { runEditor } from '../services/editor/cli';
import { articlePath } from '../domain/urls';
import { writeFileAtomic } from '../prerender/atomicWrite';
import { MAIN_DOMAIN } from '../domain/sites';
import { BUILD_CHECK_MS } from '../domain/constants';
import type { Article } from '../domain/types';
import { SHARED_DATA_PATH } from '../domain/sharedData';
import { quietArticles } from './pageTypes';

/** The n-th oldest live blog of the main site that is still live (flag live). */
async function liveBlog(n: number): Promise<{ slug: string; path: string; title: string }> {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  let rows: { slug: string }[];
  try {
    rows = db
      .prepare(
        `SELECT a.slug FROM articles a WHERE a.visible = 1 AND a.type = 'liveblog' AND a.site_slug = 'main'
         AND a.doc LIKE '%"live":true%' ORDER BY a.pub_date ASC, a.id ASC`,
      )
      .all() as { slug: string }[];
  } finally {
    db.close();
  }
  const row = rows[Math.min(n, rows.length - 1)];
  if (!row) throw new Error('no live blog in the corpus');
  const a = (await (await fetch(`${e2eEnv().contentApiUrl}/api/articles/${row.slug}`)).json()) as Article;
  return { slug: a.slug, path: articlePath(a), title: a.title };
}

async function liveLayerStarted(page: Page): Promise<void> {
  // The live layer loads as its own chunk; its first version check is one interval after load.
  await page.locator('html[data-live-layer]').waitFor({ state: 'attached' });
}

const isVersion = (path: string) => path.endsWith('/version');
const isRefresh = (path: string) => path === SHARED_DATA_PATH;

/** Runs an editor command on the world's store. */
function edit(args: string[]): void {
  const r = runEditor(args, e2eEnv().contentDb);
  expect(r.code, r.out).toBe(0);
}

/** The article's version (a new post moves its live blog's), from the content API or as the origin gives it to the page. */
async function versionOf(slug: string, from: 'api' | 'origin'): Promise<number> {
  const path = `/api/articles/${slug}/version`;
  const text = from === 'api' ? await (await fetch(`${e2eEnv().contentApiUrl}${path}`)).text() : (await fromOrigin(path, AS_THE_PAGE_ASKS)).text;
  return (JSON.parse(text) as { v: number }).v;
}

/**
 * Waits until the origin has published the article's latest version: its static page holds `text`, and the
 * version call the page's next poll makes gives that version (the origin keeps an answer a few seconds).
 */
async function published(slug: string, path: string, text: string): Promise<void> {
  const latest = await versionOf(slug, 'api');
  await originShows(path, text);
  await expect.poll(() => versionOf(slug, 'origin')).toBeGreaterThanOrEqual(latest);
}

test.describe('live layer', () => {
  test('a live blog takes an edit and a new post in place, without a reload; further down, the next post waits behind an "N új bejegyzés" toast', async ({
    page,
  }) => {
    const { originUrl } = e2eEnv();
    const a = await liveBlog(0);
    await cronHasRun();
    await page.clock.install();
    await page.goto(`${originUrl}${a.path}`);
    await expect(page.locator('h1')).toHaveText(a.title);
    await liveLayerStarted(page);
    // A mark on the document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    // A reader's focus on a link of the body as the body is swapped stays in it: at the region, as the new text has
    // no such link, never on <body>.
    await page.evaluate(
      `(() => { const a = document.createElement('a'); a.href = '#'; a.textContent = 'itt'; document.querySelector('[data-live-swap="body"]').append(a); a.focus({ preventScroll: true }); })()`,
    );
    const stamp = Date.now().toString(36);
    const title = `Élő: új cím ${stamp}`;
    const first = `Első friss bejegyzés ${stamp}`;
    edit(['update', a.slug, '--title', title, '--body', `Friss bekezdés ${stamp}.`]);
    edit(['post', a.slug, '--title', first, '--body', 'Az első.']);
    await published(a.slug, a.path, first);
    await nextPoll(page, isVersion);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('[data-article-body]')).toContainText(`Friss bekezdés ${stamp}.`);
    await expect(page.locator('[data-live-swap="body"]')).toBeFocused();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    // The reader is at the top of the blog: the post goes straight in.
    const newest = page.locator('[data-live-blog] article[id]:not([data-pinned])').first();
    await expect(newest).toContainText(first);
    expect(await sameDocument()).toBe(true);

    // Further down the page, the next post waits behind the toast, and the tab title counts it.
    await page.locator('[data-live-blog] article[id]').nth(20).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => scrollY);
    const second = `Második friss bejegyzés ${stamp}`;
    edit(['post', a.slug, '--title', second, '--body', 'A második.']);
    await published(a.slug, a.path, second);
    await nextPoll(page, isVersion);
    const toast = page.getByRole('status').getByRole('button', { name: '1 új bejegyzés' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(1\\) ${title}`));
    expect(await page.locator('[data-live-blog]').textContent()).not.toContain(second);
    expect(Math.abs((await page.evaluate(() => scrollY)) - y)).toBeLessThan(2);
    await toast.click();
    await expect(newest).toContainText(second);
    await expect(newest).toBeInViewport();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    expect(await sameDocument()).toBe(true);
  });

  test('a minute of a live article: the version poll and the shared data poll every 15 s while visible; nothing while hidden; both at once when back', async ({
    page,
  }) => {
    const { originUrl } = e2eEnv();
    const a = await liveBlog(2);
    const setVisibility = await emulateVisibility(page);
    const seen = countRequests(page);
    const fetched = await recordFetches(page);
    await page.clock.install();
    await page.goto(`${originUrl}${a.path}`);
    await liveLayerStarted(page);
    // The load's own work first: the worker of a first visit, then the build check it lets through.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(async () => (await fetched.paths()).filter((p) => p.startsWith('/builds/'))).not.toEqual([]);
    seen.mark();
    for (let i = 0; i < 4; i++) await nextPoll(page, isVersion);
    const visible = seen.since();
    const byPath = visible.map((r) => new URL(r.url()).pathname);
    console.log(
      `visible live article: ${visible.length} requests in 60 s: ${[...new Set(byPath)].map((p) => `${p} ×${byPath.filter((x) => x === p).length}`).join(', ')}`,
    );
    expect(byPath.filter(isVersion).length).toBeGreaterThanOrEqual(4);
    // A live article has the pip video's place, so the shared data poll runs beside the version poll: one
    // request a tick (D-203's removal reversed for the pages that show shared data), nothing else of /api/frontend.
    const refreshes = byPath.filter(isRefresh).length;
    expect(refreshes).toBeGreaterThanOrEqual(3);
    expect(refreshes).toBeLessThanOrEqual(4);
    expect(byPath.filter((p) => p.startsWith('/api/frontend/') && !isRefresh(p))).toEqual([]);
    expect(visible.length).toBeLessThanOrEqual(8 + refreshes);

    // Hidden: four intervals of the page's time pass without a single call. From here the clock stands
    // still but for what the test moves, so the poll on the way back is due at once or not at all.
    await setVisibility('hidden');
    const before = (await fetched.paths()).length;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await settle(page);
    expect((await fetched.paths()).slice(before)).toEqual([]);

    // Back after more than 30 s: the version poll and the shared data poll at once.
    const back = page.waitForRequest((r) => isVersion(new URL(r.url()).pathname));
    const backShared = page.waitForRequest((r) => isRefresh(new URL(r.url()).pathname));
    await setVisibility('visible');
    await page.clock.runFor(1_000);
    await back;
    await backShared;
  });

  test('a front page follows its live story: the republished card replaces the old one in place, without a reload', async ({ page }) => {
    const { originUrl } = e2eEnv();
    await cronHasRun();
    await page.clock.install();
    await page.goto(`${originUrl}/`);
    await liveLayerStarted(page);
    // Not the live blog whose first screen the visual baselines hold (e2e/pageTypes.ts): an edit of its title made
    // the desktop's light screenshot differ when this test ran first in the same world.
    const quiet = (await quietArticles()).liveblog;
    const cards = await page.locator('[data-live-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-live-card') ?? ''));
    const slug = cards.find((s) => s && !quiet.endsWith(`/${s}`)) ?? '';
    expect(slug, `a live story on the front besides ${quiet}`).not.toBe('');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const title = `Élő a címlapon ${Date.now().toString(36)}`;
    edit(['update', slug, '--title', title]);
    await published(slug, '/', title);
    await nextPoll(page, isVersion);
    // The cards of the story (in every auto-block version it is in) now say the new title.
    await expect(page.locator(`[data-live-card="${slug}"] a.headline`).first()).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("a first visit installs one worker, the build's the page names; a new build (builds/latest.json changed) makes the next click a full load under the new build's worker", async ({
    page,
  }) => {
    const { originUrl, outDir } = e2eEnv();
    const file = join(outDir, MAIN_DOMAIN, 'builds', 'latest.json');
    const original = readFileSync(file, 'utf8');
    const { id } = JSON.parse(original) as { id: string };
    const a = await liveBlog(1);
    // Each registration the page asks for, and each worker that takes over (a controllerchange): a second
    // one, while the reader already sent a form, held that navigation in Chromium until it was given up (the
    // football e2e).
    await page.addInitScript(() => {
      const note = (key: string, value: string) => sessionStorage.setItem(key, `${sessionStorage.getItem(key) ?? ''} ${value}`.trim());
      navigator.serviceWorker.addEventListener('controllerchange', () => note('e2e:takeovers', navigator.serviceWorker.controller?.scriptURL ?? ''));
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (url: string | URL, options?: RegistrationOptions) {
        note('e2e:registered', String(url));
        return register.call(this, url, options);
      };
    });
    const fetched = await recordFetches(page);
    const buildChecks = async () => (await fetched.paths()).filter((p) => p === '/builds/latest.json').length;
    const noted = (key: string) => page.evaluate((k) => (sessionStorage.getItem(k) ?? '').split(' ').filter(Boolean), key);
    const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    await page.clock.install();
    await page.goto(`${originUrl}${a.path}`);
    await expect(page.locator('html')).toHaveAttribute('data-build', id);
    await expect.poll(controller).toContain(`build=${id}`);
    // The build check runs once the worker controls the page, and again every 5 minutes; the next run is set
    // only when the last is over (with any worker it registered in control), so once a second check is asked
    // the first has found nothing newer.
    await expect.poll(buildChecks).toBe(1);
    await expect
      .poll(async () => {
        await page.clock.runFor(BUILD_CHECK_MS);
        await settle(page);
        return buildChecks();
      })
      .toBeGreaterThanOrEqual(2);
    expect(await noted('e2e:registered')).toEqual([`/sw.js?build=${id}`]);
    expect(await noted('e2e:takeovers')).toEqual([`${originUrl}/sw.js?build=${id}`]);
    await expect(page.locator('html')).not.toHaveAttribute('data-new-build');

    // Without a new build a click is an ordinary page load, still under the same worker.
    const plain = page.locator('a[href^="/"]').filter({ hasText: /\S/ }).first();
    const plainHref = (await plain.getAttribute('href'))!;
    await Promise.all([page.waitForURL((u) => `${u.pathname}${u.search}` === plainHref), plain.click()]);
    expect(await controller()).toContain(`build=${id}`);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(a.title);

    const next = `e2e${Date.now().toString(36)}`;
    // A new build as the job writes one: its meta record first, then latest.json by rename. The record stays
    // afterwards, as old builds' records do.
    const info = JSON.stringify({ id: next, timestamp: Date.now() });
    await writeFileAtomic(join(outDir, MAIN_DOMAIN, 'builds', 'meta', `${next}.json`), info);
    try {
      await writeFileAtomic(file, info);
      // The page learns of it at its next build check.
      await expect
        .poll(async () => {
          await page.clock.runFor(BUILD_CHECK_MS);
          return page.locator('html').getAttribute('data-new-build');
        })
        .toBe(next);
      // A link to another page: a post may link this article itself (a same-page click loads nothing).
      const link = page.locator(`[data-live-article] a[href^="/"]:not([href^="${a.path}"])`).first();
      const href = await link.getAttribute('href');
      await link.click();
      // A new document under way is the full load; its images and scripts are not what this test is about.
      await page.waitForURL((u) => u.pathname === href, { waitUntil: 'commit' });
      await expect.poll(controller).toContain(`build=${next}`);
      // A new document: the new-build mark of the old one is gone.
      await expect(page.locator('html')).not.toHaveAttribute('data-new-build', next);
    } finally {
      await writeFileAtomic(file, original);
    }
  });

  test('a press whose script is gone (a chunk of a build the origin no longer has) reloads the page to where it was', async ({ browser }) => {
    // Without the worker: its cache would answer the chunk the test takes away.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const url = `${e2eEnv().originUrl}/podcast/hirter-reggel`;
      await page.goto(url);
      // The navigation module answers a failed import (the islands and the page's parts have their own way);
      // it loads when the browser is idle.
      await page.locator('html[data-navigation]').waitFor({ state: 'attached' });
      await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
      await page.route(/\/assets\/chunks\//, (route) => route.abort().catch(() => {}));
      const reloaded = page.waitForEvent('load');
      // The first press of play imports the player.
      await page.locator('[data-episode-play][role=button]').first().click();
      await reloaded;
      expect(page.url()).toBe(url);
      expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before)).toBeUndefined();
      // The reload guard's mark (live/reload.ts): a second failure within 10 s stays on the page.
      expect(await page.evaluate(() => sessionStorage.getItem('hirter:reloadAt'))).toMatch(/^\d+$/);
    } finally {
      await context.close();
    }
  });

  test('a visited article reads offline', async ({ page, context }) => {
    const { originUrl } = e2eEnv();
    const a = await liveBlog(1);
    const url = `${originUrl}${a.path}`;
    await page.goto(url);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Read once under the worker (the first load came before it), in a new tab as a reader would: a
    // protocol-driven reload while the worker still writes its caches can wedge the browser (seen in CI).
    const reader = await context.newPage();
    await reader.goto(url);
    const title = await reader.locator('h1').textContent();
    // The worker keeps the page once its cache write is done; going offline before that would test the race.
    await expect.poll(() => reader.evaluate(async (u) => Boolean(await caches.match(u)), url)).toBe(true);
    await reader.close();
    await page.close();
    await context.setOffline(true);
    try {
      const offline = await context.newPage();
      await offline.goto(url);
      await expect(offline.locator('h1')).toHaveText(title!);
      await expect(offline.locator('[data-article-body]')).toBeVisible();
      // An article never read is not there: the network is really gone.
      const other = await liveBlog(2);
      await offline.goto(`${originUrl}${other.path}`).catch(() => {});
      await expect(offline.getByText('Nincs internetkapcsolat.', { exact: false })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('mobile-app mode hands a link click to the app bridge with the full URL and stays on the page', async ({ page }) => {
    const { originUrl } = e2eEnv();
    const a = await liveBlog(1);
    await page.addInitScript(() => {
      const w = window as unknown as { __bridge: string[]; __leaving: boolean[]; ReactNativeWebView: { postMessage(m: string): void } };
      w.__bridge = [];
      w.__leaving = [];
      w.ReactNativeWebView = { postMessage: (m) => void w.__bridge.push(m) };
      // Last in the click's path (the window, bubbling): whether the browser was still to follow the link.
      window.addEventListener('click', (e) => void w.__leaving.push(!e.defaultPrevented));
    });
    await page.goto(`${originUrl}${a.path}?isMobileApp=1`);
    // The navigation module loads when the browser is idle.
    await page.locator('html[data-navigation]').waitFor({ state: 'attached' });
    const link = page.locator('[data-live-article] a[href^="/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    const leaving = () => page.evaluate(() => (window as unknown as { __leaving: boolean[] }).__leaving);
    await expect.poll(async () => (await leaving()).length).toBe(1);
    // The click's default (following the link) was cancelled, so the page stays.
    expect(await leaving()).toEqual([false]);
    expect(new URL(page.url()).pathname).toBe(a.path);
    const sent = async () =>
      (await page.evaluate(() => (window as unknown as { __bridge: string[] }).__bridge)).map((m) => JSON.parse(m) as { type: string; url: string });
    expect(await sent()).toEqual([{ type: 'navigate', url: new URL(href, originUrl).href }]);
    // reader-site.md §4: the page query goes to the app only when it is not 1; a link to this very page but for
    // isMobileApp is no navigation at all. Links of each kind, as a list's pager and a logo draw them.
    await page.evaluate((path) => {
      for (const [id, href] of [
        ['t-page-2', '/legfrissebb?oldal=2'],
        ['t-page-1', '/legfrissebb?oldal=1&x=y'],
        ['t-self', path],
      ] as const) {
        const link = Object.assign(document.createElement('a'), { id, href, textContent: id });
        document.body.prepend(link);
      }
    }, a.path);
    for (const id of ['t-page-2', 't-page-1', 't-self']) await page.locator(`#${id}`).click();
    await expect.poll(async () => (await leaving()).length).toBe(4);
    expect(await leaving()).toEqual([false, false, false, false]);
    expect(new URL(page.url()).pathname).toBe(a.path);
    expect((await sent()).map((m) => m.url)).toEqual([new URL(href, originUrl).href, `${originUrl}/legfrissebb?oldal=2`, `${originUrl}/legfrissebb?x=y`]);
  });
});
