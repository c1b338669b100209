// Issue #24's render path as a browser lays it out, at a phone's and a desktop's width: the file the browser
// takes for the largest image is the one preloaded (fetched once), every picture takes the file the size it is
// shown at needs, and a list fits the screen. The HTML side (one <style>, the preload at the top of <head> with
// the image's srcset and sizes) is e2e/site/pageStyles.test.ts.
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { lighthousePages } from './lighthouse';

/** The preloaded image of the page: the visible one with the preload's srcset and sizes, and the file it took, fetched once. */
async function expectPreloadedImageUsed(page: Page, name: string): Promise<void> {
  const preload = page.locator('head link[rel=preload][as=image]');
  await expect(preload, name).toHaveCount(1);
  const srcset = (await preload.getAttribute('imagesrcset'))!;
  const sizes = (await preload.getAttribute('imagesizes'))!;
  const img = page.locator(`main img[srcset="${srcset}"]`).filter({ visible: true }).first();
  await expect(img, name).toHaveAttribute('sizes', sizes);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: name }).toBe(true);
  const used = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
  const fetched = await page.evaluate((src) => performance.getEntriesByName(src).length, used);
  expect(fetched, `${name}: ${used} fetched once`).toBe(1);
}

/** Every picture of the page's main content, brought into view once, takes the srcset file its shown size needs. */
async function expectPicturesSized(page: Page, name: string): Promise<void> {
  const pictures = await page.locator('main img[srcset]').filter({ visible: true }).all();
  for (const img of pictures) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: name }).toBe(true);
  }
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img[srcset]')]
      .filter((i) => i.complete && i.currentSrc && i.getBoundingClientRect().width > 0)
      .map((i) => ({
        shownPx: i.getBoundingClientRect().width * devicePixelRatio,
        used: i.currentSrc.slice(location.origin.length),
        widths: i.srcset.split(',').map((c) => {
          const [url, w] = c.trim().split(/\s+/);
          return { url: url!, w: Number.parseInt(w!, 10) };
        }),
      })),
  );
  expect(shown.length, name).toBeGreaterThan(3);
  for (const img of shown) {
    // The file the sizes attribute should lead to: the narrowest candidate as wide as the picture's pixels.
    const needed = img.widths.filter((c) => c.w >= img.shownPx).sort((a, b) => a.w - b.w)[0] ?? img.widths.sort((a, b) => b.w - a.w)[0]!;
    const used = img.widths.find((c) => c.url === img.used);
    expect(used, `${name}: ${img.used} is one of its srcset`).toBeDefined();
    expect(used!.w, `${name}: ${img.used} for ${Math.round(img.shownPx)} px`).toBeLessThanOrEqual(needed.w);
    // Nor a file more than one candidate narrower than that (sizes name a slot's widest case, rounded).
    const widths = img.widths.map((c) => c.w).sort((a, b) => a - b);
    expect(widths.indexOf(needed.w) - widths.indexOf(used!.w), `${name}: ${img.used} for ${Math.round(img.shownPx)} px`).toBeLessThanOrEqual(1);
  }
}

test.describe('the LCP image found early, every picture the right file', () => {
  for (const [name, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    test(`front, article and list at ${width} px: the preloaded image is the one shown, every picture takes the file its size needs, nothing scrolls sideways`, async ({
      browser,
    }) => {
      const pages = (await lighthousePages()).filter((p) => ['front', 'article', 'list'].includes(p.name));
      expect(pages).toHaveLength(3);
      const context = await browser.newContext({ viewport: { width, height: name === 'phone' ? 844 : 900 }, deviceScaleFactor: 2 });
      try {
        for (const p of pages) {
          const page = await context.newPage();
          await page.goto(`${e2eEnv().originUrl}${p.path}`);
          await expectPreloadedImageUsed(page, p.name);
          if (p.name !== 'article') await expectPicturesSized(page, p.name);
          // A section list fits the screen, at a phone's width and a desktop's.
          if (p.name === 'list') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), p.name).toBe(true);
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});

test("a page's islands come to life without a stylesheet of their own: the page's holds their CSS (D-436)", async ({ browser }) => {
  const origin = e2eEnv().originUrl;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const probe = await context.newPage();
    await probe.goto(`${origin}/sport/foci`);
    const match = (await probe.locator('[data-live-scores] a[data-match-score]').first().getAttribute('href'))!;
    await probe.close();
    // The islands whose CSS vite listed with their chunks: the minutes counter and the colour mode toggle (front),
    // live scores and a live match, Formula 1's live result, the tag search (archive), the sign-in form.
    for (const path of ['/', '/sport/foci', match, '/sport/forma-1', '/archivum', '/tamogatas/belepes']) {
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname)));
      await page.goto(`${origin}${path}`);
      // The page's script starts after `load` (D-300): a pointer before it listens would wake no island. Its
      // navigation module, started when idle after the islands are scheduled, marks the document.
      await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
      // Every island on its terms, each kept in view until it has started: in view, on an interaction (a
      // pointer over it), at load.
      for (const root of await page.locator('island-root').all()) {
        await root.scrollIntoViewIfNeeded();
        await root.dispatchEvent('pointerover');
        await expect(root, path).toHaveAttribute('data-hydrated');
      }
      expect(await page.locator('island-root').count(), path).toBeGreaterThan(0);
      expect(
        stylesheets.filter((p) => !p.startsWith('/assets/styles/')),
        path,
      ).toEqual([]);
      // What the islands drew is styled by the page's stylesheet: each CSS-module class of the page has its rule.
      const unstyled = await page.evaluate(() => {
        const rules = (list: CSSRuleList): string[] =>
          [...list].flatMap((r) =>
            ('cssRules' in r && (r as CSSGroupingRule).cssRules ? rules((r as CSSGroupingRule).cssRules) : []).concat(
              'selectorText' in r ? [(r as CSSStyleRule).selectorText] : [],
            ),
          );
        const selectors = [...document.styleSheets].flatMap((s) => rules(s.cssRules)).join(' ');
        const classes = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList].filter((c) => /^_[a-zA-Z]+_[\w-]+_\d+$/.test(c))));
        return [...classes].filter((c) => !selectors.includes(`.${c}`));
      });
      expect(unstyled, path).toEqual([]);
      await page.close();
    }
  } finally {
    await context.close();
  }
});
