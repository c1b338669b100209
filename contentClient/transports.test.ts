// One table, both transports: the browser's ky and the server's node:http must give the same value or the
// same ContentApiError kind, after the same number of requests, for every kind of answer (issue #19: a 400
// was a ContentBadRequest over ky and a bare status error over node:http, so a list page 404 on one was a
// 500 on the other); and the same retries by method and token refresh (#34: the browser's own client had
// its own retry list and error classes).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from './call';
import { createContentApi } from './client';
import { RETRY_STATUSES, isContentApiError, type ContentApiErrorKind } from './errors';
import { kyTransport } from './kyTransport';
import { httpTransport } from './httpTransport';
import type { Method, Transport } from './transport';

const LIST = '{"items":[],"totalItems":0,"title":null,"rss":null,"highlights":[],"page":1,"totalPages":1}';

/** Per case: the answers to give in order (the last repeats); 'hang' never answers. */
const CASES: Record<
  string,
  { answers: ({ status: number; body: string } | 'hang')[]; expected: { value: unknown } | { kind: ContentApiErrorKind }; calls: number }
> = {
  '200': { answers: [{ status: 200, body: LIST }], expected: { value: JSON.parse(LIST) }, calls: 1 },
  '404': { answers: [{ status: 404, body: '{"error":"not found"}' }], expected: { kind: 'not-found' }, calls: 1 },
  '400': { answers: [{ status: 400, body: `{"error":"Invalid parameter 'filters.superTags': Too big"}` }], expected: { kind: 'bad-request' }, calls: 1 },
  '500': { answers: [{ status: 500, body: 'oops' }], expected: { kind: 'unavailable' }, calls: 2 },
  '503 then 200': {
    answers: [
      { status: 503, body: 'busy' },
      { status: 200, body: LIST },
    ],
    expected: { value: JSON.parse(LIST) },
    calls: 2,
  },
  '401': { answers: [{ status: 401, body: '{}' }], expected: { kind: 'unauthorized' }, calls: 1 },
  '403': { answers: [{ status: 403, body: '{}' }], expected: { kind: 'forbidden' }, calls: 1 },
  'garbage JSON': { answers: [{ status: 200, body: '<html>not json' }], expected: { kind: 'bad-response' }, calls: 1 },
  'wrong shape': { answers: [{ status: 200, body: '{"items":"none"}' }], expected: { kind: 'bad-response' }, calls: 1 },
  'empty body': { answers: [{ status: 200, body: '' }], expected: { kind: 'bad-response' }, calls: 1 },
  timeout: { answers: ['hang'], expected: { kind: 'unavailable' }, calls: 1 },
};

const TRANSPORTS: Record<string, Transport> = { ky: kyTransport, http: httpTransport };

let server: Server;
let base: string;
let downBase: string;
const calls = new Map<string, number>();
const seen: Record<string, string | undefined>[] = [];
/** Per transport: the methods and bearers of the calls to /<transport>/by-method/<status>/<expired|ok>. */
const methodCalls = new Map<string, string[]>();

beforeAll(async () => {
  // Each request read to its end before it is answered, as a real service does (an unread body resets the socket).
  server = createServer((req, res) => req.resume().on('end', () => answer(req, res)));
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const [, transport, name, status, expiry] = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).split('/');
    if (name === 'by-method') {
      const key = `${transport}/${req.method}/${status}/${expiry}`;
      methodCalls.set(key, [...(methodCalls.get(key) ?? []), `${req.method} ${req.headers.authorization ?? ''}`]);
      // 'expired': the spec's refreshable 401 until the token is the new one, then `status`.
      if (expiry === 'expired' && req.headers.authorization !== 'Bearer new') {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end('{"code":401,"message":"Expired JWT Token"}');
      }
      res.writeHead(Number(status), { 'content-type': 'application/json' });
      return res.end(Number(status) < 300 ? '{"ok":1}' : '{"message":"nope"}');
    }
    const key = `${transport}/${name}`;
    const n = calls.get(key) ?? 0;
    calls.set(key, n + 1);
    seen.push({ site: req.headers['x-site'] as string | undefined, authorization: req.headers.authorization, accept: req.headers.accept });
    const answers = CASES[name ?? '']?.answers ?? [{ status: 404, body: '' }];
    const a = answers[Math.min(n, answers.length - 1)]!;
    if (a === 'hang') return;
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(a.body);
  };
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nobody listens on: the connection is refused.
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  downBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((r) => closed.close(() => r()));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

