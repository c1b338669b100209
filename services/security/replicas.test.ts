// Issue #39's figure for shared state (D-406): two replicas of the security service over one store and one
// Redis. Five wrong logins for one account, spread over both, and the sixth is refused by whichever replica
// receives it: from the same client by the per-client limit, from a new address by the account's wait (D-307). A logout on one is honoured by the other at once: sessions and their
// revocation live in the shared store, read at every call, kept in no process (D-408).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, redisReady } from '../../lib/redis';
import { startRedis, type RunningRedis } from '../../testing/redisServer';
import { redisLimiters } from '../redisRateLimit';
import { RedisAccountFailures } from './accountFailuresRedis';
import { ACCOUNT_WAITS_MESSAGE } from '../../domain/editorLogin';
import { openSecurityDb } from './db';
import { bearer, harness, type Harness } from './testing';

let redis: RunningRedis;
let dir: string;
const closers: Array<() => void> = [];

/** A replica: its own connection to the store's file and to Redis, as a second process would have; `now`: another's clock. */
async function replica(now?: () => number): Promise<Harness> {
  const connection: Redis = openRedis(redis.url, () => {});
  await redisReady(connection);
  const db = openSecurityDb(join(dir, 'security.db'));
  closers.push(
    () => connection.disconnect(),
    () => db.close(),
  );
  return harness({
    db,
    limiters: redisLimiters(connection, () => {}),
    accountFailures: new RedisAccountFailures(connection, () => {}),
    ...(now ? { now } : {}),
  });
}

beforeAll(async () => {
  redis = await startRedis();
  dir = mkdtempSync(join(tmpdir(), 'security-replicas-'));
});
afterAll(async () => {
  for (const close of closers) close();
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('two replicas sharing Redis', () => {
  it('refuse the sixth wrong login of a minute for one account from one client whichever replica receives it', async () => {
    const [a, b] = [await replica(), await replica()];
    const anna = a.editor();
    const client = { 'x-forwarded-for': '203.0.113.9' };
    const wrong = (h: Harness) => h.postJson('/api/login', { email: anna.email, password: 'wrong-password' }, client);
    for (const h of [a, b, a, b, a]) expect((await wrong(h)).status).toBe(401);
    for (const h of [b, a]) {
      const refused = await wrong(h);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: 429, message: 'Too many attempts.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('make the sixth wrong login for one account from a new address wait whichever replica receives it, and mail its owner once', async () => {
    const a = await replica();
    const b = await replica(() => a.clock.now);
    const bela = a.editor('bela.replicas@hirter.hu');
    const wrong = (h: Harness) => h.postJson('/api/login', { email: bela.email, password: 'wrong-password' }, h.newClient());
    for (const h of [a, b, a, b, a]) expect((await wrong(h)).status).toBe(401);
    for (const h of [b, a]) {
      const refused = await wrong(h);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: 429, message: ACCOUNT_WAITS_MESSAGE });
    }
    expect([...a.mails, ...b.mails].map((m) => m.to)).toEqual([bela.email]);
  });

  it('honour a logout made on the other at once', async () => {
    const a = await replica();
    const b = await replica(() => a.clock.now);
    const anna = a.editor('anna.replicas@hirter.hu');
    const { token } = await a.login(anna);
    expect((await b.request('/api/me', { headers: bearer(token) })).status).toBe(200);
    expect((await a.request('/api/logout', { headers: bearer(token) })).status).toBe(200);
    expect((await b.request('/api/me', { headers: bearer(token) })).status).toBe(403);
  });
});
