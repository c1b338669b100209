// Article pages in the browser: the layout at desktop and phone width (the body figure, the top banner's zone,
// nothing wider than the screen), the lead image a phone fetches, the ad slots requested at once and on scroll,
// a plain article's islands and scripts (no React until an island needs it), the colour mode before the first
// paint, the recommender's draw, a live blog's figures; axe once per page type (article, live blog, error page).
// Their HTML (head tags, JSON-LD, the preload tag, paging, redirects, the page without JavaScript) is checked in
// e2e/site/article.test.ts.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, baseUrl } from './fixtures';
import { findArticle } from './corpus';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** The page's script has run to its end: the navigation module it starts when the page is idle is running. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
}

function violations(result: { violations: { id: string; nodes: { target: unknown[] }[] }[] }): string[] {
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const visibleArticle = "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND a.content LIKE '%<p>%'";
/** With a lead image, a figure in the body, and every kind of ad slot (no sponsored, ad-free or special section). */
const pictured =
  `${visibleArticle} AND json_extract(a.doc, '$.coverImageSet.src') IS NOT NULL AND a.content LIKE '%<figure class="image"><img%' ` +
  `AND a.doc NOT LIKE '%"slug":"adfree"%' AND a.doc NOT LIKE '%"pr":true%' AND a.doc NOT LIKE '%"adfree":true%' AND a.doc NOT LIKE '%"adultContent":true%' ` +
  `AND (SELECT count(*) FROM json_each(json_extract(a.doc, '$.superTags')) j WHERE json_extract(j.value, '$.slug') IN ('pr-cikk','tamogatott-tartalom','tarsadalmi-celu-reklam','hirdetes','kartyak','video')) = 0 ` +
  `AND (length(a.content) - length(replace(a.content, '<p>', ''))) / 3 >= 6`;

test.describe('article pages', () => {
  test('at desktop and phone width: figure, banner zone, nothing sideways, no console error; one lead image file on a phone; ad slots; axe', async ({
    browser,
  }) => {
    const a = await findArticle(pictured);
    for (const phone of [false, true]) {
      const context = await browser.newContext(
        phone
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: baseUrl() }
          : { viewport: { width: 1280, height: 900 }, baseURL: baseUrl() },
      );
      const page = await context.newPage();
      try {
        const errors = watchErrors(page);
        const media: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/media/')) media.push(new URL(r.url()).pathname);
        });
        await page.goto(a.path);
        if (phone) {
          // A preload read before the viewport tag would size the picture for a 980 px layout: two files, the second large.
          const srcset = (await page.locator('img[fetchpriority="high"]').first().getAttribute('srcset')) ?? '';
          const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/)[0]);
          expect(candidates.length).toBeGreaterThan(1);
          expect(new Set(media.filter((m) => candidates.includes(m))).size).toBe(1);
        } else {
          // The top slot shown (the billboard; a phone's is hidden) is requested at once with the desktop zone; the
          // in-content one waits to be scrolled to.
          const top = page.locator('[data-ad-load=early]:visible');
          await expect(top).toHaveAttribute('data-ad-state', 'requested');
          await expect(top).toHaveAttribute('data-ad-zone', 'hirter_main/cikk/desktop/top/banner_1');
          await expect(page.locator('[data-article-body] [data-ad-desktop]')).toHaveAttribute('data-ad-delay', '2000');
          expect(await page.locator('[data-article-body] [data-ad-desktop]').getAttribute('data-ad-state')).toBeNull();
          expect(violations(await axe(page).exclude('figure[data-embed]').analyze())).toEqual([]);
        }

        // A body figure fills the column, centred, no indent; its caption sans, smaller than the text.
        const figure = page.locator('[data-article-body] figure:has(> img)').first();
        await figure.scrollIntoViewIfNeeded();
        const column = (await page.locator('[data-article-body]').boundingBox())!;
        const fig = (await figure.boundingBox())!;
        const img = (await figure.locator('img').boundingBox())!;
        expect(Math.abs(fig.width - column.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(img.width - column.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(img.x - column.x)).toBeLessThanOrEqual(1);
        expect(await figure.evaluate((f) => [getComputedStyle(f).marginLeft, getComputedStyle(f).marginRight])).toEqual(['0px', '0px']);
        const [captionFont, bodyFont, captionSize, bodySize] = await figure.evaluate((f) => {
          const c = getComputedStyle(f.querySelector('figcaption')!);
          const b = getComputedStyle(f.closest('[data-article-body]')!);
          return [c.fontFamily, b.fontFamily, parseFloat(c.fontSize), parseFloat(b.fontSize)];
        });
        expect(captionFont).not.toBe(bodyFont);
        expect(captionSize).toBeLessThan(bodySize);

        // On a wide screen the top banner's zone spans the page, outside the article's column, its slot reserved from
        // the first paint; a phone has none of it, its top slot (the mobile zone) comes after the article's header
        // (geometry: e2e/ads.spec.ts).
        if (phone) {
          await expect(page.locator('[data-banner-zone]')).toBeHidden();
          const slot = (await page.locator('article [data-ad-mobile*="/top/banner"]').boundingBox())!;
          expect(slot.width).toBe(300);
          expect(slot.height).toBeGreaterThanOrEqual(250);
        } else {
          const zone = (await page.locator('[data-banner-zone]').boundingBox())!;
          const slot = (await page.locator('[data-banner-zone] [data-ad-desktop]').boundingBox())!;
          expect(zone.width).toBeGreaterThan(column.width);
          // The desktop creative's 970 × 250 fits in it.
          expect(slot.width).toBe(970);
          expect(slot.height).toBeGreaterThanOrEqual(250);
          await expect(page.locator('article [data-ad-mobile*="/top/banner"]')).toBeHidden();
        }
        expect(await page.locator('article [data-ad-desktop*="/top/banner"]').count()).toBe(0);

        // Read on: the in-content slot is requested once it is near (after its 2 s delay).
        const inContent = page.locator('[data-article-body] [data-ad-desktop]').first();
        await inContent.scrollIntoViewIfNeeded();
        await expect(inContent).toHaveAttribute('data-ad-state', 'requested');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test('a plain article loads no React until an island needs it; no console error read to the end', async ({ page }) => {
    const a = await findArticle(`${visibleArticle} AND a.doc NOT LIKE '%"slug":"refresh"%' AND a.doc NOT LIKE '%"slug":"live"%'`);
    const errors = watchErrors(page);
    const scripts: Promise<{ name: string; bytes: number; react: boolean }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      // Every production build of react and react-dom carries this text (their error decoder's prefix).
      scripts.push(
        r
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ name: new URL(r.url()).pathname.split('/').pop()!, bytes: body.length, react: body.includes('Minified React error') })),
      );
    });
    const loaded = async (from = 0) => (await Promise.all(scripts)).slice(from);
    const react = async (from = 0) => (await loaded(from)).filter((s) => s.react).map((s) => s.name);
    // The sizes are the bench's to judge (npm run bench -- pages, D-213, D-239); the test notes them.
    const note = async (what: string, from = 0) => {
      const list = await loaded(from);
      const bytes = list.reduce((n, s) => n + s.bytes, 0);
      test.info().annotations.push({ type: `scripts ${what}`, description: `${bytes} B: ${list.map((s) => `${s.name} ${s.bytes} B`).join(', ')}` });
    };

    await page.goto(a.path);
    await settled(page);
    const islands = await page.locator('island-root').evaluateAll((els) => els.map((e) => e.getAttribute('data-island')));
    expect(islands).toEqual(['ColorModeToggle', 'NewsletterPromo', 'PushControl']);
    expect(await page.locator('island-root[data-hydrated]').count()).toBe(0);
    // The page's own scripts only: the client entry, the navigation module, the recommender's drawing.
    expect(await react()).toEqual([]);
    await note('opened');
    const opened = (await loaded()).length;

    // Read to the end: each island that starts on sight starts (without React), the recommender draws its version.
    for (const island of ['NewsletterPromo', 'PushControl']) {
      // The island's root has no box of its own (display: contents): its content is what comes into view.
      await page.locator(`island-root[data-island=${island}]`).evaluate((el) => (el.firstElementChild ?? el).scrollIntoView());
      await expect(page.locator(`island-root[data-island=${island}][data-hydrated]`)).toHaveCount(1);
    }
    const box = page.locator('[data-recommender]');
    await box.evaluate((el) => el.scrollIntoView());
    await expect.poll(() => page.evaluate(() => localStorage.getItem('recommenderVersions'))).not.toBeNull();
    const drawn = JSON.parse((await page.evaluate(() => localStorage.getItem('recommenderVersions')))!) as number[];
    await expect(box).toHaveAttribute('data-recommender', String(drawn.at(-1)));
    expect(await react()).toEqual([]);
    await note('read to the end', opened);
    expect(errors).toEqual([]);

    // The colour toggle is an island that needs React: it comes with the reader's press, and only then.
    const before = (await loaded()).length;
    await page.getByRole('button', { name: /megjelenés/ }).click();
    await expect(page.locator('island-root[data-island=ColorModeToggle][data-hydrated]')).toHaveCount(1);
    await expect.poll(async () => (await react(before)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the colour mode is applied before the first paint', async ({ page }) => {
    const a = await findArticle(visibleArticle);
    await page.addInitScript(() => {
      localStorage.setItem('colorMode', 'dark');
      // Record the scheme at the moment the body element is parsed, before anything is painted.
      new MutationObserver((_, obs) => {
        if (document.body) {
          (window as unknown as { schemeAtBody: string | null }).schemeAtBody = document.documentElement.getAttribute('data-scheme');
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(a.path);
    expect(await page.evaluate(() => (window as unknown as { schemeAtBody: string }).schemeAtBody)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
    // The toggle cycles dark → system and remembers it, once the page's script watches it.
    await settled(page);
    await page.getByRole('button', { name: /megjelenés/ }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('colorMode'))).toBe('system');
  });

  test('a live blog: a post’s figure is styled as an article’s; axe clean', async ({ page }) => {
    const a = await findArticle(
      "a.visible = 1 AND a.type = 'liveblog' AND EXISTS (SELECT 1 FROM articles p WHERE p.content LIKE '%<figure%<img%' AND p.id IN " +
        '(SELECT id FROM articles WHERE parent_id = a.id AND visible = 1 ORDER BY pub_date DESC LIMIT 20))',
    );
    await page.goto(a.path);
    expect(violations(await axe(page).analyze())).toEqual([]);
    const figure = page.locator('[data-live-blog] article figure:has(img)').first();
    await figure.scrollIntoViewIfNeeded();
    const body = (await figure.locator('xpath=..').boundingBox())!;
    const fig = (await figure.boundingBox())!;
    expect(Math.abs(fig.width - body.width)).toBeLessThanOrEqual(1);
    expect(await figure.evaluate((f) => getComputedStyle(f).marginLeft)).toBe('0px');
    // The caption in the sans face, not the post's serif text.
    const [caption, text] = await figure.evaluate((f) => [
      getComputedStyle(f.querySelector('figcaption')!).fontFamily,
      getComputedStyle(f.parentElement!).fontFamily,
    ]);
    expect(caption).not.toBe(text);
    await expect(page.locator('[data-live-blog] article [data-post-clock]').first()).toBeVisible();
  });

  test('what stands between the paragraphs (an ad, the support box) keeps the site’s sans type, apart from the serif text', async ({ page }) => {
    const a = await findArticle(pictured);
    await page.goto(a.path);
    const fonts = await page.locator('[data-article-body]').evaluate((body) => {
      const paragraph = body.querySelector(':scope > div:not([class]) p');
      const boxes = [...body.children].filter((c) => c.className !== '' && c.firstElementChild);
      return {
        text: paragraph ? getComputedStyle(paragraph).fontFamily : null,
        page: getComputedStyle(document.body).fontFamily,
        boxes: boxes.map((b) => getComputedStyle(b.firstElementChild!).fontFamily),
      };
    });
    expect(fonts.text).not.toBe(fonts.page);
    expect(fonts.boxes.length).toBeGreaterThan(0);
    for (const box of fonts.boxes) expect(box).toBe(fonts.page);
  });

  test('the error page has no axe violations', async ({ page }) => {
    expect((await page.goto('/nincs/ilyen/oldal'))?.status()).toBe(404);
    expect(violations(await axe(page).analyze())).toEqual([]);
  });
});

test.describe('recommender box', () => {
  test("shows the reader's own version, none twice in a round", async ({ page }) => {
    const a = await findArticle(visibleArticle);
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(a.path);
      const box = page.locator('[data-recommender]');
      await box.scrollIntoViewIfNeeded();
      await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('recommenderVersions'))) ?? '[]').length).toBe(i + 1);
      const used = JSON.parse((await page.evaluate(() => localStorage.getItem('recommenderVersions')))!) as number[];
      // The box shows the drawn version: its own when it was rendered with it, fetched otherwise.
      await expect(box).toHaveAttribute('data-recommender', String(used.at(-1)));
      seen.push(used.at(-1)!);
    }
    expect(new Set(seen).size).toBe(3);
  });
});
