// The consent manager stand-in (domain/consent.ts, consent/cmp.ts) in a reader's browser, on the static origin: a
// first visit is asked; accepted, the ads are requested and the embeds' load buttons come (a press brings the
// player); the next page is not asked again; refused, nothing of a third party is requested, the slots keep their
// house promo and the placeholders say why. And with consent, a video article inside the app requests no ad. Every
// other browser test starts with the consent given (testing/consent.ts); this one as a first visit.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { NOT_ASKED } from '../testing/consent';
import { CONSENT_COOKIE } from '../domain/consent';
import { CONSENT_TEXTS } from '../domain/consentTexts';
import { SITES } from '../domain/sites';

test.use({ storageState: NOT_ASKED });

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const LOCAL = /^(127\.0\.0\.1|localhost|[a-z0-9.-]+\.localhost)$/;
/** Where the spec shows ads (domain/ads.ts adsSuppressed): none of the flags or super-tags that suppress them. */
const SPONSORED = "('pr-cikk','tamogatott-tartalom','tarsadalmi-celu-reklam','hirdetes','kartyak')";
const WITH_ADS =
  'a.visible = 1 AND a.type = \'article\' AND a.site_slug = \'main\' AND a.doc NOT LIKE \'%"slug":"adfree"%\' AND a.doc NOT LIKE \'%"slug":"adult-content"%\' ' +
  `AND a.doc NOT LIKE '%"slug":"pr"%' AND a.doc NOT LIKE '%"pr":true%' AND a.doc NOT LIKE '%"adfree":true%' AND a.doc NOT LIKE '%"adultContent":true%' ` +
  `AND (SELECT count(*) FROM json_each(json_extract(a.doc, '$.superTags')) j WHERE json_extract(j.value, '$.slug') IN ${SPONSORED}) = 0 ` +
  `AND json_extract(a.doc, '$.mainSuperTag.slug') NOT IN ${SPONSORED}`;

/** Every request to another party's host, answered empty here (the tests never reach the network) and listed. */
async function watchThirdParty(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => !LOCAL.test(url.hostname),
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '' });
    },
  );
  return asked;
}

