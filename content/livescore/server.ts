// The embedded live-score service (specialised-features.md §7 "Live score API (separate base)"): its own
// HTTP listener at LIVESCORE_API_URL, so a real live-score service can replace it. Every answer is the
// envelope `{ results, response }` (domain/sports/types.ts); an unknown id is a 404, a malformed parameter a
// 400, each with `{ error }`. What changes while a session runs is kept 5 s by the edge, the rest a minute.
// Formula 1 only so far: the football paths answer 404 (docs/decisions.md "The live-score service").
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { AddressInfo } from 'node:net';
import { accessLog } from '../../config/accessLog';
import { serviceLogger } from '../../config/log';
import { formula1Model } from './formula1';

const LIVE_CACHE = 'public, max-age=5';
const STEADY_CACHE = 'public, max-age=60';

export interface LivescoreServerOptions {
  host?: string;
  port?: number;
  /** When the service started (ms); the live race is placed relative to it. */
  startedAt?: number;
  now?: () => number;
}

export function createLivescoreApp(opts: { startedAt: number; now: () => number }): Hono {
  const f1 = formula1Model({ startedAt: opts.startedAt });
  const app = new Hono();
  app.use('*', accessLog(serviceLogger('livescore')));
  const answer = <T>(c: Context, items: T[], cache = LIVE_CACHE) => {
    c.header('cache-control', cache);
    return c.json({ results: items.length, response: items });
  };
  const fail = (c: Context, status: 400 | 404, error: string) => {
    c.header('cache-control', 'public, max-age=5');
    return c.json({ error }, status);
  };
  /** A whole positive number of a path, or null. */
  const idOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
  const season = (c: Context, then: (s: number) => Response) => {
    const s = idOf(c.req.param('season')!);
    if (s === null) return fail(c, 400, `a season is a year: '${c.req.param('season')}'`);
    if (!f1.hasSeason(s)) return fail(c, 404, `no Formula 1 season ${s}`);
    return then(s);
  };
  const one = <T>(c: Context, what: string, find: (id: number) => T | null, cache: string) => {
    const id = idOf(c.req.param('id')!);
    if (id === null) return fail(c, 400, `a ${what} id is a positive whole number: '${c.req.param('id')}'`);
    const found = find(id);
    return found === null ? fail(c, 404, `no ${what} ${id}`) : answer(c, [found], cache);
  };

  const base = '/livescore/formula-1';
  app.get(`${base}/seasons`, (c) => answer(c, f1.seasons(), STEADY_CACHE));
  app.get(`${base}/races/:season`, (c) => season(c, (s) => answer(c, f1.races(s, opts.now()))));
  app.get(`${base}/drivers/:season`, (c) => season(c, (s) => answer(c, f1.drivers(s, opts.now()))));
  app.get(`${base}/teams/:season`, (c) => season(c, (s) => answer(c, f1.teams(s, opts.now()))));
  app.get(`${base}/fixtures/:id`, (c) => one(c, 'race', (id) => f1.race(id, opts.now()), LIVE_CACHE));
  app.get(`${base}/circuit/:id`, (c) => one(c, 'circuit', f1.circuit, STEADY_CACHE));
  app.get(`${base}/team/:id`, (c) => one(c, 'team', f1.team, STEADY_CACHE));
  app.get(`${base}/driver/:id`, (c) => one(c, 'driver', f1.driver, STEADY_CACHE));
  app.get(`${base}/result/:race`, (c) => {
    const raw = c.req.param('race');
    const now = opts.now();
    // '-123': the starting grid of race 123.
    const grid = /^-([1-9]\d{0,9})$/.exec(raw);
    if (grid) {
      const rows = f1.grid(Number(grid[1]), now);
      return rows === null ? fail(c, 404, `no race ${grid[1]}`) : answer(c, rows);
    }
    // 'a.b.c': three results as one table, each driver where the last of the three that has him put him.
    if (/^[1-9]\d{0,9}(?:\.[1-9]\d{0,9}){2}$/.test(raw)) {
      const parts = raw.split('.').map((id) => f1.result(Number(id), now));
      if (parts.some((p) => p === null)) return fail(c, 404, `no such race among ${raw}`);
      return answer(c, combined(parts as NonNullable<(typeof parts)[number]>[]));
    }
    const id = idOf(raw);
    if (id === null) return fail(c, 400, `a race is an id, a negated id (starting grid) or three ids joined by dots: '${raw}'`);
    const rows = f1.result(id, now);
    return rows === null ? fail(c, 404, `no race ${id}`) : answer(c, rows);
  });
  app.notFound((c) => fail(c, 404, `Not found: ${new URL(c.req.url).pathname}`));
  return app;
}

/**
 * Three sessions' results as one: each driver placed by the last session he appears in (Q3 before Q2 before
 * Q1, as a qualifying's final order), then by his position there.
 */
export function combined<T extends { driver: { id: number }; position: number | null }>(parts: T[][]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const part of [...parts].reverse()) {
    for (const row of [...part].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))) {
      if (seen.has(row.driver.id)) continue;
      seen.add(row.driver.id);
      out.push({ ...row, position: out.length + 1 });
    }
  }
  return out;
}

export interface RunningLivescore {
  url: string;
  close(): Promise<void>;
}

export function startLivescoreServer(opts: LivescoreServerOptions = {}): Promise<RunningLivescore> {
  const now = opts.now ?? Date.now;
  const app = createLivescoreApp({ startedAt: opts.startedAt ?? now(), now });
  const host = opts.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, hostname: host, port: opts.port ?? 0 }, (info: AddressInfo) => {
        resolve({ url: `http://${host}:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
      });
      server.on('error', reject);
    } catch (err) {
      reject(err);
    }
  });
}
