// Supplements (/melleklet/…) and the other screens of reader-site.md §2, on the render server.
import { axe } from './axe';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test, roUrl, e2eEnv } from './fixtures';
import { SUPPLEMENTS } from '../domain/supplements';

/** Visible articles per tag slug in the run's store. */
function tagCounts(): Map<string, number> {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT t.slug, count(*) AS n FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.visible = 1 GROUP BY t.slug').all() as {
      slug: string;
      n: number;
    }[];
    return new Map(rows.map((r) => [r.slug, r.n]));
  } finally {
    db.close();
  }
}

function bothTags(a: string, b: string): number {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT count(*) FROM article_tags x JOIN tags t ON t.id = x.tag_id JOIN article_tags y ON y.article_id = x.article_id
           JOIN tags u ON u.id = y.tag_id WHERE x.visible = 1 AND t.slug = ? AND u.slug = ?`,
      )
      .pluck()
      .get(a, b) as number;
  } finally {
    db.close();
  }
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'A melléklet rovatai' });
const items = (page: Page) => page.locator('[data-supplement-view=articles] article');

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('supplements', () => {
  test('a supplement: its articles, then a data tab', { tag: '@phone' }, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    const counts = tagCounts();
    // The supplement with a data tab second (the football tabs are the football screen) that has the most articles in this corpus.
    const s = SUPPLEMENTS.filter((x) => x.tabs[1]?.kind === 'data').sort((a, b) => (counts.get(b.tag) ?? 0) - (counts.get(a.tag) ?? 0))[0]!;
    const n = counts.get(s.tag) ?? 0;
    expect(n).toBeGreaterThan(0);
    const res = await page.goto(`/melleklet/${s.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(s.title);
    await expect(items(page)).toHaveCount(Math.min(10, n));
    await expect(tabs(page).getByRole('link', { name: 'Cikkek' })).toHaveAttribute('aria-current', 'page');
    await noOverflow(page);

    const data = s.tabs[1]!;
    await tabs(page).getByRole('link', { name: data.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/melleklet/${s.slug}/${data.slug}$`));
    await expect(tabs(page).getByRole('link', { name: data.label, exact: true })).toHaveAttribute('aria-current', 'page');
    // The content API's dataset, never a placeholder (e2e/supplementData.spec.ts checks each tab).
    await expect(page.locator('[data-dataset] h2')).toHaveText(data.label);
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    await expect(items(page)).toHaveCount(0);
    await noOverflow(page);
    expect(errors).toEqual([]);
  });

  test('the war supplement answers under its alias too, with its sub-filters', async ({ page }) => {
    const res = await page.goto('/melleklet/orosz-ukran-valsag');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Orosz-ukrán háború');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://hirter.hu/melleklet/orosz-ukran-haboru');
    await expect(items(page)).toHaveCount(Math.min(10, tagCounts().get('orosz-ukran-haboru') ?? 0));
    const filters = page.getByRole('navigation', { name: 'Cikkek: szűrés' });
    await filters.getByRole('link', { name: 'Összefoglalók' }).click();
    await expect(page).toHaveURL(/\/melleklet\/orosz-ukran-valsag\/osszefoglalok$/);
    await expect(filters.getByRole('link', { name: 'Összefoglalók' })).toHaveAttribute('aria-current', 'page');
    const summaries = bothTags('orosz-ukran-haboru', 'osszefoglalo');
    if (summaries === 0) await expect(page.getByText('Ebben a mellékletben még nincs cikk.')).toBeVisible();
    else await expect(items(page)).toHaveCount(Math.min(10, summaries));
  });

  test('an election data page takes up to two region keys', async ({ page, request }) => {
    // A region and a party of the election's map (D-269); the map itself is e2e/electionMap.spec.ts's.
    const res = await page.goto('/melleklet/valasztas-2024/adatok/pest/tisza');
    expect(res?.status()).toBe(200);
    await expect(tabs(page).getByRole('link', { name: 'Adatok és térkép' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-map-page] h2')).toHaveText('Adatok és térkép: Pest, TISZA');
    await expect(page.locator('[data-election-map] iframe')).toHaveAttribute('src', '/terkep/onk-2024/pest.html?part=tisza&rejt=1');
    expect((await request.get('/melleklet/valasztas-2024/adatok/pest/tisza/x')).status()).toBe(404);
    expect((await request.get('/melleklet/valasztas-2024/adatok/pest/01')).status()).toBe(404);
    // The EP election pages carry the EU co-financing notice.
    await page.goto('/melleklet/ep-2024/adatok');
    await expect(page.getByText('Az oldal az Európai Unió társfinanszírozásával készült.', { exact: false })).toBeVisible();
  });

  test('unknown supplements, tabs, deeper paths and pages past the end are 404', async ({ page, request }) => {
    for (const path of ['/melleklet/nincs-ilyen', '/melleklet/eb-2024/nincs', '/melleklet/tokio-2020/eremtablazat/x', '/melleklet/eb-2024?oldal=50']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const res = await page.goto('/melleklet/nincs-ilyen');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('A keresett oldal nem található.');
  });

  test('every supplement redirect lands on a page', async ({ request }) => {
    for (const from of ['/cimke/eb-2024', '/rovat/valasztas-2022', '/cimke/orosz-ukran-valsag', '/valasztas']) {
      const res = await request.get(from);
      expect(res.status(), from).toBe(200);
      expect(new URL(res.url()).pathname, from).toMatch(/^\/melleklet\//);
    }
  });
});

test.describe('documents, impress, exchange rates', () => {
  test('a document page, and 404 for an unknown one', async ({ page, request }) => {
    const doc = (await (await request.get(`${e2eEnv().contentApiUrl}/api/docs/hirlevel`)).json()) as { title: string };
    const res = await page.goto('/dokumentum/hirlevel');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(doc.title);
    await expect(page.locator('article p').first()).toContainText('Iratkozzon fel');
    const missing = await page.goto('/dokumentum/nincs-ilyen-dokumentum');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('A keresett oldal nem található.');
  });

  test('the impress: the publisher’s text and the staff', async ({ page, request }) => {
    const staff = (await (await request.get(`${e2eEnv().contentApiUrl}/api/impress/staff`)).json()) as { title: string; people: { name: string }[] }[];
    await page.goto('/impresszum');
    await expect(page.locator('h1')).toHaveText('Impresszum');
    await expect(page.getByText('Felelős kiadó', { exact: false })).toBeVisible();
    const section = page.locator('[data-staff]');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Szerkesztőség');
    for (const g of staff.filter((x) => x.people.length > 0)) {
      await expect(section.getByRole('heading', { name: g.title, level: 3 })).toBeVisible();
      await expect(section.getByText(g.people[0]!.name, { exact: true }).first()).toBeVisible();
    }
  });

  test('the Romanian edition’s impress is its document page', async ({ roRequest }) => {
    const res = await roRequest.get('/impresszum', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/dokumentum/impresszum');
    expect((await roRequest.get('/dokumentum/impresszum')).status()).toBe(200);
  });

  test('exchange rates in forints on the main domain and in lei on the Romanian edition', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/arfolyam');
    await expect(page.locator('h1')).toHaveText('Árfolyamok');
    const huf = page.locator('table[data-currency-table=HUF]');
    await expect(huf.locator('tr[data-currency=EUR] td').first()).toHaveText(/^\d[\d ]*,\d\d Ft$/);
    await expect(huf.locator('tbody tr')).toHaveCount(7);
    // The day of the quotes as the spec writes dates: 'YYYY. MMMM D.'.
    await expect(page.getByRole('main').locator('p > time').first()).toHaveText(
      /^\d{4}\. (január|február|március|április|május|június|július|augusztus|szeptember|október|november|december) \d{1,2}\.$/,
    );
    await noOverflow(page);

    await page.goto(roUrl('/arfolyam'));
    const ron = page.locator('table[data-currency-table=RON]');
    await expect(ron.locator('tr[data-currency=EUR] td').first()).toHaveText(/^\d+,\d\d Lei$/);
    await expect(ron.locator('tr[data-currency=HUF]')).toHaveCount(1);
    await expect(page.locator('table[data-currency-table=HUF]')).toHaveCount(0);
    await noOverflow(page);
  });
});

test.describe('the other screens', () => {
  test('support, tax, academy, youth, empty and the app widget answer; the Romanian edition refuses its four', async ({ request, roRequest }) => {
    const main: [string, string][] = [
      ['/tamogatas', 'Támogass minket!'],
      ['/tamogatas/belepes', 'Belépés támogatóknak'],
      ['/tamogatas/profil', 'Támogatói profil'],
      ['/tamogatas/hiba', 'A támogatás nem sikerült'],
      ['/tamogatas/siker', 'Köszönjük a támogatását!'],
      ['/egyszazalek', 'Adója 1%-a'],
      ['/hirterakademia', 'Hírtér Akadémia'],
      ['/te', 'Te'],
      ['/empty', 'Üres oldal'],
      ['/app-web-widget', 'Friss hírek'],
      ['/melleklet/tippjatek', 'Tippjáték'],
    ];
    for (const [path, title] of main) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain(`>${title}</h1>`);
    }
    expect((await request.get('/tamogatas/nincs')).status()).toBe(404);
    for (const path of ['/tamogatas', '/egyszazalek', '/hirterakademia', '/te', '/melleklet/eb-2024']) {
      expect((await roRequest.get(path)).status(), `ro ${path}`).toBe(404);
    }
    expect((await roRequest.get('/app-web-widget')).status()).toBe(200);
  });

  test('the app widget lists the newest headlines', async ({ page }) => {
    await page.goto('/app-web-widget');
    await expect(page.locator('[data-app-widget] article')).toHaveCount(6);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  });

  test('/login outside preview mode goes to the front page', async ({ page, request }) => {
    const res = await request.get('/login', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/');
    await page.goto('/login');
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

const SCREENS = [
  '/melleklet/eb-2024',
  '/melleklet/eb-2024/toplistak/sarga-lapok',
  '/melleklet/orosz-ukran-haboru',
  '/melleklet/valasztas-2024/adatok',
  '/melleklet/ep-2024/adatok',
  '/melleklet/tippjatek',
  '/dokumentum/hirlevel',
  '/impresszum',
  '/arfolyam',
  '/tamogatas',
  '/tamogatas/siker',
  '/egyszazalek',
  '/hirterakademia',
  '/te',
  '/empty',
  '/app-web-widget',
];

test.describe('accessibility and JavaScript off', () => {
  // One test per screen: axe takes a few seconds a page on this machine.
  const PHONE = new Set(['/melleklet/eb-2024', '/melleklet/valasztas-2024/adatok', '/arfolyam', '/impresszum']);
  for (const path of [...SCREENS, 'ro:/arfolyam', 'ro:/dokumentum/impresszum']) {
    test(`axe finds no violations on ${path}`, PHONE.has(path) ? { tag: '@phone' } : {}, async ({ page }) => {
      await page.goto(path.startsWith('ro:') ? roUrl(path.slice(3)) : path);
      const result = await axe(page).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('every screen is complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const path of SCREENS) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.locator('main'), path).not.toBeEmpty();
      }
      await page.goto('/melleklet/eb-2024');
      await expect(items(page).first()).toBeVisible();
      await page.goto('/arfolyam');
      await expect(page.locator('tr[data-currency=EUR]')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
