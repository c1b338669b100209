// The front pages: / (curated blocks, breaking block, auto block) and the sub-site fronts /after, /g7,
// /karakter (§9 counts). Against the render server: the sub-site fronts are not in the prerender job yet.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, baseUrl, e2eEnv, roUrl } from './fixtures';
import { AUTO_BLOCK_BAG_KEY } from '../domain/autoBlock';
import { AUTO_BLOCK_POSITION } from '../domain/frontBlocks';
import type { FrontPageBlock } from '../domain/types';

async function boxes(site: string): Promise<FrontPageBlock[]> {
  const res = await fetch(`${e2eEnv().contentApiUrl}/api/index/boxes`, { headers: { 'x-site': site } });
  expect(res.status).toBe(200);
  return (await res.json()) as FrontPageBlock[];
}

/** The blocks of the page top to bottom: type, position and the ids of their articles. */
function pageBlocks(page: Page) {
  return page.locator('[data-front-block]').evaluateAll((els) =>
    els.map((el) => ({
      type: el.getAttribute('data-front-block')!,
      position: Number(el.getAttribute('data-block-position')),
      ids: Array.from(el.querySelectorAll('[data-article-id]')).map((a) => Number(a.getAttribute('data-article-id'))),
    })),
  );
}

/** Ids of every article a reader can see on the page (the hidden auto-block versions left out). */
function visibleIds(page: Page) {
  return page
    .locator('[data-article-id]')
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0).map((el) => Number(el.getAttribute('data-article-id'))),
    );
}

