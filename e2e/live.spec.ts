// The live layer against the origin over the prerender job's static output (what readers get): a live
// article takes an edit in place, a hidden tab costs nothing, a new build makes the next click a full
// load under the new build's service worker, and a visited article reads offline. These tests edit live
// blogs of the shared store (the oldest live ones, which no other spec uses) and run one after another.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { countRequests, emulateVisibility, passTime } from './pageWatch';
import { runEditor } from '../content/editor/cli';
import { articlePath } from '../domain/urls';
import { writeFileAtomic } from '../prerender/atomicWrite';
import { MAIN_DOMAIN } from '../domain/sites';
import type { Article } from '../domain/types';

test.describe.configure({ mode: 'serial' });

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
  await page.locator('html[data-live-layer]').waitFor({ state: 'attached', timeout: 10_000 });
}

test.describe('live layer', () => {
  test('a live article takes an edit in place, without a reload, within 20 s', async ({ page }) => {
    test.setTimeout(60_000);
    const { originUrl, contentDb } = e2eEnv();
    const a = await liveBlog(0);
    await page.goto(`${originUrl}${a.path}`);
    await expect(page.locator('h1')).toHaveText(a.title);
    await liveLayerStarted(page);
    // A mark on the document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const title = `Élő: új cím ${Date.now()}`;
    const edited = Date.now();
    expect(runEditor(['update', a.slug, '--title', title, '--body', `Friss bekezdés ${edited}.`], contentDb).code).toBe(0);
    await expect(page.locator('h1')).toHaveText(title, { timeout: 20_000 });
    await expect(page.locator('[data-article-body]')).toContainText(`Friss bekezdés ${edited}.`);
    console.log(`live article: edit → on the open page in ${Date.now() - edited} ms`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page).toHaveTitle(new RegExp(title));
  });

  test('a live blog: a new post appears at the top for a reader there, and behind an "N új bejegyzés" toast for one further down', async ({ page }) => {
    test.setTimeout(90_000);
    const { originUrl, contentDb } = e2eEnv();
    const a = await liveBlog(1);
    await page.goto(`${originUrl}${a.path}`);
    await liveLayerStarted(page);
    const posts = page.locator('[data-live-blog] article[id]');

    const first = `Első friss bejegyzés ${Date.now()}`;
    expect(runEditor(['post', a.slug, '--title', first, '--body', 'Az első.'], contentDb).code).toBe(0);
    await expect(page.locator('[data-live-blog] article:not([data-pinned])').first()).toContainText(first, { timeout: 20_000 });

    // Further down the page, the next post waits behind the toast, and the tab title counts it.
    await posts.nth(20).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => scrollY);
    const second = `Második friss bejegyzés ${Date.now()}`;
    expect(runEditor(['post', a.slug, '--title', second, '--body', 'A második.'], contentDb).code).toBe(0);
    const toast = page.getByRole('status').getByRole('button', { name: '1 új bejegyzés' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(/^\(1\) /);
    expect(await page.locator('[data-live-blog]').textContent()).not.toContain(second);
    expect(Math.abs((await page.evaluate(() => scrollY)) - y)).toBeLessThan(2);
    await toast.click();
    await expect(page.locator('[data-live-blog] article:not([data-pinned])').first()).toContainText(second);
    await expect(page.locator('[data-live-blog] article:not([data-pinned])').first()).toBeInViewport();
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  });

  test('requests a minute: the version poller while visible, no shared data poll, none while hidden; the version reply is tiny', async ({ page, request }) => {
    const { originUrl } = e2eEnv();
    const a = await liveBlog(2);
    const setVisibility = await emulateVisibility(page);
    const seen = countRequests(page);
    // The page's minutes pass on a fake clock (pageWatch.ts passTime).
    await page.clock.install();
    const pass = (seconds: number) => passTime(page, seconds);
    await page.goto(`${originUrl}${a.path}`);
    await liveLayerStarted(page);
    await pass(5); // the build check and service worker registration of the load
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    seen.mark();
    await pass(60);
    const visible = seen.since();
    const byPath = visible.map((r) => new URL(r.url()).pathname);
    console.log(
      `visible live article: ${visible.length} requests in 60 s: ${[...new Set(byPath)].map((p) => `${p} ×${byPath.filter((x) => x === p).length}`).join(', ')}`,
    );
    expect(visible.length).toBeLessThanOrEqual(8);
    expect(byPath.filter((p) => p.endsWith('/version')).length).toBeGreaterThanOrEqual(3);
    // Nothing on the page reads the shared data, so nothing polls it (docs/decisions.md "The shared data poll goes").
    expect(byPath.filter((p) => p.startsWith('/api/frontend/'))).toEqual([]);

    await setVisibility('hidden');
    seen.mark();
    await pass(60);
    console.log(`hidden live article: ${seen.since().length} requests in 60 s`);
    expect(seen.since()).toHaveLength(0);

    // Back after more than 30 s: the version poller at once.
    seen.mark();
    await setVisibility('visible');
    await passTime(page, 1);
    await expect.poll(() => seen.since().filter((r) => new URL(r.url()).pathname.endsWith('/version')).length, { timeout: 3_000 }).toBeGreaterThanOrEqual(1);
    await page.clock.resume();

    const res = await request.get(`${originUrl}/api/articles/${a.slug}/version`);
    const body = await res.body();
    const headerBytes = res.headersArray().reduce((n, h) => n + h.name.length + h.value.length + 4, 0);
    console.log(`version reply: ${body.length} B body (${JSON.stringify(body.toString())}), ${headerBytes} B of headers`);
    expect(body.length).toBeLessThanOrEqual(64);
  });

  test("a first visit installs one worker, the build's the page names, as on the render server", async ({ page, request }) => {
    const { originUrl, outDir } = e2eEnv();
    const { id } = JSON.parse(readFileSync(join(outDir, MAIN_DOMAIN, 'builds', 'latest.json'), 'utf8')) as { id: string };
    const a = await liveBlog(0);
    expect(await (await request.get(a.path)).text()).toContain(`data-build="${id}"`);
    // Each worker that takes over is a controllerchange: a second one, while the reader already sent a form,
    // held that navigation in Chromium until it was given up (the football e2e).
    await page.addInitScript(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        sessionStorage.setItem('e2e:takeovers', `${sessionStorage.getItem('e2e:takeovers') ?? ''} ${navigator.serviceWorker.controller?.scriptURL}`);
      });
    });
    await page.goto(`${originUrl}${a.path}`);
    await expect(page.locator('html')).toHaveAttribute('data-build', id);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 15_000 }).toContain(`build=${id}`);
    // The build check has run (its answer comes through the worker) and found nothing newer: one takeover.
    await page.waitForTimeout(1_000);
    expect((await page.evaluate(() => sessionStorage.getItem('e2e:takeovers')))?.trim().split(' ')).toEqual([`${originUrl}/sw.js?build=${id}`]);
    await expect(page.locator('html')).not.toHaveAttribute('data-new-build');
  });

  test('a new build (builds/latest.json changed) makes the next click a full load under the new build', { tag: '@alone' }, async ({ page }) => {
    test.setTimeout(60_000);
    const { originUrl, outDir } = e2eEnv();
    const file = join(outDir, MAIN_DOMAIN, 'builds', 'latest.json');
    const original = readFileSync(file, 'utf8');
    const { id } = JSON.parse(original) as { id: string };
    const a = await liveBlog(0);
    await page.clock.install();
    await page.goto(`${originUrl}${a.path}`);
    const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    await expect.poll(controller, { timeout: 15_000 }).toContain(`build=${id}`);

    // Without a new build a click is an ordinary page load, still under the same worker.
    await page.locator('a[href^="/"]').filter({ hasText: /\S/ }).first().click();
    await page.waitForLoadState('load');
    expect(await controller()).toContain(`build=${id}`);
    await page.goBack();

    const next = `e2e${Date.now().toString(36)}`;
    // The output is shared with tests running alongside (static.spec.ts reads latest.json and then its meta
    // record): the fake build gets its meta record first and latest.json changes by rename, as the job does,
    // and the record stays afterwards, as old builds' records do.
    const info = JSON.stringify({ id: next, timestamp: Date.now() });
    await writeFileAtomic(join(outDir, MAIN_DOMAIN, 'builds', 'meta', `${next}.json`), info);
    try {
      await writeFileAtomic(file, info);
      await page.clock.fastForward('05:01');
      await expect(page.locator('html')).toHaveAttribute('data-new-build', next, { timeout: 10_000 });
      // The click waits for the new worker at most 3 s (a timer): time flows again, or on a slow machine the
      // fake clock would hold the page forever (seen in CI).
      await page.clock.resume();
      // A link to another page: a post other tests added may link this article itself (a same-page click loads nothing).
      const link = page.locator(`[data-live-article] a[href^="/"]:not([href^="${a.path}"])`).first();
      const href = await link.getAttribute('href');
      await link.click();
      // A new document under way is the full load; its images and scripts are not what this test is about.
      await page.waitForURL((u) => u.pathname === href, { timeout: 15_000, waitUntil: 'commit' });
      await expect.poll(controller, { timeout: 10_000 }).toContain(`build=${next}`);
      // A new document: the new-build mark of the old one is gone.
      await expect(page.locator('html')).not.toHaveAttribute('data-new-build', next);
    } finally {
      await writeFileAtomic(file, original);
    }
  });

  test('a visited article reads offline', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { originUrl } = e2eEnv();
    const a = await liveBlog(0);
    const url = `${originUrl}${a.path}`;
    await page.goto(url, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    // Read once under the worker (the first load came before it), in a new tab as a reader would: a
    // protocol-driven reload while the worker still writes its caches can wedge the browser (seen in CI).
    const reader = await context.newPage();
    await reader.goto(url, { timeout: 15_000 });
    const title = await reader.locator('h1').textContent({ timeout: 10_000 });
    // The worker keeps the page once its cache write is done; going offline before that would test the race.
    await expect.poll(() => reader.evaluate(async (u) => Boolean(await caches.match(u)), url), { timeout: 10_000 }).toBe(true);
    await reader.close();
    await page.close();
    await context.setOffline(true);
    try {
      const offline = await context.newPage();
      await offline.goto(url, { timeout: 15_000 });
      await expect(offline.locator('h1')).toHaveText(title!);
      await expect(offline.locator('[data-article-body]')).toBeVisible();
      // An article never read is not there: the network is really gone.
      const other = await liveBlog(3);
      await offline.goto(`${originUrl}${other.path}`, { timeout: 15_000 }).catch(() => {});
      await expect(offline.getByText('Nincs internetkapcsolat.', { exact: false })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('mobile-app mode hands a link click to the app bridge with the full URL and stays on the page', async ({ page }) => {
    const { originUrl } = e2eEnv();
    const a = await liveBlog(0);
    await page.addInitScript(() => {
      const w = window as unknown as { __bridge: string[]; ReactNativeWebView: { postMessage(m: string): void } };
      w.__bridge = [];
      w.ReactNativeWebView = { postMessage: (m) => void w.__bridge.push(m) };
    });
    await page.goto(`${originUrl}${a.path}?isMobileApp=1`);
    // The navigation module loads when the browser is idle.
    await page.locator('html[data-navigation]').waitFor({ state: 'attached', timeout: 10_000 });
    const link = page.locator('[data-live-article] a[href^="/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(a.path);
    const sent = await page.evaluate(() => (window as unknown as { __bridge: string[] }).__bridge);
    expect(sent.map((m) => JSON.parse(m) as { type: string; url: string })).toEqual([{ type: 'navigate', url: new URL(href, originUrl).href }]);
  });

  test('the JavaScript a live blog loads (gzip)', async ({ page }) => {
    const { originUrl, outDir } = e2eEnv();
    const a = await liveBlog(0);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`${originUrl}${a.path}`);
    await page.waitForTimeout(4_000);
    let total = 0;
    const sizes: string[] = [];
    for (const p of scripts) {
      const gz = gzipSync(readFileSync(join(outDir, MAIN_DOMAIN, p))).length;
      total += gz;
      sizes.push(`${p.split('/').pop()} ${(gz / 1024).toFixed(1)}`);
    }
    console.log(`live blog JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gz (${sizes.join(', ')})`);
    expect(total).toBeLessThan(24 * 1024);
  });
});
