// Podcasts (issue #21; specialised-features.md §2–§4, reader-site.md §9) in the browser, on the static origin:
// an episode played from a card keeps playing while the reader follows links (the page swap, D-228) and back;
// the player made small to either side; pause from the card; after a reload the episode where it was and one
// continue button; inside the mobile app the actions are bridge
// messages and the app's reports flip the cards; with scripts the episode page's own player gives way to the
// global one; axe clean, nothing wider than the screen, phone and desktop. The pages as HTML (the card's link
// and the native player without JavaScript, where episodes show, the 404s): e2e/site/podcast.test.ts.
import { axe } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const SHOTS = process.env.E2E_SHOTS_DIR;

interface AudioState {
  time: number;
  paused: boolean;
  src: string;
}

const audio = (page: Page): Promise<AudioState | null> =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('#lejatszo audio');
    return a ? { time: a.currentTime, paused: a.paused, src: a.currentSrc } : null;
  });

/** Waits until the audio has played on past `after` seconds. */
async function playsOnPast(page: Page, after: number): Promise<AudioState> {
  await expect.poll(async () => (await audio(page))?.time ?? -1).toBeGreaterThan(after + 0.3);
  const a = (await audio(page))!;
  expect(a.paused).toBe(false);
  return a;
}

/** Still the document the test started on (a full load would drop the mark). */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { podcastTestMark?: number }).podcastTestMark === 1);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { podcastTestMark: number }).podcastTestMark = 1));

/**
 * One scan per page, in the desktop project: the phone's is the same markup (its layout is checked by noOverflow).
 * `scope`: the episodes' part of a page whose whole is scanned by its own spec (the fronts, the lists).
 */
