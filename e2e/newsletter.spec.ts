// The newsletter promo box as a reader meets it on the static origin: signing up with and without JavaScript,
// the call's Hungarian refusal in the box, the double opt-in mail and its link, and the hide cookies'
// durations (specialised-features.md §9) under a fake clock: a day on the front page, two days on articles,
// two years for 'Ne mutassa többet'.
import { axe } from './axe';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { NEWSLETTER_ERRORS } from '../domain/newsletter';
import { PROMO_TEXTS } from '../domain/newsletterPromo';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const DAY = 86_400_000;
const promo = (page: Page) => page.locator('[data-newsletter-promo]');

/** Two articles that show the box (not PR). */
async function articles() {
  const plain = "a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND json_extract(a.doc, '$.pr') IS NOT 1";
  const first = await findArticle(plain);
  const second = await findArticle(`${plain} AND a.id <> ?`, first.id);
  return [first.path, second.path] as const;
}

/** The confirmation link in the mail to `to` (an address of this test alone), once the CRM has written it. */
function confirmLinkFor(to: string): string | null {
  const dir = e2eEnv().outboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const f of files) {
    const plain = readFileSync(join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!plain.includes(to)) continue;
    const m = /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(plain);
    if (m) return m[0];
  }
  return null;
}

test('a reader signs up from the front page box, confirms from the mail, and lands on the newsletter page', { tag: '@phone' }, async ({ page }) => {
  const email = `olvaso-${randomUUID()}@example.com`;
  await page.goto(origin('/'));
  const box = promo(page);
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('button', { name: 'Bezárás' })).toBeVisible();
  const scan = await axe(page).include('[data-newsletter-promo]').analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);

  await box.getByLabel('E-mail-cím').fill('olvaso@');
  await box.getByLabel('Vezetéknév').fill('Kiss');
  await box.getByLabel('Keresztnév').fill('Anna');
  await box.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(box.getByRole('status')).toHaveText(NEWSLETTER_ERRORS.email);
  await expect(box.getByLabel('E-mail-cím')).toHaveAttribute('aria-invalid', 'true');
  await expect(box.getByLabel('E-mail-cím')).toBeFocused();

  await box.getByLabel('E-mail-cím').fill(email);
  await box.getByLabel('Heti válogatás').check();
  await box.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(box.getByRole('status')).toHaveText(PROMO_TEXTS.sent(email));
  await expect(box.getByLabel('E-mail-cím')).not.toHaveAttribute('aria-invalid', 'true');
  let link: string | null = null;
  await expect.poll(() => (link = confirmLinkFor(email))).not.toBeNull();
  expect(new URL(link!).host).toBe(new URL(origin('/')).host);
  const res = await page.goto(link!);
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/dokumentum/hirlevel?megerositve=1');
});

test('the newsletter page, where every Feliratkozom leads, has the sign-up form to stay: no way to hide it', async ({ page }) => {
  await page.goto(origin('/dokumentum/hirlevel'));
  const box = page.locator('[data-newsletter-promo="page"]');
  await expect(box.getByRole('button', { name: 'Feliratkozom' })).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  // Started (its script answers an empty form in the box), and nothing offers to close it.
  await box.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(box.getByRole('status')).not.toHaveText('');
  await expect(box.getByRole('button', { name: 'Bezárás' })).toHaveCount(0);
  const email = `olvaso-${randomUUID()}@example.com`;
  await box.getByLabel('Vezetéknév').fill('Kiss');
  await box.getByLabel('Keresztnév').fill('Anna');
  await box.getByLabel('E-mail-cím').fill(email);
  await box.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect(box.getByRole('status')).toHaveText(PROMO_TEXTS.sent(email));
});

