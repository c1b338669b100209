// The embedded live-score service (specialised-features.md §7 "Live score API (separate base)"): its own
// HTTP listener at LIVESCORE_API_URL, so a real live-score service can replace it. Every answer is the
// envelope `{ results, response }` (domain/sports/types.ts); an unknown id is a 404, a malformed parameter a
// 400, each with `{ error }`. What changes while a session or a match runs is kept 5 s by the edge, the rest
// a minute. Formula 1 (formula1.ts, D-207) and football (football/, D-215 … D-218); `POST /livescore/_control/…`
// moves a match on for tests and editors (never reachable through the content API).
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type { AddressInfo } from 'node:net';
import { REQUEST_ID_HEADER, accessLog, directAccess } from '../../config/accessLog';
import { serviceLogger, type Logger } from '../../config/log';
import { formula1Model } from './formula1';
import { footballModel, DEFAULT_ADVANCE_MINUTES, MAX_ADVANCE_MINUTES, type ControlAction } from './football/model';
import { dayRange, parseDay } from './football/calendar';
import { ensureFootballImages } from './football/images';
import { ensureFormula1Images } from './formula1Images';
import { recentAnswers, type RecentAnswers } from './recentAnswers';
import { healthRoutes } from '../../lib/healthRoutes';

const LIVE_CACHE = 'public, max-age=5';
const STEADY_CACHE = 'public, max-age=60';
const CONTROL_ACTIONS: ControlAction[] = ['start', 'advance', 'finish'];

export interface LivescoreServerOptions {
  host?: string;
  port?: number;
  /** When the service started (ms); the live race and the live football fixtures are placed relative to it. */
  startedAt?: number;
  now?: () => number;
  /** The content service's media folder: the football and Formula 1 images are written there when missing (served under /media). */
  mediaDir?: string;
  /** The article about a fixture on this site, if any (its path): the fixture's `url`. */
  articleUrl?: (fixtureId: number) => string | null;
}

/**
 * JSON kept per object: the football model hands back the same list, table or fixture while it is unchanged
 * (D-218), so a whole season's schedule is encoded once per change, not once per request.
 */
const kept = new WeakMap<object, string | Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();
const jsonOf = (item: object): string => {
  let json = kept.get(item) as string | undefined;
  if (json === undefined) kept.set(item, (json = JSON.stringify(item)));
  return json;
};
const envelopeOf = (items: object[]): Uint8Array<ArrayBuffer> => {
  let body = kept.get(items) as Uint8Array<ArrayBuffer> | undefined;
  if (body === undefined) kept.set(items, (body = encoder.encode(`{"results":${items.length},"response":[${items.map(jsonOf).join(',')}]}`)));
  return body;
};

/**
 * Answers kept by key while the model says nothing changes: Formula 1's sessions start, end and run their laps
 * by the clock, and between two of those moments every answer is the same object (so its body is encoded once).
 * Bounded: an unknown key beyond a thousand empties it.
 */
function keptWhileStable(stableUntil: (nowMs: number) => number, now: () => number) {
  const answers = new Map<string, unknown>();
  let since = Infinity;
  let until = -Infinity;
  return <T>(key: string, make: () => T): T => {
    const t = now();
    if (t >= until || t < since || answers.size >= 1000) {
      answers.clear();
      since = t;
      until = stableUntil(t);
    }
    if (!answers.has(key)) answers.set(key, make());
    return answers.get(key) as T;
  };
}

