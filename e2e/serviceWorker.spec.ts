// The service worker (sw/worker.ts) on a bad network, against the origin over the prerender job's output
// with a small proxy in between that can hold a page's answer (a hanging connection), rewrite it or age its
// Date header: a page load asks the network first (through the navigation preload) and shows the network's
// answer over the copy read before; when the network hangs, the copy is shown; a page never read waits for
// the network rather than claiming to be offline; a copy older than a week is not shown; the pages cache is
// trimmed to 80 entries, by a new worker too. (live.spec.ts holds the rest: offline reading, the new
// build's worker.) How long the worker waits before it shows a copy is a figure of the bench (bench/live.ts),
// not a check. The proxy and the steps before it are e2e/badNetwork.ts.
import Database from 'better-sqlite3';
import { expect, test, e2eEnv } from './fixtures';
import { badNetwork, readOnce, underWorker, type BadNetwork } from './badNetwork';
import { articlePath } from '../domain/urls';
import { CACHES, EXPIRATION, NETWORK_TIMEOUT_SECONDS, OFFLINE_TEXT } from '../sw/rules';
import type { Article } from '../domain/types';

/** The n newest visible, not live articles of the main site (read only here). */
async function articles(n: number): Promise<{ path: string; title: string }[]> {
  const db = new Database(e2eEnv().contentDb, { readonly: true, fileMustExist: true });
  let rows: { slug: string }[];
  try {
    rows = db
      .prepare(
        `SELECT a.slug FROM articles a WHERE a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'
         AND a.doc NOT LIKE '%"live":true%' ORDER BY a.pub_date DESC, a.id DESC LIMIT ?`,
      )
      .all(n) as { slug: string }[];
  } finally {
    db.close();
  }
  if (rows.length < n) throw new Error(`only ${rows.length} plain articles in the corpus`);
  return Promise.all(
    rows.map(async ({ slug }) => {
      const a = (await (await fetch(`${e2eEnv().contentApiUrl}/api/articles/${slug}`)).json()) as Article;
      return { path: articlePath(a), title: a.title };
    }),
  );
}

let net: BadNetwork;
test.beforeAll(async () => {
  net = await badNetwork(e2eEnv().originUrl);
});
test.afterAll(async () => {
  net.release();
  await net.close();
});
test.afterEach(() => {
  net.release();
  net.age.clear();
  net.rewrite.clear();
});

