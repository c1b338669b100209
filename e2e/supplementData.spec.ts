// The supplements' data tabs (decisions.md D-258) as a reader meets them on the static origin: each tab is
// the content API's seeded dataset as a captioned table (or headed answers), complete without JavaScript,
// on a phone without the page scrolling sideways, axe clean; the constituency search works as a plain form.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;

/** Every data tab of this part: its path, the dataset it shows, a text it must contain. */
const TABS: [path: string, kind: string, text: string][] = [
  ['/melleklet/tokio-2020/eremtablazat', 'medals', '(magyar csapat)'],
  ['/melleklet/parizs-2024/eremtablazat', 'medals', 'Magyarország a'],
  ['/melleklet/parizs-2024/menetrend', 'schedule', '2024. július 27., szombat'],
  ['/melleklet/parizs-2024/magyar-erdekeltsegu', 'hungarian-events', 'Kopasz Bálint'],
  ['/melleklet/valasztas-2022/reszvetel', 'turnout', '69,6%'],
  ['/melleklet/valasztas-2022/egyeni-valasztokeruletek', 'constituencies', 'Mind a 106 egyéni választókerület.'],
  ['/melleklet/valasztas-2022/orszagos-listak', 'national-lists', '3 060 706'],
  ['/melleklet/valasztas-2022/orszagos-listak/nemzetisegek', 'nationality-lists', 'Magyarországi Németek'],
  ['/melleklet/valasztas-2024/gyik', 'faq', 'Ki szavazhat?'],
  ['/melleklet/valasztas-2024/musorok', 'shows', 'Választási estünk élőben'],
  ['/melleklet/ep-2024/gyik', 'faq', 'Hány képviselőt választunk?'],
  ['/melleklet/ep-2024/musorok', 'shows', 'EP-választási est'],
  ['/melleklet/ep-2024/partlistak', 'ep-lists', 'Magyar Péter'],
  ['/melleklet/ep-2024/ep-frakciok', 'ep-groups', 'Európai Néppárt (EPP)'],
  ['/melleklet/ep-2024/mandatumok', 'ep-mandates', 'A 21 magyar mandátum'],
  ['/melleklet/usa-2024/musorok', 'shows', 'Amerikai választási éjszaka élőben'],
];

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, kind, text] of TABS) {
    test(`${path}: the ${kind} data`, { tag: '@phone' }, async ({ page }) => {
      const res = await page.goto(origin(path));
      expect(res?.status()).toBe(200);
      const view = page.locator(`[data-dataset="${kind}"]`);
      await expect(view).toContainText(text);
      await expect(page.locator('[data-placeholder]')).toHaveCount(0);
      // The tab is current in the tab bar: the reader sees where they are.
      await expect(page.getByRole('navigation', { name: 'A melléklet rovatai' }).locator('[aria-current=page]')).toHaveCount(1);
      // Real content: a captioned table, or headed answers and lists.
      if (kind === 'faq') expect(await view.locator('h3').count()).toBeGreaterThan(3);
      else if (kind === 'ep-lists') expect(await view.locator('h3 + ol li').count()).toBeGreaterThan(10);
      else expect(await view.locator('table caption').count()).toBeGreaterThan(0);
    });
  }
});

test.describe('accessibility', () => {
  for (const [path, kind] of TABS) {
    test(`axe finds no violations on ${path}, nothing scrolls sideways`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(origin(path));
      await expect(page.locator(`[data-dataset="${kind}"]`)).toBeVisible();
      await noSidewaysScroll(page);
      const scan = await axe(page).analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test('the medal table marks Hungary by a word and weight, not colour alone', async ({ page }) => {
  await page.goto(origin('/melleklet/tokio-2020/eremtablazat'));
  const row = page.locator('[data-dataset=medals] tr[data-hungary]');
  await expect(row).toHaveCount(1);
  await expect(row.locator('th')).toHaveText('Magyarország (magyar csapat)');
  await expect(row.locator('td')).toHaveText([/^\d+\.$/, '6', '7', '7', '20']);
  expect(await row.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
});

test.describe('the constituency search', () => {
  test.use({ javaScriptEnabled: false });
  test('is a form that works without JavaScript', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin('/melleklet/valasztas-2022/egyeni-valasztokeruletek'));
    const rows = page.locator('[data-dataset=constituencies] tbody tr');
    await expect(rows).toHaveCount(106);
    await page.getByLabel('Keresés megye, település, jelölt vagy párt szerint').fill('Sopron 2');
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/\/melleklet\/valasztas-2022\/egyeni-valasztokeruletek\?kereses=Sopron\+2$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('th')).toHaveText('Győr-Moson-Sopron 2.');
    await expect(page.locator('[data-dataset=constituencies]')).toContainText('„Sopron 2”: 1 találat a 106 választókerületből.');
    await expect(page.getByLabel('Keresés megye, település, jelölt vagy párt szerint')).toHaveValue('Sopron 2');
    // Accents are optional; a county finds all of its constituencies.
    await page.goto(origin('/melleklet/valasztas-2022/egyeni-valasztokeruletek?kereses=csongrad'));
    await expect(rows).toHaveCount(4);
    await page.getByRole('link', { name: 'Az összes választókerület' }).click();
    await expect(rows).toHaveCount(106);
  });
});
