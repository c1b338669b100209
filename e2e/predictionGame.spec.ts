// The prediction game as a reader meets it on the static origin (decision D-260): with JavaScript off, a
// reader sends tips through the plain form, lands on the sheet's own page, finds it again by the identity
// cookie and changes it; a refused sheet stores nothing; the supplement's tab leads to the closed game; with
// JavaScript on the same form works; axe (it runs in the page, so with JavaScript on) finds nothing on these
// page types, scanned once each (on the desktop). (The closed game's outcome, averages and sheet score, the
// games' index and the 404s are HTML: e2e/site/predictionGame.test.ts.)
import { axe } from './axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { GAME_API_PREFIX, GAME_ERRORS, GAME_TEXTS, formatPercent, gameOf, type GameView } from '../domain/predictionGame';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const OPEN = gameOf('valasztas-2030')!;
const CLOSED = gameOf('valasztas-2022')!;

/** axe on the page's main part; once per page type, so not again at the phone's width (the markup is the same). */
async function noAxeViolations(page: Page, info: TestInfo) {
  if (info.project.name === 'phone') return;
  const scan = await axe(page).include('main').analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
}

async function fillTips(page: Page, tips: Record<string, string>, turnout: string) {
  for (const p of OPEN.parties) await page.getByLabel(p.name, { exact: true }).fill(tips[p.id]!);
  await page.getByLabel(`${GAME_TEXTS.turnout} (%)`).fill(turnout);
}

const mine = (page: Page, id: string) => page.locator(`[data-row="${id}"] [data-mine]`).first();

test(
  'without JavaScript a reader sends tips, finds them again by the cookie, changes them; a refused sheet stores nothing',
  { tag: '@phone' },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(origin(`/melleklet/tippjatek/${OPEN.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: OPEN.title })).toBeVisible();

    // A browser without a sheet is told so (the service's 303 to the page's #nincs-tipp note).
    await page.getByRole('link', { name: GAME_TEXTS.mine }).click();
    await expect(page.getByText(GAME_TEXTS.noSheet)).toBeVisible();

    await fillTips(page, { fidesz: '44.5', tisza: '41', mihazank: '6.5', dk: '3', mkkp: '2' }, '72');
    await page.getByRole('button', { name: GAME_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\/melleklet\/tippjatek\/valasztas-2030\/[A-Za-z0-9_-]{12}\?v=1$/);
    const key = new URL(page.url()).pathname.split('/')[4]!;
    await expect(page.getByRole('status')).toHaveText(GAME_TEXTS.saved);
    await expect(mine(page, 'fidesz')).toHaveText(formatPercent(44.5));
    await expect(mine(page, 'reszvetel')).toHaveText(formatPercent(72));
    await expect(page.getByLabel('Fidesz–KDNP', { exact: true })).toHaveValue('44.5');

    // Sent again from the sheet's page: the same sheet, changed.
    await page.getByLabel('Tisza Párt', { exact: true }).fill('43');
    await page.getByLabel(`${GAME_TEXTS.turnout} (%)`).fill('69.5');
    await page.getByRole('button', { name: GAME_TEXTS.resubmit }).click();
    await expect(page).toHaveURL(new RegExp(`/melleklet/tippjatek/valasztas-2030/${key}\\?v=2$`));
    await expect(mine(page, 'tisza')).toHaveText(formatPercent(43));
    await expect(mine(page, 'reszvetel')).toHaveText(formatPercent(69.5));

    // Shares over 100 % together: the service's 400 names the problem in Hungarian; nothing changed.
    await page.getByLabel('Fidesz–KDNP', { exact: true }).fill('70');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(GAME_API_PREFIX)),
      page.getByRole('button', { name: GAME_TEXTS.resubmit }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(GAME_ERRORS.sum);

    // Back on the (static) game page, the cookie finds the sheet as it was kept.
    await page.goto(origin(`/melleklet/tippjatek/${OPEN.slug}`));
    await page.getByRole('link', { name: GAME_TEXTS.mine }).click();
    await expect(page).toHaveURL(new RegExp(`/melleklet/tippjatek/valasztas-2030/${key}\\?v=2$`));
    await expect(mine(page, 'fidesz')).toHaveText(formatPercent(44.5));
    await expect(mine(page, 'tisza')).toHaveText(formatPercent(43));

    // Another browser has a sheet of its own; the service counts two sheets of the open game at most.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const second = await other.newPage();
    await second.goto(origin(`/melleklet/tippjatek/${OPEN.slug}`));
    await fillTips(second, { fidesz: '40', tisza: '45', mihazank: '7', dk: '2', mkkp: '3' }, '75');
    await second.getByRole('button', { name: GAME_TEXTS.submit }).click();
    await expect(second).toHaveURL(/\?v=1$/);
    expect(new URL(second.url()).pathname.split('/')[4]).not.toBe(key);
    const view = (await (await fetch(`${e2eEnv().contentApiUrl}${GAME_API_PREFIX}${OPEN.slug}`)).json()) as GameView;
    expect(view).toMatchObject({ open: true, average: null });
    expect(view.sheets).toBeGreaterThanOrEqual(2);
    await other.close();
    await context.close();
  },
);

test(
  'the supplement’s Tippjáték tab shows the outcome and leads to the closed game; with JavaScript on the open game’s form works',
  { tag: '@phone' },
  async ({ page }, info) => {
    await page.goto(origin('/melleklet/valasztas-2022/tippjatek'));
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    const tab = page.locator('[data-game-tab]');
    await expect(tab.getByRole('table')).toContainText('54,13%');
    await noAxeViolations(page, info);
    await tab.locator('[data-game-link]').click();
    await expect(page).toHaveURL(/\/melleklet\/tippjatek\/valasztas-2022$/);
    await expect(page.locator('[data-game-results]').getByRole('table')).toBeVisible();
    await noAxeViolations(page, info);
    await page.goto(origin(`/melleklet/tippjatek/${CLOSED.slug}/seed00000007`));
    await expect(page.locator('[data-score]')).toBeVisible();
    await noAxeViolations(page, info);

    // With JavaScript on the same form works (no script of ours takes part); the open game's pages are axe clean.
    await page.goto(origin(`/melleklet/tippjatek/${OPEN.slug}`));
    await noAxeViolations(page, info);
    await fillTips(page, { fidesz: '45', tisza: '42', mihazank: '6', dk: '4', mkkp: '2.5' }, '70');
    await page.getByRole('button', { name: GAME_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\?v=1$/);
    await expect(mine(page, 'mkkp')).toHaveText(formatPercent(2.5));
    await noAxeViolations(page, info);
  },
);
