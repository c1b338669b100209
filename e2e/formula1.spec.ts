// The Formula 1 widget (specialised-features.md §2) on its page, /sport/forma-1: the prerendered default
// state on the static origin, every other state through the origin from the render server; every tab and
// panel by its links, the dropdowns with JavaScript on and off, phone and desktop, axe clean.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';

const PATH = '/sport/forma-1';
const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Forma–1 nézetek' });
const TABS = ['Versenynaptár', 'Versenyzők', 'Csapatok', 'Pontverseny', 'Konstruktőrök'];

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function axeClean(page: Page) {
  const result = await axe(page).include('[data-formula1]').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the Formula 1 widget', () => {
  test('every tab and its panel, by links, on the static origin', { tag: '@phone' }, async ({ page }) => {
    const res = await page.goto(origin(PATH));
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Forma–1');
    await expect(tabs(page).getByRole('link')).toHaveText(TABS);
    await expect(tabs(page).getByRole('link', { name: 'Versenynaptár' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Szezon', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mutasd' }).first()).toBeVisible();

    // Calendar: circuit, sessions, the chosen session's heading and result.
    await expect(page.locator('[data-f1-circuit]')).toBeVisible();
    const sessions = page.getByRole('navigation', { name: 'Szakaszok' });
    await expect(sessions.getByRole('link').first()).toBeVisible();
    await expect(page.locator('[data-f1-heading] time')).toHaveText(/^\d{4}\. [a-zá-ű]+ \d{1,2}\. \d{2}:\d{2}$/);
    await expect(page.locator('[data-f1-result] table, [data-f1-empty]').first()).toBeVisible();
    await axeClean(page);
    await noOverflow(page);

    await tabs(page).getByRole('link', { name: 'Versenyzők' }).click();
    await expect(page).toHaveURL(/\?oldal=versenyzok$/);
    await expect(page.locator('[data-f1-panel=versenyzok]')).toBeVisible();
    await expect(page.locator('[data-f1-panel=versenyzok]')).toContainText('Születési idő');
    await expect(page.getByRole('table', { name: 'Szezonok és csapatok' })).toBeVisible();
    await axeClean(page);
    await noOverflow(page);

    await tabs(page).getByRole('link', { name: 'Csapatok' }).click();
    await expect(page).toHaveURL(/\?oldal=csapatok$/);
    await expect(page.locator('[data-f1-panel=csapatok]')).toContainText('Székhely');
    await axeClean(page);

    await tabs(page).getByRole('link', { name: 'Pontverseny' }).click();
    await expect(page.locator('table[data-f1-table=drivers] thead th').last()).toHaveText('P');
    await axeClean(page);

    await tabs(page).getByRole('link', { name: 'Konstruktőrök' }).click();
    await expect(page.locator('table[data-f1-table=constructors]')).toBeVisible();
    await axeClean(page);
    await noOverflow(page);
  });

  test('a session, its starting grid and another Grand Prix are links', async ({ page }) => {
    await page.goto(origin(PATH));
    const grid = page
      .getByRole('navigation', { name: 'Szakaszok' })
      .getByRole('link', { name: /: Rajtrács$/ })
      .first();
    const href = await grid.getAttribute('href');
    expect(href).toMatch(/futam=-\d+/);
    await grid.click();
    await expect(page).toHaveURL(origin(href!));
    await expect(page.locator('[data-f1-heading]')).toContainText('Rajtrács');
    await expect(
      page
        .getByRole('navigation', { name: 'Szakaszok' })
        .getByRole('link', { name: /: Rajtrács$/ })
        .first(),
    ).toHaveAttribute('aria-current', 'true');

    const side = page.getByRole('navigation', { name: 'A szezon nagydíjai' });
    const other = side.locator('a:not([aria-current])').first();
    const name = (await other.locator('span').first().textContent())!;
    const target = (await other.getAttribute('href'))!;
    await other.click();
    await expect(page).toHaveURL(origin(target));
    await expect(side.locator('a[aria-current=true]')).toContainText(name);
    await expect(page.getByLabel('Nagydíj').locator('option:checked')).toContainText(name);
  });

  test('the side list is 30 % wide on desktop and absent on a phone', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin(`${PATH}?oldal=csapatok`));
    const side = page.getByRole('navigation', { name: 'A szezon csapatai' });
    const phone = (page.viewportSize()?.width ?? 0) < 900;
    if (phone) {
      await expect(side).toBeHidden();
      await expect(page.getByLabel('Csapat', { exact: true })).toBeVisible();
    } else {
      await expect(side).toBeVisible();
      const [list, whole] = await Promise.all([side.boundingBox(), page.locator('[data-formula1] > div:has([data-f1-side])').boundingBox()]);
      expect(list!.width / whole!.width).toBeGreaterThan(0.27);
      expect(list!.width / whole!.width).toBeLessThan(0.33);
      // A team of the list opens its panel.
      const link = side.locator('a:not([aria-current])').first();
      const team = (await link.textContent())!.trim();
      await link.click();
      await expect(page.locator('[data-f1-panel=csapatok] h2')).toHaveText(team);
    }
  });

  test('without JavaScript the dropdowns are forms with a button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(origin(`${PATH}?oldal=versenyzok`));
      const select = page.getByLabel('Versenyző', { exact: true });
      const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(values.length).toBeGreaterThan(1);
      await select.selectOption(values[1]!);
      await page.waitForTimeout(400);
      await expect(page).toHaveURL(/oldal=versenyzok$/);
      await select.locator('xpath=ancestor::form').getByRole('button', { name: 'Mutasd' }).click();
      await expect(page).toHaveURL(new RegExp(`oldal=versenyzok&versenyzo=${values[1]}$`));
      await expect(page.getByLabel('Versenyző', { exact: true })).toHaveValue(values[1]!);
      await expect(page.locator('[data-f1-panel=versenyzok] h2')).toBeVisible();

      const seasons = await page
        .getByLabel('Szezon')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      if (seasons.length > 1) {
        await page.getByLabel('Szezon', { exact: true }).selectOption(seasons[1]!);
        await page.getByLabel('Szezon', { exact: true }).locator('xpath=ancestor::form').getByRole('button', { name: 'Mutasd' }).click();
        await expect(page).toHaveURL(new RegExp(`oldal=versenyzok&szezon=${seasons[1]}$`));
      }
    } finally {
      await context.close();
    }
  });

  test('with JavaScript a changed dropdown updates the address by itself', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin(`${PATH}?oldal=csapatok`));
    const select = page.getByLabel('Csapat', { exact: true });
    const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await select.selectOption(values[1]!);
    await expect(page).toHaveURL(new RegExp(`oldal=csapatok&csapat=${values[1]}$`));
    await expect(page.getByLabel('Csapat', { exact: true })).toHaveValue(values[1]!);
  });

  test('the origin answers a state from the renderer and the default from its file', async ({ request }) => {
    const state = await request.get(origin(`${PATH}?oldal=konstruktor`));
    expect(state.status()).toBe(200);
    expect(await state.text()).toContain('data-tab="konstruktor"');
    const plain = await request.get(origin(`${PATH}?utm_source=hirlevel`));
    expect(await plain.text()).toContain('data-tab="versenynaptar"');
    const unknown = await request.get(origin(`${PATH}?oldal=nincs&csapat=999999`));
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toContain('data-tab="versenynaptar"');
  });
});
