// Supplements (/melleklet/…) and the other screens of reader-site.md §2 in a browser, on the render server:
// axe once on each kind of screen, and on a phone the supplement, its data tab and the exchange rates fit the
// screen with no script error. Their HTML (headings, items, tabs, tables), statuses and redirects are
// e2e/site/screens.test.ts's.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, roUrl } from './fixtures';
import { SUPPLEMENTS } from '../domain/supplements';
import { tagCounts } from './site/seededCounts';

/** Each path's kind of screen once; `ro:` is the Romanian edition's. */
const AXE: Record<string, string[]> = {
  // The election data pages are e2e/electionMap.spec.ts's, the data tabs e2e/supplementData.spec.ts's.
  'a supplement’s articles, with and without sub-filters': ['/melleklet/eb-2024', '/melleklet/orosz-ukran-haboru'],
  'a supplement’s football toplist and the prediction game': ['/melleklet/eb-2024/toplistak/sarga-lapok', '/melleklet/tippjatek'],
  'documents and the impress, on both editions': ['/dokumentum/hirlevel', '/impresszum', 'ro:/dokumentum/impresszum'],
  'the exchange rates, on both editions': ['/arfolyam', 'ro:/arfolyam'],
  'support, tax, academy': ['/tamogatas', '/tamogatas/siker', '/egyszazalek', '/hirterakademia'],
  'the personal page, the empty page and the app widget': ['/te', '/empty', '/app-web-widget'],
};

for (const [kind, paths] of Object.entries(AXE)) {
  test(`axe finds no violations on ${kind}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path.startsWith('ro:') ? roUrl(path.slice(3)) : path);
      const result = await axe(page).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
}

async function fits(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), what).toBe(true);
}

test(
  'on a phone a supplement, its data tab and the exchange rates of both editions fit the screen, with no script error',
  { tag: '@phone-only' },
  async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    const counts = tagCounts();
    // The supplement with a data tab second (as in e2e/site/screens.test.ts), with the most articles.
    const s = SUPPLEMENTS.filter((x) => x.tabs[1]?.kind === 'data').sort((a, b) => (counts.get(b.tag) ?? 0) - (counts.get(a.tag) ?? 0))[0]!;
    await page.goto(`/melleklet/${s.slug}`);
    await expect(page.locator('[data-supplement-view=articles] article').first()).toBeVisible();
    await fits(page, s.slug);
    const tabs = page.getByRole('navigation', { name: 'A melléklet rovatai' });
    await tabs.getByRole('link', { name: s.tabs[1]!.label, exact: true }).click();
    await expect(tabs.getByRole('link', { name: s.tabs[1]!.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-dataset] h2')).toBeVisible();
    await fits(page, s.tabs[1]!.slug);

    await page.goto('/arfolyam');
    await expect(page.locator('table[data-currency-table=HUF]')).toBeVisible();
    await fits(page, '/arfolyam');
    await page.goto(roUrl('/arfolyam'));
    await expect(page.locator('table[data-currency-table=RON]')).toBeVisible();
    await fits(page, 'ro /arfolyam');
    expect(errors).toEqual([]);
  },
);
