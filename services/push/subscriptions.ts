// The push topic subscriptions in the readers' file (services/crm/schema.ts), the one writer of that table: a
// browser subscription (its endpoint) and a topic make a row; asking again only refreshes its keys and origin.
import type { PushSubscriptionData, PushTopic } from '../../domain/push';
import type { Db } from '../store/schema';

/** A subscriber of a topic, as the sender needs it. */
export interface Subscriber extends PushSubscriptionData {
  origin: string;
}

export class PushStore {
  constructor(private readonly db: Db) {}

  topics(endpoint: string): PushTopic[] {
    return (this.db.prepare('SELECT topic FROM push_subscriptions WHERE endpoint = ? ORDER BY topic').all(endpoint) as { topic: PushTopic }[]).map(
      (r) => r.topic,
    );
  }

  /** Subscribes; the same browser asking again keeps one row, with the keys and origin given now. */
  add(sub: PushSubscriptionData, topic: PushTopic, origin: string, now: number): void {
    this.db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, topic, p256dh, auth, origin, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint, topic) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, origin = excluded.origin`,
      )
      .run(sub.endpoint, topic, sub.keys.p256dh, sub.keys.auth, origin, now);
  }

  remove(endpoint: string, topic: PushTopic): void {
    this.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND topic = ?').run(endpoint, topic);
  }

  /** A subscription the push service called gone (404/410): every topic of it. */
  forget(endpoint: string): void {
    this.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
  }

  subscribers(topic: PushTopic): Subscriber[] {
    return (
      this.db.prepare('SELECT endpoint, p256dh, auth, origin FROM push_subscriptions WHERE topic = ?').all(topic) as {
        endpoint: string;
        p256dh: string;
        auth: string;
        origin: string;
      }[]
    ).map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth }, origin: r.origin }));
  }
}
