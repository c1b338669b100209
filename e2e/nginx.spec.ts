// The run's static output served by Debian's nginx with the configuration prerender/nginx.ts generates, in
// Chromium: pages, pagination files, redirects, the 404 page, feeds and the /api proxy, with every asset a
// page asks for answering. Proves the output needs no Node server in front of it.
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { redirectFor } from '../domain/redirects';
import type { RouteRule } from '../domain/types';
import { outputFile } from '../prerender/outputPath';
import { firstPageListed, mainSections, tagsByUse, watchFailures } from './static/helpers';
import { NGINX, startNginx, type RunningNginx } from '../testing/nginx';

const NOT_FOUND_TEXT = 'A keresett oldal nem található.';

let nginx: RunningNginx;
/** The main domain: 127.0.0.1 is one of its server names (and it is the default server). */
const mainAt = (path: string) => `${nginx.url}${path}`;
/** The Romanian edition by its local host name (playwright.config.ts maps ro.localhost to 127.0.0.1). */
const roAt = (path: string) => `http://ro.localhost:${nginx.port}${path}`;

async function stylesheets(page: Page): Promise<{ href: string | null; rules: number }[]> {
  return page.evaluate(() => [...document.styleSheets].map((s) => ({ href: s.href, rules: s.cssRules.length })));
}

/** The page's own CSS inlined in its one <style> (D-285), and any stylesheet it links served from /assets/. */
async function expectStyled(page: Page): Promise<void> {
  const sheets = await stylesheets(page);
  expect(sheets.filter((s) => s.href === null && s.rules > 0).length, 'the inlined stylesheet').toBe(1);
  for (const s of sheets.filter((x) => x.href !== null)) {
    expect(new URL(s.href!).pathname, s.href!).toMatch(/^\/assets\//);
    expect(s.rules, s.href!).toBeGreaterThan(0);
  }
}

test.describe('the static output in nginx', () => {
  test.skip(!existsSync(NGINX), `${NGINX} is missing (apt-get install nginx-light): no web server to try the generated configuration in`);

  test.beforeAll(async () => {
    const { outDir, contentApiUrl } = e2eEnv();
    // The same server rules the prerender job writes into OUT_DIR/nginx.conf.
    const rules = (await (await fetch(`${contentApiUrl}/api/route-rules`)).json()) as RouteRule[];
    nginx = await startNginx({ outDir, contentApiUrl, serverRules: rules });
  });

  test.afterAll(async () => {
    if (!nginx) return;
    const log = nginx.errors();
    await nginx.stop();
    if (/\[(emerg|alert|crit)\]/.test(log)) console.error(`nginx error log:\n${log}`);
  });

  test('the front page and an article page, with their assets', async ({ page }) => {
    const failures = watchFailures(page);
    const front = await page.goto(mainAt('/'));
    expect(front?.status()).toBe(200);
    expect(front?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expectStyled(page);

    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    expect((await page.goto(mainAt(a.path)))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(a.title);
    await expect(page).toHaveTitle(`${a.title} | Hírtér`);
    await expectStyled(page);
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  test('a section list: page 2 is its own file with other articles, a page past the end is a 404', async ({ page }) => {
    const section = mainSections()[0]!;
    const failures = watchFailures(page, (url, status) => status === 404 && url.endsWith('?oldal=999'));
    const links = page.locator('section[aria-labelledby=list-title] [data-list-items] article h2 a');
    const hrefs = () => links.evaluateAll((as) => as.map((x) => x.getAttribute('href')));
    expect((await page.goto(mainAt(section.path)))?.status()).toBe(200);
    // Page 1: the API's ten less the highlight strip's articles (D-280).
    await expect(links).toHaveCount(await firstPageListed(section.slug));
    const first = await hrefs();
    const second = await page.goto(mainAt(`${section.path}?oldal=2`));
    expect(second?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Lapozó' }).locator('[aria-current=page]')).toHaveText('2');
    await expect(links).not.toHaveCount(0);
    expect((await hrefs()).filter((h) => first.includes(h))).toEqual([]);
    await expectStyled(page);

    const past = await page.goto(mainAt(`${section.path}?oldal=999`));
    expect(past?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(NOT_FOUND_TEXT);
    expect(failures).toEqual([]);
  });

  test('redirects of the spec end on the prerendered page in one hop', async ({ page }) => {
    const { outDir } = e2eEnv();
    const tag = tagsByUse().find((t) => redirectFor('main', `/tag/${t}`)?.location === `/cimke/${t}` && existsSync(outputFile(outDir, 'main', `/cimke/${t}`)));
    expect(tag, 'a tag with a list page').toBeDefined();
    const cases: { site: 'main' | 'ro'; from: string }[] = [
      { site: 'main', from: `/tag/${tag}` },
      { site: 'main', from: '/list/newest?oldal=2' },
      { site: 'main', from: '/belfold?fbclid=x' },
      { site: 'ro', from: '/erdely/' },
    ];
    const failures = watchFailures(page);
    for (const { site, from } of cases) {
      const expected = redirectFor(site, from);
      expect(expected, from).not.toBeNull();
      expect(existsSync(outputFile(outDir, site, expected!.location)), `${expected!.location} is in the output`).toBe(true);
      const at = site === 'ro' ? roAt : mainAt;
      const res = await page.goto(at(from));
      expect(res?.status(), from).toBe(200);
      expect(page.url(), from).toBe(at(expected!.location));
      const hop = res!.request().redirectedFrom();
      expect(hop?.url(), from).toBe(at(from));
      expect((await hop!.response())?.status(), from).toBe(expected!.status);
      expect(hop!.redirectedFrom(), `${from}: one hop`).toBeNull();
    }
    expect(failures).toEqual([]);
  });

  test('an unknown path is the 404 page with status 404', async ({ page }) => {
    const path = '/nincs/ilyen/oldal';
    const failures = watchFailures(page, (url, status) => status === 404 && url === mainAt(path));
    const res = await page.goto(mainAt(path));
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(NOT_FOUND_TEXT);
    await expect(page.getByRole('link', { name: 'Vissza a címlapra' })).toHaveAttribute('href', '/');
    await expectStyled(page);
    expect(failures).toEqual([]);
  });

  test('the Romanian edition by its host name', async ({ page }) => {
    const failures = watchFailures(page);
    const res = await page.goto(roAt('/'));
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/Erdély/);
    await expectStyled(page);
    expect((await page.goto(roAt('/legfrissebb')))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Friss hírek');
    expect(failures).toEqual([]);
  });

  test('/rss is served as RSS, /api/ is proxied to the content API', async ({ request }) => {
    const rss = await request.get(mainAt('/rss'));
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await rss.text()).toContain('<rss version="2.0"');
    const health = await request.get(mainAt('/api/health'));
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    // The proxy names the domain's site: the Romanian edition's newest articles, not the main site's.
    const ro = await request.get(mainAt('/api/articles?perPage=1'), { headers: { host: 'ro.localhost' } });
    expect(ro.status()).toBe(200);
    const item = ((await ro.json()) as { items: { mainSuperTag: { siteSlug: string } }[] }).items[0];
    expect(item?.mainSuperTag.siteSlug).toBe('ro');
  });
});
