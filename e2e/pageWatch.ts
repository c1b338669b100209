// What a test watches on an open page: the Page Visibility API as the page's scripts see it, and the
// requests the page makes after its load (live polls, page refetches, build checks).
import type { Page, Request } from '@playwright/test';

/** Pretends the tab is hidden or visible (the Page Visibility API as the page's scripts see it). */
export async function emulateVisibility(page: Page): Promise<(state: 'hidden' | 'visible') => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __visibility: DocumentVisibilityState };
    w.__visibility = 'visible';
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => w.__visibility });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => w.__visibility === 'hidden' });
  });
  return (state) =>
    page.evaluate((s) => {
      (window as unknown as { __visibility: string }).__visibility = s;
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
}

/** Requests the page itself makes to the origin after load (API calls, page refetches, build checks). */
export function countRequests(page: Page): { list: Request[]; since(): Request[]; mark(): void } {
  const list: Request[] = [];
  let from = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/builds/') || r.resourceType() === 'fetch') list.push(r);
  });
  return { list, since: () => list.slice(from), mark: () => void (from = list.length) };
}

/**
 * Lets `seconds` of the page's time pass on Playwright's fake clock (`page.clock.install()` first), a second at
 * a time, each second given a moment of real time: a poll's answer (the server and network are real) arrives
 * and the page's scheduler sets its next timer before the clock moves on.
 */
export async function passTime(page: Page, seconds: number): Promise<void> {
  for (let i = 0; i < seconds; i++) {
    await page.clock.runFor(1_000);
    await page.waitForTimeout(40);
  }
}