/** `timeoutMs`: short only where the answer never comes (a loaded machine's first call may take long). */
async function outcome(transport: string, baseUrl: string, timeoutMs = 10_000) {
  const api = createContentApi({ baseUrl, site: 'g7', token: 't0k', transport: TRANSPORTS[transport]!, timeoutMs, retryDelayMs: 10 });
  try {
    return { value: await api.list({ mstag: 'belfold' }, 2) };
  } catch (err) {
    expect(isContentApiError(err), String(err)).toBe(true);
    return { kind: (err as { kind: ContentApiErrorKind }).kind };
  }
}

describe('both transports, one behaviour', () => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    const c = CASES[name]!;
    const results = await Promise.all(
      Object.keys(TRANSPORTS).map(async (t) => ({
        transport: t,
        result: await outcome(t, `${base}/${t}/${encodeURIComponent(name)}`, c.answers[0] === 'hang' ? 300 : undefined),
        calls: calls.get(`${t}/${name}`),
      })),
    );
    for (const r of results) expect(r, r.transport).toEqual({ transport: r.transport, result: c.expected, calls: c.calls });
  });

  it('network down', async () => {
    for (const t of Object.keys(TRANSPORTS)) expect(await outcome(t, downBase), t).toEqual({ kind: 'unavailable' });
  });

  it('send the site header, the bearer and accept JSON', async () => {
    seen.length = 0;
    for (const t of Object.keys(TRANSPORTS)) await outcome(t, `${base}/${t}/200`);
    expect(seen).toEqual([
      { site: 'g7', authorization: 'Bearer t0k', accept: 'application/json' },
      { site: 'g7', authorization: 'Bearer t0k', accept: 'application/json' },
    ]);
  });
});

describe('both transports, one rule of retries and refreshes', () => {
  const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
  const STATUSES = [...RETRY_STATUSES, 400, 401, 403, 404, 410, 422, 501];

  async function methodOutcome(transport: string, method: Method, status: number, expiry: 'ok' | 'expired') {
    methodCalls.delete(`${transport}/${method}/${status}/${expiry}`);
    let token = 'old';
    const refreshes: string[] = [];
    const caller = createCaller({
      baseUrl: base,
      transport: TRANSPORTS[transport]!,
      token: () => token,
      auth: {
        refresh: async () => {
          refreshes.push('refresh');
          token = 'new';
        },
      },
      retryDelayMs: 0,
      timeoutMs: 1000,
    });
    const result = await caller.call(method, `/${transport}/by-method/${status}/${expiry}`, { json: method === 'GET' ? undefined : { a: 1 } }).then(
      (value) => ({ value }),
      (err: unknown) => ({ kind: isContentApiError(err) ? err.kind : String(err) }),
    );
    return { result, calls: methodCalls.get(`${transport}/${method}/${status}/${expiry}`) ?? [], refreshes: refreshes.length };
  }

  it.each(METHODS.flatMap((m) => STATUSES.map((s) => [m, s] as const)))('%s answered %i: the kind, one retry for a GET only', async (method, status) => {
    const retried = method === 'GET' && RETRY_STATUSES.includes(status);
    const kind = ({ 400: 'bad-request', 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' } as Record<number, string>)[status] ?? 'unavailable';
    for (const t of Object.keys(TRANSPORTS))
      expect(await methodOutcome(t, method, status, 'ok'), t).toEqual({
        result: { kind },
        calls: Array.from({ length: retried ? 2 : 1 }, () => `${method} Bearer old`),
        refreshes: 0,
      });
  });

  it.each(METHODS)('%s answered the expired token’s 401: one refresh, one more try with the new token', async (method) => {
    for (const t of Object.keys(TRANSPORTS)) {
      expect(await methodOutcome(t, method, 200, 'expired'), t).toEqual({
        result: { value: { ok: 1 } },
        calls: [`${method} Bearer old`, `${method} Bearer new`],
        refreshes: 1,
      });
      // Refreshed and still refused: no second refresh.
      expect(await methodOutcome(t, method, 401, 'expired'), t).toEqual({
        result: { kind: 'unauthorized' },
        calls: [`${method} Bearer old`, `${method} Bearer new`],
        refreshes: 1,
      });
    }
  });
});
