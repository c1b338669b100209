// The first screen a reader sees (issue #35), on the static origin: a phone opens an article and a live blog on
// their headline, and no page type is wider than the screen. The parts have their own specs: the header and the
// front's first picture e2e/header.spec.ts, the ads e2e/ads.spec.ts, the supplements' columns and tables
// e2e/supplementData.spec.ts, the fronts' blocks e2e/frontLayout.spec.ts. Geometry, never time.
import { expect, test } from './fixtures';
import { originUrl } from './static/helpers';
import { pageTypes, quietArticles } from './pageTypes';

test('on a phone an article and a live blog open on their headline', { tag: '@phone-only' }, async ({ page }) => {
  const { article, liveblog } = await quietArticles();
  for (const path of [article, liveblog]) {
    await page.goto(originUrl(path));
    const h1 = await page.locator('h1').evaluate((e) => e.getBoundingClientRect().top);
    expect(h1, `${path}: the headline's top`).toBeLessThanOrEqual(200);
  }
});

test('no page type is wider than the screen, and nothing sticks out but inside a box that scrolls', { tag: '@phone' }, async ({ page }) => {
  // Every page type, and the fronts and lists whose blocks e2e/frontLayout.spec.ts lays out.
  const more = ['/g7', '/karakter', '/cimke/helyben', '/g7/podcast', '/after/legfrissebb'].map((p) => [p, originUrl(p)] as const);
  for (const [name, url] of [...(await pageTypes()), ...more]) {
    await page.goto(url);
    const out = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // A box the reader can scroll sideways; one that hides what sticks out cuts it off.
      const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const inScrollingBox = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return p.getBoundingClientRect().right <= width + 1;
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !inScrollingBox(el);
      });
      return { page: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`) };
    });
    expect.soft(out, `${name} at ${page.viewportSize()!.width} px`).toEqual({ page: 0, wide: [] });
  }
});
