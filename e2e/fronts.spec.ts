// The front pages in a browser, on the render server: the auto block's version rotating across visits (its
// script and the reader's storage), axe (target size and label-in-name included) in the light and the dark
// scheme and on each sub-site's front, and the layout: the ad zones' reserved space, the supplement page's
// sidebar beside its list on a desktop, a scannable front on a phone where nothing scrolls sideways. The blocks, their order, counts, links, titles,
// pictures and dates as the HTML has them are e2e/site/fronts.test.ts's.
import { STRICTER_RULES, axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTO_BLOCK_BAG_KEY } from '../domain/autoBlock';

/** Ids of every article a reader can see on the page (the hidden auto-block versions left out). */
function visibleIds(page: Page) {
  return page
    .locator('[data-article-id]')
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0).map((el) => Number(el.getAttribute('data-article-id'))),
    );
}

/** axe with the rules it leaves off too: the fronts' title links' size, the brand link's name. */
async function axeClean(page: Page, what: string) {
  const result = await axe(page, { also: STRICTER_RULES }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function fits(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), what).toBe(true);
}

/** Every reserved ad zone's box under `scope`: at least the zone's size. */
async function reserved(page: Page, scope: string, size: { width: number; height: number }) {
  const slots = await page.locator(`${scope} [data-ad-desktop]`).all();
  expect(slots.length, scope).toBeGreaterThan(0);
  for (const slot of slots) {
    const box = (await slot.boundingBox())!;
    expect(box.height, scope).toBeGreaterThanOrEqual(size.height);
    expect(box.width, scope).toBeGreaterThanOrEqual(size.width);
  }
}

test('the main front shows one auto-block version, a different one on each visit until all four were shown', async ({ page }) => {
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
  // Nor did the islands write an undefined class once running.
  expect(await page.locator('[class*=undefined]').count()).toBe(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the main front has no accessibility violations in ${scheme} mode (the breaking band and the opaque header included)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
    await axeClean(page, scheme);
  });
}

test('the sub-site fronts have no accessibility violations', async ({ page }) => {
  // Each sub-site has its own colours and blocks.
  for (const site of ['/after', '/g7', '/karakter']) {
    await page.goto(site);
    await axeClean(page, site);
  }
});

test('on a desktop: the ad zones keep their space, the more links show, the supplement’s sidebar sits beside its list', async ({ page }) => {
  await page.goto('/');
  // A 970×250 banner, and the label's line.
  await reserved(page, '[data-front-page]', { width: 970, height: 250 });
  for (const more of await page.locator('[data-front-block] [data-more-link]').all()) await expect(more).toBeVisible();
  await page.goto('/g7');
  await reserved(page, '[data-subsite-front]', { width: 0, height: 250 });

  await page.goto('/melleklet/orosz-ukran-haboru');
  // Beside the list, not below it: no white column.
  const [list, side] = [(await page.locator('[data-supplement-list]').boundingBox())!, (await page.locator('[data-sidebar]').boundingBox())!];
  expect(side.x).toBeGreaterThan(list.x + list.width);
  expect(side.y).toBeLessThan(list.y + 200);
  await expect(page.locator('[data-sidebar] [data-box]').first()).toBeVisible();
});

test(
  'on a phone: a scannable front (one large picture, under 10,000 px), the ad zones keep their space, nothing scrolls sideways',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/');
    // Before issue #24 the page was 19,322 px tall at 390 px with 54 full-width pictures (D-278).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);
    const wide = await page.locator('[data-front-page] img').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width > 200).length);
    expect(wide).toBe(1);
    // A 300×250 rectangle, and the label's line.
    await reserved(page, '[data-front-page]', { width: 300, height: 250 });
    for (const more of await page.locator('[data-front-block] [data-more-link]').all()) await expect(more).toBeVisible();
    await fits(page, '/');
    for (const site of ['/after', '/g7', '/karakter']) {
      await page.goto(site);
      await expect(page.locator('[data-front-block]').first()).toBeVisible();
      await fits(page, site);
      if (site === '/g7') await reserved(page, '[data-subsite-front]', { width: 0, height: 250 });
    }
    await page.goto('/melleklet/orosz-ukran-haboru');
    await expect(page.locator('[data-sidebar] [data-box]').first()).toBeVisible();
    await fits(page, 'supplement');
  },
);
