// The send-on-important flow against a local push service: an editor flags an article (the CLI, in its own
// store connection), the sender posts a Web Push message per subscriber to a local HTTP endpoint, and the test
// decrypts each message as a browser would (RFC 8291 / RFC 8188, written out here with node:crypto, apart
// from the library that encrypted it).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_API, clientTokenOf, type PushNotice } from '../../domain/push';
import { articlePath } from '../../domain/urls';
import { openCrmDb } from '../crm/schema';
import { runEditor } from '../editor/cli';
import { ContentReader } from '../store/read';
import { openDb, type Db } from '../store/schema';
import { copyStore } from '../testing/fixture';
import { createPushApp } from './app';
import { PushStore } from './subscriptions';
import { checkVapidKeys, createPushSender, type VapidKeys } from './sender';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: the key pair and secret it decrypts with. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
}

let server: Server;
let base: string;
let received: Received[];
/** What the local push service answers per path (default 201). */
let answers: Map<string, number>;
let contentDb: Db;
let crmDb: Db;
let dbPath: string;
let logs: string[];
const vapid: VapidKeys = { subject: 'mailto:push@hirter.hu', ...webpush.generateVAPIDKeys() };

beforeEach(async () => {
  received = [];
  answers = new Map();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ dbPath } = copyStore());
  contentDb = openDb(dbPath);
  crmDb = openCrmDb(':memory:');
  logs = [];
});
afterEach(async () => {
  contentDb.close();
  crmDb.close();
  await new Promise((r) => server.close(r));
});

const pushApp = () => createPushApp({ db: crmDb, publicKey: vapid.publicKey, endpointAllowed: (u) => u.origin === base });
const sender = (o: { resolve?: (host: string) => Promise<string[]> } = {}) =>
  createPushSender({ contentDb, crmDb, vapid, log: (l) => logs.push(l), addressAllowed: (a) => a === '127.0.0.1', ...o });

async function subscribe(name: string, host = 'localhost:3000'): Promise<Browser> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const browser = { ecdh, auth: randomBytes(16), endpoint: `${base}/push/${name}` };
  const clientToken = clientTokenOf({
    endpoint: browser.endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: browser.auth.toString('base64url') },
  });
  const res = await pushApp().request(PUSH_API.subscriptions, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ clientToken, topic: 'fontos' }),
  });
  expect(res.status).toBe(200);
  return browser;
}

