import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLivescoreServer, type RunningLivescore } from '../livescore/server';
import { livescoreRoutes } from './livescore';

const STARTED = Date.UTC(2026, 10, 23, 18, 0, 0);
let service: RunningLivescore;
const lines: string[] = [];
beforeAll(async () => {
  service = await startLivescoreServer({ startedAt: STARTED, now: () => STARTED });
});
afterAll(() => service.close());

describe("the content API's /api/livescore calls", () => {
  it('pass a read through to the live-score service with its status, body and Cache-Control', async () => {
    const app = livescoreRoutes(service.url, (l) => lines.push(l));
    const res = await app.request('/api/livescore/formula-1/races/2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    const direct = await (await fetch(`${service.url}/livescore/formula-1/races/2026`)).json();
    expect(await res.json()).toEqual(direct);
    expect((await app.request('/api/livescore/formula-1/team/99')).status).toBe(404);
    expect((await app.request('/api/livescore/formula-1/races/x')).status).toBe(400);
  });

  it('reach nothing but the two sports, and never a route of the service starting with _', async () => {
    const app = livescoreRoutes(service.url, (l) => lines.push(l));
    for (const path of ['/api/livescore/tennis/seasons', '/api/livescore/formula-1/_control/x', '/api/livescore/formula-1/']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('answer 503 with a log line when the service is down', async () => {
    const logged: string[] = [];
    const app = livescoreRoutes('http://127.0.0.1:9', (l) => logged.push(l));
    const res = await app.request('/api/livescore/formula-1/seasons');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(logged.join('\n')).toMatch(/live-score service http:\/\/127\.0\.0\.1:9\/livescore\/formula-1\/seasons failed/);
  });
});
