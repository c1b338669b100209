// The widgets of issue 23 as a reader meets them on the static origin: the minutes counter's arithmetic on
// two days of a fake clock (and its number in the HTML without JavaScript), the third-party embeds behind
// a button naming the provider (nothing leaves the machine before the press: every request to another
// host is recorded and aborted), the Facebook box in the Hungarian locale, visitedTags, axe.
import { axe } from './axe';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const LOCAL = /^(127\.0\.0\.1|localhost|[a-z0-9.-]+\.localhost)$/;

/** Every request to a host of another party, aborted: the tests never reach the network. */
async function watchThirdParty(context: BrowserContext): Promise<string[]> {
  const attempted: string[] = [];
  await context.route(
    (url) => !LOCAL.test(url.hostname),
    (route) => {
      attempted.push(route.request().url());
      return route.abort();
    },
  );
  return attempted;
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await page.waitForTimeout(300);
}

test.describe('minutes counter', () => {
  // 10 hours a day of the morning digest since 2025-03-28, the evening podcast since 2025-09-01, 1 hour per
  // one-time item (content/seed/minutes.ts).
  for (const [when, expected] of [
    // 16 digest days, the special edition of 04-12.
    ['2025-04-12T10:00:00Z', '299 839'],
    // 167 digest days, 10 podcast days; three one-time items (04-12, 06-06, 07-05).
    ['2025-09-10T10:00:00Z', '298 227'],
  ] as const) {
    test(`shows ${expected} hours on ${when.slice(0, 10)}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(when));
      await page.goto(origin('/'));
      const hours = page.locator('[data-minutes-counter] [data-minutes-hours]');
      await expect(hours).toHaveText(expected);
      await expect(page.locator('[data-minutes-counter] [data-minutes-day]')).toHaveAttribute('data-minutes-day', when.slice(0, 10));
    });
  }

  test('asks again after 60 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-04-11T21:59:30Z') });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/minutes')) asked.push(new URL(r.url()).searchParams.get('day') ?? '');
    });
    await page.goto(origin('/'));
    const hours = page.locator('[data-minutes-counter] [data-minutes-hours]');
    // 2025-04-11 23:59:30 in Budapest: 15 digest days.
    await expect(hours).toHaveText('299 850');
    // Past midnight in Budapest, the next run asks for the 12th.
    await page.clock.runFor(61_000);
    await expect(hours).toHaveText('299 839');
    expect(asked).toEqual(['2025-04-11', '2025-04-12']);
  });

  test('the number of the render’s day is in the HTML without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(origin('/'));
    const day = (await page.locator('[data-minutes-counter] [data-minutes-day]').getAttribute('data-minutes-day'))!;
    // The render's day (not the test's: a render just before midnight in Budapest keeps its day).
    const expected = (await (await request.get(`${e2eEnv().contentApiUrl}/api/minutes?day=${day}`)).json()) as { text: string };
    await expect(page.locator('[data-minutes-counter] [data-minutes-hours]')).toHaveText(expected.text);
    await expect(page.locator('[data-minutes-counter] [data-minutes-hours]')).toHaveText(/^\d{1,3}( \d{3})+$/);
    await context.close();
  });
});

test.describe('third-party embeds load only on the reader’s press', () => {
  test('a YouTube video in an article: no request before the press, the player after it', async ({ context, page }) => {
    const attempted = await watchThirdParty(context);
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.content LIKE '%youtube%'");
    await page.goto(origin(a.path));
    const figure = page.locator('figure[data-embed="youtube"]').first();
    const button = figure.locator('button[data-embed-load="youtube"]');
    await expect(button).toHaveText('A YouTube-videó betöltése');
    await expect(figure).toContainText('YouTube sütiket helyezhet el');
    await scrollThrough(page);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(attempted).toEqual([]);
    await button.click();
    const frame = figure.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    await expect(figure.locator('button')).toHaveCount(0);
    await expect.poll(() => attempted.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });

  test('the Facebook box and the After playlist: nothing before the press, the Hungarian plugin and the 400 px player after', async ({ context, page }) => {
    const attempted = await watchThirdParty(context);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin('/after'));
    await scrollThrough(page);
    expect(attempted).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    const facebook = page.locator('[data-box="box-facebook"]');
    await expect(facebook.getByRole('link', { name: 'A Facebook-oldalunk megnyitása' })).toBeVisible();
    await facebook.getByRole('button', { name: 'A Facebook-doboz betöltése' }).click();
    const fb = facebook.locator('iframe');
    await expect(fb).toHaveAttribute('src', /^https:\/\/www\.facebook\.com\/plugins\/page\.php\?.*locale=hu_HU/);
    await expect(fb).toHaveAttribute('title', 'A Facebook-oldalunk követése');
    await expect.poll(() => attempted.some((u) => u.startsWith('https://www.facebook.com/plugins/page.php'))).toBe(true);
    // Pressing one box loads nothing else.
    expect(attempted.every((u) => u.startsWith('https://www.facebook.com/'))).toBe(true);

    const spotify = page.locator('[data-box="box-spotify"]');
    // The ad slot above the box may still change its height: press again if the press missed the button.
    await expect(async () => {
      await spotify.getByRole('button', { name: 'A Spotify-lejátszó betöltése' }).click({ timeout: 2000 });
      await expect(spotify.locator('iframe')).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await expect(spotify.locator('iframe')).toHaveAttribute('height', '400');
    await expect(spotify.locator('iframe')).toHaveAttribute('src', /^https:\/\/open\.spotify\.com\/embed\/playlist\//);
    expect(errors).toEqual([]);
  });

  test('without JavaScript the placeholders are plain links to the provider', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const attempted = await watchThirdParty(context);
    const page = await context.newPage();
    await page.goto(origin('/after'));
    await expect(page.locator('[data-box="box-facebook"] a.embed__link')).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
    await expect(page.locator('[data-box="box-spotify"] a.embed__link')).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\//);
    await expect(page.locator('button[data-embed-load]')).toHaveCount(0);
    expect(attempted).toEqual([]);
    await context.close();
  });

  test('axe: the front page with the counter and a list page with the load buttons', async ({ context, page }) => {
    await watchThirdParty(context);
    for (const path of ['/', '/after']) {
      await page.goto(origin(path));
      await page.locator('[data-minutes-counter], [data-embed-load]').first().waitFor();
      const result = await axe(page)
        .include(path === '/' ? '[data-minutes-counter]' : '[data-box="box-facebook"]')
        .analyze();
      expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

test('visitedTags: an article’s tags and a tag list’s tag are kept in local storage', async ({ context, page }) => {
  await watchThirdParty(context);
  const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_array_length(a.doc, '$.tags') >= 2");
  await page.goto(origin(a.path));
  const slugs = (await page.locator('nav[data-tag-slugs]').getAttribute('data-tag-slugs'))!.split(' ');
  expect(slugs.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('visitedTags') ?? '[]') as string[])).toEqual(slugs);
  const tagLink = page.locator('nav[data-tag-slugs] a').last();
  await tagLink.click();
  await page.waitForURL(/\/cimke\//);
  // The page's script keeps the tag once it runs, after the page's load (D-300).
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('visitedTags') ?? '[]') as string[]);
  await expect.poll(async () => (await stored())[0]).toBe(slugs[slugs.length - 1]);
  expect(new Set(await stored())).toEqual(new Set(slugs));
});

test('the holdblog recommender shows 4 of the section’s articles, drawn per visit', async ({ browser, context, page }) => {
  await watchThirdParty(context);
  const cards = (p: Page) => p.locator('[data-holdblog-recommender] [data-holdblog-card]:visible h3');
  const off = await browser.newContext({ javaScriptEnabled: false });
  const plain = await off.newPage();
  await plain.goto(origin('/rovat/holdblog'));
  // Without JavaScript: the newest 4.
  await expect(cards(plain)).toHaveCount(4);
  const newest = await cards(plain).allTextContents();
  await off.close();
  const drawn = new Set<string>();
  for (let visit = 0; visit < 5; visit++) {
    // Settled: the page's script, added on load (D-300), has drawn this visit's 4.
    await page.goto(origin('/rovat/holdblog'), { waitUntil: 'networkidle' });
    await expect(cards(page)).toHaveCount(4);
    (await cards(page).allTextContents()).forEach((t) => drawn.add(t));
  }
  // Five visits of 4 drawn from up to 20 show more than the newest 4.
  expect(drawn.size).toBeGreaterThan(4);
  expect([...drawn].some((t) => !newest.includes(t))).toBe(true);
});

test('the editors’ unique texts: the blog group on the Holdblog, the entertainment group on /after, the book item on /karakter', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, title, text, slugs] of [
    ['/rovat/holdblog', 'A Holdblogról', 'A Holdblog a tudomány és a csillagászat hírei egy helyen.', 'holdblog-bevezeto holdblog-szerzok'],
    ['/after', 'Az After ajánlója', 'Az After heti ajánlója: zene, sorozat, koncert.', 'after-ajanlo'],
    ['/karakter', 'Könyvajánló', 'Heti könyvajánlónk', 'konyvajanlo'],
  ] as const) {
    await page.goto(origin(path));
    const box = page.locator('[data-box="box-editorial"]');
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(box).toContainText(text);
    // A link item of the group (the After playlist) is not shown as text.
    await expect(box).not.toContainText('open.spotify.com');
    await expect(box.locator('[data-unique]')).toHaveAttribute('data-unique', slugs);
  }
  await context.close();
});
