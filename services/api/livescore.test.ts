import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLivescoreServer, type RunningLivescore } from '../livescore/server';
import { livescoreRoutes } from './livescore';
import type { Fixture } from '../../domain/sports/types';

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

  it("answer the spec's two football paths: a day's fixtures of every league, and a league-season's from a day", async () => {
    const app = livescoreRoutes(service.url, (l) => lines.push(l));
    for (const [path, servicePath] of [
      ['/api/livescore/all/2024-06-15', '/livescore/football/fixtures/all/2024-06-15'],
      ['/api/livescore/football/fixtures/1/2022/all/2022-12-03', '/livescore/football/fixtures/1/2022/all/2022-12-03'],
    ]) {
      const res = await app.request(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=5');
      const body = (await res.json()) as { results: number; response: Fixture[] };
      expect(body).toEqual(await (await fetch(`${service.url}${servicePath}`)).json());
      expect(body.results).toBeGreaterThan(0);
    }
    const wc = (await (await app.request('/api/livescore/football/fixtures/1/2022/all/2022-12-03')).json()) as { response: Fixture[] };
    expect(wc.response.map((f) => f.league.round)).toEqual([
      ...Array<string>(8).fill('Round of 16'),
      ...Array<string>(4).fill('Quarter-finals'),
      'Semi-finals',
      'Semi-finals',
      '3rd Place Final',
      'Final',
    ]);
    expect((await app.request('/api/livescore/all/2024-02-30')).status).toBe(400);
    expect((await app.request('/api/livescore/football/fixtures/12')).status).toBe(404);
  });

  it('reach nothing but the two sports, and never a route of the service starting with _', async () => {
    const app = livescoreRoutes(service.url, (l) => lines.push(l));
    for (const path of [
      '/api/livescore/tennis/seasons',
      '/api/livescore/formula-1/_control/x',
      '/api/livescore/formula-1/',
      '/api/livescore/_control/football/424050',
      '/api/livescore/football/_control/424050',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    for (const path of ['/api/livescore/_control/football/424050', '/api/livescore/football/fixtures/424050']) {
      const post = await app.request(path, { method: 'POST', body: JSON.stringify({ action: 'start' }) });
      expect(post.status, `POST ${path}`).toBe(404);
    }
    const final = (await (await fetch(`${service.url}/livescore/football/fixtures/424050`)).json()) as { response: Fixture[] };
    expect(final.response[0]!.fixture.status.short).not.toBe('1H');
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
