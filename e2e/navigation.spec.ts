// The header's menus (issue #24): the lists and pages only the sidebar and extra menus link to are reached
// from the front page by clicks, with and without JavaScript; the sub-sites show one navigation row per level
// and no tab cut off at 390 px.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, baseUrl, roUrl } from './fixtures';

const ONLY_IN_MENUS = ['/legfrissebb', '/legfontosabb', '/kedvenceink', '/rovat/direkt36', '/egyszazalek'];

async function openMenu(page: Page) {
  const menu = page.locator('header details[data-menu]');
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  return menu;
}

for (const js of [true, false]) {
  test(`from the front page every menu-only page is a click away, JavaScript ${js ? 'on' : 'off'}`, { tag: '@phone' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, baseURL: baseUrl() });
    const page = await context.newPage();
    for (const path of ONLY_IN_MENUS) {
      await page.goto('/');
      const menu = await openMenu(page);
      await menu.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new URL(path, baseUrl()).href);
      await expect(page.locator('h1')).toBeVisible();
    }
    await context.close();
  });
}

test('the menu closes with Escape and gives the focus back to its button; it passes axe open', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const menu = await openMenu(page);
  expect((await axe(page).include('header').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(menu.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
});

/** Visible navigation rows of the header and the page's tab bar (menu panel, sidebar, blocks and pager left out). */
function navRows(page: Page) {
  return page
    .locator('header nav:visible, main nav:visible')
    .evaluateAll((navs) =>
      navs
        .filter((n) => n.getAttribute('aria-label') !== 'Lapozó' && !n.closest('details') && !n.closest('aside') && !n.closest('[data-front-block]'))
        .map((n) => n.getAttribute('aria-label') ?? ''),
    );
}

/** Links of the visible navigation rows whose text is cut: wider than their box, or past the screen's edge. */
function clippedLinks(page: Page) {
  return page.locator('header nav:visible a, main nav:visible a').evaluateAll((links) =>
    links
      .filter((a) => !a.closest('details') && !a.closest('aside') && !a.closest('[data-front-block]'))
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return a.scrollWidth > a.clientWidth + 1 || r.left < -0.5 || r.right > window.innerWidth + 0.5;
      })
      .map((a) => a.textContent),
  );
}

for (const [name, url, rows] of [
  ['/after', () => new URL('/after', baseUrl()).href, ['Oldalaink', 'After rovatai']],
  ['/g7', () => new URL('/g7', baseUrl()).href, ['Oldalaink', 'G7 rovatai']],
  ['/karakter', () => new URL('/karakter', baseUrl()).href, ['Oldalaink', 'Karakter rovatai']],
  ['/g7/penz', () => new URL('/g7/penz', baseUrl()).href, ['Oldalaink', 'G7 rovatai']],
  ['the Romanian edition', () => roUrl('/'), ['Rovatok']],
] as const) {
  test(`${name} at 390 px: one navigation row per level, no link cut`, { tag: '@phone' }, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto(url());
    expect(await navRows(page)).toEqual(rows);
    expect(await clippedLinks(page)).toEqual([]);
    await context.close();
  });
}
