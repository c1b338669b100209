// The sub-site fronts and the lists as a reader sees them on the static origin (issue #35 point 5), at both widths:
// no row that holds only a link, side cards' titles in three lines, a block of one story across its block, the
// highlight strip's titles on one line, nothing wider than a phone's screen. The markup behind each is the
// components' tests' (FrontBlock, ListTabs, ListHeader, SubSiteFront, EpisodeBlock, RecommenderBox).
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { RO_HOST } from '../testing/browser';

const SUB_SITE_FRONTS = ['/after', '/g7', '/karakter'];
const LISTS = ['/legfrissebb', '/rovat/belfold', '/cimke/helyben', '/g7/podcast', '/after/legfrissebb'];

function origin(path: string, host?: string): string {
  const url = new URL(path, e2eEnv().originUrl);
  if (host) url.hostname = host;
  return url.href;
}

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: third-party embeds (player, Facebook) may try once they near the viewport.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|ro\.localhost[:/]|localhost[:/])/, (route) => route.abort().catch(() => {}));
});

/** Lays out every part the page leaves to when it nears the screen (content-visibility: auto), so geometry is real. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.addStyleTag({ content: '.render-later { content-visibility: visible !important; }' });
}

/**
 * The rows of the main column that hold only a link: the outermost element whose whole content is one link (outside
 * cards, list items and headings), with no sibling beside it on its line.
 */
function linkOnlyRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('[aria-labelledby="list-title"]')!;
    const found: string[] = [];
    for (const a of main.querySelectorAll('a')) {
      if (a.closest('article, li, h1, h2, h3, h4, nav, aside, [data-ad-desktop], [data-ad-mobile]')) continue;
      const text = a.textContent!.trim();
      let row: Element = a;
      while (row.parentElement && row.parentElement !== main && row.parentElement.textContent!.trim() === text && row.parentElement.children.length === 1)
        row = row.parentElement;
      const box = row.getBoundingClientRect();
      if (box.height === 0) continue;
      const beside = [...row.parentElement!.children].some((s) => {
        if (s === row) return false;
        const b = s.getBoundingClientRect();
        return b.height > 0 && b.top < box.bottom - 1 && b.bottom > box.top + 1;
      });
      if (!beside) found.push(`${row.tagName.toLowerCase()}: ${text}`);
    }
    return found;
  });
}

test('the sub-site fronts have no row that holds only a link; the feed sits at the end of the tabs’ row', { tag: '@phone' }, async ({ page }) => {
  for (const path of SUB_SITE_FRONTS) {
    await open(page, origin(path));
    expect(await linkOnlyRows(page), path).toEqual([]);
    const feed = page.locator('[aria-labelledby="list-title"]').getByRole('link', { name: /^RSS/ });
    await expect(feed, path).toHaveAttribute('href', `/rss/rovat${path}`);
    const tabs = (await page.locator('nav[aria-label$="rovatai"]').boundingBox())!;
    const link = (await feed.boundingBox())!;
    expect(link.y + link.height / 2, path).toBeGreaterThan(tabs.y);
    expect(link.y + link.height / 2, path).toBeLessThan(tabs.y + tabs.height);
  }
});

test('side cards’ titles take at most three lines', { tag: '@phone' }, async ({ page }) => {
  for (const path of SUB_SITE_FRONTS) {
    await open(page, origin(path));
    const lines = await page
      .locator('[data-block-layout=top] [style*="--columns"] h3, [data-block-layout=cards] [style*="--columns"] h3, aside[aria-label="Ajánló"] h3')
      .evaluateAll((hs) =>
        hs.filter((h) => h.getClientRects().length > 0).map((h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
      );
    expect(lines.length, path).toBeGreaterThan(0);
    for (const n of lines) expect(n, path).toBeLessThanOrEqual(3.05);
  }
});

test('a block of one story takes its block’s whole width', { tag: '@phone' }, async ({ page }) => {
  let seen = 0;
  for (const path of SUB_SITE_FRONTS) {
    await open(page, origin(path));
    const widths = await page
      .locator('[data-front-block]')
      .evaluateAll((blocks) =>
        blocks
          .filter((b) => b.querySelectorAll('[data-article-id]').length === 1)
          .map((b) => ({ block: b.getBoundingClientRect().width, card: b.querySelector('[data-article-id]')!.getBoundingClientRect().width })),
      );
    seen += widths.length;
    for (const w of widths) expect(w.card, path).toBeGreaterThanOrEqual(w.block - 2);
  }
  expect(seen).toBeGreaterThan(0);
});

test('the highlight strip’s titles start on one line in each row of cards', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/rovat/belfold', '/cimke/helyben']) {
    await open(page, origin(path));
    const cards = await page
      .locator('[aria-labelledby="highlights-title"] article')
      .evaluateAll((as) => as.map((a) => ({ row: Math.round(a.getBoundingClientRect().top), title: a.querySelector('h3')!.getBoundingClientRect().top })));
    expect(cards, path).toHaveLength(4);
    for (const c of cards)
      for (const d of cards.filter((x) => x.row === c.row)) expect(Math.abs(c.title - d.title), `${path} row at ${c.row}`).toBeLessThanOrEqual(0.5);
  }
});

test('no list has an empty sponsor element', { tag: '@phone-only' }, async ({ page }) => {
  // Nothing wider than the screen on these pages is e2e/firstScreen.spec.ts's, over every page type.
  for (const url of [...[...SUB_SITE_FRONTS, '/', ...LISTS].map((p) => origin(p)), origin('/', RO_HOST)]) {
    await open(page, url);
    // The ad script's hook is an attribute of the header group (or the tab bar), never an element waiting empty.
    expect(await page.locator('[data-sponsored-line]:empty').count(), url).toBe(0);
  }
});
