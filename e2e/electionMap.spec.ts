// The election data pages and attachment pages on the static origin (decisions.md D-269–D-272): each data
// page embeds its own same-origin map page (the src the pure rule builds); a tile clicked in the frame moves
// the frame and pushes the page's address without a load, back brings both back; the frame's height follows
// its content (iframe-size) and a message from anywhere else is ignored; the attachment page's more link
// opens the data page (parent-router); the page's dark scheme reaches the frame (themeChanged). Without
// JavaScript the frame and its results are there; a phone shows the map within the screen; axe is clean.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { ELECTION_MAPS, mapFrameSrc } from '../domain/electionMap';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const frameOf = (page: Page) => page.frameLocator('[data-election-map] iframe');

async function axeClean(page: Page) {
  const scan = await axe(page).include('main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('every election data page embeds its own map page, with the election boxes and region links', async ({ page }) => {
  test.setTimeout(120_000);
  for (const map of ELECTION_MAPS) {
    const res = await page.goto(origin(`/melleklet/${map.election}/adatok`));
    expect(res?.status(), map.election).toBe(200);
    const iframe = page.locator('[data-election-map] iframe');
    await expect(iframe).toHaveAttribute('src', mapFrameSrc(map.type, null, null, true));
    await expect(iframe).toHaveAttribute('title', map.title);
    // The frame's page: its heading, a tile per region and the national table, the more link hidden (rejt=1).
    await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText(map.whole);
    await expect(frameOf(page).locator('svg a')).toHaveCount(map.regions.length);
    await expect(frameOf(page).locator('table caption').first()).toContainText('összesített eredmény');
    await expect(frameOf(page).locator('[data-more]')).toBeHidden();
    await expect(page.locator('[data-election-map] details a')).toHaveCount(map.regions.length);
    await expect(page.getByRole('complementary', { name: 'Választások' })).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    expect(await page.getByText('Európai Unió társfinanszírozásával').count()).toBe(map.election === 'ep-2024' ? 1 : 0);
    await axeClean(page);
  }
});

test('a tile clicked in the frame pushes the page’s address without a load; back brings the national view back', async ({ page }) => {
  await page.goto(origin('/melleklet/valasztas-2022/adatok'));
  await expect(page.locator('island-root[data-island=ElectionMap][data-hydrated]')).toHaveCount(1);
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Magyarország');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await frameOf(page)
    .getByRole('link', { name: /^Budapest:/ })
    .click();
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Budapest – Magyarország');
  await expect(page).toHaveURL(origin('/melleklet/valasztas-2022/adatok/budapest'));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(frameOf(page).getByRole('table').first()).toContainText('Fidesz–KDNP');

  await page.goBack();
  await expect(page).toHaveURL(origin('/melleklet/valasztas-2022/adatok'));
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Magyarország');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The pushed address is a page of its own: loaded afresh it shows the same view.
  const res = await page.goto(origin('/melleklet/valasztas-2022/adatok/budapest'));
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-map-page] h2')).toHaveText('Térkép: Budapest');
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Budapest – Magyarország');
});

test('the frame is as tall as its page says (iframe-size); a message from another window changes nothing', async ({ page }) => {
  await page.goto(origin('/melleklet/usa-2024/adatok'));
  const iframe = page.locator('[data-election-map] iframe');
  await expect(frameOf(page).locator('table').nth(1)).toBeVisible();
  const inner = () => iframe.evaluate((f: HTMLIFrameElement) => Math.ceil(f.contentDocument!.documentElement.getBoundingClientRect().height));
  await expect.poll(async () => (await iframe.evaluate((f: HTMLIFrameElement) => f.clientHeight)) - (await inner())).toBe(0);
  const tall = await iframe.evaluate((f: HTMLIFrameElement) => f.clientHeight);
  // The US national page (51 states in a table) is far taller than the frame's first 720 px.
  expect(tall).toBeGreaterThan(1500);

  // The page itself (not the frame) posting a size, and a wrong shape from the frame, are both ignored.
  await page.evaluate(() => window.postMessage({ type: 'iframe-size', height: 300 }, location.origin));
  await iframe.evaluate((f: HTMLIFrameElement) => f.contentWindow!.parent.postMessage({ type: 'iframe-size', height: '300' }, location.origin));
  await page.waitForTimeout(300);
  expect(await iframe.evaluate((f: HTMLIFrameElement) => f.clientHeight)).toBe(tall);

  // A region's page is shorter: the frame follows it.
  await frameOf(page)
    .getByRole('link', { name: /^Texas:/ })
    .click();
  await expect(page).toHaveURL(origin('/melleklet/usa-2024/adatok/texas'));
  await expect.poll(async () => (await iframe.evaluate((f: HTMLIFrameElement) => f.clientHeight)) - (await inner())).toBe(0);
  expect(await iframe.evaluate((f: HTMLIFrameElement) => f.clientHeight)).toBeLessThan(tall);
});

