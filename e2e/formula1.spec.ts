// The Formula 1 widget (specialised-features.md §2) on its page, /sport/forma-1, in the browser, on the static
// origin: the side list 30 % wide on desktop and absent on a phone, no tab wider than the screen, axe clean; with
// JavaScript a changed dropdown updates the address by itself. Its HTML (tabs, panels, sessions, the forms
// without JavaScript, the states the origin answers) is checked in e2e/site/formula1.test.ts.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';

const PATH = '/sport/forma-1';
const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;

async function noOverflow(page: Page, view: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), view).toBe(true);
}

test('the side list is 30 % wide on desktop and absent on a phone; no tab wider than the screen; axe clean', { tag: '@phone' }, async ({ page }) => {
  const phone = (page.viewportSize()?.width ?? 0) < 900;
  await page.goto(origin(PATH));
  await expect(page.locator('[data-f1-heading]')).toBeVisible();
  // One scan of the widget for both widths: the phone's is the same markup.
  if (!phone) {
    const result = await axe(page).include('[data-formula1]').analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await noOverflow(page, PATH);
  for (const tab of ['versenyzok', 'pontverseny', 'konstruktor', 'csapatok']) {
    await page.goto(origin(`${PATH}?oldal=${tab}`));
    await expect(page.locator('[data-formula1]')).toBeVisible();
    await noOverflow(page, tab);
  }

  // The teams' tab, the last of the loop.
  const side = page.getByRole('navigation', { name: 'A szezon csapatai' });
  if (phone) {
    await expect(side).toBeHidden();
    await expect(page.getByLabel('Csapat', { exact: true })).toBeVisible();
  } else {
    await expect(side).toBeVisible();
    const [list, whole] = await Promise.all([side.boundingBox(), page.locator('[data-formula1] > div:has([data-f1-side])').boundingBox()]);
    expect(list!.width / whole!.width).toBeGreaterThan(0.27);
    expect(list!.width / whole!.width).toBeLessThan(0.33);
  }
});

test('with JavaScript a changed dropdown updates the address by itself', async ({ page }) => {
  await page.goto(origin(`${PATH}?oldal=csapatok`));
  const select = page.getByLabel('Csapat', { exact: true });
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await select.selectOption(values[1]!);
  await expect(page).toHaveURL(new RegExp(`oldal=csapatok&csapat=${values[1]}$`));
  await expect(page.getByLabel('Csapat', { exact: true })).toHaveValue(values[1]!);
});
