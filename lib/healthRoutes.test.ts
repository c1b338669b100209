import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from './healthRoutes';

describe('the health routes, served by node', () => {
  it('answer whole bodies, each with its own length, however often and in whatever order they are asked', async () => {
    const app = new Hono();
    let store: string | null = null;
    healthRoutes(app, { store: () => store });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // node's adapter once wrote the first answer's content-length into the headers object both routes
      // shared: every later /readyz was cut to 11 bytes, `{"ok":true,`.
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true });
      expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ ok: true, checks: { store: 'ok' } });
      store = 'store: closed';
      // The answer is kept for a second: a fresh one comes from a fresh app.
      const fresh = new Hono();
      healthRoutes(fresh, { store: () => store });
      const down = await fresh.request('/readyz');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, reason: 'store: closed', checks: { store: 'store: closed' } });
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
