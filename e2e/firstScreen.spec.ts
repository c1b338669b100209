// The first screen a reader sees (issue #35), on the static origin: where the headline, the first picture and
// the ads sit on a phone, that nothing is wider than the screen, the dark header's contrast, and no empty
// column beside a supplement's tab. Geometry and computed styles, never time.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { originUrl } from './static/helpers';
import { pageTypes, quietArticles } from './pageTypes';
import { aaMinimum, contrast, luminance } from '../testing/contrast';
import { AD_DESKTOP_ATTR } from '../components/AdSlot/attrs';
import { SUPPLEMENTS } from '../domain/supplements';

/** The top of the page's h1, and the tops of the ad slots the reader sees (displayed, with a box). */
async function headlineAndAds(page: Page): Promise<{ h1: number; ads: number[] }> {
  return page.evaluate((adAttr) => {
    const h1 = document.querySelector('h1')!.getBoundingClientRect().top + scrollY;
    const ads = [...document.querySelectorAll(`[${adAttr}]`)]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .map((r) => r.top + scrollY);
    return { h1, ads };
  }, AD_DESKTOP_ATTR);
}

test('on a phone an article and a live blog open on their headline, with no ad above it', { tag: '@phone-only' }, async ({ page }) => {
  const { article, liveblog } = await quietArticles();
  for (const path of [article, liveblog]) {
    await page.goto(originUrl(path));
    const { h1, ads } = await headlineAndAds(page);
    expect(h1, `${path}: the headline's top`).toBeLessThanOrEqual(200);
    expect(ads.length, `${path}: an ad slot is on the page`).toBeGreaterThan(0);
    expect(
      ads.filter((top) => top < h1),
      `${path}: ad slots above the headline`,
    ).toEqual([]);
  }
});

test('on a phone the front page shows its first story picture near the top', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(originUrl('/'));
  const top = await page
    .locator('main article img')
    .first()
    .evaluate((img) => img.getBoundingClientRect().top);
  expect(top).toBeLessThanOrEqual(260);
});

test('no page type is wider than the screen, and nothing sticks out but inside a box that scrolls', { tag: '@phone' }, async ({ page }) => {
  for (const [name, url] of await pageTypes()) {
    await page.goto(url);
    const out = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // A box the reader can scroll sideways; one that hides what sticks out cuts it off.
      const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return p.getBoundingClientRect().right <= width + 1;
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !clipped(el);
      });
      return { page: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`) };
    });
    expect.soft(out, `${name} at ${page.viewportSize()!.width} px`).toEqual({ page: 0, wide: [] });
  }
});

/** Each visible text in the header: its colour, the background it is drawn on, its size and weight. */
async function headerTexts(page: Page) {
  return page
    .locator('header')
    .first()
    .evaluate((header) => {
      const background = (el: Element | null): string => {
        for (; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor;
          if (!/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') return bg;
        }
        return getComputedStyle(document.documentElement).backgroundColor;
      };
      const texts = [...header.querySelectorAll('*')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .filter((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility === 'visible')
        .map((el) => {
          const s = getComputedStyle(el);
          return { text: el.textContent!.trim(), color: s.color, on: background(el), size: parseFloat(s.fontSize), weight: Number(s.fontWeight) };
        });
      return { background: background(header), texts };
    });
}

test('in dark mode the header is a dark surface and every text on it passes AA', { tag: '@phone' }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { article } = await quietArticles();
  // The front page's header is the breaking band's (reader-site.md §4), an article's the plain one.
  for (const path of ['/', article, '/after']) {
    await page.goto(originUrl(path));
    const { background, texts } = await headerTexts(page);
    expect(luminance(background), `${path}: the header's background ${background}`).toBeLessThanOrEqual(0.2);
    expect(texts.length, `${path}: texts in the header`).toBeGreaterThan(0);
    for (const t of texts)
      expect.soft(contrast(t.color, t.on), `${path}: "${t.text}" ${t.color} on ${t.on}`).toBeGreaterThanOrEqual(aaMinimum(t.size, t.weight));
  }
});

test('a supplement tab has no empty column beside its content', async ({ page }) => {
  const tabs = SUPPLEMENTS.flatMap((s) => s.tabs.map((t, i) => `/melleklet/${s.slug}${i === 0 ? '' : `/${t.slug}`}`));
  for (const path of tabs) {
    const response = await page.goto(originUrl(path));
    if (response?.status() !== 200) continue; // a data tab with no data is not there (domain/supplementData.ts)
    const found = await page.locator('main').evaluate((main) => {
      const seen = [...main.querySelectorAll('*')].filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0);
      const media = 'img, svg, canvas, iframe, video, picture';
      const style = getComputedStyle(main);
      return {
        // What the content leaves blank at the right of the page's column: the side column of old when it had nothing.
        blankRight: Math.round(
          main.getBoundingClientRect().right - parseFloat(style.paddingRight) - Math.max(...seen.map((el) => el.getBoundingClientRect().right)),
        ),
        // A box a column wide and tall with no text, picture or frame in it.
        emptyBoxes: seen
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width >= 150 && r.height >= 150 && !el.matches(media) && !(el as HTMLElement).innerText.trim() && !el.querySelector(media);
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      };
    });
    expect.soft(found.emptyBoxes, `${path}: empty boxes`).toEqual([]);
    expect.soft(found.blankRight, `${path}: blank width at the right of the content`).toBeLessThanOrEqual(24);
  }
});
