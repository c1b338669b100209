// What a test watches on an open page: the Page Visibility API as the page's scripts see it, the requests the
// page makes after its load (live polls, page refetches, build checks), and its pollers' next run on
// Playwright's fake clock, waited for as the request it makes rather than as time.
import type { Page, Request } from '@playwright/test';
import { REFRESH_INTERVAL_MS } from '../domain/constants';

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
 * The paths of the page's fetch() calls, written down in the page the moment each is made: a poll that should
 * not happen is then absent from the list itself, not merely not yet reported (what "asks nothing" is checked
 * on). The list starts afresh with each document.
 */
export async function recordFetches(page: Page): Promise<{ paths(): Promise<string[]> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __fetched: string[] };
    w.__fetched = [];
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      w.__fetched.push(new URL(url, location.href).pathname);
      return original.call(this, input, init);
    };
  });
  return { paths: () => page.evaluate(() => [...(window as unknown as { __fetched: string[] }).__fetched]) };
}

/**
 * Resolves once the page has finished what its timers and answers set going (the promise chains a poll runs
 * before it calls fetch): a message of its own is a task, and a task runs only after every microtask queued
 * before it. Not a fake-clock timer, so it needs no time to pass.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Moves the page's fake clock (`page.clock.install()` first) one poll interval on and resolves once the poll
 * it set off, a request whose path `matches`, is answered and handled. The clock still flows between steps, so
 * a poll that comes a little later (its timer set while the clock moved) comes by itself.
 */
export async function nextPoll(page: Page, matches: (path: string) => boolean, intervalMs = REFRESH_INTERVAL_MS): Promise<Request> {
  const answered = page.waitForEvent('requestfinished', (r) => matches(new URL(r.url()).pathname));
  await page.clock.runFor(intervalMs);
  const request = await answered;
  await settle(page);
  return request;
}
