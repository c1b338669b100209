// The header a reader meets first (issue #35 points 1 and 3), through the static origin and the render server: on
// a phone one row of controls and one sideways line of links — also without JavaScript, so nothing moves at load —
// which slides away while the reader scrolls down and comes back on the way up; the front's breaking band compact
// enough that the first story's picture starts on the first screen; in the dark scheme a dark header and band
// whose every text passes AA, and a colour toggle that names the mode in effect before its code has come, on a page
// that forces its mode too; the header over a hero (a longform's, the breaking front's) fills past 80 px, clears under 30.
import type { Browser, Page } from '@playwright/test';
import { expect, test, roUrl } from './fixtures';
import { findArticle } from './corpus';
import { originUrl, roOriginUrl } from './static/helpers';
import { AA_LARGE, AA_NORMAL, contrastRatio, over, parseColor, relativeLuminance, type Rgba } from '../domain/contrast';
import { runEditor } from '../services/editor/cli';
import { e2eEnv } from './env';
import { originShows } from './publishing';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** The first row (a 44 px button and its padding) and one line of links under it. */
const HEADER_BOTTOM_MAX = 130;
const FIRST_PICTURE_TOP_MAX = 260;
/** The site's header (an article has a header of its own in its main column). */
const HEADER = 'body > header';

const articlePath = async () =>
  (await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_extract(a.doc, '$.coverImageSet') IS NOT NULL")).path;

/** Where the header's controls and links sit: the header's bottom, and the distinct lines their tops make. */
function headerGeometry(page: Page) {
  return page.locator(HEADER).evaluate((header) => {
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 2 && r.height > 2 && getComputedStyle(e).visibility === 'visible' && !e.closest('details:not([open]) > :not(summary)');
    };
    const items = [...header.querySelectorAll('a, summary, button')].filter(visible);
    const lines: number[] = [];
    for (const e of items) {
      const r = e.getBoundingClientRect();
      const middle = (r.top + r.bottom) / 2;
      if (!lines.some((l) => Math.abs(l - middle) < 12)) lines.push(middle);
    }
    // A link broken over two lines of text is a wrap too.
    const broken = items.filter((e) => e.tagName === 'A' && e.getClientRects().length > 1).map((e) => e.textContent);
    return { bottom: header.getBoundingClientRect().bottom, lines: lines.length, broken };
  });
}

/** The top of the first picture of a story card in the page's main column. */
const firstStoryPicture = (page: Page) =>
  page
    .locator('main [data-article-id] img')
    .first()
    .evaluate((img) => img.getBoundingClientRect().top);

async function phonePage(browser: Browser, opts: { javaScriptEnabled?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ ...PHONE, ...opts });
  return { page: await context.newPage(), close: () => context.close() };
}

test(
  'a phone’s header: one row of controls and one line of links, on the origin and the render server, with JavaScript and without',
  { tag: '@phone-only' },
  async ({ browser }) => {
    const article = await articlePath();
    const onOrigin = [originUrl('/'), originUrl(article), roOriginUrl('/')];
    // Without JavaScript the HTML alone decides, and the origin serves what the render server renders.
    const pages = { on: [...onOrigin, '/', article, '/after', '/g7', '/karakter', roUrl('/')], off: onOrigin };
    for (const javaScriptEnabled of [true, false]) {
      const { page, close } = await phonePage(browser, { javaScriptEnabled });
      for (const url of pages[javaScriptEnabled ? 'on' : 'off']) {
        await page.goto(url);
        const what = `${url} (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`;
        const g = await headerGeometry(page);
        expect(g.bottom, what).toBeLessThanOrEqual(HEADER_BOTTOM_MAX);
        expect(g.lines, what).toBeLessThanOrEqual(2);
        expect(g.broken, what).toEqual([]);
        // The first row: the site's name, the menu and the toggle side by side (without JavaScript, no toggle).
        const controls = ['a[aria-label$="címlap"]', 'summary', ...(javaScriptEnabled ? ['button'] : [])];
        const row = await Promise.all(controls.map((s) => page.locator(`${HEADER} ${s}`).first().boundingBox()));
        for (const box of row) expect(box!.y + box!.height, what).toBeLessThanOrEqual(72);
      }
      // The main fronts' breaking band is compact: their first story's picture is on the first screen.
      for (const url of [originUrl('/'), '/']) {
        await page.goto(url);
        await expect(page.locator('[data-block-layout=breaking]')).toHaveCount(1);
        expect(await firstStoryPicture(page), url).toBeLessThanOrEqual(FIRST_PICTURE_TOP_MAX);
      }
      await close();
    }
  },
);

