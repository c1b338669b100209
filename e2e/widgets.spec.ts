// The widgets of issue 23 in the browser, on the static origin: the minutes counter's arithmetic on two days of
// a fake clock and its next run past midnight, the third-party embeds behind a button naming the provider
// (nothing leaves the machine before the press: every request to another host is recorded and aborted), the
// Facebook box in the Hungarian locale, visitedTags, the holdblog recommender's draw, axe. Their HTML without
// JavaScript (the counter's number, the placeholders as links, the newest 4, the editors' texts) is checked in
// e2e/site/widgets.test.ts.
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

/**
 * Scrolls from the top to the bottom a screen at a time, a rendered frame at each stop (what comes into view is
 * observed), and waits until each part that starts on sight has started.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await expect(page.locator('island-root[data-hydrate=visible]:not([data-hydrated])')).toHaveCount(0);
}

test('minutes counter: the hours of two days of a fake clock, asked again after 60 s past midnight; axe clean', async ({ page }) => {
  // 10 hours a day of the morning digest since 2025-03-28, the evening podcast since 2025-09-01, 1 hour per
  // one-time item (services/seed/minutes.ts).
  await page.clock.install({ time: new Date('2025-04-11T21:59:30Z') });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/minutes')) asked.push(new URL(r.url()).searchParams.get('day') ?? '');
  });
  await page.goto(origin('/'));
  const hours = page.locator('[data-minutes-counter] [data-minutes-hours]');
  const day = page.locator('[data-minutes-counter] [data-minutes-day]');
  // 2025-04-11 23:59:30 in Budapest: 15 digest days.
  await expect(hours).toHaveText('299 850');
  await expect(day).toHaveAttribute('data-minutes-day', '2025-04-11');
  const result = await axe(page).include('[data-minutes-counter]').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Past midnight in Budapest, the next run asks for the 12th: 16 digest days, the special edition of 04-12.
  await page.clock.runFor(61_000);
  await expect(hours).toHaveText('299 839');
  await expect(day).toHaveAttribute('data-minutes-day', '2025-04-12');
  expect(asked).toEqual(['2025-04-11', '2025-04-12']);

  // 167 digest days, 10 podcast days; three one-time items (04-12, 06-06, 07-05).
  await page.clock.setSystemTime(new Date('2025-09-10T10:00:00Z'));
  await page.reload();
  await expect(hours).toHaveText('298 227');
  await expect(day).toHaveAttribute('data-minutes-day', '2025-09-10');
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

  test('the Facebook box and the After playlist: nothing before the press, the Hungarian plugin and the 400 px player after; axe clean', async ({
    context,
    page,
  }) => {
    const attempted = await watchThirdParty(context);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin('/after'));
    await scrollThrough(page);
    expect(attempted).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    await expect(page.locator('[data-box="box-facebook"] [data-embed-load]')).toBeVisible();
    const result = await axe(page).include('[data-box="box-facebook"]').analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

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
    // Pressed from the keyboard: the ad slot above the box may still change its height under a pointer.
    await spotify.getByRole('button', { name: 'A Spotify-lejátszó betöltése' }).focus();
    await page.keyboard.press('Enter');
    await expect(spotify.locator('iframe')).toHaveCount(1);
    await expect(spotify.locator('iframe')).toHaveAttribute('height', '400');
    await expect(spotify.locator('iframe')).toHaveAttribute('src', /^https:\/\/open\.spotify\.com\/embed\/playlist\//);
    expect(errors).toEqual([]);
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

test('the holdblog recommender shows 4 of the section’s articles, drawn per visit', async ({ context, page }) => {
  await watchThirdParty(context);
  // The draw sets each card's hidden (components/ListSidebar/holdblog.ts): that it has run is then observable.
  await page.addInitScript(() => {
    const hidden = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'hidden')!;
    Object.defineProperty(HTMLElement.prototype, 'hidden', {
      ...hidden,
      set(this: HTMLElement, value: boolean) {
        if (this.hasAttribute('data-holdblog-card')) (window as unknown as { holdblogDrawn: boolean }).holdblogDrawn = true;
        hidden.set!.call(this, value);
      },
    });
  });
  const cards = page.locator('[data-holdblog-recommender] [data-holdblog-card]');
  const drawn = new Set<string>();
  let newest: string[] = [];
  for (let visit = 0; visit < 5; visit++) {
    await page.goto(origin('/rovat/holdblog'));
    await page.waitForFunction(() => (window as unknown as { holdblogDrawn?: boolean }).holdblogDrawn === true);
    // The page comes with the newest first (the first 4 shown without JavaScript, e2e/site/widgets.test.ts).
    newest = (await cards.locator('h3').allTextContents()).slice(0, 4);
    await expect(cards.locator('h3').filter({ visible: true })).toHaveCount(4);
    (await cards.locator('h3').filter({ visible: true }).allTextContents()).forEach((t) => drawn.add(t));
  }
  // Five visits of 4 drawn from up to 20 show more than the newest 4.
  expect(drawn.size).toBeGreaterThan(4);
  expect([...drawn].some((t) => !newest.includes(t))).toBe(true);
});
