// Push topics as a reader meets them on the static origin: the calls answer the page as the spec's §7 says, and
// the footer's control turns notices about important articles on and off (the subscription reaches the service
// through the origin's pass-through). (Without JavaScript there is no control: e2e/site/push.test.ts.) Headless Chromium has no push
// service to subscribe at (PushManager.subscribe fails offline), so the browser's PushManager is stood in for
// by a subscription made in the page with a real P-256 key; everything after it (the control, the call, the
// store) is the real one. The worker's push handler gets its message from Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage); delivery and encryption are tested against a local push service in
// services/push/sender.test.ts.
import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, e2eEnv } from './fixtures';
import { PUSH_CONTROL_TEXTS, PUSH_ERRORS } from '../domain/push';

const origin = (path: string) => new URL(path, e2eEnv().originUrl).href;
const control = (page: Page) => page.locator('[data-push-control]');

/**
 * A PushManager that subscribes without a push service: a fresh P-256 key pair and auth secret, kept in
 * localStorage so a reload finds the same subscription, as a browser would.
 */
async function standInPushManager(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    const b64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const wrap = (json: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
      endpoint: json.endpoint,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(KEY);
      return (stored ? wrap(JSON.parse(stored)) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (!options?.applicationServerKey || options.userVisibleOnly !== true) throw new DOMException('no key', 'NotAllowedError');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        keys: { p256dh: b64url(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64url(crypto.getRandomValues(new Uint8Array(16)).buffer) },
      };
      localStorage.setItem(KEY, JSON.stringify(json));
      (window as unknown as { e2eServerKey: unknown }).e2eServerKey = options.applicationServerKey;
      return wrap(json) as unknown as PushSubscription;
    };
  });
}

/** The topics the service holds for the page's current subscription, asked through the origin. */
const topicsOf = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sub = await reg.pushManager.getSubscription();
    if (!sub) return null;
    const token = btoa(JSON.stringify({ endpoint: sub.endpoint, keys: (sub.toJSON() as { keys: object }).keys }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    return ((await (await fetch(`/api/subscriptions?clientToken=${token}`)).json()) as { topics: string[] }).topics;
  });

