// Varnish as the CDN (issue #39, D-410 to D-415): a world of its own with Varnish on the generated VCL in front of
// its origin and nginx (two origins over one output, in turns), its cron job purging what it publishes. A page is a
// miss, then a hit; an edit is served by Varnish as soon as the job published it (the event itself, under a ceiling
// against a hang); a purge from an address outside the ACL is refused; the keys and the edge's lifetime never reach a
// reader; a reader's own call is never kept; a phone's and a desktop's page through Varnish are the origin's bytes.
import Database from 'better-sqlite3';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnWorld, type WorldProcess } from '../../testing/world/spawn';
import { WORLD_PURGER } from '../../testing/world/cdn';
import { VARNISHD, CACHE_STATUS_HEADER } from '../../prerender/varnish';
import { PURGE_HEADER, PURGE_METHOD, PURGE_TOKEN_HEADER, SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER } from '../../domain/surrogateKeys';
import { secret } from '../../config/secrets';
import { REQUEST_ID_HEADER } from '../../config/accessLog';
import { ACCOUNT_API_PREFIX } from '../../domain/accounts';
import { articlePath } from '../../domain/urls';
import { runEditor } from '../../services/editor/cli';
import { existsSync } from 'node:fs';

/** Against a hang only: the world's cron job publishes an edit within a run or two. */
const CEILING_MS = 60_000;

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request to `base` as a reader on hirter.hu would send it (or from another loopback address: `from`). */
function get(base: string, path: string, o: { method?: string; headers?: Record<string, string>; from?: string } = {}): Promise<Got> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: o.method ?? 'GET',
        headers: { host: 'hirter.hu', ...o.headers },
        // An answer to a long path repeats it in its keys and Location.
        maxHeaderSize: 64 * 1024,
        ...(o.from ? { localAddress: o.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let world: WorldProcess;
let varnish: string;
let origin: string;
/** An article of the world's store: its slug, canonical path and title. */
let article: { slug: string; path: string; title: string };

describe.skipIf(!existsSync(VARNISHD))('Varnish in front of the origins', () => {
  beforeAll(async () => {
    world = await spawnWorld({ template: inject('template'), name: 'varnish', cdn: true });
    varnish = world.env.E2E_VARNISH_URL!;
    origin = world.env.E2E_ORIGIN_URL;
    const db = new Database(world.env.E2E_CONTENT_DB, { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare(
          "SELECT slug, json_extract(doc, '$.title') AS title FROM articles WHERE visible = 1 AND type = 'article' AND site_slug = 'main' ORDER BY pub_date DESC LIMIT 1",
        )
        .get() as { slug: string; title: string };
      const a = (await (await fetch(`${world.env.E2E_CONTENT_API_URL}/api/articles/${row.slug}`)).json()) as Parameters<typeof articlePath>[0];
      article = { slug: row.slug, title: row.title, path: articlePath(a) };
    } finally {
      db.close();
    }
  }, 180_000);
  afterAll(() => world?.stop());

  it('keeps a page: a miss, then a hit, without the keys or its own lifetime for the reader', async () => {
    const path = '/rovat/belfold';
    const first = await get(varnish, path);
    const second = await get(varnish, path);
    expect(first.status).toBe(200);
    expect([first.headers[CACHE_STATUS_HEADER], second.headers[CACHE_STATUS_HEADER]]).toEqual(['MISS', 'HIT']);
    // The origin says them; the edge keeps them to itself, and the browser keeps its few seconds.
    const fromOrigin = await get(origin, path);
    expect(fromOrigin.headers[SURROGATE_KEY_HEADER]).toBeTruthy();
    expect(fromOrigin.headers[SURROGATE_CONTROL_HEADER]).toBeTruthy();
    for (const answer of [first, second]) {
      expect(answer.headers[SURROGATE_KEY_HEADER]).toBeUndefined();
      expect(answer.headers[SURROGATE_CONTROL_HEADER]).toBeUndefined();
      expect(answer.headers.age).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(fromOrigin.headers['cache-control']);
    }
  });

  it("never shows a hit with the request id of the miss that made its copy (the origin's log line names that one)", async () => {
    const misses: Got[] = [];
    // In turns between the Node origin (which names its request) and nginx (which does not): four pages, two each.
    for (const path of ['/rovat/kulfold', '/rovat/gazdasag', '/rovat/velemeny', '/rovat/tech']) {
      const [miss, hit] = [await get(varnish, path), await get(varnish, path)];
      expect([miss.headers[CACHE_STATUS_HEADER], hit.headers[CACHE_STATUS_HEADER]], path).toEqual(['MISS', 'HIT']);
      expect(hit.headers[REQUEST_ID_HEADER], path).toBeUndefined();
      misses.push(miss);
    }
    expect(misses.filter((m) => m.headers[REQUEST_ID_HEADER]).length).toBeGreaterThan(0);
  });

  it("serves an edit the world's cron job published, purged by key (not waiting out the edge's hour)", async () => {
    // Kept at the edge first: only a purge can bring the edit.
    await get(varnish, article.path);
    expect((await get(varnish, article.path)).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    const title = `Szerkesztés a CDN mögött ${Date.now()}`;
    const edit = runEditor(['update', article.slug, '--title', title], world.env.E2E_CONTENT_DB);
    expect(edit.code, edit.out).toBe(0);
    await expect.poll(async () => (await get(varnish, article.path)).body.toString().includes(title), { timeout: CEILING_MS, interval: 100 }).toBe(true);
  });

  it("refuses a purge from an address outside the ACL or without the publisher's token, and takes the publisher's", async () => {
    const token = secret('CDN_PURGE_TOKEN');
    const purge = (from: string, headers: Record<string, string> = { [PURGE_TOKEN_HEADER]: token }) =>
      get(varnish, '/', { method: PURGE_METHOD, headers: { [PURGE_HEADER]: 'hirter.hu/', ...headers }, from });
    expect(WORLD_PURGER).toBe('127.0.0.1');
    await get(varnish, '/');
    expect((await get(varnish, '/')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    // An address outside the ACL with the token; the publisher's address without it, or with another.
    expect((await purge('127.0.0.2')).status).toBe(403);
    expect((await purge(WORLD_PURGER, {})).status).toBe(403);
    const refused = await purge(WORLD_PURGER, { [PURGE_TOKEN_HEADER]: `${token}x` });
    expect(refused.status).toBe(403);
    // The edge's own answer as the origins say theirs: a short text, never stored, not a page naming the software.
    expect(refused.body.toString()).toBe('Forbidden');
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(varnish, '/')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect((await purge(WORLD_PURGER)).status).toBe(200);
    expect((await get(varnish, '/')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it('answers a long path as the origin does, its keys and Location repeating the path past 8 KB', async () => {
    const long = 'a'.repeat(9_000);
    for (const path of [`/${long}`, `/tag/${long}`, `/${'b'.repeat(20_000)}`]) {
      const [edge, own] = [await get(varnish, path), await get(origin, path)];
      expect(edge.status, path.slice(0, 8)).toBe(own.status);
      expect(edge.headers.location, path.slice(0, 8)).toBe(own.headers.location);
    }
  });

  it("never keeps a reader's own call", async () => {
    const path = `${ACCOUNT_API_PREFIX}me`;
    const headers = { cookie: 'hirter_olvaso=x' };
    const answers = [await get(varnish, path, { headers }), await get(varnish, path, { headers })];
    for (const a of answers) expect(a.headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it("gives a phone and a desktop the origin's bytes of a page, in each coding", async () => {
    const agents = {
      phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    };
    for (const [name, ua] of Object.entries(agents)) {
      for (const encoding of ['br', 'identity']) {
        const headers = { 'user-agent': ua, 'accept-encoding': encoding };
        const [edge, own] = [await get(varnish, article.path, { headers }), await get(origin, article.path, { headers })];
        const body = (g: Got) => (g.headers['content-encoding'] === 'br' ? brotliDecompressSync(g.body) : g.body);
        expect(edge.headers['content-encoding'], `${name} ${encoding}`).toBe(own.headers['content-encoding']);
        expect(body(edge).equals(body(own)), `${name} ${encoding}`).toBe(true);
      }
    }
  });
});