/** RFC 8291 §3.4 + RFC 8188 §2: one aes128gcm record, as the browser's push client decrypts it. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', browser.ecdh.computeSecret(asPublic), browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's delimiter is 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header (RFC 8292): a JWT for the push service's origin, signed by our key, and our public key. */
function checkVapid(headers: Received['headers'], audience: string): void {
  const m = /^vapid t=([\w-]+\.[\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(String(headers.authorization));
  expect(m, String(headers.authorization)).not.toBeNull();
  const [, signed, signature, k] = m!;
  expect(k).toBe(vapid.publicKey);
  const claims = JSON.parse(Buffer.from(signed!.split('.')[1]!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  expect(claims).toMatchObject({ aud: audience, sub: vapid.subject });
  const raw = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(signed!), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
}

/** A published article not yet marked important, of a site. */
function plainArticle(site: 'main' | 'ro' = 'main') {
  const row = contentDb
    .prepare(
      `SELECT a.slug FROM articles a WHERE a.visible = 1 AND a.type = 'article' AND a.site_slug = ?
       AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id) ORDER BY a.pub_date DESC LIMIT 1`,
    )
    .get(site) as { slug: string };
  return new ContentReader(contentDb).articleBySlug(row.slug)!;
}
const editor = (...args: string[]) => expect(runEditor(args, dbPath).code, args.join(' ')).toBe(0);

describe('a notice when an editor marks an article important', () => {
  it('reaches every fontos subscriber, encrypted for each, naming the article and opening it on their origin', async () => {
    const hu = await subscribe('hu');
    const ro = await subscribe('ro', 'hirter.ro');
    const article = plainArticle();
    expect(await sender().drain()).toBe(0);
    editor('flag', article.slug, 'legfontosabb', 'on');
    expect(await sender().drain()).toBe(2);

    expect(received.map((r) => r.path).sort()).toEqual(['/push/hu', '/push/ro']);
    for (const r of received) {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(r.headers.ttl)).toBe(86400);
      checkVapid(r.headers, base);
    }
    const noticeFor = (b: Browser) => JSON.parse(decrypt(received.find((r) => b.endpoint.endsWith(r.path))!.body, b)) as PushNotice;
    const path = articlePath(article);
    expect(path).toMatch(/^\/[a-z-]+\/2026\/\d\d\/\d\d\/[a-z0-9-]+$/);
    expect(noticeFor(hu)).toEqual({ title: article.title, body: 'Hírtér – fontos hír', url: `http://localhost:3000${path}`, tag: `fontos-${article.id}` });
    // Subscribed on the Romanian edition's domain: a main-site article opens on its own domain.
    expect(noticeFor(ro).url).toBe(`https://hirter.hu${path}`);
    // A key that is not the browser's own does not open it.
    expect(() => decrypt(received.find((r) => r.path === '/push/hu')!.body, ro)).toThrow();

    // Sent once: another drain, or the flag switched off and on again, sends nothing more.
    expect(await sender().drain()).toBe(0);
    editor('flag', article.slug, 'legfontosabb', 'off');
    editor('flag', article.slug, 'legfontosabb', 'on');
    expect(await sender().drain()).toBe(0);
    expect(received).toHaveLength(2);
  });

  it('waits for a flagged draft to be published, and sends nothing for one unflagged before it went out', async () => {
    await subscribe('hu');
    const article = plainArticle();
    editor('unpublish', article.slug);
    editor('flag', article.slug, 'legfontosabb', 'on');
    expect(await sender().drain()).toBe(0);
    editor('publish', article.slug);
    const other = plainArticle();
    editor('flag', other.slug, 'legfontosabb', 'on');
    editor('flag', other.slug, 'legfontosabb', 'off');
    expect(await sender().drain()).toBe(1);
    expect(received).toHaveLength(1);
    expect(logs).toContain(`push: 'fontos' notice of article ${article.id} accepted for 1 of 1 subscriptions`);
  });

  it('removes a subscription the push service calls gone, keeps one that failed for now, and logs both', async () => {
    await subscribe('gone');
    await subscribe('expired');
    await subscribe('busy');
    await subscribe('fine');
    answers.set('/push/gone', 410).set('/push/expired', 404).set('/push/busy', 503);
    editor('flag', plainArticle().slug, 'legfontosabb', 'on');
    expect(await sender().drain()).toBe(1);
    const left = crmDb.prepare('SELECT endpoint FROM push_subscriptions ORDER BY endpoint').all() as { endpoint: string }[];
    expect(left.map((r) => r.endpoint.slice(base.length))).toEqual(['/push/busy', '/push/fine']);
    const where = new URL(base).host;
    expect(logs).toEqual(
      expect.arrayContaining([
        `push: a subscription at ${where} is gone (410), removed`,
        `push: a subscription at ${where} is gone (404), removed`,
        `push: delivery to ${where} failed: 503`,
      ]),
    );
  });

  it('sends nothing to a push service whose name resolves to a non-public address, and forgets its subscription', async () => {
    const store = new PushStore(crmDb);
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    store.add({ endpoint: 'https://push.example.com/rebound', keys }, 'fontos', 'https://hirter.hu', 1);
    store.add({ endpoint: 'https://push.example.net/public', keys }, 'fontos', 'https://hirter.hu', 1);
    await subscribe('fine');
    const asked: string[] = [];
    const posted: string[] = [];
    const resolve = (host: string) => {
      asked.push(host);
      return Promise.resolve(host === 'push.example.com' ? ['142.250.185.74', '10.0.0.7'] : ['127.0.0.1']);
    };
    editor('flag', plainArticle().slug, 'legfontosabb', 'on');
    const s = createPushSender({
      contentDb,
      crmDb,
      vapid,
      log: (l) => logs.push(l),
      resolve,
      addressAllowed: (a) => a === '127.0.0.1' || a === '142.250.185.74',
      fetch: (url, init) => {
        posted.push(String(url));
        return fetch(String(url).replace(/^https:\/\/push\.example\.net/, base), init);
      },
    });
    expect(await s.drain()).toBe(2);
    expect(asked.sort()).toEqual(['push.example.com', 'push.example.net']);
    expect(posted.map((u) => new URL(u).host).sort()).toEqual([new URL(base).host, 'push.example.net']);
    const left = crmDb.prepare('SELECT endpoint FROM push_subscriptions ORDER BY endpoint').all() as { endpoint: string }[];
    expect(left.map((r) => r.endpoint)).not.toContain('https://push.example.com/rebound');
    expect(left).toHaveLength(2);
    expect(logs).toContain('push: a subscription at push.example.com resolves to a non-public address (10.0.0.7): removed, nothing sent');
  });

  it('logs a push service that does not answer and goes on', async () => {
    await subscribe('down');
    await new Promise((r) => server.close(r));
    server.closeAllConnections();
    editor('flag', plainArticle().slug, 'legfontosabb', 'on');
    expect(await sender().drain()).toBe(0);
    expect(logs.some((l) => l.startsWith(`push: delivery to ${new URL(base).host} failed:`))).toBe(true);
    server = createServer().listen(0);
  });
});

describe('checkVapidKeys', () => {
  it('accepts a pair and refuses keys of two pairs or no key, with one line', () => {
    expect(() => checkVapidKeys(vapid)).not.toThrow();
    const other = webpush.generateVAPIDKeys();
    expect(() => checkVapidKeys({ ...vapid, privateKey: other.privateKey })).toThrow(/^VAPID_PRIVATE_KEY and VAPID_PUBLIC_KEY are not one Web Push key pair/);
    expect(() => checkVapidKeys({ ...vapid, privateKey: '' })).toThrow(/not one Web Push key pair/);
  });
});
