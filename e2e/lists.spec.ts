// The list view (issue #5): every list kind, paging, tabs, search, the sidebar, accessibility and reading
// without JavaScript, against the render server (list variants are not yet in the prerender job's pages).
import { axe } from './axe';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { e2eEnv, expect, test } from './fixtures';
import { originUrl } from './static/helpers';

/** Nothing leaves the machine: third-party embeds (map, player) may try once they near the viewport. */
async function localOnly(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|ro\.localhost[:/]|localhost[:/])/, (route) => {
    external.push(route.request().url());
    return route.abort().catch(() => {});
  });
  return external;
}

function db() {
  return new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
}

/** Visible articles of a section, as the list counts them. */
function sectionCount(slug: string): number {
  const d = db();
  try {
    return (
      d.prepare('SELECT count(*) AS n FROM article_super_tags WHERE super_tag_id = (SELECT id FROM super_tags WHERE slug = ?) AND visible = 1').get(slug) as {
        n: number;
      }
    ).n;
  } finally {
    d.close();
  }
}

function firstAuthor(): { slug: string; name: string } {
  const d = db();
  try {
    return d
      .prepare(
        `SELECT au.slug, au.name FROM authors au JOIN article_authors l ON l.author_id = au.id AND l.visible = 1
         JOIN articles a ON a.id = l.article_id AND a.site_slug = 'main' GROUP BY au.id ORDER BY count(*) DESC LIMIT 1`,
      )
      .get() as { slug: string; name: string };
  } finally {
    d.close();
  }
}

