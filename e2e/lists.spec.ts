// The list view (issue #5) in a browser, on the render server: axe once on each kind of list, and the layout:
// the sidebar beside the list on a desktop and below it on a phone, the mobile ad slot, one family for the
// strip's and the list's titles, the hiking map's reserved box, nothing wider than a phone's screen. The
// headers, items, paging, tabs, search and statuses as the HTML has them are e2e/site/lists.test.ts's.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const items = (page: Page) => page.locator('[data-list-items] article');

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: third-party embeds (map, player) may try once they near the viewport.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|ro\.localhost[:/]|localhost[:/])/, (route) => route.abort().catch(() => {}));
});

const LISTS: Record<string, string[]> = {
  // A section with its strip, the latest list with its promoted item, a tag with its logo.
  'a section, the latest list and a tag': ['/rovat/belfold', '/legfrissebb', '/cimke/helyben'],
  // The hiking list with its tabs and map, a sub-site's list with its own colours.
  'the hiking list and a sub-site’s list': ['/rovat/szepkilatas', '/g7/adat'],
};

for (const [kind, paths] of Object.entries(LISTS)) {
  test(`axe finds no violations on ${kind}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      const scan = await axe(page).exclude('figure[data-embed]').analyze();
      expect(
        scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
}

test('on a desktop the sidebar sits beside the list, the strip’s titles match the list’s, the hiking map keeps its box', async ({ page }) => {
  await page.goto('/rovat/belfold');
  const list = (await page.locator('[data-list-items]').boundingBox())!;
  const side = (await page.locator('[data-sidebar]').boundingBox())!;
  expect(side.x).toBeGreaterThan(list.x + list.width);
  await expect(page.locator('[data-list-items] [data-ad-mobile]')).toBeHidden();
  // One family for the strip's titles and the list's.
  const family = (sel: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family('[aria-labelledby=highlights-title] h3')).toBe(await family('[data-list-items] h2'));

  await page.goto('/rovat/szepkilatas');
  await expect(page.locator('h1 [data-logo="szepkilatas"]')).toBeVisible();
  // The map, or its link before it loads, in the box the map takes.
  expect((await page.locator('figure[data-embed="map"]').boundingBox())!.height).toBeGreaterThan(400);
});

test(
  'fits a phone: nothing wider than the screen, the sidebar below the list, the mobile ad slot after the 3rd item',
  { tag: '@phone-only' },
  async ({ page }) => {
    for (const path of ['/rovat/belfold', '/g7/adat', '/rovat/szepkilatas']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      const list = (await page.locator('[data-list-items]').boundingBox())!;
      const side = (await page.locator('[data-sidebar]').boundingBox())!;
      expect(side.y, path).toBeGreaterThan(list.y + list.height - 1);
    }
    await page.goto('/rovat/belfold');
    const third = (await items(page).nth(2).boundingBox())!;
    const ad = (await page.locator('[data-list-items] [data-ad-mobile]').boundingBox())!;
    expect(ad.y).toBeGreaterThan(third.y);
  },
);