/** Scrolls through the page a screen at a time, a rendered frame at each stop, so whatever starts on sight has. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
    }
  });
}

const dialog = (page: Page) => page.getByRole('dialog', { name: CONSENT_TEXTS.title });
const requested = (page: Page) => page.locator('[data-ad-app][data-ad-state=requested]');

test('the consent: a first visit is asked; accepted, ads and embeds load and the next page does not ask; refused, nothing of a third party', async ({
  browser,
  context,
  page,
}) => {
  const article = await findArticle(`${WITH_ADS} AND a.content LIKE '%youtube.com/%'`);
  const video = await findArticle(`${WITH_ADS} AND json_extract(a.doc, '$.mainSuperTag.slug') = 'video'`);
  const asked = await watchThirdParty(context);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  // A first visit: asked, in Hungarian; nothing waits on the answer requested yet.
  await page.goto(origin(article.path));
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('A Hírtér hirdetései');
  expect(scripts).toContain(SITES.main.consentScriptPath);
  const figure = page.locator('figure[data-embed="youtube"]').first();
  await expect(figure.locator('a.embed__link')).toBeVisible();
  await expect(figure.locator('button')).toHaveCount(0);
  await expect(requested(page)).toHaveCount(0);

  // Accepted: the shown slots are requested, the embed's load button comes, and its press brings the player.
  await dialog(page).getByRole('button', { name: CONSENT_TEXTS.accept }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(requested(page).first()).toBeAttached();
  await figure.getByRole('button', { name: 'A YouTube-videó betöltése' }).click();
  await expect(figure.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe('accepted');

  // The next page: not asked; the ads come on the answer kept.
  await page.reload();
  await expect(requested(page).first()).toBeAttached();
  await expect(figure.getByRole('button', { name: 'A YouTube-videó betöltése' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // A video article inside the app: its slots stay the publication's own promo, none requested (reader-site.md §4).
  await page.goto(`${origin(video.path)}?isMobileApp=1`);
  await expect(page.locator('[data-ad-app][data-ad-state=suppressed]').first()).toBeAttached();
  await expect(requested(page)).toHaveCount(0);

  // Refused, in another first visit: nothing of a third party is requested, whatever the reader scrolls past.
  const other = await browser.newContext({ storageState: NOT_ASKED });
  const refusedAsked = await watchThirdParty(other);
  const refused = await other.newPage();
  await refused.goto(origin(article.path));
  await dialog(refused).getByRole('button', { name: CONSENT_TEXTS.reject }).click();
  const placeholder = refused.locator('figure[data-embed="youtube"]').first();
  await expect(placeholder).toContainText(CONSENT_TEXTS.refused);
  await expect(placeholder.getByRole('button', { name: CONSENT_TEXTS.settings })).toBeVisible();
  await scrollThrough(refused);
  await expect(refused.locator('footer').getByRole('button', { name: CONSENT_TEXTS.settings })).toBeVisible();
  expect(await refused.locator('[data-ad-app][data-ad-state]').count()).toBe(0);
  await expect(refused.locator('[data-ad-app] [data-ad-house-promo]').filter({ visible: true }).first()).toBeVisible();
  expect(await refused.locator('iframe').count()).toBe(0);
  expect(refusedAsked).toEqual([]);
  // Changed from the placeholder by keyboard: its load button, drawn in place of the refused line, has the keyboard.
  await placeholder.getByRole('button', { name: CONSENT_TEXTS.settings }).focus();
  await refused.keyboard.press('Enter');
  await expect(dialog(refused).getByRole('button', { name: CONSENT_TEXTS.accept })).toBeFocused();
  await refused.keyboard.press('Enter');
  await expect(placeholder.getByRole('button', { name: 'A YouTube-videó betöltése' })).toBeFocused();
  await other.close();
  expect(asked.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

test('the consent dialogue by keyboard: an answer leaves the keyboard in the page; opened again, Escape closes it unanswered and the keyboard goes back to its button', async ({
  context,
  page,
}) => {
  await watchThirdParty(context);
  await page.goto(origin('/'));
  const accept = dialog(page).getByRole('button', { name: CONSENT_TEXTS.accept });
  const reject = dialog(page).getByRole('button', { name: CONSENT_TEXTS.reject });
  // A first visit: the dialogue is the page's first stop; Escape records nothing and leaves it there.
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(accept).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)).toBeUndefined();

  // Answered: the keyboard goes on in the main content, not back to <body> and the top of the page.
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);

  // Opened again from the footer and closed with Escape: the earlier answer stands, the keyboard is back on the button.
  const settings = page.locator('footer').getByRole('button', { name: CONSENT_TEXTS.settings });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe('accepted');

  // Opened again and answered: the answer is kept and the keyboard is back on the button.
  await page.keyboard.press('Enter');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe('rejected');
});

test('the consent dialogue on a phone hides none of the focus stops the reader tabs to while it is there', async ({ browser }) => {
  const phone = await browser.newContext({ storageState: NOT_ASKED, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await watchThirdParty(phone);
  const page = await phone.newPage();
  await page.goto(origin('/'));
  await expect(dialog(page)).toBeVisible();
  /** The focused element's box when the dialogue covers part of it (null when clear of it), and whether focus has left the page. */
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const box = document.querySelector('[data-consent-dialog]')!.getBoundingClientRect();
      if (!active || active === document.body) return { left: true, covered: null };
      const r = active.getBoundingClientRect();
      const covered = !active.closest('[data-consent-dialog]') && r.height > 0 && r.bottom > box.top + 0.5;
      return { left: false, covered: covered ? `${active.outerHTML.slice(0, 80)} ${r.top}-${r.bottom} under ${box.top}` : null };
    });
  const covered: string[] = [];
  let stops = 0;
  // Until Tab leaves the page (a ceiling against a page whose stops never end).
  for (let i = 0; i < 1000; i++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    if (now.left) break;
    stops++;
    if (now.covered) covered.push(now.covered);
  }
  // The front page has well over a hundred stops; about half were under the dialogue.
  expect(stops).toBeGreaterThan(100);
  expect(covered).toEqual([]);
  // Answered, the room kept for it at the page's foot goes with it.
  await dialog(page).getByRole('button', { name: CONSENT_TEXTS.reject }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('padding-bottom', '0px');
  await expect(page.locator('html')).toHaveCSS('scroll-padding-bottom', '0px');
  await phone.close();
});

test('the consent dialogue on a phone stands on the player bar: the playing episode can be paused before answering', async ({ browser }) => {
  const phone = await browser.newContext({ storageState: NOT_ASKED, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await watchThirdParty(phone);
  const page = await phone.newPage();
  await page.goto(origin('/'));
  await expect(dialog(page)).toBeVisible();
  const play = page.locator('[data-episode-card] [data-episode-play]').first();
  await expect(play).toHaveAttribute('role', 'button');
  await play.click();
  const bar = page.locator('[data-player-bar]');
  await expect(bar).toBeVisible();
  // Each of the bar's controls and each of the dialogue's answers is what a finger at its middle touches.
  const hidden = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-player-bar] button, [data-player-bar] a, [data-consent-dialog] button')).flatMap((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0) return [];
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit && (hit === el || el.contains(hit)) ? [] : [`${el.outerHTML.slice(0, 60)} under ${hit?.outerHTML.slice(0, 40) ?? 'nothing'}`];
      }),
    );
  await expect.poll(hidden).toEqual([]);
  await phone.close();
});
