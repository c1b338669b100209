// The supplements' data tabs (decision D-258) in a browser, on the static origin: axe on each kind of tab
// (tables with the constituency search form; headed answers and lists), Hungary's medal row set in bold; the
// layout of every supplement's views, one of each layout found among them over HTTP (issue 35): a side column only
// with something in it, tab bars of one line that scroll sideways on a phone, nothing wider than the screen, wide
// tables scrolling in their box with the rows' names kept in view. What each tab holds without JavaScript (its
// dataset, captions, the search form's answers) is e2e/site/supplementData.test.ts's.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { SUPPLEMENTS } from '../domain/supplements';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;

async function axeClean(page: Page, path: string) {
  const scan = await axe(page).analyze();
  expect(
    scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    path,
  ).toEqual([]);
}

test('axe finds no violations on a table tab and on the search form’s; the medal table marks Hungary by weight too', async ({ page }) => {
  await page.goto(origin('/melleklet/tokio-2020/eremtablazat'));
  const row = page.locator('[data-dataset=medals] tr[data-hungary]');
  await expect(row).toHaveCount(1);
  // A word marks the row (e2e/site/supplementData.test.ts), and a weight: not colour alone.
  expect(await row.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  await axeClean(page, 'medals');
  await page.goto(origin('/melleklet/valasztas-2022/egyeni-valasztokeruletek'));
  await expect(page.getByLabel('Keresés megye, település, jelölt vagy párt szerint')).toBeVisible();
  await axeClean(page, 'constituencies');
});

test('axe finds no violations on an answers tab and on a tab of headed lists', async ({ page }) => {
  await page.goto(origin('/melleklet/valasztas-2024/gyik'));
  await expect(page.locator('[data-dataset=faq] h3').first()).toBeVisible();
  await axeClean(page, 'faq');
  await page.goto(origin('/melleklet/ep-2024/partlistak'));
  await expect(page.locator('[data-dataset=ep-lists] h3').first()).toBeVisible();
  await axeClean(page, 'ep-lists');
});

const TAB_BAR = 'nav[aria-label="A melléklet rovatai"]';
const SUB_TAB_BAR = 'nav[aria-label$=": szűrés"]';

/** The links of the tab bars in a view's HTML (the supplement's tabs, and a tab's sub-tabs). */
function tabLinks(html: string): string[] {
  const bars = [...html.matchAll(/<nav[^>]*aria-label="(?:A melléklet rovatai|[^"]*: szűrés)"[^>]*>([\s\S]*?)<\/nav>/g)];
  return bars.flatMap((bar) => [...bar[1]!.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), origin('/')).pathname));
}

/**
 * What decides a view's layout, read from its HTML: the kind of view, its datasets and data blocks, its bars and
 * the boxes that fill a side column (the election boxes, a list sidebar's). Views alike in these are laid
 * out alike, so the browser opens one of each.
 */
function layoutOf(html: string): string {
  const all = (re: RegExp) => [...new Set([...html.matchAll(re)].map((m) => m[1]))].sort().join(',');
  return [
    all(/data-supplement-view="([^"]*)"/g),
    all(/data-dataset="([^"]*)"/g),
    all(/ (data-football-[a-z-]+)/g),
    (html.match(/: szűrés"/g) ?? []).length,
    all(/data-box="([^"]*)"/g),
  ].join('|');
}

/**
 * Every view of every seeded supplement, as its pages link them (a tab or sub-tab without data is not linked),
 * found over HTTP; the browser opens one view of each layout (and `also`) and `check` looks at it.
 */
async function everyView(page: Page, check: (path: string) => Promise<void>, also: string[] = []): Promise<{ views: string[]; opened: string[] }> {
  const seen = new Set<string>();
  const layouts = new Map<string, string>();
  const queue = SUPPLEMENTS.map((s) => `/melleklet/${s.slug}`);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await page.request.get(origin(path));
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    if (!layouts.has(layoutOf(html))) layouts.set(layoutOf(html), path);
    queue.push(...tabLinks(html));
  }
  const opened = [...new Set([...layouts.values(), ...also])];
  for (const path of opened) {
    await page.goto(origin(path));
    await expect(page.locator('#supplement-title'), path).toBeVisible();
    await check(path);
  }
  return { views: [...seen], opened };
}

test('at 1280 px a supplement view has a side column only when there is something in it, else it takes the page’s width', async ({ page }) => {
  const sides: string[] = [];
  const wanted = ['/melleklet/tokio-2020/eremtablazat', '/melleklet/valasztas-2022/reszvetel', '/melleklet/eb-2024/csoportok'];
  const { views, opened } = await everyView(
    page,
    async (path) => {
      const g = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const box = main.getBoundingClientRect();
        const pad = getComputedStyle(main);
        const view = document.querySelector('section[aria-labelledby="supplement-title"]')!;
        // The view's frame holds the view and, beside it, the side column.
        const side = view.nextElementSibling;
        const r = (e: Element) => e.getBoundingClientRect();
        return {
          content: [box.left + parseFloat(pad.paddingLeft), box.right - parseFloat(pad.paddingRight)],
          view: [r(view).left, r(view).right],
          side: side && { left: r(side).left, right: r(side).right, top: r(side).top, viewTop: r(view).top, links: side.querySelectorAll('a').length },
        };
      });
      expect(g.view[0], path).toBeCloseTo(g.content[0]!, 0);
      if (!g.side) {
        expect(g.view[1], `${path}: no side column, the view takes the page's width`).toBeCloseTo(g.content[1]!, 0);
        return;
      }
      sides.push(path);
      expect(g.side.links, `${path}: its side column has something in it`).toBeGreaterThan(0);
      expect(g.side.left, `${path}: the side column beside the view`).toBeGreaterThan(g.view[1]!);
      expect(g.side.right, path).toBeCloseTo(g.content[1]!, 0);
    },
    wanted,
  );
  // Data tabs without a side column (Tokyo's medals), and with the election boxes in one, were among them.
  expect(views.length).toBeGreaterThan(30);
  expect(opened).toEqual(expect.arrayContaining(wanted));
  expect(sides).toContain('/melleklet/valasztas-2022/reszvetel');
  expect(sides).not.toContain('/melleklet/tokio-2020/eremtablazat');
});