async function axeClean(page: Page) {
  const result = await axe(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the main front page', () => {
  test('shows the curated blocks in position order, the breaking block first, with an opaque header', { tag: '@phone' }, async ({ page }) => {
    const api = await boxes('main');
    // The e2e corpus is seed 1, and odd seeds put a breaking block at 1000 (content/seed/fixtures.ts).
    const breaking = api.find((b) => b.position === 1000);
    expect(breaking?.articles.length).toBeGreaterThan(0);

    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    const shown = await pageBlocks(page);
    expect(shown[0]).toMatchObject({ type: 'breaking', position: 1000, ids: [breaking!.articles[0]!.id] });
    await expect(page.locator('[data-front-block=breaking]')).toContainText(breaking!.articles[0]!.title);
    await expect(page.locator('header[data-header-opacity]')).toHaveCount(1);

    // Then every other block of the API, in position order.
    const rest = shown.slice(1);
    expect(rest.map((b) => b.position)).toEqual(
      api
        .filter((b) => b.position !== 1000)
        .map((b) => b.position)
        .sort((a, b) => a - b),
    );
    expect(rest.map((b) => b.type)).toEqual(api.filter((b) => b.position !== 1000).map((b) => b.type));
    // The breaking article is not repeated in the blocks below it, nor is any other.
    const ids = shown.flatMap((b) => b.ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The auto block sits between the curated blocks above and below its position.
    const order = await page
      .locator('[data-front-block], #auto-block')
      .evaluateAll((els) => els.map((el) => (el.id === 'auto-block' ? 'auto' : Number(el.getAttribute('data-block-position')))));
    const at = order.indexOf('auto');
    expect(order.slice(1, at).every((p) => typeof p === 'number' && p < AUTO_BLOCK_POSITION)).toBe(true);
    expect(order.slice(at + 1).every((p) => typeof p === 'number' && p >= AUTO_BLOCK_POSITION)).toBe(true);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('shows one auto-block version, a different one on each visit until all four were shown', async ({ page }) => {
    const picks: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.goto('/');
      const visible = page.locator('[data-auto-block-version]:visible');
      await expect(visible).toHaveCount(1);
      const v = (await visible.getAttribute('data-auto-block-version'))!;
      await expect(page.locator('#auto-block')).toHaveAttribute('data-auto-block-picked', v);
      picks.push(v);
    }
    expect([...picks.slice(0, 4)].sort()).toEqual(['1', '2', '3', '4']);
    expect([...picks.slice(4, 8)].sort()).toEqual(['1', '2', '3', '4']);
    for (let i = 1; i < picks.length; i++) expect(picks[i]).not.toBe(picks[i - 1]);
    const bag = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTO_BLOCK_BAG_KEY))!) as { left: number[]; last: number };
    expect(bag).toEqual({ left: [], last: Number(picks[7]) });
    // No article of the visible version is one a curated block shows.
    const ids = await visibleIds(page);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('with JavaScript off: the blocks and the first auto-block version', { tag: '@phone' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('[data-front-block=breaking]')).toBeVisible();
    expect((await pageBlocks(page)).length).toBe((await boxes('main')).length);
    const visible = page.locator('[data-auto-block-version]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('data-auto-block-version', '1');
    expect(await visible.locator('[data-auto-section]').count()).toBeGreaterThan(0);
    await expect(page.locator('#auto-block')).not.toHaveAttribute('data-auto-block-picked', /./);
    const ids = await visibleIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    await context.close();
  });

  test('cuts long titles with the full title as tooltip', async ({ page }) => {
    await page.goto('/');
    const cut = page.locator('[data-article-id] a[title]');
    expect(await cut.count()).toBeGreaterThan(0);
    for (const link of await cut.all()) {
      const [text, title] = [(await link.textContent())!, (await link.getAttribute('title'))!];
      expect(text.endsWith('…')).toBe(true);
      expect(title.length).toBeGreaterThan(text.length);
      expect(title.startsWith(text.slice(0, -1).trimEnd())).toBe(true);
    }
    // Auto-block sections are narrow: 60 characters at most.
    for (const text of await page.locator('#auto-block [data-article-id] a').allTextContents()) expect([...text].length).toBeLessThanOrEqual(60);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in ${scheme} mode (the breaking band and the opaque header included)`, async ({ page }) => {
      // axe over a long page on a busy machine takes a while.
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
      await axeClean(page);
    });
  }

  test('every block but the breaking band links to its list page, which answers 200', { tag: '@phone' }, async ({ page, request }) => {
    await page.goto('/');
    const blocks = page.locator('[data-front-block]:not([data-front-block=breaking])');
    const n = await blocks.count();
    expect(n).toBeGreaterThan(5);
    await expect(page.locator('[data-front-block=breaking] [data-more-link]')).toHaveCount(0);
    const hrefs: string[] = [];
    for (let i = 0; i < n; i++) {
      const more = blocks.nth(i).locator('[data-more-link]');
      await expect(more).toHaveCount(1);
      await expect(more).toBeVisible();
      await expect(more).toContainText('Továbbiak');
      hrefs.push((await more.getAttribute('href'))!);
    }
    // Section blocks lead to their sections, the showcases to their sub-sites, a mixed block to the latest list.
    expect(hrefs.filter((h) => h.startsWith('/rovat/')).length).toBeGreaterThan(2);
    expect(hrefs).toContain('/karakter');
    expect(hrefs).toContain('/legfrissebb');
    for (const href of new Set(hrefs)) {
      expect(href.startsWith('/'), href).toBe(true);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('a hierarchy, not one grid: a lead story, section blocks of different layouts, dates and leads', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const layouts = await page.locator('[data-block-layout]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-layout')));
    expect(layouts[0]).toBe('breaking');
    expect(layouts[1]).toBe('top');
    for (const kind of ['feature', 'cards']) expect(layouts).toContain(kind);
    // Neighbouring section blocks differ.
    const sections = await page.locator('[data-front-block=section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-layout')));
    for (let i = 1; i < sections.length; i++) expect(sections[i]).not.toBe(sections[i - 1]);
    // The lead story: its picture is the page's only high-priority one, with its lead and date.
    const lead = page.locator('[data-block-layout=top] article').first();
    await expect(lead.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(lead.locator('p')).not.toBeEmpty();
    await expect(lead.locator('time[data-relative]')).toHaveCount(1);
    await expect(page.locator('img[fetchpriority=high]')).toHaveCount(1);
    // Every other picture waits and keeps its box (CLS 0).
    for (const img of await page.locator('[data-front-page] img:not([fetchpriority])').all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
    // Every story of a curated block (the band aside) is dated.
    const undated = await page
      .locator('[data-front-block]:not([data-front-block=breaking]) [data-article-id]')
      .evaluateAll((els) => els.filter((e) => !e.querySelector('time[data-relative]')).length);
    expect(undated).toBe(0);
    // No card grid leaves a cell empty: a row of cards is always full.
    for (const grid of await page.locator('[data-block-layout=cards] > div > div[style]').all()) {
      const cols = Number(await grid.evaluate((e) => getComputedStyle(e).getPropertyValue('--columns')));
      expect((await grid.locator('article').count()) % cols).toBe(0);
    }
  });

  test('writes no undefined class', async ({ page }) => {
    for (const path of ['/', '/after', '/g7', '/karakter', '/melleklet/orosz-ukran-haboru']) {
      await page.goto(path);
      expect(await page.locator('[class*=undefined]').count(), path).toBe(0);
    }
  });

  test('the cover’s ad zones, with their space reserved before any ad script', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const slots = page.locator('[data-front-page] [data-ad-desktop]');
    expect(await slots.evaluateAll((els) => els.map((e) => e.getAttribute('data-ad-desktop')))).toEqual([
      'hirter_main/cimlap/desktop/top/banner_1',
      'hirter_main/cimlap/desktop/content/banner_1',
      'hirter_main/cimlap/desktop/content/banner_2',
    ]);
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    for (const slot of await slots.all()) {
      const box = (await slot.boundingBox())!;
      // A 970×250 banner on a desktop, a 300×250 rectangle on a phone, and the label's line.
      expect(box.height).toBeGreaterThanOrEqual(250);
      expect(box.width).toBeGreaterThanOrEqual(phone ? 300 : 970);
    }
    // The top banner comes right after the lead block.
    expect(await page.locator('[data-block-layout=top] + [data-ad-desktop]').count()).toBe(1);
  });

  test('is a scannable page on a phone: one large picture, thumbnails beside titles, under 10,000 px', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    // Before issue #24 the page was 19,322 px tall at 390 px with 54 full-width pictures (D-278).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(10_000);
    const wide = await page.locator('[data-front-page] img').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width > 200).length);
    expect(wide).toBe(1);
  });

  test('the Romanian edition’s front: its curated blocks, no auto block', async ({ page }) => {
    const api = await boxes('ro');
    await page.goto(roUrl('/'));
    const shown = await pageBlocks(page);
    expect(shown.map((b) => b.type).sort()).toEqual(api.map((b) => b.type).sort());
    await expect(page.locator('#auto-block')).toHaveCount(0);
  });
});

const SUB_SITES = [
  // The podcast blocks (After 5, G7 3 of 5) are episodes, not articles: e2e/podcast.spec.ts (D-227).
  { site: 'after', name: 'After', counts: [3, 8, 5, 6] },
  { site: 'g7', name: 'G7', counts: [8, 1, 1, 5, 1, 6] },
  { site: 'karakter', name: 'Karakter', counts: [3, 1, 6, 2, 1, 3, 1, 6, 3, 2, 6] },
] as const;

test.describe('the sub-site fronts', () => {
  for (const { site, name, counts } of SUB_SITES) {
    test(`/${site}: its curated blocks with the §9 counts, no article twice, its feed`, { tag: '@phone' }, async ({ page }) => {
      const res = await page.goto(`/${site}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', `/rss/rovat/${site}`);
      await expect(page.locator('link[rel=alternate][type="application/rss+xml"]').first()).toHaveAttribute('href', `/rss/rovat/${site}`);
      const shown = await pageBlocks(page);
      expect(shown.map((b) => b.ids.length)).toEqual([...counts]);
      const positions = shown.map((b) => b.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const ids = shown.flatMap((b) => b.ids);
      expect(new Set(ids).size).toBe(ids.length);
      // Only the domain's front page has a breaking band.
      await expect(page.locator('header[data-header-opacity]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test('shows the articles of the content API’s blocks (G7), and its podcast block: three of its five newest episodes as cards', async ({ page, request }) => {
    const api = await boxes('g7');
    await page.goto('/g7');
    const shown = await pageBlocks(page);
    expect(shown.map((b) => b.type)).toEqual(api.map((b) => b.type));
    const episodes = (await (await request.get('/api/episodes?site=g7&perPage=5')).json()) as { items: { slug: string }[] };
    const slugs = episodes.items.map((e) => e.slug);
    expect(slugs).toHaveLength(5);
    await expect(page.locator('[data-episode-block] [data-episode-card]')).toHaveCount(3);
    expect(await page.locator('[data-episode-block] [data-episode-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-episode-card')))).toEqual(
      slugs.slice(0, 3),
    );
    expect(await page.locator('[data-episode-block] [data-episode-more]').evaluateAll((els) => els.map((e) => e.getAttribute('data-episode-more')))).toEqual(
      slugs.slice(3),
    );
  });

  test('its blocks link to their list pages and its cover zones sit between them (G7’s own zones)', { tag: '@phone' }, async ({ page, request }) => {
    await page.goto('/g7');
    const hrefs = await page.locator('[data-front-block] [data-more-link]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs.length).toBe(SUB_SITES[1].counts.length);
    expect(hrefs).toContain('/g7/kozelet');
    for (const href of new Set(hrefs)) expect((await request.get(href)).status(), href).toBe(200);
    const zones = await page.locator('[data-subsite-front] [data-ad-desktop]').evaluateAll((els) => els.map((e) => e.getAttribute('data-ad-desktop')));
    expect(zones).toEqual(['hirter_g7/cimlap/desktop/content/rectangle_1', 'hirter_g7/cimlap/desktop/content/rectangle_2']);
    for (const slot of await page.locator('[data-subsite-front] [data-ad-desktop]').all())
      expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(250);
  });

  test('a sub-site front works with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/karakter');
    expect((await pageBlocks(page)).map((b) => b.ids.length)).toEqual([...SUB_SITES[2].counts]);
    await context.close();
  });

  for (const { site } of SUB_SITES) {
    test(`/${site} has no accessibility violations`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`/${site}`);
      await axeClean(page);
    });
  }

  test('the Romanian edition has no sub-site fronts', async ({ roRequest }) => {
    expect((await roRequest.get('/after')).status()).toBe(404);
  });
});