export function createLivescoreApp(opts: {
  startedAt: number;
  now: () => number;
  articleUrl?: (fixtureId: number) => string | null;
  logger?: Logger;
  /** The answers of the last second, shared with the listener's fast path (livescoreListener). */
  recent?: RecentAnswers;
}): Hono {
  const f1 = formula1Model({ startedAt: opts.startedAt });
  const football = footballModel({ startedAt: opts.startedAt, articleUrl: opts.articleUrl });
  const app = new Hono();
  app.use('*', accessLog(opts.logger ?? serviceLogger('livescore')));
  // Its models live in this process: answering at all is being ready (issue #37: every service has both routes).
  healthRoutes(app, {});
  const recent = opts.recent ?? recentAnswers(opts.now);
  keepRecentAnswers(app, recent);
  formula1Calls(app, f1, opts.now);
  footballCalls(app, football, opts.now);
  controlCalls(app, football, opts.now, recent);
  app.notFound((c) => fail(c, 404, `Not found: ${new URL(c.req.url).pathname}`));
  return app;
}

/** The answers of the last second answer again without the model (shared with the listener's fast path). */
function keepRecentAnswers(app: Hono, recent: RecentAnswers): void {
  app.get('/livescore/*', async (c, next) => {
    const key = c.req.path;
    const kept = recent.get(key);
    if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers });
    await next();
    recent.set(key, { status: c.res.status, headers: [...c.res.headers], body: new Uint8Array(await c.res.clone().arrayBuffer()) });
  });
}

// ---------------------------------------------------------------- answers and validation
function answer<T extends object>(c: Context, items: T[], cache = LIVE_CACHE): Response {
  c.header('cache-control', cache);
  c.header('content-type', 'application/json');
  return c.body(envelopeOf(items));
}
function fail(c: Context, status: 400 | 404, error: string): Response {
  c.header('cache-control', 'public, max-age=5');
  return c.json({ error }, status);
}
/** A whole positive number of a path, or null. */
const idOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
/** A path parameter that must be an id: the handler gets it, a malformed one is a 400. */
function withId(c: Context, name: string, what: string, then: (id: number) => Response | Promise<Response>) {
  const id = idOf(c.req.param(name)!);
  return id === null ? fail(c, 400, `a ${what} is a positive whole number: '${c.req.param(name)}'`) : then(id);
}
function withDay(c: Context, name: string, then: (range: { from: number; to: number }) => Response): Response {
  const day = parseDay(c.req.param(name)!);
  return day === null ? fail(c, 400, `a day is a real date as YYYY-MM-DD: '${c.req.param(name)}'`) : then(dayRange(day));
}
const one = <T extends object>(c: Context, what: string, find: (id: number) => T | null, cache: string) =>
  withId(c, 'id', `${what} id`, (id) => {
    const found = find(id);
    return found === null ? fail(c, 404, `no ${what} ${id}`) : answer(c, [found], cache);
  });

// ---------------------------------------------------------------- Formula 1
const F1_BASE = '/livescore/formula-1';
type Formula1 = ReturnType<typeof formula1Model>;
type Kept = ReturnType<typeof keptWhileStable>;

function formula1Calls(app: Hono, f1: Formula1, clock: () => number): void {
  const f1Kept = keptWhileStable(f1.stableUntil, clock);
  const f1Season = (c: Context, then: (s: number) => Response) =>
    withId(c, 'season', 'season (a year)', (s) => (f1.hasSeason(s) ? then(s) : fail(c, 404, `no Formula 1 season ${s}`)));
  app.get(`${F1_BASE}/seasons`, (c) => answer(c, f1.seasons(), STEADY_CACHE));
  app.get(`${F1_BASE}/races/:season`, (c) =>
    f1Season(c, (s) =>
      answer(
        c,
        f1Kept(c.req.path, () => f1.races(s, clock())),
      ),
    ),
  );
  app.get(`${F1_BASE}/drivers/:season`, (c) =>
    f1Season(c, (s) =>
      answer(
        c,
        f1Kept(c.req.path, () => f1.drivers(s, clock())),
      ),
    ),
  );
  app.get(`${F1_BASE}/teams/:season`, (c) =>
    f1Season(c, (s) =>
      answer(
        c,
        f1Kept(c.req.path, () => f1.teams(s, clock())),
      ),
    ),
  );
  app.get(`${F1_BASE}/fixtures/:id`, (c) => one(c, 'race', (id) => f1Kept(c.req.path, () => f1.race(id, clock())), LIVE_CACHE));
  app.get(`${F1_BASE}/circuit/:id`, (c) => one(c, 'circuit', f1.circuit, STEADY_CACHE));
  app.get(`${F1_BASE}/team/:id`, (c) => one(c, 'team', f1.team, STEADY_CACHE));
  app.get(`${F1_BASE}/driver/:id`, (c) => one(c, 'driver', f1.driver, STEADY_CACHE));
  app.get(`${F1_BASE}/result/:race`, (c) => f1Result(c, c.req.param('race'), f1, f1Kept, clock()));
}

