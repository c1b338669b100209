// The supplements' data tabs (decision D-258) in a browser, on the static origin: axe on each kind of tab
// (tables with the constituency search form; headed answers and lists), Hungary's medal row set in bold, and
// every tab on a phone without the page scrolling sideways. What each tab holds without JavaScript (its
// dataset, captions, the search form's answers) is e2e/site/supplementData.test.ts's.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;

/** Every data tab and the dataset it shows (as in e2e/site/supplementData.test.ts). */
const TABS: [path: string, kind: string][] = [
  ['/melleklet/tokio-2020/eremtablazat', 'medals'],
  ['/melleklet/parizs-2024/eremtablazat', 'medals'],
  ['/melleklet/parizs-2024/menetrend', 'schedule'],
  ['/melleklet/parizs-2024/magyar-erdekeltsegu', 'hungarian-events'],
  ['/melleklet/valasztas-2022/reszvetel', 'turnout'],
  ['/melleklet/valasztas-2022/egyeni-valasztokeruletek', 'constituencies'],
  ['/melleklet/valasztas-2022/orszagos-listak', 'national-lists'],
  ['/melleklet/valasztas-2022/orszagos-listak/nemzetisegek', 'nationality-lists'],
  ['/melleklet/valasztas-2024/gyik', 'faq'],
  ['/melleklet/valasztas-2024/musorok', 'shows'],
  ['/melleklet/ep-2024/gyik', 'faq'],
  ['/melleklet/ep-2024/musorok', 'shows'],
  ['/melleklet/ep-2024/partlistak', 'ep-lists'],
  ['/melleklet/ep-2024/ep-frakciok', 'ep-groups'],
  ['/melleklet/ep-2024/mandatumok', 'ep-mandates'],
  ['/melleklet/usa-2024/musorok', 'shows'],
];

async function axeClean(page: Page, path: string) {
  const scan = await axe(page).analyze();
  expect(
    scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    path,
  ).toEqual([]);
}

test('axe finds no violations on a table tab and on the search form’s; the medal table marks Hungary by weight too', async ({ page }) => {
  await page.goto(origin('/melleklet/tokio-2020/eremtablazat'));
  const row = page.locator('[data-dataset=medals] tr[data-hungary]');
  await expect(row).toHaveCount(1);
  // A word marks the row (e2e/site/supplementData.test.ts), and a weight: not colour alone.
  expect(await row.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  await axeClean(page, 'medals');
  await page.goto(origin('/melleklet/valasztas-2022/egyeni-valasztokeruletek'));
  await expect(page.getByLabel('Keresés megye, település, jelölt vagy párt szerint')).toBeVisible();
  await axeClean(page, 'constituencies');
});

test('axe finds no violations on an answers tab and on a tab of headed lists', async ({ page }) => {
  await page.goto(origin('/melleklet/valasztas-2024/gyik'));
  await expect(page.locator('[data-dataset=faq] h3').first()).toBeVisible();
  await axeClean(page, 'faq');
  await page.goto(origin('/melleklet/ep-2024/partlistak'));
  await expect(page.locator('[data-dataset=ep-lists] h3').first()).toBeVisible();
  await axeClean(page, 'ep-lists');
});

test('on a phone no data tab scrolls sideways', { tag: '@phone-only' }, async ({ page }) => {
  for (const [path, kind] of TABS) {
    await page.goto(origin(path));
    await expect(page.locator(`[data-dataset="${kind}"]`), path).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  }
});