test.describe('the supplement pages', () => {
  test('open with a lead article, date every article, and have the list pages’ sidebar', { tag: '@phone' }, async ({ page }) => {
    const res = await page.goto('/melleklet/orosz-ukran-haboru');
    expect(res?.status()).toBe(200);
    const list = page.locator('[data-supplement-list]');
    const cards = list.locator('[data-article-id]');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first()).toHaveAttribute('data-card-size', 'large');
    await expect(cards.first().locator('p')).not.toBeEmpty();
    expect(await cards.evaluateAll((els) => els.filter((e) => !e.querySelector('time')).length)).toBe(0);
    // The sidebar: its ad zone, the latest articles.
    const sidebar = page.locator('[data-sidebar]');
    await expect(sidebar).toHaveCount(1);
    await expect(sidebar.locator('[data-ad-desktop]')).toHaveCount(1);
    await expect(sidebar.locator('[data-box]').first()).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) >= 1000) {
      // Beside the list, not below it: no white column.
      const [main, side] = [(await list.boundingBox())!, (await sidebar.boundingBox())!];
      expect(side.x).toBeGreaterThan(main.x + main.width);
      expect(side.y).toBeLessThan(main.y + 200);
    }
  });

  test('an election supplement has its election boxes at the top of the sidebar', async ({ page }) => {
    await page.goto('/melleklet/valasztas-2022');
    await expect(page.locator('[data-box=election]')).toHaveCount(1);
    expect(await page.locator('[data-box=election] + [data-sidebar]').count()).toBe(1);
  });
});