test('a phone’s header stays on top; its line of links slides away scrolling down and comes back scrolling up', { tag: '@phone-only' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(originUrl(await articlePath()));
  // The body's classes are the page script's: it has started once the navigation module it starts when idle runs.
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
  const strip = page.getByRole('navigation', { name: 'Rovatok' });
  await expect(strip).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(page.locator('body')).toHaveClass(/\bscroll-down\b/);
  await expect(strip).toBeHidden();
  expect((await page.locator(HEADER).boundingBox())!.y).toBe(0);
  expect((await page.locator(`${HEADER} summary`).boundingBox())!.y).toBeGreaterThanOrEqual(0);
  // 50 px back up turns the direction (domain/scroll.ts): the line is back under the first row.
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(page.locator('body')).toHaveClass(/\bscroll-up\b/);
  await expect(strip).toBeVisible();
  expect((await strip.boundingBox())!.y + (await strip.boundingBox())!.height).toBeLessThanOrEqual(HEADER_BOTTOM_MAX);
});

interface SeenText {
  text: string;
  color: string;
  /** Background colours from the element outwards, up to the first opaque one. */
  under: string[];
  large: boolean;
}

/** Every text the reader sees under `selector`: its colour, its size class, and the backgrounds under it. */
function seenTexts(page: Page, selector: string): Promise<SeenText[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const out: { text: string; color: string; under: string[]; large: boolean }[] = [];
    const transparent = (c: string) => c === 'transparent' || /^rgba\(.*,\s*0\)$/.test(c);
    for (const root of roots)
      for (const e of [root, ...root.querySelectorAll('*')]) {
        const own = [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()).map((n) => n.textContent!.trim());
        if (own.length === 0) continue;
        const r = e.getBoundingClientRect();
        const style = getComputedStyle(e);
        if (r.width <= 2 || r.height <= 2 || style.visibility !== 'visible' || e.closest('details:not([open]) > :not(summary)')) continue;
        const under: string[] = [];
        for (let a: Element | null = e; a; a = a.parentElement) {
          const bg = getComputedStyle(a).backgroundColor;
          if (transparent(bg)) continue;
          under.push(bg);
          if (!bg.startsWith('rgba')) break;
        }
        const size = parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        out.push({ text: own.join(' '), color: style.color, under, large: size >= 24 || (bold && size >= 18.66) });
      }
    return out;
  });
}

/** What the eye sees under a text: its backgrounds laid over each other, on the page's white when none is opaque. */
function background(under: string[]): Rgba {
  return under.reduceRight<Rgba>((below, c) => over(parseColor(c), below), parseColor('#ffffff'));
}

function failingContrast(texts: SeenText[]) {
  return texts
    .map((t) => ({
      text: t.text,
      ratio: Math.round(contrastRatio(over(parseColor(t.color), background(t.under)), background(t.under)) * 100) / 100,
      large: t.large,
    }))
    .filter((t) => t.ratio < (t.large ? AA_LARGE : AA_NORMAL));
}

for (const scheme of ['light', 'dark'] as const)
  test(`in the ${scheme} scheme every text of the header and the breaking band passes AA; a dark header is dark`, { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const url of [originUrl('/'), '/', await articlePath(), '/karakter']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
      const header = await seenTexts(page, HEADER);
      expect(header.map((t) => t.text)).toContain('Menü');
      expect(failingContrast(header), url).toEqual([]);
      expect(failingContrast(await seenTexts(page, '[data-block-layout=breaking]')), url).toEqual([]);
      if (scheme === 'dark') {
        // The header's own surface (the band's on a front with breaking news), under its site name.
        const under = await page.locator(`${HEADER} a[aria-label$="címlap"]`).evaluate((e) => {
          for (let a: Element | null = e; a; a = a.parentElement) {
            const bg = getComputedStyle(a).backgroundColor;
            if (bg !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(bg)) return bg;
          }
          return getComputedStyle(document.body).backgroundColor;
        });
        expect(relativeLuminance(under), `${url}: ${under}`).toBeLessThanOrEqual(0.2);
        const band = page.locator('[data-block-layout=breaking]');
        if ((await band.count()) > 0) expect(relativeLuminance(await band.evaluate((e) => getComputedStyle(e).backgroundColor)), url).toBeLessThanOrEqual(0.2);
      }
    }
  });

