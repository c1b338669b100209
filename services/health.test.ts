// The embedded services' listeners answer the orchestrator's two questions as the servers do
// (lib/healthRoutes.ts), without a login (issue #37: health routes on every service).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore } from './testing/fixture';
import { startContentServer, type RunningServer } from './server';
import { startLivescoreServer, type RunningLivescore } from './livescore/server';

let content: RunningServer;
let livescore: RunningLivescore;

beforeAll(async () => {
  const { dbPath, mediaDir } = copyStore();
  const dir = mkdtempSync(join(tmpdir(), 'services-health-'));
  content = await startContentServer({
    dbPath,
    mediaDir,
    port: 0,
    jwtSecret: 'health-test-jwt-secret-of-32-characters',
    securityDbPath: join(dir, 'security.db'),
    crmDbPath: join(dir, 'crm.db'),
    quizDbPath: join(dir, 'quiz.db'),
    gameDbPath: join(dir, 'game.db'),
    outboxDir: join(dir, 'outbox'),
    serviceToken: 'svc',
    log: () => {},
  });
  livescore = await startLivescoreServer({});
});
afterAll(() => Promise.all([content?.close(), livescore?.close()]));

describe("the embedded services' health", () => {
  it('answers /healthz and /readyz on the content listener (ready while its store answers) and the live-score one', async () => {
    for (const [name, base, checks] of [
      ['content', content.url, { store: 'ok' }],
      ['live-score', livescore.url, {}],
    ] as const) {
      const live = await fetch(`${base}/healthz`);
      expect(live.status, `${name} /healthz`).toBe(200);
      expect(await live.json()).toEqual({ ok: true });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status, `${name} /readyz`).toBe(200);
      expect(ready.headers.get('cache-control'), name).toBe('no-store');
      expect(await ready.json()).toEqual({ ok: true, checks });
    }
  });

  it("gives a public read's HEAD the lifetime and Vary of its GET, and an error none to keep (an edge keeps what a HEAD says)", async () => {
    for (const [path, cache] of [
      ['/api/frontend/init', 'public, max-age=5'],
      ['/api/articles/nincs-ilyen/version', 'public, max-age=5'],
      ['/api/articles?limit=nem-szam', 'no-store'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${content.url}${path}`, { method });
        await res.arrayBuffer();
        expect(res.headers.get('cache-control'), `${method} ${path}`).toBe(cache);
        expect(res.headers.get('vary'), `${method} ${path}`).toBe('X-Site');
      }
    }
  });
});