/** A race's result: `123`, the starting grid `-123`, or three sessions `a.b.c` as one table. */
function f1Result(c: Context, raw: string, f1: Formula1, f1Kept: Kept, now: number): Response {
  const kept = <T>(make: () => T) => f1Kept(c.req.path, make);
  // '-123': the starting grid of race 123.
  const grid = /^-([1-9]\d{0,9})$/.exec(raw);
  if (grid) {
    const rows = kept(() => f1.grid(Number(grid[1]), now));
    return rows === null ? fail(c, 404, `no race ${grid[1]}`) : answer(c, rows);
  }
  // 'a.b.c': three results as one table, each driver where the last of the three that has him put him.
  if (/^[1-9]\d{0,9}(?:\.[1-9]\d{0,9}){2}$/.test(raw)) {
    const parts = raw.split('.').map((id) => f1Kept(`${F1_BASE}/result/${id}`, () => f1.result(Number(id), now)));
    if (parts.some((p) => p === null)) return fail(c, 404, `no such race among ${raw}`);
    return answer(c, combined(parts as NonNullable<(typeof parts)[number]>[]));
  }
  const id = idOf(raw);
  if (id === null) return fail(c, 400, `a race is an id, a negated id (starting grid) or three ids joined by dots: '${raw}'`);
  const rows = kept(() => f1.result(id, now));
  return rows === null ? fail(c, 404, `no race ${id}`) : answer(c, rows);
}

// ---------------------------------------------------------------- football
const FB_BASE = '/livescore/football';
type Football = ReturnType<typeof footballModel>;

function footballCalls(app: Hono, football: Football, clock: () => number): void {
  /** `:league/:season` of a path: both ids, the league known, the season one of the league's. */
  const leagueSeason = (c: Context, then: (league: number, season: number) => Response) =>
    withId(c, 'league', 'league id', (league) =>
      withId(c, 'season', 'season (a year)', (season) => {
        if (!football.hasLeague(league)) return fail(c, 404, `no league ${league}`);
        if (!football.hasSeason(league, season)) return fail(c, 404, `no season ${season} of league ${league}`);
        return then(league, season);
      }),
    );
  app.get(`${FB_BASE}/countries`, (c) => answer(c, football.countries(), STEADY_CACHE));
  app.get(`${FB_BASE}/leagues/:country`, (c) =>
    withId(c, 'country', 'country id', (country) =>
      football.hasCountry(country) ? answer(c, football.leagues(country), STEADY_CACHE) : fail(c, 404, `no country ${country}`),
    ),
  );
  app.get(`${FB_BASE}/seasons`, (c) => answer(c, football.seasons(), STEADY_CACHE));
  app.get(`${FB_BASE}/standings/:league/:season`, (c) => leagueSeason(c, (league, season) => answer(c, football.standings(league, season, clock())!)));
  const lists = { topscorers: 'scorers', topyellowcards: 'yellow', topredcards: 'red' } as const;
  for (const [path, list] of Object.entries(lists)) {
    app.get(`${FB_BASE}/${path}/:league/:season`, (c) => leagueSeason(c, (league, season) => answer(c, football.topLists(league, season, clock())![list])));
  }
  app.get(`${FB_BASE}/fixtures/all/:date`, (c) => withDay(c, 'date', ({ from, to }) => answer(c, football.allBetween(from, to, clock()))));
  app.get(`${FB_BASE}/fixtures/:id`, (c) => one(c, 'fixture', (id) => football.fixture(id, clock()), LIVE_CACHE));
  app.get(`${FB_BASE}/fixtures/:league/:season/:date`, (c) =>
    leagueSeason(c, (league, season) => withDay(c, 'date', ({ from, to }) => answer(c, football.fixturesBetween(league, season, from, to, clock())!))),
  );
  app.get(`${FB_BASE}/fixtures/:league/:season/all/:start`, (c) =>
    leagueSeason(c, (league, season) => withDay(c, 'start', ({ from }) => answer(c, football.scheduleFrom(league, season, from, clock())!))),
  );
}

