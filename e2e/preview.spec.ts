// The editors' preview in Chromium, as an editor uses it: sign in with password and one-time code (with
// JavaScript and without), see a draft, edit it with the editor command and watch the change arrive
// without a reload (the page's version poll on Playwright's fake clock), log out; and the Google sign-in
// against the world's local OpenID provider.
import { axe } from './axe';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { nextPoll } from './pageWatch';
import { GOOGLE_EDITOR as E2E_GOOGLE_EDITOR } from '../testing/world/template';
import { runEditor } from '../services/editor/cli';
import { openSecurityDb } from '../services/security/db';
import { addEditor } from '../services/security/editors';
import { codeAt } from '../services/security/totp';
import { secret } from '../config/secrets';
import { articlePath } from '../domain/urls';
import type { Article } from '../domain/types';

const PASSWORD = 'e2e-előnézeti-jelszó';
let editors = 0;

/** A new editor of this test (one-time codes are single-use per editor, so tests never share one). */
function newEditor(): { email: string; secret: string } {
  const email = `e2e-szerkeszto-${process.pid}-${++editors}@hirter.localhost`;
  const db = openSecurityDb(e2eEnv().securityDb);
  try {
    return { email, secret: addEditor(db, { email, password: PASSWORD }).secret };
  } finally {
    db.close();
  }
}

/** An unpublished article of the run's store, and its canonical path. */
async function draft(offset: number): Promise<{ article: Article; path: string }> {
  const { contentDb, contentApiUrl } = e2eEnv();
  const db = new Database(contentDb, { readonly: true });
  const id = db.prepare("SELECT id FROM articles WHERE active = 0 AND type = 'article' ORDER BY id LIMIT 1 OFFSET ?").pluck().get(offset) as number;
  db.close();
  // The world's service token (e2e/fixtures.ts gives the test process the world's secrets).
  const res = await fetch(`${contentApiUrl}/internal/api/article/${id}`, { headers: { authorization: `Bearer ${secret('CONTENT_SERVICE_TOKEN')}` } });
  const article = (await res.json()) as Article;
  return { article, path: articlePath(article) };
}

const at = (path: string) => `${e2eEnv().previewUrl}${path}`;

async function signIn(page: Page, who: { email: string; secret: string }) {
  await page.getByLabel('E-mail-cím').fill(who.email);
  await page.getByLabel('Jelszó').fill(PASSWORD);
  await Promise.all([page.waitForURL(/\/login$/), page.getByRole('button', { name: 'Belépés', exact: true }).click()]);
  await expect(page.getByLabel('Ellenőrző kód')).toBeVisible();
  await page.getByLabel('Ellenőrző kód').fill(codeAt(who.secret, Date.now()));
  await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), page.getByRole('button', { name: 'Megerősítés' }).click()]);
}

test.describe('the editors\u2019 preview', () => {
  test('password and one-time code (the login page passes axe), a draft, an edit arriving without a reload, logout; then Google sign-in', async ({ page }) => {
    const who = newEditor();
    const { article, path } = await draft(0);
    await page.clock.install();
    const first = await page.goto(at(path));
    expect(new URL(page.url()).pathname).toBe('/login');
    const scan = await axe(page).include('main').analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    expect(first?.headers()['x-robots-tag']).toBe('noindex');

    // A wrong password first: the Hungarian message, announced.
    await page.getByLabel('E-mail-cím').fill(who.email);
    await page.getByLabel('Jelszó').fill('nem-ez-a-jelszó');
    await page.getByRole('button', { name: 'Belépés', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Hibás e-mail-cím vagy jelszó.');

    await signIn(page, who);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('complementary', { name: 'Előnézet' })).toContainText(who.email);
    await expect(page.locator('h1')).toHaveText(article.title);

    // The editor changes the title; the open preview shows it by itself (the live layer's version poll, whose
    // first run is set when the layer starts).
    await page.locator('html[data-live-layer]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const title = `Előnézeti szerkesztés ${Date.now()}`;
    const edit = runEditor(['update', article.slug, '--title', title], e2eEnv().contentDb);
    expect(edit.code, edit.out).toBe(0);
    await nextPoll(page, (p) => p.endsWith('/version'));
    await expect(page.locator('h1')).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Still a draft: readers get nothing.
    expect((await fetch(`${e2eEnv().originUrl}${path}`)).status).toBe(404);

    await Promise.all([page.waitForURL(/\/login$/), page.getByRole('button', { name: 'Kilépés' }).click()]);
    await page.goto(at(path));
    expect(new URL(page.url()).pathname).toBe('/login');

    // The Google sign-in, against the world's local OpenID provider, brings the editor back to the draft.
    await Promise.all([page.waitForURL((url) => url.pathname === path), page.getByRole('link', { name: 'Belépés Google-fiókkal' }).click()]);
    await expect(page.getByRole('complementary', { name: 'Előnézet' })).toContainText(E2E_GOOGLE_EDITOR);
    await expect(page.locator('h1')).toHaveText(title);
  });

  test('works with the keyboard and without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const who = newEditor();
    const { article, path } = await draft(1);
    await page.goto(at(path));
    // The e-mail field has the focus; Tab, typing and Enter are enough.
    await expect(page.getByLabel('E-mail-cím')).toBeFocused();
    await page.keyboard.type(who.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await Promise.all([page.waitForURL(/\/login$/), page.keyboard.press('Enter')]);
    await expect(page.getByLabel('Ellenőrző kód')).toBeFocused();
    await page.keyboard.type(codeAt(who.secret, Date.now()));
    await Promise.all([page.waitForURL((url) => url.pathname === path), page.keyboard.press('Enter')]);
    await expect(page.locator('h1')).toHaveText(article.title);
    await expect(page.getByRole('complementary', { name: 'Előnézet' })).toBeVisible();
    // Signed in, /login goes to the front page.
    await page.goto(at('/login'));
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
