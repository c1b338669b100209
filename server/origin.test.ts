import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, gunzipSync, brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createOriginApp, fileFor } from './origin';

let dir: string;
let api: { close: () => void; url: string };
let app: ReturnType<typeof createOriginApp>;

function put(path: string, body: string, compressed = false) {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
  if (compressed) {
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'origin-'));
  put('hirter.hu/index.html', '<h1>Címlap</h1>', true);
  put('hirter.hu/belfold/2026/11/22/cikk/index.html', '<h1>Cikk</h1>', true);
  put('hirter.hu/404.html', '<h1>A keresett oldal nem található.</h1>', true);
  put('hirter.hu/assets/entries/app.abc123.js', 'console.log(1)');
  put('hirter.ro/index.html', '<h1>Erdély</h1>', true);
  put('hirter.ro/404.html', '<h1>Nincs ilyen (ro)</h1>', true);
  put('secret.txt', 'nope');
  const fake = new Hono();
  fake.get('/api/route-rules', (c) => c.json([{ from: '/regi', to: '/uj', status: 301 }]));
  fake.get('/api/health', (c) => c.json({ ok: true, site: c.req.header('x-site') }));
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      api = { url: `http://127.0.0.1:${info.port}`, close: () => server.close() };
      resolve();
    });
  });
  app = createOriginApp({ outDir: dir, contentApiUrl: api.url, log: () => {} });
});
afterAll(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { host: 'localhost:3000', ...headers } });

describe('origin', () => {
  it('serves the main domain and the Romanian edition by host', async () => {
    expect(await (await get('/')).text()).toBe('<h1>Címlap</h1>');
    expect(await (await get('/', { host: 'ro.localhost:3000' })).text()).toBe('<h1>Erdély</h1>');
    const page = await get('/belfold/2026/11/22/cikk');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
  });

  it('serves precompressed HTML to clients that accept it', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>Címlap</h1>');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<h1>Címlap</h1>');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 404 with the domain’s 404 page', async () => {
    const res = await get('/nincs/ilyen');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('A keresett oldal nem található.');
    const ro = await get('/nincs', { host: 'ro.localhost' });
    expect(ro.status).toBe(404);
    expect(await ro.text()).toContain('(ro)');
  });

  it('keeps hashed assets forever', async () => {
    const res = await get('/assets/entries/app.abc123.js');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('applies the redirects of the pages, server rules included, query kept', async () => {
    const legacy = await get('/list/newest?oldal=2');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/legfrissebb?oldal=2');
    const server = await get('/regi?x=1');
    expect(server.headers.get('location')).toBe('/uj?x=1');
  });

  it('never serves a file outside the site folder', async () => {
    expect((await get('/..%2Fsecret.txt')).status).toBe(404);
    expect(fileFor('/out/hirter.hu', '/../secret.txt')).toBeNull();
    expect(fileFor('/out/hirter.hu', '/a%00b')).toBeNull();
    expect(fileFor('/out/hirter.hu', '/belfold/x')).toBe('/out/hirter.hu/belfold/x/index.html');
  });

  it('passes /api through to the content API with the site of the host', async () => {
    const res = await get('/api/health', { host: 'ro.localhost' });
    expect(await res.json()).toEqual({ ok: true, site: 'ro' });
  });
});