test('without JavaScript the box is a plain form that posts and lands on the newsletter page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const [article] = await articles();
    await page.goto(origin(article));
    const box = promo(page);
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', { name: 'Bezárás' })).toBeHidden();
    await expect(box.getByRole('button', { name: 'Ne mutassa többet' })).toBeHidden();
    await box.getByLabel('E-mail-cím').fill(`forma-${randomUUID()}@example.com`);
    await box.getByLabel('Vezetéknév').fill('Nagy');
    await box.getByLabel('Keresztnév').fill('Béla');
    await box.getByRole('button', { name: 'Feliratkozom' }).click();
    await expect(page).toHaveURL(/\/dokumentum\/hirlevel\?feliratkozas=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('closed, the box stays hidden a day on the front page and two days on articles; for good, two years', async ({ page }) => {
  const [first, second] = await articles();
  const t0 = Date.now();
  // The page's clock flows from each time set: a minute either side of a limit leaves room for the steps between.
  await page.clock.install({ time: t0 });
  const visibleAt = async (path: string, at: number) => {
    await page.clock.setSystemTime(at);
    await page.goto(origin(path));
    // The box's script comes when the box nears the viewport, and decides; wait until it has run (it shows
    // the close button of a box it keeps).
    await page.locator('[data-newsletter-promo]').evaluate((el) => el.scrollIntoView());
    await page.waitForFunction(() => {
      const box = document.querySelector<HTMLElement>('[data-newsletter-promo]');
      return box !== null && (box.hidden || !box.querySelector<HTMLElement>('[data-promo-close]')!.hidden);
    });
    return promo(page).isVisible();
  };

  // The front page's box, closed: hidden there for a day, never on articles.
  expect(await visibleAt('/', t0)).toBe(true);
  await promo(page).getByRole('button', { name: 'Bezárás' }).click();
  await expect(promo(page)).toBeHidden();
  expect(await visibleAt('/', t0 + DAY - 60_000)).toBe(false);
  expect(await visibleAt(first, t0 + DAY - 60_000)).toBe(true);
  expect(await visibleAt('/', t0 + DAY + 60_000)).toBe(true);

  // An article's box, closed: hidden on every article for two days.
  const t1 = t0 + DAY + 60_000;
  expect(await visibleAt(first, t1)).toBe(true);
  await promo(page).getByRole('button', { name: 'Bezárás' }).click();
  expect(await visibleAt(second, t1 + 2 * DAY - 60_000)).toBe(false);
  expect(await visibleAt(second, t1 + 2 * DAY + 60_000)).toBe(true);

  // 'Ne mutassa többet': nowhere for two years.
  const t2 = t1 + 2 * DAY + 60_000;
  await promo(page).getByRole('button', { name: 'Ne mutassa többet' }).click();
  await expect(promo(page)).toBeHidden();
  expect(await visibleAt('/', t2 + 729 * DAY)).toBe(false);
  expect(await visibleAt(first, t2 + 729 * DAY)).toBe(false);
  expect(await visibleAt('/', t2 + 731 * DAY)).toBe(true);
});

test('the box keeps its height when its code starts: nothing under it moves as the reader comes to it', { tag: '@phone' }, async ({ page }) => {
  const [first] = await articles();
  await page.goto(origin(first));
  const box = promo(page);
  // Far below the first screen, its code has not come yet.
  await expect(page.locator('island-root[data-island=NewsletterPromo][data-hydrated]')).toHaveCount(0);
  const before = (await box.boundingBox())!.height;
  await box.evaluate((el) => el.scrollIntoView());
  await page.locator('island-root[data-island=NewsletterPromo][data-hydrated]').waitFor({ state: 'attached' });
  await expect(box.getByRole('button', { name: 'Bezárás' })).toBeVisible();
  expect((await box.boundingBox())!.height).toBe(before);
});

/** The box's script started: its close button shown. */
async function started(page: Page) {
  await promo(page).evaluate((el) => el.scrollIntoView());
  await page.locator('island-root[data-island=NewsletterPromo][data-hydrated]').waitFor({ state: 'attached' });
}

test('an empty form is answered in the box: the first field named, marked, described by the message and focused', async ({ page }) => {
  await page.goto(origin('/'));
  await started(page);
  const box = promo(page);
  await box.getByRole('button', { name: 'Feliratkozom' }).press('Enter');
  await expect(box.getByRole('status')).toHaveText('Adja meg a vezetéknevét.');
  const lastName = box.getByLabel('Vezetéknév');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAttribute('aria-describedby', (await box.getByRole('status').getAttribute('id'))!);
  await expect(lastName).toHaveAccessibleDescription('Adja meg a vezetéknevét.');
  await expect(lastName).toBeFocused();
});

test('an empty form sent before the box’s script came: the script, coming, says what the browser refused', async ({ page }) => {
  // The box's script held until the form is sent: the browser's own check answers, which tells the page nothing.
  let release = () => {};
  const sent = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    if (body.includes('document.cookie') && body.includes('data-promo-never')) await sent;
    await route.fulfill({ response: res, body });
  });
  await page.goto(origin('/'));
  const box = promo(page);
  await box.getByRole('button', { name: 'Feliratkozom' }).press('Enter');
  await expect(box.getByLabel('Vezetéknév')).toBeFocused();
  expect(await page.locator('island-root[data-island=NewsletterPromo][data-hydrated]').count()).toBe(0);
  release();
  await page.locator('island-root[data-island=NewsletterPromo][data-hydrated]').waitFor({ state: 'attached' });
  await expect(box.getByRole('status')).toHaveText('Adja meg a vezetéknevét.');
  await expect(box.getByLabel('Vezetéknév')).toHaveAttribute('aria-invalid', 'true');
  await expect(box.getByLabel('Vezetéknév')).toHaveAccessibleDescription('Adja meg a vezetéknevét.');
  await expect(box.getByLabel('Vezetéknév')).toBeFocused();
});

