// Issue #24's render path on the static output: each page type's CSS comes inline in one <style> with no
// render-blocking stylesheet link (D-285), and the largest image's preload is at the top of <head>, with the
// srcset and sizes of the image the page shows.
import { expect, test, e2eEnv } from './fixtures';
import { lighthousePages } from './lighthouse';
import { RO_HOST } from '../testing/browser';

/** The page types of the Lighthouse gates, and the Romanian front page. */
async function pageTypes(): Promise<{ name: string; path: string; host?: string }[]> {
  return [...(await lighthousePages()), { name: 'ro front', path: '/', host: RO_HOST }];
}

test.describe('one stylesheet per page, the LCP image found early', () => {
  test('every page type: its CSS in one <style> in <head>, no stylesheet link anywhere', async ({ request }) => {
    for (const p of await pageTypes()) {
      const res = await request.get(`${e2eEnv().originUrl}${p.path}`, { headers: p.host ? { host: p.host } : {}, maxRedirects: 0 });
      expect(res.status(), p.name).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html.match(/<link[^>]*rel="?stylesheet/gi) ?? [], p.name).toEqual([]);
      expect(head.match(/<style>/g), p.name).toHaveLength(1);
      expect(html.indexOf('<style>', head.length), p.name).toBe(-1);
      // The page is styled from it: the site's colours and each CSS module's hashed classes.
      expect(head, p.name).toMatch(/--accent:/);
      const classes = [...html.slice(head.length).matchAll(/class="(_[a-zA-Z]+_[\w-]+_\d+)/g)].map((m) => m[1]!);
      expect(classes.length, p.name).toBeGreaterThan(0);
      for (const c of new Set(classes)) expect(head, `${p.name}: .${c}`).toContain(`.${c}`);
      expect(html, p.name).not.toContain('__VITE_PLUGIN_SSR__ASSETS_FIRST__');
    }
  });

  for (const [name, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    test(`front, article and list at ${width} px: the largest image is the one preloaded at the top of <head>, as it is shown`, async ({
      browser,
      request,
    }) => {
      const pages = (await lighthousePages()).filter((p) => ['front', 'article', 'list'].includes(p.name));
      const context = await browser.newContext({ viewport: { width, height: name === 'phone' ? 844 : 900 }, deviceScaleFactor: 2 });
      try {
        for (const p of pages) {
          const html = await (await request.get(`${e2eEnv().originUrl}${p.path}`)).text();
          const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
          expect(preloads, p.name).toHaveLength(1);
          const preload = preloads[0]!;
          expect(preload, p.name).toMatch(/fetchPriority="high"/);
          // Early: in <head>, before the inline styles, within the first 2 KB.
          expect(html.indexOf(preload), p.name).toBeLessThan(html.indexOf('<style>'));
          expect(html.indexOf(preload), p.name).toBeLessThan(2048);
          const srcset = /imageSrcSet="([^"]+)"/.exec(preload)![1]!;
          const sizes = /imageSizes="([^"]+)"/.exec(preload)![1]!;
          const page = await context.newPage();
          await page.goto(`${e2eEnv().originUrl}${p.path}`);
          // The image with that srcset is on the page with the same sizes, and the file the browser took for it is the preloaded one.
          const img = page.locator(`main img[srcset="${srcset}"]`).filter({ visible: true }).first();
          await expect(img, p.name).toHaveAttribute('sizes', sizes);
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: p.name }).toBe(true);
          const used = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
          const fetched = await page.evaluate((src) => performance.getEntriesByName(src).length, used);
          expect(fetched, `${p.name}: ${used} fetched once`).toBe(1);
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }

  for (const [name, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    test(`front and list at ${width} px: every picture takes the file the size it is shown at needs`, async ({ browser }) => {
      const pages = (await lighthousePages()).filter((p) => ['front', 'list'].includes(p.name));
      const context = await browser.newContext({ viewport: { width, height: name === 'phone' ? 844 : 900 }, deviceScaleFactor: 2 });
      try {
        for (const p of pages) {
          const page = await context.newPage();
          await page.goto(`${e2eEnv().originUrl}${p.path}`);
          // Every lazy picture comes near the screen once.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y < height; y += 600) await page.evaluate((top) => scrollTo(0, top), y);
          await page.waitForLoadState('networkidle');
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
          expect(shown.length, p.name).toBeGreaterThan(3);
          for (const img of shown) {
            // The file the sizes attribute should lead to: the narrowest candidate as wide as the picture's pixels.
            const needed = img.widths.filter((c) => c.w >= img.shownPx).sort((a, b) => a.w - b.w)[0] ?? img.widths.sort((a, b) => b.w - a.w)[0]!;
            const used = img.widths.find((c) => c.url === img.used);
            expect(used, `${p.name}: ${img.used} is one of its srcset`).toBeDefined();
            expect(used!.w, `${p.name}: ${img.used} for ${Math.round(img.shownPx)} px`).toBeLessThanOrEqual(needed.w);
            // Nor a file more than one candidate narrower than that (sizes name a slot's widest case, rounded).
            const widths = img.widths.map((c) => c.w).sort((a, b) => a - b);
            expect(widths.indexOf(needed.w) - widths.indexOf(used!.w), `${p.name}: ${img.used} for ${Math.round(img.shownPx)} px`).toBeLessThanOrEqual(1);
          }
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
