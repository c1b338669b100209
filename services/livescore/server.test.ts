import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combined, livescoreListener, startLivescoreServer, type RunningLivescore } from './server';
import { createLogger } from '../../config/log';
import { livescoreClient } from '../../contentClient/livescore';
import { isContentApiError } from '../../contentClient/errors';
import { liveFixtures } from './football/model';
import type { Fixture } from '../../domain/sports/types';

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

describe('the live-score service over HTTP (football)', () => {
  const football = (path: string, init?: RequestInit) => fetch(`${service.url}/livescore/football/${path}`, init);
  const live = liveFixtures(STARTED)[0]!.id;

  it.each([
    ['countries', 'public, max-age=60', 4],
    ['leagues/1', 'public, max-age=60', 2],
    ['seasons', 'public, max-age=60', 4],
    ['standings/271/2026', 'public, max-age=5', 1],
    ['standings/4/2024', 'public, max-age=5', 1],
    ['topscorers/271/2026', 'public, max-age=5', 20],
    ['topyellowcards/1/2022', 'public, max-age=5', 20],
    ['topredcards/39/2026', 'public, max-age=5', null],
    [`fixtures/${live}`, 'public, max-age=5', 1],
    ['fixtures/424050', 'public, max-age=5', 1],
    ['fixtures/271/2026/2026-11-23', 'public, max-age=5', 6],
    ['fixtures/271/2026/2026-11-24', 'public, max-age=5', 0],
    ['fixtures/4/2024/all/2024-01-01', 'public, max-age=5', 51],
    ['fixtures/1/2022/all/2022-12-17', 'public, max-age=5', 2],
    ['fixtures/all/2024-07-14', 'public, max-age=5', 1],
    // the sixteen of the live set and the round's Monday-night Premier League fixture
    ['fixtures/all/2026-11-23', 'public, max-age=5', 17],
  ])('%s → 200, %s, %s answers in the envelope', async (path, cache, count) => {
    const res = await football(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { results: number; response: unknown[] };
    expect(body.results).toBe(body.response.length);
    if (count === null) expect(body.results).toBeGreaterThan(0);
    else expect(body.results).toBe(count);
  });

  it.each([
    ['leagues/x', 400],
    ['leagues/9', 404],
    ['standings/271/20x6', 400],
    ['standings/abc/2026', 400],
    ['standings/999/2026', 404],
    ['standings/271/2019', 404],
    ['topscorers/4/2022', 404],
    ['topredcards/0/2024', 400],
    ['fixtures/0', 400],
    ['fixtures/12', 404],
    ['fixtures/271/2026/2026-02-30', 400],
    ['fixtures/271/2026/23-11-2026', 400],
    ['fixtures/271/1999/2026-11-23', 404],
    ['fixtures/4/2024/all/2024-13-01', 400],
    ['fixtures/5/2024/all/2024-01-01', 404],
    ['fixtures/all/tegnap', 400],
    ['fixtures/all/2024-02-30', 400],
    ['standings', 404],
  ])('%s → %i with an error message', async (path, status) => {
    const res = await football(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
  });

  it('lists a day in kick-off order, each fixture with its events but without line-ups, statistics, predictions', async () => {
    const body = (await (await football('fixtures/all/2026-11-23')).json()) as { response: Fixture[] };
    const times = body.response.map((f) => f.fixture.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.response.some((f) => f.events.length > 0)).toBe(true);
    expect(body.response.every((f) => f.lineups.length === 0 && f.statistics.length === 0 && f.predictions === null)).toBe(true);
  });

  it('the client reads every football call, and turns a 404 into a not-found error', async () => {
    const client = livescoreClient(service.url);
    expect((await client.countries()).map((c) => c.name)).toEqual(['Magyarország', 'Anglia', 'Európa', 'Világ']);
    expect((await client.leagues(4)).map((l) => l.league.name)).toEqual(['Világbajnokság']);
    expect(await client.footballSeasons()).toEqual([{ id: 2026 }, { id: 2025 }, { id: 2024 }, { id: 2022 }]);
    expect((await client.standings(4, 2024))[0]!.league.standings).toHaveLength(6);
    for (const list of [client.topScorers(4, 2024), client.topYellowCards(4, 2024), client.topRedCards(4, 2024)])
      expect((await list).length).toBeGreaterThan(0);
    expect((await client.fixture(live))[0]!.fixture.status.short).toBe('1H');
    expect(await client.fixturesOn(271, 2026, '2026-11-23')).toHaveLength(6);
    expect(await client.fixturesFrom(1, 2022, '2022-12-18')).toHaveLength(1);
    expect(await client.allFixturesOn('2024-06-14')).toHaveLength(1);
    await expect(client.fixture(5)).rejects.toSatisfy((e: unknown) => isContentApiError(e, 'not-found'));
    await expect(client.fixturesOn(271, 2026, '2026-11-31')).rejects.toSatisfy((e: unknown) => isContentApiError(e, 'bad-request'));
  });
});

describe('Formula 1 answers by the clock', () => {
  it('are kept while nothing changes and follow the next lap, and a clock set back', async () => {
    let clock = STARTED;
    const timed = await startLivescoreServer({ startedAt: STARTED, now: () => clock });
    try {
      const live = async () => {
        const body = (await (await fetch(`${timed.url}/livescore/formula-1/races/2026`)).json()) as {
          response: { status: string; laps: { current: number } }[];
        };
        return body.response.find((r) => r.status === 'Live')!.laps.current;
      };
      const first = await live();
      clock += 1000;
      expect(await live()).toBe(first);
      clock = STARTED + 90_000;
      expect(await live()).toBe(first + 1);
      clock = STARTED;
      expect(await live()).toBe(first);
    } finally {
      await timed.close();
    }
  });
});

describe('the control route', () => {
  let clock = STARTED;
  let controlled: RunningLivescore;
  beforeAll(async () => {
    controlled = await startLivescoreServer({ startedAt: STARTED, now: () => clock });
  });
  afterAll(() => controlled.close());
  const control = (id: number | string, body: unknown) =>
    fetch(`${controlled.url}/livescore/_control/football/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const status = async (res: Response) => ((await res.json()) as { response: Fixture[] }).response[0]!.fixture.status;

  it('starts, advances (10 minutes unless told) and finishes a match, answering the fixture after the change', async () => {
    const res = await control(424050, { action: 'start' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await status(res)).toMatchObject({ short: '1H', elapsed: 1 });
    expect(await status(await control(424050, { action: 'advance' }))).toMatchObject({ short: '1H', elapsed: 11 });
    expect(await status(await control(424050, { action: 'advance', minutes: 20 }))).toMatchObject({ short: '1H', elapsed: 31 });
    clock += 15_000;
    const elapsed = async () =>
      ((await (await fetch(`${controlled.url}/livescore/football/fixtures/424050`)).json()) as { response: Fixture[] }).response[0]!.fixture.status.elapsed;
    // Read (and so kept for a second) just before the control call, which must not leave it stale.
    expect(await elapsed()).toBe(32);
    expect(await status(await control(424050, { action: 'advance', minutes: 1 }))).toMatchObject({ short: '1H', elapsed: 33 });
    expect(await elapsed()).toBe(33);
    expect(['FT', 'AET', 'PEN']).toContain((await status(await control(424050, { action: 'finish' }))).short);
  });

  it.each([
    [424050, { action: 'stop' }, 400],
    [424050, { action: 'advance', minutes: 0 }, 400],
    [424050, { action: 'advance', minutes: 2.5 }, 400],
    [424050, { action: 'advance', minutes: '5' }, 400],
    [424050, 'start', 400],
    ['x', { action: 'start' }, 400],
    [17, { action: 'start' }, 404],
  ])('%s %j → %i', async (id, body, code) => {
    const res = await control(id, body);
    expect(res.status).toBe(code);
    expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${controlled.url}/livescore/_control/football/424050`, { method: 'POST', body: 'start' });
    expect(res.status).toBe(400);
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

describe('the fast path of the last second’s answers', () => {
  it('answers a repeated call as the app did, with its own request id and access line; a control call ends it', async () => {
    // A live-score poll's access line is a debug line (domain/accessLevel.ts), as every poll's.
    const lines: { path: string; status: number; reqId: string; bytes?: number }[] = [];
    const logger = createLogger({ level: 'debug', format: 'json', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
    let clock = STARTED;
    const server = createServer(livescoreListener({ startedAt: STARTED, now: () => clock, logger }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const path = '/livescore/football/fixtures/424050';
      const first = await fetch(`${base}${path}`, { headers: { 'x-request-id': 'first-call' } });
      const firstBody = await first.text();
      const again = await fetch(`${base}${path}`, { headers: { 'x-request-id': 'second-call' } });
      expect(await again.text()).toBe(firstBody);
      for (const name of ['content-type', 'cache-control', 'content-length']) expect(again.headers.get(name), name).toBe(first.headers.get(name));
      expect(again.headers.get('x-request-id')).toBe('second-call');
      expect(lines.map((l) => [l.path, l.status, l.reqId])).toEqual([
        [path, 200, 'first-call'],
        [path, 200, 'second-call'],
      ]);
      expect(lines[1]!.bytes).toBe(Buffer.byteLength(firstBody));
      // A second later, or after a control call, the app answers again.
      await fetch(`${base}/livescore/_control/football/424050`, { method: 'POST', body: JSON.stringify({ action: 'start' }) });
      const started = (await (await fetch(`${base}${path}`)).json()) as { response: Fixture[] };
      expect(started.response[0]!.fixture.status.short).toBe('1H');
      clock += 1_000;
      expect((await fetch(`${base}${path}`)).status).toBe(200);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