test('a refused e-mail is described by the message, the same refusal is announced again, and a taken form frees the field', async ({ page }) => {
  const [article] = await articles();
  await page.goto(origin(article));
  await started(page);
  const box = promo(page);
  await box.getByLabel('Vezetéknév').fill('Kiss');
  await box.getByLabel('Keresztnév').fill('Anna');
  const email = box.getByLabel('E-mail-cím');
  await email.fill('nem-email');
  // A live region is read when it changes only if it is in the accessibility tree already, empty as it is.
  await expect(box.getByRole('status')).toHaveCount(1);
  // What its reader meets: its text at each change.
  await box.locator('[data-promo-message]').evaluate((el) => {
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    new MutationObserver(() => heard.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  await email.press('Enter');
  await expect.poll(heard).toEqual([NEWSLETTER_ERRORS.email]);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-describedby', (await box.getByRole('status').getAttribute('id'))!);
  await expect(email).toHaveAccessibleDescription(NEWSLETTER_ERRORS.email);
  await email.press('Enter');
  await expect.poll(heard).toEqual([NEWSLETTER_ERRORS.email, '', NEWSLETTER_ERRORS.email]);

  const address = `olvaso-${randomUUID()}@example.com`;
  await email.fill(address);
  await email.press('Enter');
  await expect(box.getByRole('status')).toHaveText(PROMO_TEXTS.sent(address));
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(email).not.toHaveAttribute('aria-describedby');
});

for (const [name, path] of [
  ['Bezárás', '/'],
  ['Ne mutassa többet', 'article'],
] as const) {
  test(`'${name}' leaves focus after the box, not on <body>: the next Tab goes on from where the box was`, async ({ page }) => {
    await page.goto(origin(path === 'article' ? (await articles())[0] : path));
    await started(page);
    await promo(page).getByRole('button', { name }).press('Enter');
    await expect(promo(page)).toBeHidden();
    const focused = await promo(page).evaluate((box) => {
      const el = document.activeElement;
      return el && el !== document.body && Boolean(box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(focused).toBe(true);
  });
}