test(
  'on a phone every supplement view fits the screen and its tab bars are one line that scrolls sideways to the current tab',
  { tag: '@phone-only' },
  async ({ page }) => {
    const scrolling: string[] = [];
    const { views } = await everyView(
      page,
      async (path) => {
        const g = await page.evaluate(
          ([bars]) => {
            const inView = (e: Element) => {
              // Wider than the screen is allowed only inside a box that scrolls sideways and itself fits.
              for (let a = e.parentElement; a; a = a.parentElement) {
                const o = getComputedStyle(a).overflowX;
                if (o === 'auto' || o === 'scroll') return a.getBoundingClientRect().right <= innerWidth + 0.5;
              }
              return false;
            };
            const sticking = [...document.querySelectorAll('body *')]
              .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && getComputedStyle(e).position !== 'fixed' && !inView(e))
              .map((e) => `${e.tagName} ${e.textContent?.slice(0, 30)}`);
            const barOf = (nav: Element) => {
              const ul = nav.querySelector('ul')!;
              const tabs = [...ul.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
              const current = ul.querySelector('[aria-current="page"]')?.getBoundingClientRect();
              const box = ul.getBoundingClientRect();
              return {
                height: box.height,
                tab: Math.max(...tabs.map((t) => t.height)),
                rows: new Set(tabs.map((t) => Math.round(t.top))).size,
                overflows: ul.scrollWidth > ul.clientWidth,
                scrolls: ['auto', 'scroll'].includes(getComputedStyle(ul).overflowX),
                current: current ? current.left >= box.left - 0.5 && current.right <= box.right + 0.5 : null,
              };
            };
            return {
              wide: document.documentElement.scrollWidth > innerWidth,
              sticking,
              bars: [...document.querySelectorAll(bars!)].map(barOf),
            };
          },
          [`${TAB_BAR}, ${SUB_TAB_BAR}`],
        );
        expect(g.wide, `${path}: the page scrolls sideways`).toBe(false);
        expect(g.sticking, `${path}: past the screen's right edge`).toEqual([]);
        for (const bar of g.bars) {
          expect(bar.rows, `${path}: a tab bar of one line`).toBe(1);
          expect(bar.height, `${path}: a tab bar as high as a tab`).toBeCloseTo(bar.tab, 0);
          if (bar.current !== null) expect(bar.current, `${path}: the current tab in view`).toBe(true);
          if (!bar.overflows) continue;
          expect(bar.scrolls, `${path}: a tab bar wider than the screen scrolls`).toBe(true);
          scrolling.push(path);
        }
      },
      ['/melleklet/ep-2024/mandatumok'],
    );
    expect(views.length).toBeGreaterThan(30);
    // Bars wider than the screen were among them, the current tab at their far end too (the EP election's last tab).
    expect(scrolling).toContain('/melleklet/ep-2024/mandatumok');
  },
);

for (const scheme of ['light', 'dark'] as const) {
  test(`on a phone a wide table scrolls in its box and the rows' names stay in view over the rest, ${scheme}`, { tag: '@phone-only' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // The medal table names its rows in its second column (after the rank), the constituencies' in their first.
    for (const [path, kind, first] of [
      ['/melleklet/tokio-2020/eremtablazat', 'medals', false],
      ['/melleklet/valasztas-2022/egyeni-valasztokeruletek', 'constituencies', true],
      ['/melleklet/eb-2024/csoportok', 'standings', false],
    ] as const) {
      await page.goto(origin(path));
      const box = page.locator(kind === 'standings' ? '[data-football-standings] [role="region"]' : `[data-dataset="${kind}"] [role="region"]`).first();
      const g = await box.evaluate((el) => {
        // The table's first three rows on the screen, clear of the header.
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -innerHeight / 3);
        const names = () =>
          [...el.querySelectorAll('tbody th[scope="row"]')].slice(0, 3).map((th) => {
            const r = th.getBoundingClientRect();
            // What a reader sees at the middle of the name cell: the cell itself (opaque, above the cells passing under).
            const seen = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
            return {
              left: r.left,
              right: r.right,
              seen: seen && th.contains(seen) ? 'the name' : (seen?.outerHTML.slice(0, 80) ?? 'nothing'),
              background: getComputedStyle(th).backgroundColor,
            };
          });
        const before = names();
        const fits = el.scrollWidth <= el.clientWidth;
        el.scrollLeft = el.scrollWidth;
        return { fits, scrolled: el.scrollLeft, box: el.getBoundingClientRect().left, before, after: names() };
      });
      expect(g.fits, `${path}: wider than a phone`).toBe(false);
      expect(g.scrolled, path).toBeGreaterThan(0);
      for (const [i, cell] of g.after.entries()) {
        expect(cell.left, `${path}: a row's name at the box's left edge`).toBeCloseTo(first ? g.before[i]!.left : g.box, 0);
        expect(cell.seen, `${path}: a row's name over the cells scrolled under it`).toBe('the name');
        expect(cell.background, `${path}: an opaque background`).toMatch(/^rgb\(/);
      }
    }
  });
}