async function axeOnce(page: Page, scope?: string) {
  if (test.info().project.name !== 'desktop') return;
  const builder = axe(page);
  const result = await (scope ? builder.include(scope) : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * Presses a play button once the page's script has made it one (before that it is the link to the episode's
 * page, as without JavaScript).
 */
async function pressPlay(button: Locator) {
  await expect(button).toHaveAttribute('role', 'button');
  await button.click();
}

const frontCard = (page: Page): Locator => page.locator('[data-episode-block="podcast-blokk"] [data-episode-card]').first();
/** A card of the front page's block whose podcast is the main site's (a sub-site's page would be a full load, D-228). */
const mainSiteCard = (page: Page): Locator =>
  page
    .locator('[data-episode-block="podcast-blokk"] [data-episode-card]')
    .filter({ has: page.locator('p a[href^="/podcast/"]') })
    .first();

test.describe('the global player', () => {
  test('plays from a card and keeps playing across three links, and back', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin('/'));
    await mark(page);
    const card = mainSiteCard(page);
    const slug = (await card.getAttribute('data-episode-card'))!;
    const play = card.locator('[data-episode-play]');
    await expect(play).toHaveAttribute('role', 'button');
    await play.click();
    await expect(page.locator('[data-player-bar]')).toBeVisible();
    await expect(play).toHaveAttribute('data-state', 'playing');
    await expect(play).toHaveAccessibleName(/^Szünet: /);
    let last = await playsOnPast(page, 0);
    const src = last.src;
    expect(src).toMatch(/\/media\/audio\/episode-\d{3}\.wav$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/front-playing-${page.viewportSize()!.width}.png` });

    // 1: the episode's podcast's page, from the card.
    const podcastHref = (await card.locator('p a').first().getAttribute('href'))!;
    await card.locator('p a').first().click();
    await expect(page).toHaveURL(origin(podcastHref));
    await expect(page.locator('h1')).toBeVisible();
    const podcastTitle = await page.title();
    // 2: the episode's page, from its card there.
    const onPodcast = page.locator(`[data-episode-card="${slug}"]`);
    await expect(onPodcast.locator('[data-episode-play]')).toHaveAttribute('data-state', 'playing');
    await onPodcast.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.locator(`[data-episode-page="${slug}"]`)).toBeVisible();
    const episodeTitle = await page.title();
    expect(episodeTitle).not.toBe(podcastTitle);
    // 3: its article.
    await page.locator('p', { hasText: 'Az adáshoz tartozó cikk' }).locator('a').click();
    await expect(page.locator('[data-article-body]')).toBeVisible();
    await expect(page.locator('[data-embed-widget="podcast"] [data-episode-play]')).toHaveAttribute('data-state', 'playing');

    // Between every step: the same document (no load), the same audio, further on, never back to the start.
    expect(await sameDocument(page)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const now = await playsOnPast(page, last.time);
      expect(now.src).toBe(src);
      last = now;
    }
    // The new page has the focus (screen readers start there), and the address its title.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tartalom');
    await expect(page.locator('#lejatszo [role="status"]')).toHaveText(await page.title());
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-playing-${page.viewportSize()!.width}.png` });

    // Back: the episode's page again, in place; still playing on.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.locator(`[data-episode-page="${slug}"]`)).toBeVisible();
    await expect(page).toHaveTitle(episodeTitle);
    expect(await sameDocument(page)).toBe(true);
    last = await playsOnPast(page, last.time);
    expect(last.src).toBe(src);

    // Pause from the card (the episode page's button): the audio stops, the button and the bar show play.
    const button = page.locator(`[data-episode-page="${slug}"] [data-episode-play]`);
    await expect(button).toHaveAttribute('data-state', 'playing');
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'paused');
    await expect(button).toHaveAccessibleName(/^Lejátszás: /);
    await expect.poll(async () => (await audio(page))!.paused).toBe(true);
    await expect(page.locator('[data-player-play]')).toHaveAccessibleName(/^Lejátszás: /);
    // Paused, a click is a page load as on every page.
    await page.locator(`[data-episode-page="${slug}"] p a`).first().click();
    await expect(page).toHaveURL(origin(podcastHref));
    expect(await sameDocument(page)).toBe(false);
    // The player came along (the tab keeps it), paused where it was.
    await expect(page.locator('[data-player-bar]')).toBeVisible();
    await expect(page.locator(`[data-episode-card="${slug}"] [data-episode-play]`)).toHaveAttribute('data-state', 'paused');
  });

  test('is made small to the left and to the right, and full again', { tag: '@phone' }, async ({ page }) => {
    await page.goto(origin('/'));
    await pressPlay(frontCard(page).locator('[data-episode-play]'));
    const bar = page.locator('[data-player-bar]');
    await expect(bar).toBeVisible();
    await playsOnPast(page, 0);
    await axeOnce(page);
    const width = page.viewportSize()!.width;
    const full = (await bar.boundingBox())!;
    expect(full.width).toBeGreaterThan(width - 2);
    // The page's last lines can be scrolled clear of the full bar (D-232): the body makes room for it, and
    // none once it is small.
    const room = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    const roomForFull = async () => Math.abs((await room()) - full.height) < 1;
    await expect.poll(roomForFull).toBe(true);
    // Every control and link of the bar is a target a finger finds (WCAG 2.5.8), at a phone's width too.
    const targets = await axe(page, { also: ['target-size'] })
      .include('[data-player-bar]')
      .analyze();
    expect(targets.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // What the reader tabs to on from the card scrolls clear of the full bar, never wholly under it (WCAG 2.4.11).
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const under = await page.evaluate(
        `(() => { const a = document.activeElement; if (!a || a.closest('[data-player-bar]')) return ''; const r = a.getBoundingClientRect(); return r.height > 0 && r.top >= ${full.y - 1} ? a.outerHTML.slice(0, 80) : ''; })()`,
      );
      expect(under, `Tab ${i + 1}`).toBe('');
    }

    await page.getByRole('button', { name: 'Kis méret, balra' }).click();
    await expect(bar).toHaveAttribute('data-minimalized', 'left');
    await expect.poll(room).toBe(0);
    const left = (await bar.boundingBox())!;
    expect(left.x).toBeLessThan(40);
    expect(left.width).toBeLessThan(width / 2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/player-left-${width}.png` });

    await page.getByRole('button', { name: 'Teljes méret' }).click();
    await page.getByRole('button', { name: 'Kis méret, jobbra' }).click();
    await expect(bar).toHaveAttribute('data-minimalized', 'right');
    const right = (await bar.boundingBox())!;
    expect(right.x + right.width).toBeGreaterThan(width - 40);
    expect(right.width).toBeLessThan(width / 2);
    // Small, it still plays, and play and pause are at hand.
    await playsOnPast(page, (await audio(page))!.time);
    await page.locator('[data-player-play]').click();
    await expect.poll(async () => (await audio(page))!.paused).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/player-right-${width}.png` });

    await page.getByRole('button', { name: 'Teljes méret' }).click();
    await expect(bar).toHaveAttribute('data-minimalized', 'none');
    await expect.poll(roomForFull).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/player-full-${width}.png` });
  });

  test('skips 15 s, changes the speed, and carries over a full load to another site', async ({ page }) => {
    await page.goto(origin('/'));
    await mark(page);
    const slug = (await frontCard(page).getAttribute('data-episode-card'))!;
    await pressPlay(frontCard(page).locator('[data-episode-play]'));
    await playsOnPast(page, 0.5);
    const before = (await audio(page))!.time;
    await page.getByRole('button', { name: '15 másodperc előre' }).click();
    expect((await audio(page))!.time).toBeGreaterThan(before + 14);
    await page.getByRole('button', { name: 'Lejátszási sebesség: 1×' }).click();
    expect(await page.evaluate(() => document.querySelector<HTMLAudioElement>('#lejatszo audio')!.playbackRate)).toBe(1.25);
    const at = (await audio(page))!.time;

    // Another site (G7, from the header's site links): a full load; the tab's player comes back with the
    // episode, not from the start.
    await page.getByRole('navigation', { name: 'Oldalaink' }).getByRole('link', { name: 'G7' }).click();
    // A full load (it may first wait for a newer build's service worker, D-156).
    await expect(page).toHaveURL(origin('/g7'));
    await page.waitForLoadState('load');
    expect(await sameDocument(page)).toBe(false);
    await expect(page.locator('[data-player-bar]')).toBeVisible();
    await expect.poll(async () => (await audio(page))?.time ?? 0).toBeGreaterThan(at - 6);
    expect((await audio(page))!.src).toContain('/media/audio/');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('hirter:player')!).episode.slug)).toBe(slug);
  });
});

test('after a reload the player has the episode where it was, and one continue button that plays on from there', async ({ page }) => {
  await page.goto(origin('/'));
  const slug = (await frontCard(page).getAttribute('data-episode-card'))!;
  await pressPlay(frontCard(page).locator('[data-episode-play]'));
  await playsOnPast(page, 0.5);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '15 másodperc előre' }).click();
  await playsOnPast(page, 30);

  await page.reload();
  const bar = page.locator('[data-player-bar]');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link').nth(1)).toHaveAttribute('href', new RegExp(`/${slug}$`));
  // Where it was when the page went (written on pagehide), on the bar and in the audio; nothing plays by itself.
  const saved = await page.evaluate(
    (s) => (JSON.parse(localStorage.getItem('hirter:podcast-positions')!) as [string, number][]).find(([x]) => x === s)![1],
    slug,
  );
  expect(saved).toBeGreaterThanOrEqual(30);
  const at = `${String(Math.floor(saved / 60)).padStart(2, '0')}:${String(saved % 60).padStart(2, '0')}`;
  const buttons = bar.getByRole('button', { name: /^(Lejátszás:|Szünet:|Folytatás )/ });
  await expect(buttons).toHaveCount(1);
  await expect(buttons).toHaveText(`Folytatás innen: ${at}`);
  await expect(buttons).toHaveAccessibleName(new RegExp(`^Folytatás innen: ${at}: `));
  await expect(bar.locator('[data-player-position]')).toHaveText(at);
  const before = (await audio(page))!;
  expect(before.paused).toBe(true);
  expect(before.time).toBe(saved);

  await buttons.click();
  const playing = await playsOnPast(page, saved);
  expect(playing.src).toContain('/media/audio/');
  await expect(bar.locator('[data-player-play]')).toHaveAccessibleName(/^Szünet: /);
});

test.describe('the player in the mobile app’s web view (§4)', () => {
  test('sends add, play, pause, destroy and ask state to the app, and the app’s reports flip the cards', { tag: '@phone-only' }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { appMessages: unknown[]; ReactNativeWebView: { postMessage(m: string): void } };
      w.appMessages = [];
      w.ReactNativeWebView = { postMessage: (m) => void w.appMessages.push(JSON.parse(m)) };
    });
    await page.goto(origin('/?isMobileApp=1'));
    const messages = () => page.evaluate(() => (window as unknown as { appMessages: unknown[] }).appMessages);
    await expect.poll(messages).toEqual([{ type: 'podcast', action: 'state' }]);
    // The app's link handling is in place (live/navigation.ts): a play button is not a link to hand over.
    await page.waitForFunction(() => 'navigation' in document.documentElement.dataset);
    const cards = page.locator('[data-episode-block="podcast-blokk"] [data-episode-card]');
    const first = cards.nth(0);
    const second = cards.nth(1);
    const a = (await first.getAttribute('data-episode-card'))!;
    const b = (await second.getAttribute('data-episode-card'))!;

    await pressPlay(first.locator('[data-episode-play]'));
    const sent = await messages();
    expect(sent.slice(1)).toEqual([
      { type: 'podcast', action: 'add', episode: expect.objectContaining({ slug: a, sourceUrl: expect.stringMatching(/^\/media\/audio\//) }) },
      { type: 'podcast', action: 'play', slug: a },
    ]);
    await expect(first.locator('[data-episode-play]')).toHaveAttribute('data-state', 'playing');
    // No audio in the web view: the app plays it.
    expect(await page.locator('audio').count()).toBe(0);
    expect(await page.locator('#lejatszo').count()).toBe(0);

    await first.locator('[data-episode-play]').click();
    expect((await messages()).at(-1)).toEqual({ type: 'podcast', action: 'pause', slug: a });
    await second.locator('[data-episode-play]').click();
    expect((await messages()).slice(-3)).toEqual([
      { type: 'podcast', action: 'destroy', slug: a },
      { type: 'podcast', action: 'add', episode: expect.objectContaining({ slug: b }) },
      { type: 'podcast', action: 'play', slug: b },
    ]);

    // The app reports: the second paused (its card shows play), the first playing (its card shows pause).
    await page.evaluate(
      ([x, y]) => {
        window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'podcastState', slug: y, state: 'paused' }) }));
        document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'podcastState', slug: x, state: 'playing' }) }));
      },
      [a, b],
    );
    await expect(second.locator('[data-episode-play]')).toHaveAttribute('data-state', 'paused');
    await expect(first.locator('[data-episode-play]')).toHaveAttribute('data-state', 'playing');
    await expect(first.locator('[data-episode-play]')).toHaveAccessibleName(/^Szünet: /);
  });
});

test.describe('where readers meet episodes', () => {
  test(
    "an episode in an article's body keeps the card's own sizes: its title clear of the play button, every target 24 px",
    { tag: '@phone' },
    async ({ page }) => {
      const { path } = await findArticle('a.visible = 1 AND a.content LIKE ?', '%href="/podcast/%');
      await page.goto(origin(path));
      const card = page.locator('[data-article-body] [data-episode-card]').first();
      await expect(card).toBeVisible();
      const link = card.getByRole('heading').getByRole('link');
      const title = (await link.boundingBox())!;
      const play = (await card.locator('[data-episode-play]').boundingBox())!;
      expect(title.x + title.width).toBeLessThanOrEqual(play.x);
      // The card's title size (--text-m) and its tight lines, not the body's section headings'.
      const size = await link.evaluate(
        (a) => `${getComputedStyle(a).fontSize} ${parseFloat(getComputedStyle(a.closest('article')!).getPropertyValue('--text-m')) * 16}px`,
      );
      expect(size.split(' ')[0]).toBe(size.split(' ')[1]);
      const targets = await axe(page, { also: ['target-size'] })
        .include('[data-article-body] [data-episode-card]')
        .analyze();
      expect(targets.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  );

  test('the fronts’ blocks, the G7 tab, a podcast’s page and an episode’s: axe clean, nothing sideways', { tag: '@phone' }, async ({ browser, page }) => {
    await page.goto(origin('/'));
    await expect(page.locator('[data-episode-block="podcast-blokk"] [data-episode-card]').first()).toBeVisible();
    // The episodes' part of the fronts and lists: the whole pages are scanned by e2e/fronts.spec.ts and e2e/lists.spec.ts.
    await axeOnce(page, '[data-episode-block]');
    await noOverflow(page);
    await page.goto(origin('/g7'));
    if (SHOTS) await page.locator('[data-episode-block]').screenshot({ path: `${SHOTS}/g7-block-${page.viewportSize()!.width}.png` });
    await axeOnce(page, '[data-episode-block]');
    await noOverflow(page);
    await page.goto(origin('/g7/podcast'));
    await axeOnce(page, '[data-episode-block]');
    await noOverflow(page);

    await page.goto(origin('/g7/podcast/g7-podcast'));
    const cards = page.locator('[data-podcast-page] [data-episode-card]');
    await expect(cards.first()).toBeVisible();
    await axeOnce(page);
    await noOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/podcast-page-${page.viewportSize()!.width}.png`, fullPage: true });
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page.locator('[data-episode-page]')).toBeVisible();
    // With scripts: the global player's button; the page's own player gives way.
    await expect(page.locator('[data-episode-scripted] [data-episode-play]')).toBeVisible();
    await expect(page.locator('audio[data-episode-native]')).toBeHidden();
    await axeOnce(page);
    await noOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/episode-page-${page.viewportSize()!.width}.png`, fullPage: true });

    // Without scripts the page's own player shows instead, and fits the screen too.
    const phone = test.info().project.name === 'phone';
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), isMobile: phone, hasTouch: phone });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(page.url());
      await expect(noScript.locator('audio[controls]')).toBeVisible();
      await noOverflow(noScript);
    } finally {
      await plain.close();
    }
  });
});