const items = (page: Page) => page.locator('[data-list-items] article');
const axeViolations = async (page: Page) =>
  (await axe(page).exclude('figure[data-embed]').analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.beforeEach(async ({ page }) => {
  await localOnly(page);
});

test.describe('list kinds', () => {
  // path, the h1's text, what the header shows besides
  const kinds: [string, RegExp, { logo?: string; tabs?: string; hiddenHeader?: boolean; strip?: boolean }][] = [
    ['/legfrissebb', /Friss hírek/, { logo: 'legfrissebb' }],
    ['/english', /^English$/, { strip: true }],
    ['/archivum', /^Archívum$/, {}],
    ['/g7/archivum', /^Archívum$/, {}],
    ['/legfontosabb', /Legfontosabb/, { logo: 'legfontosabb' }],
    ['/kedvenceink', /Kedvenceink/, { logo: 'kedvenceink' }],
    ['/rovat/kozlemeny', /^Közlemény$/, {}],
    ['/rovat/velemeny', /^Vélemény$/, {}],
    ['/rovat/direkt36', /Direkt36/, { logo: 'direkt36' }],
    ['/rovat/belfold', /^Belföld$/, { strip: true }],
    ['/rovat/sport', /^Sport$/, { strip: true }],
    ['/cimke/helyben', /Helyben/, { logo: 'helyben', strip: true }],
    ['/cimke/budapest', /^Budapest$/, {}],
    // A tag named in lower case ('adó') is headed with a capital.
    ['/cimke/ado', /^Adó$/, {}],
    ['/rovat/szepkilatas', /Szép kilátás/, { logo: 'szepkilatas', tabs: 'Összes túra', strip: true }],
    ['/rovat/ellenorzo', /^Ellenőrző$/, { tabs: 'Cikkek', strip: true }],
    ['/after/legfrissebb', /^Friss hírek$/, { hiddenHeader: true, tabs: 'Friss hírek' }],
    ['/g7/legfrissebb', /^Friss hírek$/, { hiddenHeader: true, tabs: 'Friss hírek' }],
    ['/g7/adat', /^Adat$/, { hiddenHeader: true, tabs: 'Adat', strip: true }],
    ['/g7/kozelet', /^Közélet$/, { hiddenHeader: true, tabs: 'Közélet', strip: true }],
    ['/g7/penz', /^Pénz$/, { hiddenHeader: true, tabs: 'Pénz', strip: true }],
    ['/g7/podcast', /^Podcast$/, { hiddenHeader: true, tabs: 'Podcast', strip: true }],
    ['/karakter/legfrissebb', /^Friss hírek$/, { hiddenHeader: true, tabs: 'Friss hírek' }],
    ['/karakter/kultura', /^Kultúra$/, { hiddenHeader: true, tabs: 'Kultúra', strip: true }],
    ['/karakter/kartyak', /Kártyák/, { hiddenHeader: true, tabs: 'Kártyák' }],
    ['/karakter/konyvespolc', /^Könyvespolc$/, { hiddenHeader: true, tabs: 'Könyvespolc', strip: true }],
    ['/karakter/nagyito', /^Nagyító$/, { hiddenHeader: true, tabs: 'Nagyító', strip: true }],
  ];

  test('every list kind: header, tabs, items, sidebar', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [path, title, o] of kinds) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const h1 = page.locator('h1');
      await expect(h1, path).toHaveText(title);
      if (o.hiddenHeader) await expect(h1, path).toHaveClass(/visually-hidden/);
      else await expect(h1, path).toBeVisible();
      if (o.logo) await expect(page.locator(`h1 [data-logo="${o.logo}"]`), path).toBeVisible();
      else await expect(page.locator('h1 [data-logo]'), path).toHaveCount(0);
      if (o.tabs) await expect(page.locator('nav a[aria-current="page"]').filter({ hasText: o.tabs }), path).toHaveCount(1);
      // The strip shows where allowed and exactly four highlights exist (the seed gives most lists four).
      await expect(page.locator('#highlights-title'), path).toHaveCount(o.strip ? 1 : 0);
      expect(await items(page).count(), path).toBeGreaterThan(0);
      await expect(page.locator('[data-sidebar]'), path).toBeVisible();
      await expect(page.locator('link[rel=canonical]'), path).toHaveAttribute('href', `https://hirter.hu${path}`);
    }
  });

  test('an author list shows the author’s name and the avatar at 4x', async ({ page }) => {
    const author = firstAuthor();
    await page.goto(`/szerzo/${author.slug}`);
    await expect(page.locator('h1')).toHaveText(author.name);
    await expect(page.locator('header img').first()).toHaveAttribute('src', /@4x\.png$/);
  });

  test('page 1 of a section: the list under the highlight strip repeats none of the strip’s articles (D-280)', async ({ page }) => {
    await page.goto('/rovat/belfold');
    const strip = await page.locator('[aria-labelledby=highlights-title] article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(strip).toHaveLength(4);
    const listed = await items(page)
      .locator('h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((h) => strip.includes(h))).toEqual([]);
    // One family for the strip's titles and the list's.
    const family = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await family('[aria-labelledby=highlights-title] h3')).toBe(await family('[data-list-items] h2'));
  });

  test('a live blog’s card in a list carries the ÉLŐ badge', async ({ page }) => {
    const { contentApiUrl, contentDb } = e2eEnv();
    const d = new Database(contentDb, { readonly: true, fileMustExist: true });
    const live = d
      .prepare(
        `SELECT a.id, s.slug AS section FROM articles a JOIN article_flags f ON f.article_id = a.id AND f.flag = 'live' AND f.visible = 1
         JOIN super_tags s ON s.id = a.main_super_tag_id WHERE a.visible = 1 AND s.site_slug = 'main' ORDER BY a.pub_date DESC LIMIT 1`,
      )
      .get() as { id: number; section: string };
    d.close();
    // The page of its section's list that holds it.
    let onPage = 0;
    for (let p = 1; p <= 30 && !onPage; p++) {
      const list = (await (await fetch(`${contentApiUrl}/api/articles?filters[mstag]=${live.section}&page=${p}`)).json()) as { items: { id: number }[] };
      if (list.items.some((a) => a.id === live.id)) onPage = p;
      if (list.items.length === 0) break;
    }
    expect(onPage, `section ${live.section}`).toBeGreaterThan(0);
    await page.goto(`/rovat/${live.section}${onPage > 1 ? `?oldal=${onPage}` : ''}`);
    await expect(page.locator(`article[data-article-id="${live.id}"] [data-badge=live]`).first()).toHaveText('ÉLŐ');
  });

  test('Külföld has three highlights: no strip', async ({ page }) => {
    await page.goto('/rovat/kulfold');
    await expect(page.locator('#highlights-title')).toHaveCount(0);
  });

  test('the latest list spans the sub-sites and has the promoted article after the 4th item of page 1 only', async ({ page }) => {
    await page.goto('/legfrissebb');
    // The items, without the mobile ad slot after the 3rd.
    const rows = page.locator('[data-list-items] > div:not(:has([data-ad-mobile]))');
    await expect(rows.nth(4)).toHaveAttribute('data-promoted', '');
    await expect(rows.nth(4)).toContainText('Támogatott tartalom');
    await expect(rows.nth(4).getByRole('heading').getByRole('link')).toHaveAttribute('rel', 'sponsored');
    await expect(page.locator('[data-promoted]')).toHaveCount(1);
    // No latest box on the latest list.
    await expect(page.locator('[data-box="box-latest"]')).toHaveCount(0);
    const hrefs = await items(page)
      .locator('h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await page.goto('/legfrissebb?oldal=2');
    await expect(page.locator('[data-promoted]')).toHaveCount(0);
    hrefs.push(
      ...(await items(page)
        .locator('h2 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))),
    );
    // The main site's and the sub-sites' articles together.
    expect(hrefs.some((h) => /^\/(after|g7|karakter)\//.test(h ?? ''))).toBe(true);
    expect(hrefs.some((h) => !/^\/(after|g7|karakter)\//.test(h ?? ''))).toBe(true);
  });

  test('the hiking list: tabs, map placeholder, news box, and no news among its items', async ({ page }) => {
    await page.goto('/rovat/szepkilatas');
    const map = page.locator('figure[data-embed="map"]');
    await expect(map).toHaveAttribute('data-height', '600');
    await expect(map.getByRole('link', { name: 'A túratérkép megnyitása' }).or(map.locator('iframe'))).toHaveCount(1);
    await expect(page.locator('[data-box="box-hiking-news"] article').first()).toBeVisible();
    const listed = await items(page)
      .locator('h2 a')
      .evaluateAll((as) => as.map((a) => a.textContent));
    const news = await page.locator('[data-box="box-hiking-news"] h3 a').evaluateAll((as) => as.map((a) => a.textContent));
    for (const title of news) expect(listed).not.toContain(title);
  });

  test('the hiking bar shows the tabs with articles; the publisher finds them (no article links to them)', async ({ page, request }) => {
    await page.goto('/rovat/szepkilatas');
    const shown = await page
      .getByRole('navigation', { name: 'Túrák nehézség szerint' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(shown[0]).toBe('/rovat/szepkilatas');
    expect(shown.length).toBeGreaterThan(1);
    for (const tab of ['nem-nehez-tura', 'kozepesen-nehez-tura', 'nehez-tura', 'extrem-tura']) {
      const path = `/rovat/szepkilatas/${tab}`;
      const rendered = await request.get(path);
      // A tab is in the bar exactly when its list has articles (an empty list is a 404).
      expect(rendered.status() === 200, path).toBe(shown.includes(path));
      const published = await request.get(originUrl(path));
      expect(published.status(), `${path} on the origin`).toBe(rendered.status());
      if (published.ok()) expect(await published.text()).toContain('data-list-kind="hiking"');
    }
  });

  test('the fact-check list links its methodology document', async ({ page }) => {
    await page.goto('/rovat/ellenorzo');
    await expect(page.getByRole('link', { name: 'Módszertan' })).toHaveAttribute('href', '/dokumentum/ellenorzo-modszertan');
  });

  test('bad queries and unknown variants are 404s, never 500s', async ({ request }) => {
    for (const path of [
      '/rovat/belfold?perPage=0',
      '/rovat/belfold?perPage=sok',
      '/rovat/belfold?filters=%7Bnope',
      `/rovat/belfold?filters=${encodeURIComponent('{"evil":[]}')}`,
      '/rovat/szepkilatas/konnyu-tura',
      '/rovat/belfold/nehez-tura',
      '/cimke/nincs-ilyen-cimke',
      '/rovat/belfold?oldal=99999',
      `/rovat/belfold?term=x&oldal=999`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // A page size above the API's 100 is taken as 100, as the API takes it (D-256).
    const articles = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      return (await res.text()).split('<article').length - 1;
    };
    expect(await articles('/rovat/belfold?perPage=500')).toBeGreaterThan(await articles('/rovat/belfold'));
    // Twenty values of a criterion are a valid query, but with the route's own one the search call has 21
    // and the content API refuses it (400): a 404 as on every transport, not the error page (issue #19).
    const twenty = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}-${i}`);
    for (const path of [
      `/rovat/belfold?filters=${encodeURIComponent(JSON.stringify({ superTags: twenty('rovat') }))}`,
      `/cimke/budapest?filters=${encodeURIComponent(JSON.stringify({ and_tags: twenty('cimke') }))}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // oldal that is not a page number is page 1 (spec §5).
    expect((await request.get('/rovat/belfold?oldal=abc')).status()).toBe(200);
  });
});

test.describe('paging, tabs and search', () => {
  test('pages to page 2 and to the last page', { tag: '@phone' }, async ({ page }) => {
    const total = Math.ceil(sectionCount('belfold') / 10);
    expect(total).toBeGreaterThan(3);
    await page.goto('/rovat/belfold');
    const first = await items(page).first().locator('h2').textContent();
    const pager = page.getByRole('navigation', { name: 'Lapozó' });
    await pager.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/rovat\/belfold\?oldal=2$/);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://hirter.hu/rovat/belfold?oldal=2');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    expect(await items(page).first().locator('h2').textContent()).not.toBe(first);
    await pager.getByRole('link', { name: 'Utolsó oldal' }).click();
    await expect(page).toHaveURL(new RegExp(`oldal=${total}$`));
    await expect(pager.locator('[aria-current="page"]')).toHaveText(String(total));
    await expect(pager.getByRole('link', { name: 'Következő oldal' })).toHaveCount(0);
    // Within 2 of the last page, an ellipsis before.
    await expect(pager.getByRole('link', { name: String(total - 2), exact: true })).toBeVisible();
    await expect(pager.getByRole('link', { name: String(total - 3), exact: true })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Első oldal' }).click();
    await expect(page).toHaveURL(/\/rovat\/belfold$/);
  });

  test('switches hiking tabs', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/rovat/szepkilatas');
    const tabs = page.getByRole('navigation', { name: 'Túrák nehézség szerint' });
    await tabs.getByRole('link', { name: 'Nehéz túra', exact: true }).click();
    await expect(page).toHaveURL(/\/rovat\/szepkilatas\/nehez-tura$/);
    await expect(tabs.locator('[aria-current="page"]')).toHaveText('Nehéz túra');
    await expect(page.locator('h1 [data-logo="szepkilatas"]')).toBeVisible();
    expect(await items(page).count()).toBeGreaterThan(0);
  });

  test('switches G7 tabs', async ({ page }) => {
    await page.goto('/g7/legfrissebb');
    const tabs = page.getByRole('navigation', { name: 'G7 rovatai' });
    await expect(tabs.getByRole('link')).toHaveText(['Összes', 'Friss hírek', 'Adat', 'Közélet', 'Pénz', 'Podcast']);
    await tabs.getByRole('link', { name: 'Pénz' }).click();
    await expect(page).toHaveURL(/\/g7\/penz$/);
    await expect(tabs.locator('[aria-current="page"]')).toHaveText('Pénz');
    await expect(page.locator('h1')).toHaveText('Pénz');
    // G7 has no app and shop box; Karakter has, and no sponsor line.
    await expect(page.locator('[data-box="box-app-shop"]')).toHaveCount(0);
    await page.goto('/karakter/kultura');
    await expect(page.locator('[data-box="box-app-shop"]')).toHaveCount(1);
    await expect(page.locator('[data-sponsored-line]')).toHaveCount(0);
  });

  test('searches a section with the search box', async ({ page }) => {
    await page.goto('/rovat/belfold');
    await page.getByRole('searchbox', { name: 'Keresés a listában' }).fill('közgyűlés');
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/\/rovat\/belfold\?term=/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('találat');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    expect(await items(page).count()).toBeGreaterThan(0);
    // Paging keeps the search.
    const next = page.getByRole('navigation', { name: 'Lapozó' }).getByRole('link', { name: '2', exact: true });
    if (await next.count()) await expect(next).toHaveAttribute('href', /term=/);
    await page.goto(`/rovat/belfold?term=${encodeURIComponent('qqqzzzxxx')}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Nincs találat/);
  });

  test('searches a flag list by its flag, on the static origin too (D-284)', async ({ page }) => {
    const { contentApiUrl } = e2eEnv();
    for (const [path, flag] of [
      ['/legfontosabb', 'legfontosabb'],
      ['/kedvenceink', 'kedvenceink'],
    ]) {
      await page.goto(originUrl(path!));
      // A word of the list's first title: the search finds that article among the flagged ones.
      const word = ((await items(page).first().locator('h2, h3').first().textContent()) ?? '').trim().split(/\s+/)[0]!;
      await page.getByRole('searchbox', { name: 'Keresés a listában' }).fill(word);
      await page.getByRole('button', { name: 'Keresés' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?term=`));
      await expect(page.getByRole('main').getByRole('status')).toContainText('találat');
      const api = (await (
        await fetch(`${contentApiUrl}/api/search?term=${encodeURIComponent(word)}&filters=${encodeURIComponent(JSON.stringify({ flags: [flag] }))}`)
      ).json()) as {
        items: { flags: { slug: string }[] }[];
        totalItems: number;
      };
      expect(api.totalItems).toBeGreaterThan(0);
      expect(api.items.every((a) => a.flags.some((f) => f.slug === flag))).toBe(true);
      await expect(items(page)).toHaveCount(Math.min(api.totalItems, 10));
    }
  });
});

test.describe('accessibility, JavaScript off, phone', () => {
  for (const path of ['/rovat/belfold', '/rovat/szepkilatas', '/g7/adat', '/legfrissebb', '/cimke/helyben']) {
    test(`${path} has no axe violations`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('readable with JavaScript off: items, pager, tabs, search and the map link', { tag: '@phone' }, async ({ browser }, info) => {
    const phone = info.project.name === 'phone';
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true } : {}),
    });
    const page = await context.newPage();
    const external = await localOnly(page);
    await page.goto('/rovat/szepkilatas');
    await expect(page.locator('h1')).toBeVisible();
    await expect(items(page).first()).toBeVisible();
    const map = page.locator('figure[data-embed="map"]');
    await expect(map.getByRole('link', { name: 'A túratérkép megnyitása' })).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);
    expect((await map.boundingBox())!.height).toBeGreaterThan(400);
    await page.getByRole('link', { name: 'Extrém túra', exact: true }).click();
    await expect(page).toHaveURL(/extrem-tura$/);
    await page.goto('/rovat/belfold');
    await page.getByRole('navigation', { name: 'Lapozó' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/oldal=2$/);
    await page.getByRole('searchbox').fill('közgyűlés');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toContainText('találat');
    expect(external).toEqual([]);
    await context.close();
  });

  test('fits the screen: nothing wider than the viewport, sidebar below the list on a phone', { tag: '@phone-only' }, async ({ page }) => {
    for (const path of ['/rovat/belfold', '/g7/adat', '/rovat/szepkilatas']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      const list = (await page.locator('[data-list-items]').boundingBox())!;
      const side = (await page.locator('[data-sidebar]').boundingBox())!;
      expect(side.y, path).toBeGreaterThan(list.y + list.height - 1);
    }
    // The mobile ad slot follows the 3rd item.
    await page.goto('/rovat/belfold');
    const third = (await items(page).nth(2).boundingBox())!;
    const ad = (await page.locator('[data-list-items] [data-ad-mobile]').boundingBox())!;
    expect(ad.y).toBeGreaterThan(third.y);
  });

  test('on a desktop the sidebar sits beside the list', async ({ page }) => {
    await page.goto('/rovat/belfold');
    const list = (await page.locator('[data-list-items]').boundingBox())!;
    const side = (await page.locator('[data-sidebar]').boundingBox())!;
    expect(side.x).toBeGreaterThan(list.x + list.width);
    await expect(page.locator('[data-list-items] [data-ad-mobile]')).toBeHidden();
  });
});
