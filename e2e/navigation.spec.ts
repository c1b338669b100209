// The header's menus (issue #24) in the browser: the lists and pages only the sidebar and extra menus link to
// are reached from the front page by clicks, the menu closes with Escape and when the focus leaves it, and passes
// axe open; the sub-sites show one navigation row per level and no tab cut off at 390 px. The same links without
// JavaScript are checked in e2e/site/navigation.test.ts.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, baseUrl, roUrl } from './fixtures';
import { quietArticles } from './pageTypes';

const ONLY_IN_MENUS = ['/legfrissebb', '/legfontosabb', '/kedvenceink', '/rovat/direkt36', '/egyszazalek'];

async function openMenu(page: Page) {
  const menu = page.locator('header details[data-menu]');
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  return menu;
}

test('from the front page every menu-only page is a click away; the menu closes with Escape and passes axe open', { tag: '@phone' }, async ({ page }) => {
  for (const path of ONLY_IN_MENUS) {
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new URL(path, baseUrl()).href);
    await expect(page.locator('h1')).toBeVisible();
  }

  await page.goto('/');
  // Escape is the page script's: it has started once the navigation module it starts when idle runs.
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
  const menu = await openMenu(page);
  // One scan of the header for both widths: the phone's is the same markup.
  if (test.info().project.name === 'desktop') expect((await axe(page).include('header').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(menu.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  // Tabbing on past its last link closes it: the open panel would cover where the focus goes next.
  const links = await menu.locator(':is(a[href], button, input, select, textarea):visible').count();
  for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
  await expect(menu).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(menu).not.toHaveAttribute('open', '');
  expect(await page.evaluate('!document.activeElement.closest("details[data-menu]")')).toBe(true);
});

/** Visible navigation rows of the header and the page's tab bar (menu panel, sidebar, blocks, the shared band's trending tags and pager left out). */
function navRows(page: Page) {
  return page
    .locator('header nav:visible, main nav:visible')
    .evaluateAll((navs) =>
      navs
        .filter(
          (n) =>
            n.getAttribute('aria-label') !== 'Lapozó' &&
            !n.closest('details') &&
            !n.closest('aside') &&
            !n.closest('[data-front-block]') &&
            !n.closest('[data-shared]'),
        )
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

test('the sub-sites and the Romanian edition at 390 px: one navigation row per level, no link cut', { tag: '@phone-only' }, async ({ page }) => {
  for (const [url, rows] of [
    ['/after', ['Oldalaink', 'After rovatai']],
    ['/g7', ['Oldalaink', 'G7 rovatai']],
    ['/karakter', ['Oldalaink', 'Karakter rovatai']],
    ['/g7/penz', ['Oldalaink', 'G7 rovatai']],
    [roUrl('/'), ['Rovatok']],
  ] as const) {
    await page.goto(url);
    expect(await navRows(page), url).toEqual(rows);
    expect(await clippedLinks(page), url).toEqual([]);
  }
});

test(
  'on a short phone screen the menu reaches its last link, and a jump to a live blog post lands below the header',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 600 });
    for (const url of ['/', '/g7', '/karakter']) {
      await page.goto(url);
      const menu = await openMenu(page);
      const panel = menu.locator('summary + *');
      // The panel ends on the screen; what does not fit scrolls inside it, its last link included.
      expect((await panel.boundingBox())!.y + (await panel.boundingBox())!.height, url).toBeLessThanOrEqual(600 + 1);
      const last = panel.locator('a').last();
      await last.scrollIntoViewIfNeeded();
      const box = (await last.boundingBox())!;
      expect(box.y + box.height, url).toBeLessThanOrEqual(600 + 1);
    }
    // A post's anchor, as a shared link opens it: its first line is below the sticky header, not behind it.
    const blog = (await quietArticles()).liveblog;
    await page.goto(blog);
    const id = await page.locator('[data-live-blog] article[id]').nth(2).getAttribute('id');
    await page.goto(`${blog}#${id}`);
    const header = await page.locator('header').first().boundingBox();
    const post = await page.locator(`[id="${id}"]`).boundingBox();
    expect(post!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  },
);
