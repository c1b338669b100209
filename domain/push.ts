// Push topics (specialised-features.md §3 "Topic subscription: clientToken, topic. The push topic store has the
// key fontos", §7 GET/POST/DELETE /api/subscriptions): the calls' addresses, their refusals in the product's
// Hungarian (the spec leaves them open: decision D-250), what the client token is, and what a notice
// about an important article says and opens. Plain code: the browser's control, the service and the service
// worker share it.
import type { AccountPassThrough } from './accounts';
import { SITES, normaliseHost, type HostMap } from './sites';
import type { SiteSlug } from './types';

/** The calls: the origin, the render server and nginx pass everything under it to the service (deletes too). */
export const PUSH_API_PREFIX = '/api/subscriptions';
/** The edge passes them without any cookie, deletes too. */
export const PUSH_PROXY: AccountPassThrough = { cookies: false, deletes: true };

export const PUSH_API = {
  subscriptions: '/api/subscriptions',
  /** The VAPID public key the browser subscribes with (text). */
  key: '/api/subscriptions/key',
} as const;

/** The topics a reader can ask for; `fontos`: an editor marked an article important (flag legfontosabb). */
export const PUSH_TOPICS = ['fontos'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];
export const IMPORTANT_TOPIC: PushTopic = 'fontos';

export const PUSH_LIMITS = {
  /** Calls that change a subscription, from one client: thirty in ten minutes. */
  perClient: { limit: 30, windowMs: 10 * 60_000 },
  /** The longest client token accepted (a subscription's JSON is about 250–600 characters as base64url). */
  tokenChars: 2048,
  /** How long the push service keeps a notice for an offline browser: a day, news goes stale. */
  ttlSeconds: 24 * 3600,
} as const;

export type PushField = 'clientToken' | 'topic' | 'body';

export const PUSH_ERRORS: Readonly<Record<PushField, string>> = {
  clientToken: 'Hiányzik vagy hibás az értesítési azonosító (clientToken): a böngésző push-feliratkozása kell.',
  topic: 'Ismeretlen értesítési téma. Választható: fontos.',
  body: 'A kérés egy JSON-objektum: clientToken és topic.',
};

export const PUSH_TEXTS = {
  tooMany: 'Túl sok kérés érkezett az értesítésekről. Kérjük, próbálja újra később.',
  notFound: 'Nincs ilyen értesítési hívás.',
} as const;

/** The control's labels and its answers (components/PushControl, components/PushControl/pushControl.ts). */
export const PUSH_CONTROL_TEXTS = {
  subscribe: 'Értesítést kérek a fontos hírekről',
  unsubscribe: 'Értesítések kikapcsolása',
  subscribed: 'Értesítést küldünk, ha fontos hír jelenik meg.',
  unsubscribed: 'Nem küldünk több értesítést.',
  denied: 'A böngésző nem engedélyezte az értesítéseket. A webhely beállításaiban kapcsolhatja be őket.',
  failed: 'Nem sikerült beállítani az értesítést. Kérjük, próbálja újra később.',
} as const;

/** A browser's push subscription as PushSubscription.toJSON() gives it (the keys base64url). */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The answer of every call: the token's topics as they stand after it. */
export interface TopicsAnswer {
  topics: PushTopic[];
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(b64: string): Uint8Array | null {
  if (!B64URL.test(b64)) return null;
  try {
    const binary = atob(b64.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The client token is the browser's push subscription itself, its JSON as base64url: the endpoint plus the
 * keys a notice is encrypted with, in one string that fits a GET's query as well as a body (D-250).
 */
export function clientTokenOf(sub: PushSubscriptionData): string {
  return toBase64Url(JSON.stringify({ endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } }));
}

/**
 * Push services answer on https only; an endpoint on a bare address or a local name would let anyone make the
 * service post to the newsroom's own network, so those are refused (the tests' local push service is allowed
 * by their own rule): a single label, a name ending in a dot (`localhost.`), a local suffix. What a public name
 * resolves to is checked again at each delivery (services/push/sender.ts).
 */
export function publicPushEndpoint(url: URL): boolean {
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return host.includes('.') && !host.endsWith('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && !/\.(?:localhost|local|internal)$/.test(host);
}

/** The subscription a client token names, or null when it is not one (bad encoding, bad keys, a refused endpoint). */
export function subscriptionOf(token: string, endpointAllowed: (url: URL) => boolean = publicPushEndpoint): PushSubscriptionData | null {
  if (token.length > PUSH_LIMITS.tokenChars) return null;
  const bytes = fromBase64Url(token);
  if (!bytes) return null;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const v = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
  if (typeof v !== 'object' || v === null || typeof v.endpoint !== 'string' || typeof v.keys !== 'object' || v.keys === null) return null;
  const { p256dh, auth } = v.keys;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  let url: URL;
  try {
    url = new URL(v.endpoint);
  } catch {
    return null;
  }
  if (!endpointAllowed(url)) return null;
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291).
  const key = fromBase64Url(p256dh);
  const secret = fromBase64Url(auth);
  if (!key || key.length !== 65 || key[0] !== 4 || !secret || secret.length !== 16) return null;
  return { endpoint: url.href, keys: { p256dh, auth } };
}

/** What the service worker shows: the article's title under the site's name, and where a click goes. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  /** One notice per article: a second one for it replaces the first. */
  tag: string;
}

/**
 * The notice about an important article for a reader who subscribed on `subscriberOrigin`: the article on
 * that origin when it lives on the same domain (a local or staging host stays there), else on its own site's
 * canonical origin.
 */
export function importantNotice(article: { id: number; title: string; site: SiteSlug; path: string }, subscriberOrigin: string, hosts: HostMap): PushNotice {
  const site = SITES[article.site];
  let sameDomain = false;
  try {
    sameDomain = hosts[normaliseHost(new URL(subscriberOrigin).host)] === site.domain;
  } catch {
    sameDomain = false;
  }
  return {
    title: article.title,
    body: `${site.name} – fontos hír`,
    url: `${sameDomain ? subscriberOrigin : `https://${site.domain}`}${article.path}`,
    tag: `fontos-${article.id}`,
  };
}
