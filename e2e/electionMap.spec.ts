// The election map's frame with JavaScript, on the static origin (decisions D-269–D-272): a tile clicked in
// the frame opens the view's data page (its heading, title and lists the view's), back brings the national one; the frame's
// script hides the more link (rejt=1) and highlights a party; the frame's height follows its content
// (iframe-size) and a message from anywhere else, or of another shape, is ignored; the attachment page ignores
// the frame's first report and its more link opens the data page (parent-router); the page's dark scheme
// reaches the frame (themeChanged); a phone shows the map within the screen; a data page is axe clean. What
// the pages hold without JavaScript (frame src, results, region links, 404s) is e2e/site/electionMap.test.ts's.
import { axe } from './axe';
import type { Frame, Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { ELECTION_MAPS, mapFilePath, mapFrameSrc } from '../domain/electionMap';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const frameOf = (page: Page) => page.frameLocator('[data-election-map] iframe');
const hydrated = (page: Page) => expect(page.locator('island-root[data-island=ElectionMap][data-hydrated]')).toHaveCount(1);

/** The map page's frame itself, to run a script in it as the map page's own. */
function mapFrame(page: Page): Frame {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/terkep/'));
  if (!frame) throw new Error('no map frame');
  return frame;
}

/** What a test leaves on the page's window to hear the frame's messages after the island has. */
interface Probe {
  stayed?: boolean;
  probed?: Promise<void>;
  reported?: Promise<string>;
  navigations?: string[];
}

test('a data page: axe clean; a tile clicked in the frame opens that view’s data page, back brings the national one; a party is highlighted', async ({
  page,
}) => {
  await page.goto(origin('/melleklet/valasztas-2022/adatok'));
  await hydrated(page);
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Magyarország');
  // rejt=1: the frame's script hides its own more link on the data page.
  await expect(frameOf(page).locator('[data-more]')).toBeHidden();
  const scan = await axe(page).include('main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.evaluate(() => ((window as Probe).stayed = true));

  await frameOf(page)
    .getByRole('link', { name: /^Budapest:/ })
    .click();
  // The page itself is the view's: a pushed address alone left its heading, title and lists the national ones.
  await expect(page).toHaveURL(origin('/melleklet/valasztas-2022/adatok/budapest'));
  await expect(page.locator('main h2').first()).toHaveText('Térkép: Budapest');
  await expect(page).toHaveTitle(/^Térkép: Budapest – /);
  expect(await page.evaluate(() => (window as Probe).stayed)).toBeUndefined();
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Budapest – Magyarország');
  await expect(frameOf(page).getByRole('table').first()).toContainText('Fidesz–KDNP');

  await page.goBack();
  await expect(page).toHaveURL(origin('/melleklet/valasztas-2022/adatok'));
  await expect(page.locator('main h2').first()).toHaveText('Térkép');
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Magyarország');

  // A party's view of a region: the frame's script highlights the party's row.
  await page.goto(origin('/melleklet/valasztas-2024/adatok/pest/tisza'));
  await expect(page.locator('[data-election-map] iframe')).toHaveAttribute('src', mapFrameSrc('onk-2024', 'pest', 'tisza', true));
  await expect(frameOf(page).locator('tr.hl th')).toHaveText(/^TISZA/);
});

test('the frame is as tall as its page says (iframe-size); a message from another window or of another shape changes nothing', async ({ page }) => {
  await page.goto(origin('/melleklet/usa-2024/adatok'));
  await hydrated(page);
  const iframe = page.locator('[data-election-map] iframe');
  await expect(frameOf(page).locator('table').nth(1)).toBeVisible();
  const height = () => iframe.evaluate((f: HTMLIFrameElement) => f.clientHeight);
  const inner = () => iframe.evaluate((f: HTMLIFrameElement) => Math.ceil(f.contentDocument!.documentElement.getBoundingClientRect().height));
  await expect.poll(async () => (await height()) - (await inner())).toBe(0);
  const tall = await height();
  // The US national page (51 states in a table) is far taller than the frame's first 720 px.
  expect(tall).toBeGreaterThan(1500);

  // The page itself (not the frame) posting a size, and a wrong shape from the frame, are both ignored. The
  // probe's listener, added after the island's, hears the last message once the island has handled them all.
  await page.evaluate(() => {
    (window as Probe).probed = new Promise((resolve) => window.addEventListener('message', (e) => e.data === 'probe' && resolve()));
    window.postMessage({ type: 'iframe-size', height: 300 }, location.origin);
  });
  await mapFrame(page).evaluate(() => {
    window.parent.postMessage({ type: 'iframe-size', height: '300' }, location.origin);
    window.parent.postMessage('probe', location.origin);
  });
  await page.evaluate(() => (window as Probe).probed);
  expect(await height()).toBe(tall);

  // A region's page is shorter: the frame follows it.
  await frameOf(page)
    .getByRole('link', { name: /^Texas:/ })
    .click();
  await expect(page).toHaveURL(origin('/melleklet/usa-2024/adatok/texas'));
  await expect.poll(async () => (await height()) - (await inner())).toBe(0);
  expect(await height()).toBeLessThan(tall);
});

test('the attachment page ignores the frame’s first report and opens the data page from its more link (parent-router); the page’s scheme reaches the frame', async ({
  page,
}) => {
  await page.goto(origin('/melleklet/ep-2024'));
  await hydrated(page);
  const iframe = page.locator('[data-election-map] iframe');
  await expect(iframe).toHaveAttribute('src', mapFrameSrc('ep-2024', null, null, false));
  await expect(page.getByText('Európai Unió társfinanszírozásával')).toBeVisible();
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Európai Unió');

  // The frame's first report is its own view: the attachment page stays where it is. The frame reloaded
  // reports again, now surely to the hydrated island; heard after the island's listener, that report has been
  // handled, and a load it started would have fired the page's `navigate` event.
  await page.evaluate(() => {
    const probe = window as Probe;
    probe.navigations = [];
    const navigation = (window as unknown as { navigation: EventTarget }).navigation;
    navigation.addEventListener('navigate', (e) => probe.navigations!.push((e as Event & { destination: { url: string } }).destination.url));
    probe.reported = new Promise((resolve) =>
      window.addEventListener('message', (e) => {
        const data = e.data as { type?: string; path?: string } | null;
        if (data?.type === 'route-push') resolve(data.path ?? '');
      }),
    );
  });
  await iframe.evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.reload());
  expect(await page.evaluate(() => (window as Probe).reported)).toBe('/melleklet/ep-2024/adatok');
  expect(await page.evaluate(() => (window as Probe).navigations)).toEqual([]);
  await expect(page).toHaveURL(origin('/melleklet/ep-2024'));

  await page.evaluate(() => document.documentElement.setAttribute('data-scheme', 'dark'));
  await expect(frameOf(page).locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.evaluate(() => document.documentElement.setAttribute('data-scheme', 'light'));
  await expect(frameOf(page).locator('html')).toHaveAttribute('data-scheme', 'light');

  await frameOf(page).getByRole('link', { name: 'Részletes adatok és térkép' }).click();
  await expect(page).toHaveURL(origin('/melleklet/ep-2024/adatok'));
  await expect(page.locator('[data-map-page] h2')).toHaveText('Adatok és térkép');
});

test('on a phone the map fits the screen', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(origin('/melleklet/valasztas-2024/adatok'));
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Magyarország');
  const box = await page.locator('[data-election-map] iframe').boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

test("the maps' pages fit a phone's frame: no table wider than the 328 px a 360 px phone gives the frame", async ({ page }) => {
  await page.setViewportSize({ width: 328, height: 700 });
  for (const map of ELECTION_MAPS) {
    const path = mapFilePath(map.type, null);
    await page.goto(origin(path));
    await expect(page.locator('table').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(328);
    // The national table's winner is still there for a phone's reader: under each region's name.
    if (await page.locator('table.nat').count()) await expect(page.locator('table.nat tbody th .win').first(), path).toBeVisible();
  }
});

test('the election boxes’ links are targets a finger finds: each at least 24 px tall (WCAG 2.5.8)', { tag: '@phone' }, async ({ page }) => {
  await page.goto(origin('/melleklet/valasztas-2022/adatok'));
  const heights = await page.locator('[data-box="election"] a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(2);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
});
