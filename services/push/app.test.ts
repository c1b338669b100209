import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_API, PUSH_ERRORS, PUSH_LIMITS, PUSH_TEXTS, clientTokenOf, type PushSubscriptionData } from '../../domain/push';
import { openCrmDb, type Db } from '../crm/schema';
import { createPushApp } from './app';

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
let db: Db;
let clock: { now: number };
let app: ReturnType<typeof createPushApp>;

beforeEach(() => {
  db = openCrmDb(':memory:');
  clock = { now: T0 };
  app = createPushApp({ db, publicKey: 'PUBLIC-KEY', now: () => clock.now });
});
afterEach(() => db.close());

/** A browser's subscription: a real P-256 public key and a 16-byte secret. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`): PushSubscriptionData {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const HEADERS = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': '10.0.0.1' };
const call = (method: 'POST' | 'DELETE', body: unknown, headers: Record<string, string> = {}) =>
  app.request(PUSH_API.subscriptions, { method, headers: { ...HEADERS, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const list = (token: string) => app.request(`${PUSH_API.subscriptions}?clientToken=${encodeURIComponent(token)}`, { headers: HEADERS });
const rows = () => db.prepare('SELECT endpoint, topic, p256dh, auth, origin FROM push_subscriptions ORDER BY endpoint').all();

describe('POST /api/subscriptions', () => {
  it('subscribes a browser to fontos once, however often it asks, and remembers where it subscribed', async () => {
    const sub = browserSubscription();
    const token = clientTokenOf(sub);
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', { clientToken: token, topic: 'fontos' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ topics: ['fontos'] });
    }
    expect(rows()).toEqual([{ endpoint: sub.endpoint, topic: 'fontos', p256dh: sub.keys.p256dh, auth: sub.keys.auth, origin: 'http://localhost:3000' }]);
  });

  it('takes the keys of a renewed subscription of the same endpoint', async () => {
    const first = browserSubscription();
    const renewed = { ...browserSubscription(first.endpoint) };
    await call('POST', { clientToken: clientTokenOf(first), topic: 'fontos' });
    await call('POST', { clientToken: clientTokenOf(renewed), topic: 'fontos' }, { 'x-forwarded-host': 'hirter.ro', 'x-forwarded-proto': 'https' });
    expect(rows()).toEqual([{ endpoint: first.endpoint, topic: 'fontos', p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, origin: 'https://hirter.ro' }]);
  });

  const valid = clientTokenOf(browserSubscription());
  const enc = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const good = browserSubscription();
  it.each([
    ['no token', { topic: 'fontos' }, 'clientToken'],
    ['a number', { clientToken: 42, topic: 'fontos' }, 'clientToken'],
    ['not base64url', { clientToken: 'nem token!', topic: 'fontos' }, 'clientToken'],
    ['base64url of no JSON', { clientToken: Buffer.from('abc').toString('base64url'), topic: 'fontos' }, 'clientToken'],
    ['an http endpoint', { clientToken: enc({ ...good, endpoint: 'http://fcm.googleapis.com/x' }), topic: 'fontos' }, 'clientToken'],
    ['a local endpoint', { clientToken: enc({ ...good, endpoint: 'https://127.0.0.1:8443/x' }), topic: 'fontos' }, 'clientToken'],
    ['an endpoint on localhost', { clientToken: enc({ ...good, endpoint: 'https://push.localhost/x' }), topic: 'fontos' }, 'clientToken'],
    ['a short key', { clientToken: enc({ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }), topic: 'fontos' }, 'clientToken'],
    [
      'a long auth secret',
      { clientToken: enc({ ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } }), topic: 'fontos' },
      'clientToken',
    ],
    ['no keys', { clientToken: enc({ endpoint: good.endpoint }), topic: 'fontos' }, 'clientToken'],
    ['a too long token', { clientToken: 'A'.repeat(PUSH_LIMITS.tokenChars + 1), topic: 'fontos' }, 'clientToken'],
    ['no topic', { clientToken: valid }, 'topic'],
    ['an unknown topic', { clientToken: valid, topic: 'sport' }, 'topic'],
    ['a topic in capitals', { clientToken: valid, topic: 'FONTOS' }, 'topic'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, body, field) => {
    const res = await call('POST', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, field, message: PUSH_ERRORS[field as 'clientToken' | 'topic'] });
    expect(rows()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"clientToken":'],
    ['an array', [1, 2]],
    ['null', 'null'],
  ])('refuses a body that is %s', async (_name, body) => {
    const res = await call('POST', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, field: 'body', message: PUSH_ERRORS.body });
    expect(rows()).toEqual([]);
  });

  it('refuses a body over its size with a 413', async () => {
    const res = await call('POST', { clientToken: 'A'.repeat(10_000), topic: 'fontos' });
    expect(res.status).toBe(413);
    expect(rows()).toEqual([]);
  });

  it('answers a flood from one client with a 429 and Retry-After, storing nothing more', async () => {
    for (let i = 0; i < PUSH_LIMITS.perClient.limit; i++) expect((await call('POST', { clientToken: valid, topic: 'fontos' })).status).toBe(200);
    const other = browserSubscription();
    const res = await call('POST', { clientToken: clientTokenOf(other), topic: 'fontos' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ status: 429, message: PUSH_TEXTS.tooMany });
    expect(rows()).toHaveLength(1);
    // Another client is not held back; the first one is again once the window has passed.
    expect((await call('POST', { clientToken: clientTokenOf(other), topic: 'fontos' }, { 'x-forwarded-for': '10.0.0.2' })).status).toBe(200);
    clock.now += PUSH_LIMITS.perClient.windowMs;
    expect((await call('DELETE', { clientToken: clientTokenOf(other), topic: 'fontos' })).status).toBe(200);
  });
});

describe('GET /api/subscriptions', () => {
  it("answers the token's topics: none, then fontos, then none after DELETE", async () => {
    const token = clientTokenOf(browserSubscription());
    expect(await (await list(token)).json()).toEqual({ topics: [] });
    await call('POST', { clientToken: token, topic: 'fontos' });
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ topics: ['fontos'] });
    expect(await (await list(clientTokenOf(browserSubscription()))).json()).toEqual({ topics: [] });
  });

  it('refuses a missing or bad token with a 400', async () => {
    for (const path of [PUSH_API.subscriptions, `${PUSH_API.subscriptions}?clientToken=xyz`]) {
      const res = await app.request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, field: 'clientToken', message: PUSH_ERRORS.clientToken });
    }
  });
});

describe('DELETE /api/subscriptions', () => {
  it('unsubscribes that browser only, and is harmless when repeated', async () => {
    const mine = browserSubscription();
    const theirs = browserSubscription();
    await call('POST', { clientToken: clientTokenOf(mine), topic: 'fontos' });
    await call('POST', { clientToken: clientTokenOf(theirs), topic: 'fontos' });
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', { clientToken: clientTokenOf(mine), topic: 'fontos' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ topics: [] });
    }
    expect(rows()).toEqual([expect.objectContaining({ endpoint: theirs.endpoint })]);
  });

  it('refuses a bad topic and deletes nothing', async () => {
    const token = clientTokenOf(browserSubscription());
    await call('POST', { clientToken: token, topic: 'fontos' });
    const res = await call('DELETE', { clientToken: token, topic: 'minden' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'topic' });
    expect(rows()).toHaveLength(1);
  });
});

describe('the rest of the prefix', () => {
  it('serves the VAPID public key as text', async () => {
    const res = await app.request(PUSH_API.key);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('PUBLIC-KEY');
  });

  it('answers an unknown address with a 404 and another method with a 405', async () => {
    const res = await app.request(`${PUSH_API.subscriptions}/mas`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: PUSH_TEXTS.notFound });
    const put = await app.request(PUSH_API.subscriptions, { method: 'PUT', headers: HEADERS, body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toContain('DELETE');
  });
});
