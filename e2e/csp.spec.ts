// The pages pass their own Content-Security-Policy (domain/serving.ts): every page type on the static origin, in
// Chromium with JavaScript on, scrolled through until every island a reader would see has hydrated and every
// request the page made has its answer (lazy islands, embeds and what they load) — not one violation report, and
// not one of those requests failing (what the pages' scripts ask for once they run; what the HTML names is
// e2e/site/crawl.test.ts's).
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { findArticle } from './corpus';
import { watchFailures } from './static/helpers';
import { ACCOUNT_API } from '../domain/accounts';

/** The requests of a page that have no answer yet, and how many it has made. */
function trackRequests(page: Page): { unanswered: Set<unknown>; made: () => number } {
  const unanswered = new Set<unknown>();
  let made = 0;
  page.on('request', (r) => {
    made++;
    unanswered.add(r);
  });
  // Answered, not finished: a body the page never reads (a refused account call's) is never finished.
  page.on('response', (r) => unanswered.delete(r.request()));
  page.on('requestfailed', (r) => unanswered.delete(r));
  return { unanswered, made: () => made };
}

/**
 * Scrolls through the page, brings each island a reader can see into view and waits for its hydration, then
 * until every request has its answer and a rendered frame asks for nothing more.
 */
async function loadEverything(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  // Lazy images, embeds, ads and recommendations come near the screen once.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => scrollTo(0, top), y);
  }
  // An island hydrates when what it holds comes near the screen (components/Island/hydrate.ts); one that waits for the
  // reader's touch, or holds nothing shown at this width, never does.
  for (const island of await page.locator('island-root[data-island]:not([data-hydrate=interaction])').all()) {
    const children = island.locator(':scope > *');
    const shown = children.filter({ visible: true }).first();
    if ((await children.count()) > 0 && (await shown.count()) === 0) continue;
    if ((await shown.count()) > 0) await shown.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-hydrated', '');
  }
  for (;;) {
    const made = requests.made();
    await expect.poll(() => requests.unanswered.size).toBe(0);
    // What the answers led to (an image of a list just fetched) is asked for by the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (requests.made() === made) return;
  }
}

test.describe('Content-Security-Policy', () => {
  test('no page type of the static origin violates it, nor has a request fail', async ({ page }) => {
    const origin = e2eEnv().originUrl;
    const violations: string[] = [];
    await page.exposeFunction('reportCsp', (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportCsp(l: string): void }).reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    // The profile page asks the CRM who the reader is: an anonymous reader is refused, by design.
    const failures = watchFailures(page, (url, status) => status === 401 && new URL(url).pathname === ACCOUNT_API.info);
    const requests = trackRequests(page);
    const article = await findArticle("a.visible = 1 AND a.type = 'article'");
    const live = await findArticle("a.visible = 1 AND a.type = 'liveblog'");
    const paths = ['/', '/rovat/belfold', '/legfrissebb', '/after', '/melleklet/eb-2024', '/tamogatas/profil', '/arfolyam', article.path, live.path];
    for (const path of paths) {
      const res = await page.goto(`${origin}${path}`);
      expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await loadEverything(page, requests);
    }
    expect(violations).toEqual([]);
    expect(failures).toEqual([]);
  });
});
