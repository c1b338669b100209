import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUSH_ERRORS, PUSH_TOPICS, clientTokenOf, importantNotice, publicPushEndpoint, subscriptionOf } from './push';
import { DEFAULT_HOSTS } from './sites';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const sub = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};

describe('the client token', () => {
  it('is the subscription as base64url JSON, read back whole, and fits a query unescaped', () => {
    const token = clientTokenOf(sub);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(subscriptionOf(token)).toEqual(sub);
    // Extra members of PushSubscription.toJSON() (expirationTime) are not part of it.
    expect(subscriptionOf(clientTokenOf({ ...sub, expirationTime: null } as typeof sub))).toEqual(sub);
  });

  it('is refused when it is not a subscription the service can push to', () => {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(subscriptionOf('')).toBeNull();
    expect(subscriptionOf('a+b/')).toBeNull();
    expect(subscriptionOf(enc([1]))).toBeNull();
    expect(subscriptionOf(enc({ ...sub, endpoint: 'nem url' }))).toBeNull();
    expect(subscriptionOf(enc({ ...sub, keys: { ...sub.keys, p256dh: Buffer.alloc(65, 3).toString('base64url') } }))).toBeNull();
    expect(subscriptionOf(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull();
  });

  it('names only public https push services unless told otherwise', () => {
    for (const ok of ['https://fcm.googleapis.com/fcm/send/x', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/x']) {
      expect(publicPushEndpoint(new URL(ok)), ok).toBe(true);
    }
    for (const bad of [
      'http://fcm.googleapis.com/x',
      'https://10.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://u:p@push.example.com/x',
      'https://localhost./x',
      'https://fcm.googleapis.com./x',
      'https://intranet/x',
      'https://0x7f.1/x',
    ]) {
      expect(publicPushEndpoint(new URL(bad)), bad).toBe(false);
    }
    const local = clientTokenOf({ ...sub, endpoint: 'http://127.0.0.1:9999/push' });
    expect(subscriptionOf(local)).toBeNull();
    expect(subscriptionOf(local, (u) => u.hostname === '127.0.0.1')?.endpoint).toBe('http://127.0.0.1:9999/push');
  });
});

describe('the notice about an important article', () => {
  const article = { id: 12, title: 'Döntött a kormány', site: 'main' as const, path: '/belfold/2026/11/26/dontott-a-kormany' };
  it('opens the article on the origin the reader subscribed on when it is the same domain', () => {
    expect(importantNotice(article, 'http://localhost:3000', DEFAULT_HOSTS)).toEqual({
      title: 'Döntött a kormány',
      body: 'Hírtér – fontos hír',
      url: 'http://localhost:3000/belfold/2026/11/26/dontott-a-kormany',
      tag: 'fontos-12',
    });
    expect(importantNotice(article, 'https://www.hirter.hu', DEFAULT_HOSTS).url).toBe('https://www.hirter.hu/belfold/2026/11/26/dontott-a-kormany');
  });

  it("opens it on its own site's domain otherwise", () => {
    expect(importantNotice(article, 'https://hirter.ro', DEFAULT_HOSTS).url).toBe('https://hirter.hu/belfold/2026/11/26/dontott-a-kormany');
    expect(importantNotice({ ...article, site: 'ro', path: '/erdely/x' }, 'http://localhost:3000', DEFAULT_HOSTS).url).toBe('https://hirter.ro/erdely/x');
  });
});

it('the topic refusal names every topic', () => {
  for (const topic of PUSH_TOPICS) expect(PUSH_ERRORS.topic).toContain(topic);
});
