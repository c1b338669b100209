import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTransport } from './httpTransport';

let server: Server;
let base: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const slow = req.url === '/slow';
    setTimeout(
      () => {
        res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
        res.end('{"a":1}');
      },
      slow ? 500 : 0,
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('httpTransport', () => {
  it('answers status, body and headers as they came, and sends the headers', async () => {
    await expect(
      httpTransport({ method: 'GET', url: new URL('/ok', base), headers: { 'x-site': 'main', accept: 'application/json' } }, 2000),
    ).resolves.toMatchObject({
      status: 200,
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    await expect(httpTransport({ method: 'GET', url: new URL('/missing', base), headers: {} }, 2000)).resolves.toMatchObject({ status: 404, body: '{"a":1}' });
    expect(seen.at(-2)!.headers['x-site']).toBe('main');
    expect(seen.at(-2)!.headers.accept).toBe('application/json');
  });

  it('rejects when no answer came: a timeout, a refused connection', async () => {
    await expect(httpTransport({ method: 'GET', url: new URL('/slow', base), headers: {} }, 100)).rejects.toMatchObject({ name: 'TimeoutError' });
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(httpTransport({ method: 'GET', url: new URL(`http://127.0.0.1:${port}/x`), headers: {} }, 1000)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

describe('httpTransport over kept-alive sockets', () => {
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
      await Promise.all(Array.from({ length: 4 }, () => httpTransport({ method: 'GET', url: url, headers: {} }, 1000)));
      // One at a time: each call finds idle sockets in the pool, all of them about to be dropped.
      for (let i = 0; i < 3; i++)
        await expect(httpTransport({ method: 'GET', url: url, headers: {} }, 1000)).resolves.toMatchObject({ status: 200, body: '{"ok":true}' });
    } finally {
      rude.closeAllConnections();
      await new Promise<void>((r) => rude.close(() => r()));
    }
  });
});