test.describe('service worker on a bad network', () => {
  test('a page load asks the network first and shows its answer over the copy; while the network hangs the copy, and a page never read waits for the network', async ({
    context,
    page,
  }) => {
    const [read, unread] = await articles(2);
    const url = `${net.url}${read!.path}`;
    await underWorker(page, url);
    await readOnce(context, url, read!.title);
    // The network's answer changes: the next load shows it, not the copy read before (and the copy follows it).
    const fresher = `${read!.title} – frissebb változat`;
    net.rewrite.set(read!.path, (html) => html.replace(/(<h1[^>]*>)[^]*?(<\/h1>)/, `$1${fresher}$2`));
    await readOnce(context, url, fresher);

    // The network hangs for both pages. The one never read is asked first: the worker has no copy to show,
    // so its load waits …
    net.hang.add(unread!.path);
    net.hang.add(read!.path);
    const other = await context.newPage();
    let settled = false;
    const loading = other.goto(`${net.url}${unread!.path}`, { waitUntil: 'domcontentloaded' }).then(() => void (settled = true));
    await expect.poll(() => net.seen(unread!.path).length).toBe(1);
    // … while the page read before, asked after it, shows its copy once the worker gives up on the network.
    const before = net.seen(read!.path).length;
    const tab = await context.newPage();
    const started = Date.now();
    await tab.goto(url, { waitUntil: 'domcontentloaded' });
    await expect(tab.locator('h1')).toHaveText(fresher);
    console.log(`hanging load of a page read before: its copy shown after ${Date.now() - started} ms (NETWORK_TIMEOUT_SECONDS ${NETWORK_TIMEOUT_SECONDS})`);
    await expect(tab.locator('[data-article-body]')).toBeVisible();
    // The network was asked once, by the navigation preload (the request the worker waited for).
    const asked = net.seen(read!.path).slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!['service-worker-navigation-preload']).toBe('true');

    // The page never read, its load begun before the other's, is still waiting: no offline notice instead.
    expect(settled).toBe(false);
    expect(net.seen(unread!.path)).toHaveLength(1);
    // … and shows the page once the network answers.
    net.release();
    await loading;
    await expect(other.locator('h1')).toHaveText(unread!.title);
    await expect(other.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test("a copy older than the pages cache's age limit is not shown offline", async ({ context, page }) => {
    const [fresh, stale] = await articles(2);
    await underWorker(page, `${net.url}/`);
    // The stale one's answer says it was made just past the age limit (by its Date header).
    net.age.set(stale!.path, EXPIRATION.pages.maxAgeSeconds + 3600);
    await readOnce(context, `${net.url}${fresh!.path}`);
    await readOnce(context, `${net.url}${stale!.path}`);
    await page.close();
    await context.setOffline(true);
    try {
      const offline = await context.newPage();
      await offline.goto(`${net.url}${fresh!.path}`);
      await expect(offline.locator('h1')).toHaveText(fresh!.title);
      await offline.goto(`${net.url}${stale!.path}`).catch(() => {});
      await expect(offline.getByText(OFFLINE_TEXT)).toBeVisible();
      await expect(offline.locator('h1')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('the pages cache keeps the 80 most recently stored pages; a new worker trims it past its count even where the expiration has no records of it', async ({
    page,
  }) => {
    const { originUrl } = e2eEnv();
    const [a] = await articles(1);
    await underWorker(page, `${originUrl}${a!.path}`);
    const limit = EXPIRATION.pages.maxEntries;
    const total = limit + 10;
    // A page's HTML as the live layer fetches it (Accept: text/html), under as many addresses.
    const statuses = await page.evaluate(
      async ({ path, total }) => {
        const out: number[] = [];
        for (let i = 0; i < total; i++) out.push((await fetch(`${path}?sw-trim=${i}`, { headers: { accept: 'text/html' } })).status);
        return out;
      },
      { path: a!.path, total },
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const searches = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).search), CACHES.pages);
    // A page's copy is stored after its answer went out: wait until the last one is in and the trim after it ran.
    await expect
      .poll(async () => {
        const search = await searches();
        return search.includes(`?sw-trim=${total - 1}`) && search.length <= limit;
      })
      .toBe(true);
    const search = await searches();
    expect(search.length).toBeGreaterThanOrEqual(limit - 1);
    // The newest are kept, the oldest went. The worker stores a copy after its answer went out, so on a busy
    // machine two neighbours may be stored in the other order (the trim goes by the order they were stored):
    // what went is the oldest ones give or take such a swap, never one of the newer pages.
    expect(search).toContain(`?sw-trim=${total - 1}`);
    expect(search).not.toContain('?sw-trim=0');
    const gone = Array.from({ length: total }, (_, i) => i).filter((i) => !search.includes(`?sw-trim=${i}`));
    expect(gone.length).toBeGreaterThanOrEqual(total - limit);
    expect(Math.max(...gone), `went: ${gone.join(', ')}`).toBeLessThan(total - limit + 3);

    // Entries the expiration keeps no record of (what an old worker stopped in the middle of a trim leaves),
    // stored after the pages above.
    const orphans = limit + 20;
    await page.evaluate(
      async ({ name, orphans }) => {
        const cache = await caches.open(name);
        for (let i = 0; i < orphans; i++) await cache.put(`/sw-orphan-${i}`, new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } }));
      },
      { name: CACHES.pages, orphans },
    );
    const paths = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), CACHES.pages);
    expect((await paths()).length).toBeGreaterThanOrEqual(orphans);
    // The next build's worker takes over.
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.register(`/sw.js?build=sweep${Date.now()}`, { scope: '/' });
      const worker = reg.installing ?? reg.waiting;
      if (worker) await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    });
    await expect.poll(async () => (await paths()).length).toBe(limit);
    const left = await paths();
    // The most recently stored are kept: the last orphans; the pages and the first orphans went.
    expect(left).toContain(`/sw-orphan-${orphans - 1}`);
    expect(left).toContain(`/sw-orphan-${orphans - limit}`);
    expect(left).not.toContain(`/sw-orphan-${orphans - limit - 1}`);
    expect(left).not.toContain(a!.path);
  });
});
