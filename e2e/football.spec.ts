// The football screen (specialised-features.md §2 "Live football screen") on /sport/foci and the football
// supplements' data tabs (reader-site.md §2), against the embedded live-score service: the prerendered default
// states on the static origin, every other state through the origin from the render server; each tab and the
// match view by their links, the selects with JavaScript on and off, a day without matches, 'Vissza', phone
// and desktop, axe clean; the live island only where a match may change, and its poll.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import type { Fixture, LivescoreEnvelope } from '../domain/sports/types';
import { dayOf } from '../domain/football/days';
import { fixtureState } from '../domain/football/status';

// Most states here are rendered on request by the render server against the live-score service, and each
// test runs axe several times: on a loaded 2-core machine (the whole suite) a navigation took over 5 s and a
// test over 30 s, though every one passes alone in a few. The waits are longer, not fewer.
test.describe.configure({ timeout: 90_000 });
const navigated = expect.configure({ timeout: 20_000 });

const PATH = '/sport/foci';
const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Foci táblázatok' });
const TABS = ['Tabella', 'Góllövőlista', 'Sárga lapok', 'Piros lapok'];
const SECTIONS = ['Összefoglaló', 'Statisztika', 'Keretek', 'Várható eredmény', 'Idővonal'];
/** The configured leagues (sport-leagues) by the service's names. */
const LEAGUES = ['NB I', 'Magyar Kupa', 'Premier League', 'Európa-bajnokság', 'Világbajnokság'];

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function axeClean(page: Page) {
  const result = await axe(page).include('[data-football]').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A table of the tab, or the empty message when the service has none. */
const tableOrEmpty = (page: Page) => page.locator('[data-football-part] table, [data-football-part] [data-football-empty]').first();

async function livescore<T>(path: string): Promise<T[]> {
  const res = await fetch(new URL(`/api/livescore/${path}`, e2eEnv().contentApiUrl));
  expect(res.status, path).toBe(200);
  return ((await res.json()) as LivescoreEnvelope<T>).response;
}

test.describe('the football screen', () => {
  test('the default state and every tab, by links, on the static origin', { tag: '@phone' }, async ({ page }) => {
    const res = await page.goto(origin(PATH));
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText('Foci');
    await expect(page.getByRole('navigation', { name: 'Bajnokságok' }).getByRole('link')).toHaveText(LEAGUES);
    await expect(page.getByRole('navigation', { name: 'Bajnokságok' }).getByRole('link', { name: 'NB I' })).toHaveAttribute('aria-current', 'true');
    await expect(tabs(page).getByRole('link')).toHaveText(TABS);
    await expect(tabs(page).getByRole('link', { name: 'Tabella' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Ország', 'Bajnokság', 'Szezon']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Bajnokság', { exact: true })).toHaveValue('271');
    await expect(page.getByLabel('Nap', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('table[data-football-table=standings]').first()).toBeVisible();
    await expect(page.locator('table[data-football-table=standings] thead th').last()).toHaveText('P');
    await axeClean(page);
    await noOverflow(page);

    for (const [label, tab, kind] of [
      ['Góllövőlista', 'gol', 'goals'],
      ['Sárga lapok', 'sarga', 'yellow'],
      ['Piros lapok', 'piros', 'red'],
    ] as const) {
      await tabs(page).getByRole('link', { name: label }).click();
      await navigated(page).toHaveURL(new RegExp(`\\?oldal=${tab}$`));
      await expect(tabs(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator(`[data-football-part=${kind}]`)).toBeVisible();
      await expect(tableOrEmpty(page)).toBeVisible();
      await axeClean(page);
      await noOverflow(page);
    }
  });

  test('a quick link opens a league; its standings are by group in a tournament', async ({ page }) => {
    await page.goto(origin(PATH));
    await page.getByRole('navigation', { name: 'Bajnokságok' }).getByRole('link', { name: 'Európa-bajnokság' }).click();
    await navigated(page).toHaveURL(/\?orszag=3&liga=4$/);
    await expect(page.getByLabel('Bajnokság', { exact: true })).toHaveValue('4');
    const captions = await page.locator('table[data-football-table=standings] caption').allTextContents();
    expect(captions).toEqual(['A csoport', 'B csoport', 'C csoport', 'D csoport', 'E csoport', 'F csoport']);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/sport\/foci\?orszag=3&liga=4$/);
  });

  test('the day: a day without matches says so; the neighbouring match days are links', async ({ page }) => {
    await page.goto(origin(`${PATH}?nap=2001-01-01`));
    await expect(page.getByText('Nem rendeznek mérkőzést ezen a napon.')).toBeVisible();
    await expect(page.getByLabel('Mérkőzés', { exact: true })).toHaveCount(0);
    await axeClean(page);
    const next = page.getByRole('navigation', { name: 'Játéknapok' }).getByRole('link', { name: /Következő játéknap/ });
    await expect(next).toBeVisible();
    const target = (await next.getAttribute('href'))!;
    await next.click();
    await navigated(page).toHaveURL(origin(target));
    await expect(page.locator('[data-live-scores] [data-match-score]').first()).toBeVisible();
  });

  test('the match view from the day list, its five sections, and Vissza', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin(PATH));
    const list = page.locator('[data-live-scores]');
    await expect(list.locator('a[data-match-score]').first()).toBeVisible();
    const link = list.locator('a[data-match-score]').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/meccs=\d+/);
    await link.click();
    await navigated(page).toHaveURL(origin(href));
    await expect(page.locator('[data-view=match]')).toBeVisible();
    await expect(page.locator('[data-match-section] > h2')).toHaveText(SECTIONS);
    await expect(page.locator('[data-match-score]')).toHaveCount(1);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/sport/foci\\?meccs=${/meccs=(\d+)/.exec(href)![1]}$`));
    await axeClean(page);
    await noOverflow(page);
    await page.getByRole('link', { name: 'Vissza' }).click();
    await navigated(page).toHaveURL(origin(PATH));
    await expect(page.locator('[data-live-scores]')).toBeVisible();
  });

  test('an unknown match, country or tab falls back; no error page', async ({ request }) => {
    for (const query of ['?meccs=999999999', '?orszag=999&liga=39', '?oldal=nincs&szezon=1900&nap=2025-02-30']) {
      const res = await request.get(origin(`${PATH}${query}`));
      expect(res.status(), query).toBe(200);
      const html = await res.text();
      expect(html, query).toContain('data-tab="tabella"');
      expect(html, query).not.toContain('data-view="match"');
    }
    const state = await request.get(origin(`${PATH}?oldal=piros`));
    expect(await state.text()).toContain('data-tab="piros"');
    const plain = await request.get(origin(`${PATH}?utm_source=hirlevel`));
    expect(await plain.text()).toContain('data-tab="tabella"');
  });

  test('without JavaScript the selects and the match selector are forms with a button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(origin(PATH));
      await page.getByLabel('Bajnokság', { exact: true }).selectOption('272');
      await page.waitForTimeout(400);
      await navigated(page).toHaveURL(origin(PATH));
      await page.getByRole('form', { name: 'Bajnokság kiválasztása' }).getByRole('button', { name: 'Mutasd' }).click();
      await navigated(page).toHaveURL(/orszag=1&liga=272/);
      await expect(page.getByLabel('Bajnokság', { exact: true })).toHaveValue('272');

      await page.goto(origin(PATH));
      const select = page.getByLabel('Mérkőzés', { exact: true });
      await expect(select.locator('option').first()).toHaveText('Mérkőzés kiválasztása');
      const id = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(id!);
      await select.locator('xpath=ancestor::form').getByRole('button', { name: 'Mutasd' }).click();
      await navigated(page).toHaveURL(new RegExp(`meccs=${id}$`));
      await expect(page.locator('[data-view=match]')).toBeVisible();

      await page.getByRole('link', { name: 'Vissza' }).click();
      await page.getByLabel('Nap', { exact: true }).fill('2001-01-01');
      await page.getByLabel('Nap', { exact: true }).locator('xpath=ancestor::form').getByRole('button', { name: 'Mutasd' }).click();
      await navigated(page).toHaveURL(/nap=2001-01-01$/);
      await expect(page.getByText('Nem rendeznek mérkőzést ezen a napon.')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('with JavaScript a changed select updates the address by itself', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin(PATH));
    await page.getByLabel('Ország', { exact: true }).selectOption('2');
    await navigated(page).toHaveURL(/orszag=2/);
    // The old league was not England's: England's first configured league (§5).
    await expect(page.getByLabel('Bajnokság', { exact: true })).toHaveValue('39');
    const select = page.getByLabel('Mérkőzés', { exact: true });
    if ((await select.count()) > 0) {
      const id = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(id!);
      await navigated(page).toHaveURL(new RegExp(`meccs=${id}$`));
    }
  });

  test('a live match: its score is the island, which polls the pass-through; a finished day loads no island', async ({ page }) => {
    const today = dayOf(Math.floor(Date.now() / 1000));
    const fixtures = await livescore<Fixture>(`all/${today}`);
    const live = fixtures.find((f) => fixtureState(f.fixture.status.short) === 'live');
    expect(live, 'the service keeps a match live (issue #20)').toBeTruthy();
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/livescore/football/')) polls.push(new URL(r.url()).pathname);
    });
    await page.goto(origin(`${PATH}?meccs=${live!.fixture.id}`));
    await expect(page.locator('island-root[data-island=LiveScores][data-hydrated]')).toHaveCount(1, { timeout: 10_000 });
    await expect.poll(() => polls, { timeout: 20_000 }).toContain(`/api/livescore/football/fixtures/${live!.fixture.id}`);

    await page.goto(origin('/melleklet/eb-2024/merkozesek'));
    await expect(page.locator('[data-match-score]').first()).toBeVisible();
    await expect(page.locator('island-root[data-island=LiveScores]')).toHaveCount(0);
  });
});

test.describe('the football supplements', () => {
  test('Euro 2024: the schedule under its stage labels, a match and Vissza', { tag: '@phone' }, async ({ page }) => {
    const res = await page.goto(origin('/melleklet/eb-2024/merkozesek'));
    expect(res?.status()).toBe(200);
    await expect(page.locator('[data-stage]')).toHaveCount(5);
    expect(await page.locator('[data-stage]').evaluateAll((els) => els.map((e) => e.getAttribute('data-stage')))).toEqual([
      'Csoportkör',
      'Nyolcaddöntő',
      'Negyeddöntő',
      'Elődöntő',
      'Döntő',
    ]);
    await expect(page.locator('[data-stage] a[data-match-score]')).toHaveCount(51);
    await expect(page.getByLabel('Ország', { exact: true })).toHaveCount(0);
    await axeClean(page);
    await noOverflow(page);
    const final = page.locator('[data-stage=Döntő] a[data-match-score]');
    const href = (await final.getAttribute('href'))!;
    await final.click();
    await navigated(page).toHaveURL(origin(href));
    await expect(page.locator('[data-match-section] > h3')).toHaveText(SECTIONS);
    await axeClean(page);
    await page.getByRole('link', { name: 'Vissza' }).click();
    await navigated(page).toHaveURL(origin('/melleklet/eb-2024/merkozesek'));
  });

  test('World Cup 2022: 64 matches, the third place match, eight groups', async ({ page }) => {
    await page.goto(origin('/melleklet/foci-vb-2022/merkozesek'));
    await expect(page.locator('[data-stage] a[data-match-score]')).toHaveCount(64);
    await expect(page.locator('[data-stage=Bronzmérkőzés] a[data-match-score]')).toHaveCount(1);
    await page.goto(origin('/melleklet/foci-vb-2022/csoportok'));
    await expect(page.locator('table[data-football-table=standings]')).toHaveCount(8);
    await axeClean(page);
  });

  test('the results: the last match day, another day by the date form, the match selector', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin('/melleklet/eb-2024/eredmenyek'));
    const day = await page.getByLabel('Nap', { exact: true }).inputValue();
    expect(day).toMatch(/^2024-0[67]-\d{2}$/);
    await expect(page.getByRole('navigation', { name: 'Játéknapok' }).getByRole('link', { name: /Következő/ })).toHaveCount(0);
    await expect(page.locator('[data-live-scores] [data-score]').first()).toHaveText(/^\d+–\d+/);
    await axeClean(page);
    await noOverflow(page);
    const prev = page.getByRole('navigation', { name: 'Játéknapok' }).getByRole('link', { name: /Előző/ });
    const prevHref = (await prev.getAttribute('href'))!;
    expect(prevHref).toMatch(/^\/melleklet\/eb-2024\/eredmenyek\?nap=2024-\d{2}-\d{2}$/);
    await prev.click();
    await navigated(page).toHaveURL(origin(prevHref));
    // The 200 ms auto-submit is loaded by the page's script.
    await page.waitForLoadState('load');
    const select = page.getByLabel('Mérkőzés', { exact: true });
    const id = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(id!);
    await navigated(page).toHaveURL(new RegExp(`eredmenyek\\?nap=2024-\\d{2}-\\d{2}&meccs=${id}$`));
    await page.getByRole('link', { name: 'Vissza' }).click();
    await navigated(page).toHaveURL(origin(prevHref));
  });

  test('the groups and the three top lists', async ({ page }) => {
    await page.goto(origin('/melleklet/eb-2024/csoportok'));
    expect(await page.locator('table[data-football-table=standings] caption').allTextContents()).toEqual([
      'A csoport',
      'B csoport',
      'C csoport',
      'D csoport',
      'E csoport',
      'F csoport',
    ]);
    await axeClean(page);
    const filters = page.getByRole('navigation', { name: 'Toplisták: szűrés' });
    await page.goto(origin('/melleklet/eb-2024/toplistak'));
    await expect(filters.getByRole('link')).toHaveText(['Góllövőlista', 'Sárga lapok', 'Piros lapok']);
    for (const [label, kind] of [
      ['Góllövőlista', 'goals'],
      ['Sárga lapok', 'yellow'],
      ['Piros lapok', 'red'],
    ] as const) {
      await filters.getByRole('link', { name: label }).click();
      await expect(page.locator(`[data-football-part=${kind}] table, [data-football-part=${kind}] [data-football-empty]`).first()).toBeVisible();
      await axeClean(page);
      await noOverflow(page);
    }
  });
});

test('the sport section links to the football screen and the Formula 1 widget', async ({ page }) => {
  await page.goto(origin('/rovat/sport'));
  const menu = page.getByRole('navigation', { name: 'Sport menü' });
  await expect(menu.getByRole('link')).toHaveText(['Cikkek', 'Foci', 'Forma–1']);
  await menu.getByRole('link', { name: 'Foci' }).click();
  await navigated(page).toHaveURL(origin(PATH));
});