test('the attachment page shows the national map with its more link (parent-router); the page’s scheme reaches the frame', async ({ page }) => {
  await page.goto(origin('/melleklet/ep-2024'));
  await expect(page.locator('island-root[data-island=ElectionMap][data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-election-map] iframe')).toHaveAttribute('src', mapFrameSrc('ep-2024', null, null, false));
  await expect(page.getByText('Európai Unió társfinanszírozásával')).toBeVisible();
  // The frame's first report is its own view: the attachment page stays where it is.
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Európai Unió');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(origin('/melleklet/ep-2024'));

  await page.evaluate(() => document.documentElement.setAttribute('data-scheme', 'dark'));
  await expect(frameOf(page).locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.evaluate(() => document.documentElement.setAttribute('data-scheme', 'light'));
  await expect(frameOf(page).locator('html')).toHaveAttribute('data-scheme', 'light');

  await frameOf(page).getByRole('link', { name: 'Részletes adatok és térkép' }).click();
  await expect(page).toHaveURL(origin('/melleklet/ep-2024/adatok'));
  await expect(page.locator('[data-map-page] h2')).toHaveText('Adatok és térkép');
});

test('a party’s view of a region (/adatok/{a}/{b}) is rendered on demand and highlights the party; unknown keys are 404', async ({ page }) => {
  const res = await page.goto(origin('/melleklet/valasztas-2024/adatok/pest/tisza'));
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-election-map] iframe')).toHaveAttribute('src', mapFrameSrc('onk-2024', 'pest', 'tisza', true));
  await expect(frameOf(page).locator('tr.hl th')).toHaveText(/^TISZA/);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://hirter.hu/melleklet/valasztas-2024/adatok/pest');
  for (const path of [
    '/melleklet/valasztas-2024/adatok/atlantisz',
    '/melleklet/valasztas-2024/adatok/pest/nincs-ilyen',
    '/melleklet/usa-2024/adatok/texas/tisza',
  ]) {
    expect((await page.goto(origin(path)))?.status(), path).toBe(404);
  }
});

test('without JavaScript the frame and its results are in the page, and the regions are links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(origin('/melleklet/usa-2024/adatok/texas'));
  await expect(page.locator('[data-election-map] iframe')).toHaveAttribute('src', mapFrameSrc('usa-2024', 'texas', null, true));
  await expect(frameOf(page).getByRole('table')).toContainText('Donald Trump (republikánus)');
  await expect(frameOf(page).locator('caption')).toHaveText('Texas: eredmények');
  await expect(page.getByRole('link', { name: 'A térkép és az eredmények megnyitása külön oldalon' })).toHaveAttribute(
    'href',
    /\/terkep\/usa-2024\/texas\.html/,
  );
  await page.locator('[data-election-map] summary').click();
  await page.locator('[data-election-map] details').getByRole('link', { name: 'Florida' }).click();
  await expect(page).toHaveURL(origin('/melleklet/usa-2024/adatok/florida'));
  await expect(frameOf(page).locator('caption')).toHaveText('Florida: eredmények');
  await context.close();
});

test('on a phone the map fits the screen and the page is axe clean', { tag: '@phone' }, async ({ page }) => {
  await page.goto(origin('/melleklet/valasztas-2024/adatok'));
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Magyarország');
  const box = await page.locator('[data-election-map] iframe').boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await axeClean(page);
});