test('the calls answer the page through the origin; a reader turns notices about important articles on and off from the footer', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: new URL(e2eEnv().originUrl).origin });
  await standInPushManager(page);
  await page.goto(origin('/'));
  // The calls themselves, with a subscription of their own: subscribe, list, unsubscribe, and refusals in Hungarian.
  const answers = await page.evaluate(async () => {
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const sub = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-api-${crypto.randomUUID()}`,
      keys: { p256dh: b64url(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) },
    };
    const clientToken = b64url(new TextEncoder().encode(JSON.stringify(sub)));
    const send = async (method: string, body: unknown) => {
      const res = await fetch('/api/subscriptions', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const list = async () => (await (await fetch(`/api/subscriptions?clientToken=${clientToken}`)).json()) as unknown;
    return {
      before: await list(),
      post: await send('POST', { clientToken, topic: 'fontos' }),
      again: await send('POST', { clientToken, topic: 'fontos' }),
      listed: await list(),
      badTopic: await send('POST', { clientToken, topic: 'sport' }),
      badToken: await send('DELETE', { clientToken: 'abc', topic: 'fontos' }),
      removed: await send('DELETE', { clientToken, topic: 'fontos' }),
      after: await list(),
    };
  });
  expect(answers).toEqual({
    before: { topics: [] },
    post: { status: 200, body: { topics: ['fontos'] } },
    again: { status: 200, body: { topics: ['fontos'] } },
    listed: { topics: ['fontos'] },
    badTopic: { status: 400, body: { status: 400, field: 'topic', message: PUSH_ERRORS.topic } },
    badToken: { status: 400, body: { status: 400, field: 'clientToken', message: PUSH_ERRORS.clientToken } },
    removed: { status: 200, body: { topics: [] } },
    after: { topics: [] },
  });

  const box = control(page);
  await page.locator('footer').scrollIntoViewIfNeeded();
  const button = box.getByRole('button', { name: PUSH_CONTROL_TEXTS.subscribe });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const scan = await axe(page).include('[data-push-control]').analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);

  // The control's own calls, as every call of the content API, name the site (§7's header).
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/subscriptions')) calls.push(`${r.method()} ${url.pathname} ${r.headers()['x-site'] ?? '-'}`);
  });
  await button.click();
  await expect(box.getByRole('status')).toHaveText(PUSH_CONTROL_TEXTS.subscribed);
  expect(calls).toEqual(['GET /api/subscriptions/key main', 'POST /api/subscriptions main']);
  const off = box.getByRole('button', { name: PUSH_CONTROL_TEXTS.unsubscribe });
  await expect(off).toHaveAttribute('aria-pressed', 'true');
  // The button kept the focus through its work (a disabled one drops it to <body>): a second press turns it off.
  await expect(off).toBeFocused();
  expect(await topicsOf(page)).toEqual(['fontos']);
  // It subscribed with the service's VAPID public key.
  const key = await (await page.request.get(origin('/api/subscriptions/key'))).text();
  expect(await page.evaluate(() => (window as unknown as { e2eServerKey: unknown }).e2eServerKey)).toBe(key);

  // Another visit finds the subscription: the button offers to stop it.
  await page.reload();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(control(page).getByRole('button', { name: PUSH_CONTROL_TEXTS.unsubscribe })).toBeVisible();
  const subscribed = await topicsOf(page);
  expect(subscribed).toEqual(['fontos']);
  await control(page).getByRole('button', { name: PUSH_CONTROL_TEXTS.unsubscribe }).click();
  await expect(control(page).getByRole('status')).toHaveText(PUSH_CONTROL_TEXTS.unsubscribed);
  await expect(control(page).getByRole('button', { name: PUSH_CONTROL_TEXTS.subscribe })).toHaveAttribute('aria-pressed', 'false');
  // The browser's subscription is gone and so is the service's row.
  expect(await topicsOf(page)).toBeNull();
});

// The headless shell keeps no notification a worker shows (getNotifications() is empty): Chromium itself (D-433).
test("the service worker shows a push message's notice with the article's title and link @whole-browser", async ({ page, context }) => {
  const site = new URL(e2eEnv().originUrl).origin;
  await context.grantPermissions(['notifications'], { origin: site });
  await page.goto(origin('/'));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  const versions: { registrationId: string; status: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => versions.push(...e.versions));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${site}/` && !r.isDeleted)?.registrationId ?? null).not.toBeNull();
  const registrationId = registrations.find((r) => r.scopeURL === `${site}/` && !r.isDeleted)!.registrationId;
  // `ready` resolves while the worker may still be activating; a push delivered then can be refused (failed once
  // on a busy machine), so the message waits for the version the protocol reports activated.
  await expect.poll(() => versions.some((v) => v.registrationId === registrationId && v.status === 'activated')).toBe(true);
  // What the content service sends for an important article (domain/push.ts importantNotice), and a message the
  // worker cannot read, which still shows a notice, one that opens the front page.
  const notice = { title: 'Fontos hír a próbán', body: 'Hírtér – fontos hír', url: `${site}/belfold/2026/11/26/fontos-hir`, tag: 'fontos-42' };
  const deliver = async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: site, registrationId, data: JSON.stringify(notice) });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: site, registrationId, data: 'nem JSON' });
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  // The protocol's delivery is fire and forget: a message that reaches a worker the browser is just stopping for
  // idleness is dropped unseen (once in CI: no notice in 60 s, the retry passed in 2 s). Until both notices show, the
  // messages go again; each notice has its tag, so a second delivery replaces the first rather than adding one.
  await deliver();
  await expect
    .poll(async () => {
      const notices = await shown();
      if (notices.length < 2) await deliver();
      return notices.sort((a, b) => a.tag.localeCompare(b.tag));
    })
    .toEqual([
      { title: 'Hírtér', body: 'Fontos hír jelent meg.', tag: 'fontos', data: { url: `${site}/` } },
      { title: notice.title, body: notice.body, tag: notice.tag, data: { url: notice.url } },
    ]);
});
