import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentNotFound, createContentApi } from '../live/contentApi';
import { ContentApiStatusError, httpGetJson } from './httpGetJson';

let server: Server;
let base: string;
const seen: IncomingMessage[] = [];
/** Per path: the answers to give, in order (the last one repeats). */
const script: Record<string, { status: number; body: string; delayMs?: number }[]> = {
  '/ok': [{ status: 200, body: '{"a":1}' }],
  '/missing': [{ status: 404, body: '{"error":"not found"}' }],
  '/flaky': [{ status: 503, body: 'busy' }, { status: 200, body: '{"second":true}' }],
  '/broken': [{ status: 500, body: 'oops' }],
  '/garbage': [{ status: 200, body: '<html>not json' }],
  '/slow': [{ status: 200, body: '{}', delayMs: 500 }],
  '/teapot': [{ status: 418, body: '{}' }],
};
const calls = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const n = calls.get(path) ?? 0;
    calls.set(path, n + 1);
    const answers = script[path] ?? [{ status: 404, body: '' }];
    const a = answers[Math.min(n, answers.length - 1)]!;
    setTimeout(() => {
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body);
    }, a.delayMs ?? 0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string, timeoutMs = 2000) => httpGetJson(new URL(path, base), { 'x-site': 'main' }, timeoutMs);

describe('httpGetJson', () => {
  it('answers the parsed JSON and sends the headers', async () => {
    await expect(get('/ok')).resolves.toEqual({ a: 1 });
    expect(seen.at(-1)!.headers['x-site']).toBe('main');
    expect(seen.at(-1)!.headers.accept).toBe('application/json');
  });

  it('turns a 404 into ContentNotFound, without a retry', async () => {
    await expect(get('/missing')).rejects.toBeInstanceOf(ContentNotFound);
    expect(calls.get('/missing')).toBe(1);
  });

  it('tries a retry status once more', async () => {
    await expect(get('/flaky')).resolves.toEqual({ second: true });
    expect(calls.get('/flaky')).toBe(2);
  });

  it('gives up after one retry, with the error ky would give (name HTTPError, response.status)', async () => {
    const err = await get('/broken').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentApiStatusError);
    expect((err as ContentApiStatusError).name).toBe('HTTPError');
    expect((err as ContentApiStatusError).response.status).toBe(500);
    expect(calls.get('/broken')).toBe(2);
  });

  it('does not retry a status outside the list', async () => {
    await expect(get('/teapot')).rejects.toMatchObject({ name: 'HTTPError', response: { status: 418 } });
    expect(calls.get('/teapot')).toBe(1);
  });

  it('rejects a 200 that is not JSON with a SyntaxError', async () => {
    await expect(get('/garbage')).rejects.toBeInstanceOf(SyntaxError);
  });

  it('times out with a TimeoutError', async () => {
    await expect(get('/slow', 100)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('reports a refused connection by its code', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(httpGetJson(new URL(`http://127.0.0.1:${port}/x`), {}, 1000)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('createContentApi with getJson', () => {
  it('builds the same URLs as ky: base path kept, query parameters encoded', async () => {
    const urls: string[] = [];
    const api = createContentApi({
      baseUrl: 'http://api.test/root',
      site: 'g7',
      token: 't0k',
      getJson: async (url, headers) => {
        urls.push(url.href);
        expect(headers).toEqual({ 'x-site': 'g7', authorization: 'Bearer t0k' });
        return {};
      },
    });
    await api.list({ tag: 'foci vb' }, 2);
    await api.article('árfolyam-hír');
    expect(urls).toEqual([
      'http://api.test/root/api/articles?filters%5Btag%5D=foci+vb&page=2',
      'http://api.test/root/api/articles/%C3%A1rfolyam-h%C3%ADr',
    ]);
  });
});

describe('httpGetJson over kept-alive sockets', () => {
  it('survives a server that drops reused connections (the retry takes a new connection)', async () => {
    // Answers the first request of each connection and hangs up on any later one: what a client sees when
    // the server closes an idle kept-alive socket just as the client reuses it.
    const served = new WeakSet<object>();
    const rude = createServer((req, res) => {
      if (served.has(req.socket)) return req.socket.destroy();
      served.add(req.socket);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => rude.listen(0, '127.0.0.1', r));
    const url = new URL(`http://127.0.0.1:${(rude.address() as AddressInfo).port}/x`);
    try {
      await Promise.all(Array.from({ length: 4 }, () => httpGetJson(url, {}, 1000)));
      // One at a time: each call finds idle sockets in the pool, all of them about to be dropped.
      for (let i = 0; i < 3; i++) await expect(httpGetJson(url, {}, 1000)).resolves.toEqual({ ok: true });
    } finally {
      rude.closeAllConnections();
      await new Promise<void>((r) => rude.close(() => r()));
    }
  });
});
