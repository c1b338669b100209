import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combined, startLivescoreServer, type RunningLivescore } from './server';
import { livescoreClient } from '../client/livescore';
import { isContentApiError } from '../client/errors';

const STARTED = Date.UTC(2026, 10, 23, 18, 0, 0);
let service: RunningLivescore;
beforeAll(async () => {
  service = await startLivescoreServer({ startedAt: STARTED, now: () => STARTED });
});
afterAll(() => service.close());

const get = (path: string) => fetch(`${service.url}/livescore/formula-1/${path}`);

describe('the live-score service over HTTP (Formula 1)', () => {
  it('answers every path in the envelope, live data kept 5 s, the rest a minute', async () => {
    const races = (await (await get('races/2026')).json()) as { results: number; response: { id: number; type: string; status: string }[] };
    expect(races.results).toBe(races.response.length);
    const live = races.response.find((r) => r.status === 'Live')!;
    for (const [path, cache] of [
      ['seasons', 'public, max-age=60'],
      ['races/2026', 'public, max-age=5'],
      ['drivers/2026', 'public, max-age=5'],
      ['teams/2025', 'public, max-age=5'],
      [`fixtures/${live.id}`, 'public, max-age=5'],
      [`result/${live.id}`, 'public, max-age=5'],
      [`result/-${live.id}`, 'public, max-age=5'],
      ['circuit/1', 'public, max-age=60'],
      ['team/1', 'public, max-age=60'],
      ['driver/1', 'public, max-age=60'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(cache);
      const body = (await res.json()) as { results: number; response: unknown[] };
      expect(body.response.length, path).toBeGreaterThan(0);
    }
  });

  it.each([
    ['races/20x6', 400],
    ['races/1999', 404],
    ['circuit/0', 400],
    ['circuit/99', 404],
    ['team/abc', 400],
    ['driver/999', 404],
    ['result/1.2', 400],
    ['result/--5', 400],
    ['result/-1', 404],
    ['result/1.2.3', 404],
    ['nothing', 404],
  ])('%s → %i with an error message', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
  });

  it('the client reads the same, and turns a 404 into a not-found error', async () => {
    const client = livescoreClient(service.url);
    expect(await client.f1Seasons()).toEqual([{ id: 2025 }, { id: 2026 }]);
    const races = await client.races(2025);
    const quali = races
      .filter((r) => r.type === 'Időmérő')
      .slice(0, 3)
      .map((r) => r.id);
    expect(await client.result(quali.join('.'))).toHaveLength(20);
    await expect(client.team(99)).rejects.toSatisfy((e: unknown) => isContentApiError(e, 'not-found'));
    await expect(livescoreClient('http://127.0.0.1:9').f1Seasons()).rejects.toSatisfy((e: unknown) => isContentApiError(e, 'unavailable'));
  });
});

describe('three results combined', () => {
  const row = (id: number, position: number | null) => ({ driver: { id }, position });
  it('places each driver by the last session he is in, then by his position there', () => {
    const q1 = [row(1, 1), row(2, 2), row(3, 3), row(4, 4)];
    const q2 = [row(2, 1), row(1, 2), row(3, 3)];
    const q3 = [row(3, 1), row(2, 2)];
    expect(combined([q1, q2, q3]).map((r) => [r.driver.id, r.position])).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
      [4, 4],
    ]);
  });
});
