// Sends the notices edits queued (services/store/write.ts `push_notices`, D-251) to the topic's subscribers
// with Web Push: the payload encrypted for each browser (RFC 8291, aes128gcm) and signed with the VAPID key
// (RFC 8292) by the `web-push` library, posted with fetch. A notice is marked sent before it goes out (at
// most once: a crash mid-way loses it rather than sending it twice); a failed delivery is logged; a
// subscription the push service calls gone (404, 410) is removed.
import { createECDH } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { IMPORTANT_TOPIC, PUSH_LIMITS, importantNotice, type PushTopic } from '../../domain/push';
import { DEFAULT_HOSTS, type HostMap } from '../../domain/sites';
import { isPublicAddress } from '../../domain/publicAddress';
import { articlePath } from '../../domain/urls';
import { ContentReader, isPublic } from '../store/read';
import type { Db } from '../store/schema';
import { PushStore, type Subscriber } from './subscriptions';

export interface VapidKeys {
  /** A mailto: or https: address the push services can reach the sender at. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * Stops a start whose VAPID keys are not one pair (or not keys at all), with one line: every notice would be
 * refused by the push services, and browsers subscribe with the public key.
 */
export function checkVapidKeys(v: VapidKeys): void {
  let derived = '';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(v.privateKey, 'base64url'));
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    derived = '';
  }
  if (derived === '' || derived !== v.publicKey) {
    throw new Error('VAPID_PRIVATE_KEY and VAPID_PUBLIC_KEY are not one Web Push key pair (make one with `npx web-push generate-vapid-keys`)');
  }
}

export interface PushSenderOptions {
  contentDb: Db;
  crmDb: Db;
  vapid: VapidKeys;
  hosts?: HostMap;
  log: (line: string) => void;
  fetch?: typeof fetch;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** Every address a push service's host name resolves to; default the system's resolver. */
  resolve?: (host: string) => Promise<string[]>;
  /** Which of those a delivery may go to; default public ones only (tests: their local push service). */
  addressAllowed?: (address: string) => boolean;
}

export interface PushSender {
  /** Sends every queued notice; answers how many deliveries the push services accepted. */
  drain(): Promise<number>;
  /** Drains every `intervalMs` until the returned stop is called (which waits for a drain under way). */
  start(intervalMs: number): () => Promise<void>;
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
};

export function createPushSender(opts: PushSenderOptions): PushSender {
  const store = new PushStore(opts.crmDb);
  const reader = new ContentReader(opts.contentDb);
  const send = opts.fetch ?? fetch;
  const hosts = opts.hosts ?? DEFAULT_HOSTS;
  const concurrency = opts.concurrency ?? 8;
  const resolve = opts.resolve ?? (async (host: string) => (await lookup(host, { all: true })).map((a) => a.address));
  const addressAllowed = opts.addressAllowed ?? isPublicAddress;
  const unsent = opts.contentDb.prepare('SELECT article_id AS id, topic FROM push_notices WHERE sent_at IS NULL ORDER BY queued_at, article_id LIMIT 20');
  const markSent = opts.contentDb.prepare('UPDATE push_notices SET sent_at = ? WHERE article_id = ? AND topic = ? AND sent_at IS NULL');

  /** The address of a subscription's host that may not be asked, if any (a name that resolves to none counts). */
  async function refusedAddress(endpoint: string): Promise<string | null> {
    const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await resolve(host);
    if (addresses.length === 0) return 'none';
    return addresses.find((a) => !addressAllowed(a)) ?? null;
  }

  async function deliver(sub: Subscriber, payload: string): Promise<boolean> {
    const where = hostOf(sub.endpoint);
    try {
      // The endpoint was a public name when the browser subscribed; what it resolves to now is what a
      // delivery would reach: a name pointed at the newsroom's own network later gets nothing.
      const refused = await refusedAddress(sub.endpoint);
      if (refused) {
        store.forget(sub.endpoint);
        opts.log(`push: a subscription at ${where} resolves to a non-public address (${refused}): removed, nothing sent`);
        return false;
      }
      const req = webpush.generateRequestDetails(sub, payload, {
        vapidDetails: opts.vapid,
        TTL: PUSH_LIMITS.ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      const res = await send(req.endpoint, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.body ? new Uint8Array(req.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (res.ok) return true;
      if (res.status === 404 || res.status === 410) {
        store.forget(sub.endpoint);
        opts.log(`push: a subscription at ${where} is gone (${res.status}), removed`);
      } else opts.log(`push: delivery to ${where} failed: ${res.status}`);
    } catch (err) {
      opts.log(`push: delivery to ${where} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    return false;
  }

  async function drain(): Promise<number> {
    let accepted = 0;
    for (;;) {
      const notices = unsent.all() as { id: number; topic: PushTopic }[];
      if (notices.length === 0) return accepted;
      for (const n of notices) {
        // Claimed by this update: another sender on the same store (a second process) that took it first wins.
        if (markSent.run(Math.floor(Date.now() / 1000), n.id, n.topic).changes === 0) continue;
        const article = reader.articleById(n.id);
        // Unflagged or withdrawn before the notice went out: nothing to announce.
        if (!article || !isPublic(article) || !article.important || n.topic !== IMPORTANT_TOPIC) continue;
        const about = { id: article.id, title: article.title, site: article.mainSuperTag.siteSlug, path: articlePath(article) };
        const subscribers = store.subscribers(n.topic);
        let sent = 0;
        for (let i = 0; i < subscribers.length; i += concurrency) {
          const batch = subscribers.slice(i, i + concurrency);
          const results = await Promise.all(batch.map((s) => deliver(s, JSON.stringify(importantNotice(about, s.origin, hosts)))));
          sent += results.filter(Boolean).length;
        }
        accepted += sent;
        opts.log(`push: '${n.topic}' notice of article ${article.id} accepted for ${sent} of ${subscribers.length} subscriptions`);
      }
    }
  }

  function start(intervalMs: number) {
    let running: Promise<unknown> = Promise.resolve();
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      running = drain()
        .catch((err: unknown) => opts.log(`push: sending failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => (busy = false));
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  return { drain, start };
}
