// The football screen (specialised-features.md §2 "Live football screen") on /sport/foci and the football
// supplements' data tabs in the browser, on the static origin: nothing wider than the screen in any kind of view,
// phone and desktop, axe clean; with JavaScript a changed select updates the address by itself (a live match view
// refreshing whole: e2e/livescore.spec.ts). Their HTML (tabs, leagues, days, matches by their links, the
// forms without JavaScript, the fallbacks) is checked in e2e/site/football.test.ts.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';

const PATH = '/sport/foci';
const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;

async function noOverflow(page: Page, view: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), view).toBe(true);
}

test('every kind of view of the screen and the supplements fits the screen; axe clean', { tag: '@phone' }, async ({ page }) => {
  await page.goto(origin(PATH));
  await expect(page.locator('table[data-football-table=standings]').first()).toBeVisible();
  // One scan of the screen for both widths: the phone's is the same markup.
  if (test.info().project.name === 'desktop') {
    const result = await axe(page).include('[data-football]').analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await noOverflow(page, PATH);
  const match = (await page.locator('[data-live-scores] a[data-match-score]').first().getAttribute('href'))!;
  for (const view of [
    `${PATH}?oldal=gol`,
    `${PATH}?oldal=sarga`,
    `${PATH}?oldal=piros`,
    `${PATH}?nap=2001-01-01`,
    match,
    '/melleklet/eb-2024/merkozesek',
    '/melleklet/eb-2024/eredmenyek',
    '/melleklet/eb-2024/csoportok',
    '/melleklet/eb-2024/toplistak',
  ]) {
    await page.goto(origin(view));
    await expect(page.locator('[data-football]')).toBeVisible();
    await noOverflow(page, view);
  }
});

test('on a phone the leagues are one line that scrolls sideways, not rows of chips above the matches', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(origin(PATH));
  const leagues = page.getByRole('navigation', { name: 'Bajnokságok' });
  const tops = await leagues.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(2);
  expect(new Set(tops).size, `the links' tops: ${tops.join(', ')}`).toBe(1);
  expect(await leagues.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
  await noOverflow(page, PATH);
});

/** The words of the team names in `boxes` that lie on more than one line (their client rects at more than one height). */
function brokenNames(boxes: Element[]): string[] {
  return boxes.flatMap((box) =>
    [...box.querySelectorAll('[data-team] > span:last-child')].flatMap((name) => {
      const text = name.firstChild!;
      const words: string[] = [];
      let at = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(word);
        at += word.length + 1;
      }
      return words;
    }),
  );
}

test('on a phone no team name breaks inside a word: the day’s list and the match view’s header', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(origin(PATH));
  const list = page.locator('[data-live-scores] a[data-match-score]');
  // The day's match whose team has the longest word in its name.
  const rows = await list.evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute('href')!,
      longest: Math.max(...[...a.querySelectorAll('[data-team]')].flatMap((t) => (t.textContent ?? '').split(/\s+/).map((w) => w.length))),
    })),
  );
  const match = rows.sort((a, b) => b.longest - a.longest)[0]!;
  expect(match.longest).toBeGreaterThan(10);
  expect(await list.evaluateAll(brokenNames)).toEqual([]);
  await page.goto(origin(match.href));
  const header = page.locator('[data-football] [data-match-score]').first();
  await expect(header).toBeVisible();
  expect(await header.evaluateAll(brokenNames)).toEqual([]);
});

test('the goal scorers read from the top on both sides: the first of each team on one line', async ({ page }) => {
  await page.goto(origin(PATH));
  // A box with scorers on both sides, the away side made the longer (two more lines), as a 1–3 is.
  const tops = await page.locator('[data-scorers]').evaluateAll((boxes) => {
    const box = boxes.find((b) => [...b.children].every((side) => side.firstElementChild));
    if (!box) return null;
    const [home, away] = [...box.children] as HTMLElement[];
    for (let i = 0; i < 2; i++) away!.append(away!.firstElementChild!.cloneNode(true));
    return [home!.firstElementChild!.getBoundingClientRect().top, away!.firstElementChild!.getBoundingClientRect().top];
  });
  expect(tops, 'a match with scorers on both sides').not.toBeNull();
  expect(Math.abs(tops![0]! - tops![1]!)).toBeLessThanOrEqual(1);
});

test('with JavaScript a changed select updates the address by itself', async ({ page }) => {
  await page.goto(origin(PATH));
  await page.getByLabel('Ország', { exact: true }).selectOption('2');
  await expect(page).toHaveURL(/orszag=2/);
  // The old league was not England's: England's first configured league (§5).
  await expect(page.getByLabel('Bajnokság', { exact: true })).toHaveValue('39');
  const select = page.getByLabel('Mérkőzés', { exact: true });
  if ((await select.count()) > 0) {
    const id = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(id!);
    await expect(page).toHaveURL(new RegExp(`meccs=${id}$`));
  }

  // A supplement's results: the day before, then a match of it by the selector.
  await page.goto(origin('/melleklet/eb-2024/eredmenyek'));
  const prev = page.getByRole('navigation', { name: 'Játéknapok' }).getByRole('link', { name: /Előző/ });
  const prevHref = (await prev.getAttribute('href'))!;
  await prev.click();
  await expect(page).toHaveURL(origin(prevHref));
  // A change made before the page's script has come counts once it comes (components/AutoSubmitForm/autoSubmit.ts).
  const matches = page.getByLabel('Mérkőzés', { exact: true });
  const id = await matches.locator('option').nth(1).getAttribute('value');
  await matches.selectOption(id!);
  await expect(page).toHaveURL(new RegExp(`eredmenyek\\?nap=2024-\\d{2}-\\d{2}&meccs=${id}$`));
  await page.getByRole('link', { name: 'Vissza' }).click();
  await expect(page).toHaveURL(origin(prevHref));
});
