// The push topics as the content service runs them: the calls on its listener, and a notice that reaches a
// (local) push service on its own after the editor CLI, in its own store connection, marks an article important.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import webpush from 'web-push';
import { clientTokenOf } from '../../domain/push';
import { runEditor } from '../editor/cli';
import { openDb } from '../store/schema';
import { copyStore } from '../testing/fixture';
import { startContentServer, type RunningServer } from '../server';

let api: RunningServer;
let push: Server;
let pushBase: string;
let dbPath: string;
const posts: { path: string; encoding: string | undefined }[] = [];
// Its own pair: the process's environment may hold a test world's keys, which the service would otherwise read.
const vapid = { subject: 'mailto:push@hirter.hu', ...webpush.generateVAPIDKeys() };

beforeAll(async () => {
  push = createServer((req, res) => {
    posts.push({ path: req.url ?? '', encoding: req.headers['content-encoding'] });
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  await new Promise<void>((r) => push.listen(0, '127.0.0.1', r));
  pushBase = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;
  let mediaDir: string;
  ({ dbPath, mediaDir } = copyStore());
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  api = await startContentServer({
    dbPath,
    mediaDir,
    port: 0,
    jwtSecret: 'push-test-jwt-secret-of-32-characters!!',
    securityDbPath: join(dir, 'security.db'),
    crmDbPath: join(dir, 'crm.db'),
    outboxDir: join(dir, 'outbox'),
    serviceToken: 'svc',
    pushIntervalMs: 100,
    vapid,
    pushEndpointAllowed: (u) => u.origin === pushBase,
    pushAddressAllowed: (a) => a === '127.0.0.1',
    log: () => {},
  });
});
afterAll(async () => {
  await api.close();
  await new Promise((r) => push.close(r));
});

it('serves its VAPID public key and sends a notice once an editor marks an article important', async () => {
  expect(await (await fetch(`${api.url}/api/subscriptions/key`)).text()).toBe(vapid.publicKey);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const clientToken = clientTokenOf({
    endpoint: `${pushBase}/push/reader`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  const res = await fetch(`${api.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientToken, topic: 'fontos' }),
  });
  expect(await res.json()).toEqual({ topics: ['fontos'] });

  const db = openDb(dbPath, { readonly: true });
  const { slug } = db
    .prepare(
      `SELECT a.slug FROM articles a WHERE a.visible = 1 AND a.type = 'article'
       AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id) ORDER BY a.pub_date DESC LIMIT 1`,
    )
    .get() as { slug: string };
  db.close();
  expect(posts).toEqual([]);
  expect(runEditor(['flag', slug, 'legfontosabb', 'on'], dbPath).code).toBe(0);
  await expect.poll(() => posts, { timeout: 60_000 }).toEqual([{ path: '/push/reader', encoding: 'aes128gcm' }]);
});