// ---------------------------------------------------------------- control (tests, editors: D-216)
function controlCalls(app: Hono, football: Football, clock: () => number, recent: RecentAnswers): void {
  app.post('/livescore/_control/football/:id', (c) =>
    withId(c, 'id', 'fixture id', async (id) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 400, 'the body is JSON: { "action": "start" | "advance" | "finish", "minutes"?: number }');
      }
      const { action, minutes = DEFAULT_ADVANCE_MINUTES } = (body ?? {}) as { action?: unknown; minutes?: unknown };
      if (typeof action !== 'string' || !CONTROL_ACTIONS.includes(action as ControlAction)) {
        return fail(c, 400, `action is one of ${CONTROL_ACTIONS.join(', ')}: '${String(action)}'`);
      }
      if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ADVANCE_MINUTES) {
        return fail(c, 400, `minutes is a whole number from 1 to ${MAX_ADVANCE_MINUTES}: '${String(minutes)}'`);
      }
      const fixture = football.control(id, action as ControlAction, minutes, clock());
      recent.clear();
      if (fixture === null) return fail(c, 404, `no fixture ${id}`);
      c.header('cache-control', 'no-store');
      return c.json({ results: 1, response: [fixture] });
    }),
  );
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

/**
 * The service as node's request listener: an answer of the last second (recentAnswers) is written straight to
 * node's response, with the same headers and access line as the app's; everything else goes through the Hono
 * app, which makes and keeps the answers (issue #20: Hono's Request and Response for every poll of a busy
 * match cost the service half its throughput at ten connections).
 */
export function livescoreListener(opts: Parameters<typeof createLivescoreApp>[0]): (req: IncomingMessage, res: ServerResponse) => void {
  const logger = opts.logger ?? serviceLogger('livescore');
  const recent = opts.recent ?? recentAnswers(opts.now);
  const viaHono = getRequestListener(createLivescoreApp({ ...opts, logger, recent }).fetch);
  return (req, res) => {
    const url = req.url ?? '';
    const kept = req.method === 'GET' && url.startsWith('/livescore/') && !url.includes('?') ? recent.get(url) : null;
    if (!kept) return void viaHono(req, res);
    const given = req.headers[REQUEST_ID_HEADER];
    const access = directAccess(logger, {
      method: 'GET',
      host: req.headers.host,
      path: url,
      search: '',
      givenId: Array.isArray(given) ? given[0] : given,
      userAgent: req.headers['user-agent'],
    });
    const headers: Record<string, string> = Object.fromEntries(kept.headers);
    headers['content-length'] = String(kept.body.byteLength);
    headers[REQUEST_ID_HEADER] = access.reqId;
    res.writeHead(kept.status, headers);
    res.end(kept.body);
    access.done(kept.status, kept.body.byteLength);
  };
}

export function startLivescoreServer(opts: LivescoreServerOptions = {}): Promise<RunningLivescore> {
  const now = opts.now ?? Date.now;
  if (opts.mediaDir) {
    ensureFootballImages(opts.mediaDir);
    ensureFormula1Images(opts.mediaDir);
  }
  const server = createServer(livescoreListener({ startedAt: opts.startedAt ?? now(), now, articleUrl: opts.articleUrl }));
  const host = opts.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://${host}:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