test('the colour toggle names the mode in effect from the first paint, before its code has come', { tag: '@phone' }, async ({ page }) => {
  const toggle = page.locator(`${HEADER} island-root[data-island=ColorModeToggle] button`);
  // The system's mode on a dark system: the toggle says it is dark now.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(originUrl('/'));
  await expect(toggle).toHaveAccessibleName('Rendszer szerinti megjelenés (most sötét) – váltás');
  // The reader's own choice, on a page whose toggle is not hydrated yet.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('colorMode', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  await expect(page.locator('island-root[data-island=ColorModeToggle][data-hydrated]')).toHaveCount(0);
  await expect(toggle).toHaveAccessibleName('Világos megjelenés – váltás');
  // A press, once the page's script listens for it (it starts the navigation module when idle): the next mode, and its name.
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(toggle).toHaveAccessibleName('Sötét megjelenés – váltás');
});

test('without JavaScript there is no colour toggle, which could do nothing; the menu and the links are all there', { tag: '@phone' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(originUrl('/'));
    await expect(page.locator(`${HEADER} island-root[data-island=ColorModeToggle] button`)).toBeHidden();
    await expect(page.locator(`${HEADER} details[data-menu] summary`)).toBeVisible();
  } finally {
    await context.close();
  }
});

/** Scrolls the window to `y` and waits for the frame the page's scroll handler runs in (it waits for one, scroll.ts). */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, to);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
}

test('a page that forces its colour mode has a toggle naming it; the header over a hero fills past 80 px and clears under 30 px, on a longform and the breaking front', async ({
  page,
}) => {
  // The oldest longform of the main site (no other test picks it): its editor makes it a dark piece.
  const longform = await findArticle(
    "a.id = (SELECT MIN(id) FROM articles WHERE visible = 1 AND type = 'longform' AND site_slug = 'main' AND json_extract(doc, '$.headerType') = 'wide')",
  );
  const edit = runEditor(['update', longform.slug, '--color-scheme', 'dark'], e2eEnv().contentDb);
  expect(edit.code, edit.out).toBe(0);
  await originShows(longform.path, 'data-force-color-mode="dark"');
  // A reader who chose light, on a light system: the page is dark all the same, and its toggle says so.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('colorMode', 'light'));
  await page.goto(originUrl(longform.path));
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  const toggle = page.locator(`${HEADER} island-root[data-island=ColorModeToggle] button`);
  await expect(toggle).toHaveAccessibleName('Sötét megjelenés – ezt az oldal állítja be');
  await expect(toggle).toBeDisabled();
  await expect(toggle.locator('[aria-hidden]')).toHaveText('☾');

  const body = page.locator('body');
  const filled = /\bhero-filled\b/;
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
  for (const [y, fills] of [
    [80, false],
    [81, true],
    [30, true],
    [29, false],
    [79, false],
    [200, true],
  ] as const) {
    await scrollTo(page, y);
    if (fills) await expect(body, `at ${y} px`).toHaveClass(filled);
    else await expect(body, `at ${y} px`).not.toHaveClass(filled);
  }

  // The front with breaking news: its header, a band joined to the block, is the ordinary header once filled.
  await page.goto(originUrl('/'));
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
  const header = page.locator(`${HEADER}[data-header-opacity]`);
  const colours = () => header.evaluate((h) => [getComputedStyle(h).backgroundColor, getComputedStyle(document.body).backgroundColor]);
  const [band, surface] = await colours();
  expect(band).not.toBe(surface);
  await scrollTo(page, 200);
  await expect(body).toHaveClass(filled);
  expect(await colours()).toEqual([surface, surface]);
  await scrollTo(page, 0);
  await expect(body).not.toHaveClass(filled);
  expect((await colours())[0]).toBe(band);
});
