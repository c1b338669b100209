import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isContentApiError } from './errors';
import { livescoreClient } from './livescore';

describe('livescoreClient over kept-alive sockets', () => {
  it('survives a service that drops reused connections: a render thread calls after a pause in which it could not see the service close them', async () => {
    // Answers the first request of each connection and hangs up on any later one.
    const served = new WeakSet<object>();
    const rude = createServer((req, res) => {
      if (served.has(req.socket)) return req.socket.destroy();
      served.add(req.socket);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: 1, response: [{ id: 2026 }] }));
    });
    await new Promise<void>((r) => rude.listen(0, '127.0.0.1', r));
    const client = livescoreClient(`http://127.0.0.1:${(rude.address() as AddressInfo).port}`);
    try {
      for (let i = 0; i < 4; i++) await expect(client.f1Seasons()).resolves.toEqual([{ id: 2026 }]);
    } finally {
      rude.closeAllConnections();
      await new Promise<void>((r) => rude.close(() => r()));
    }
  });

  it.each([
    [404, '{"error":"no"}', 'not-found'],
    [400, '{"error":"bad"}', 'bad-request'],
    [503, '{"error":"down"}', 'unavailable'],
    [200, 'not json', 'bad-response'],
    [200, '{"results":0}', 'bad-response'],
  ] as const)('an answer %i %j is a %s error', async (status, body, kind) => {
    const server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      await expect(livescoreClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).f1Seasons()).rejects.toSatisfy((e: unknown) =>
        isContentApiError(e, kind),
      );
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
