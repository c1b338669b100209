import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { runEditor } from '../content/editor/cli';

// The static output is never more than a cron tick (5 s) plus a render behind the newsroom.
const WITHIN_MS = 5_000 + 2_000;

test.describe('publishing', () => {
  test('an edited title reaches the article page and the front page; an unpublished article leaves both', async ({ page, request }) => {
    const { originUrl, contentDb } = e2eEnv();
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    const title = `Friss cím ${Date.now()}`;

    const before = await request.get(`${originUrl}${a.path}`);
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(a.title.replace(/&/g, '&amp;'));

    const edited = Date.now();
    expect(runEditor(['update', a.slug, '--title', title], contentDb).code).toBe(0);
    await expect
      .poll(async () => (await (await request.get(`${originUrl}${a.path}`)).text()).includes(title), { timeout: WITHIN_MS, intervals: [250] })
      .toBe(true);
    const lag = Date.now() - edited;
    await page.goto(`${originUrl}/`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    console.log(`edit → published in ${lag} ms`);

    expect(runEditor(['unpublish', a.slug], contentDb).code).toBe(0);
    await expect.poll(async () => (await request.get(`${originUrl}${a.path}`)).status(), { timeout: WITHIN_MS, intervals: [250] }).toBe(404);
    const gone = await request.get(`${originUrl}${a.path}`);
    expect(await gone.text()).toContain('A keresett oldal nem található.');
    await expect.poll(async () => (await (await request.get(`${originUrl}/`)).text()).includes(title), { timeout: WITHIN_MS }).toBe(false);
  });
});
