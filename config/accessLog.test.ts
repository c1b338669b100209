import { Hono } from 'hono';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../server/listen';
import { accessLog, loggedQuery, requestForLog, requestIdOf } from './accessLog';
import { createLogger, lineLog, plainLines, prettyMessage } from './log';

interface Line {
  level: string;
  time: string;
  service?: string;
  msg: string;
  reqId: string;
  method: string;
  host?: string;
  path: string;
  query?: string;
  status: number;
  ms: number;
  bytes?: number;
  aborted?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function collecting() {
  const lines: Line[] = [];
  const raw: string[] = [];
  const logger = createLogger({
    level: 'debug',
    format: 'json',
    destination: {
      write(s: string) {
        raw.push(s);
        lines.push(JSON.parse(s) as Line);
      },
    },
  }).child({ service: 'origin' });
  return { lines, raw, logger };
}

function testApp(logger: ReturnType<typeof collecting>['logger']): Hono {
  const app = new Hono();
  const log = lineLog(logger);
  app.use('*', accessLog(logger));
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/hiba', (c) => {
    log('render: /hiba failed: boom');
    return c.text(`Belső kiszolgálóhiba. (${requestIdOf(c)})`, 500);
  });
  app.get('/hiba/*', (c) => {
    log(`render: ${requestForLog(c)} failed: boom`);
    return c.text('Belső kiszolgálóhiba.', 500);
  });
  app.get('*', (c) => c.text('árvíztűrő tükörfúrógép', c.req.path.length > 255 ? 404 : 200));
  return app;
}

/** One request over node:http (the node-server path of the middleware). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The line of a request is written when node finishes the answer, just after the client has it. */
async function lineCount(lines: unknown[], n: number): Promise<void> {
  // A ceiling against a hang only: the wait ends with the line.
  await expect.poll(() => lines.length, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(n);
}

describe('access log', () => {
  const sink = collecting();
  let server: Listening;
  beforeAll(async () => {
    server = await listen(testApp(sink.logger).fetch);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    sink.lines.length = 0;
    sink.raw.length = 0;
  });

  it('writes one JSON line per request with method, host, path, status, duration, bytes and request id', async () => {
    const res = await get(server.url, '/belfold/2026/11/22/cikk', { host: 'localhost:3000' });
    expect(res.status).toBe(200);
    await lineCount(sink.lines, 1);
    expect(sink.lines).toHaveLength(1);
    const line = sink.lines[0]!;
    expect(line).toMatchObject({
      level: 'info',
      service: 'origin',
      msg: 'request',
      method: 'GET',
      host: 'localhost:3000',
      path: '/belfold/2026/11/22/cikk',
      status: 200,
    });
    expect(line.bytes).toBe(Buffer.byteLength('árvíztűrő tükörfúrógép'));
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(line.ms).toBeLessThan(5000);
    expect(new Date(line.time).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(line.reqId).toMatch(UUID);
    expect(res.headers['x-request-id'], 'the id goes back to the caller').toBe(line.reqId);
    expect(sink.raw[0]!.endsWith('\n') && sink.raw[0]!.indexOf('\n') === sink.raw[0]!.length - 1, 'one line').toBe(true);
  });

  it('writes a path too long for any file at debug level, cut to its start and length (issue #33)', async () => {
    const path = `/${'a'.repeat(6000)}`;
    expect((await get(server.url, path)).status).toBe(404);
    await lineCount(sink.lines, 1);
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]).toMatchObject({ level: 'debug', msg: 'request', status: 404, path: `/${'a'.repeat(199)}… (6001 bytes)` });
    expect(sink.raw.join('')).not.toContain('a'.repeat(300));
  });

  it('still writes a failure on such a path at error level, cut all the same', async () => {
    const path = `/hiba/${'b'.repeat(5000)}`;
    expect((await get(server.url, path)).status).toBe(500);
    await lineCount(sink.lines, 2);
    expect(sink.lines.map((l) => l.level)).toEqual(['error', 'error']);
    expect(sink.raw.join('')).not.toContain('b'.repeat(300));
    expect(sink.lines.find((l) => l.msg === 'request')?.path).toBe(`/hiba/${'b'.repeat(194)}… (5006 bytes)`);
  });

  it('keeps a sane x-request-id of the caller and replaces any other', async () => {
    const kept = await get(server.url, '/', { 'x-request-id': 'edge-42.a:b_c' });
    expect(kept.headers['x-request-id']).toBe('edge-42.a:b_c');
    const replaced = await get(server.url, '/', { 'x-request-id': 'x'.repeat(200) });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    const injected = await get(server.url, '/', { 'x-request-id': 'a b"}{' });
    expect(injected.headers['x-request-id']).toMatch(UUID);
    await lineCount(sink.lines, 3);
    expect(sink.lines.map((l) => l.reqId)).toEqual(['edge-42.a:b_c', replaced.headers['x-request-id'], injected.headers['x-request-id']]);
    expect(new Set(sink.lines.map((l) => l.reqId)).size, 'every request its own id').toBe(3);
  });

  it('logs no credential: no header values, only the names of query parameters (and the page number)', async () => {
    await get(server.url, '/rovat/belfold?oldal=2&term=titkos-kereses&token=titkos-token', {
      authorization: 'Bearer titkos-bearer',
      cookie: 'hirter_ed_access=titkos-suti',
      'user-agent': 'titkos-ua',
    });
    await lineCount(sink.lines, 1);
    expect(sink.lines[0]!.query).toBe('oldal=2&term=*&token=*');
    expect(sink.raw.join('')).not.toMatch(/titkos|authorization|cookie/i);
  });

  it('logs a failed answer at error level, and hands the request id to what the app calls', async () => {
    const res = await get(server.url, '/hiba', { 'x-request-id': 'req-500' });
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toBe('req-500');
    expect(res.body, 'requestIdOf(c) inside the app').toContain('req-500');
    await lineCount(sink.lines, 2);
    expect(sink.lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'render: /hiba failed: boom'],
      ['error', 'request'],
    ]);
    expect(sink.lines[1]).toMatchObject({ status: 500, reqId: 'req-500' });
  });

  it('logs the orchestrator’s probes at debug level only', async () => {
    await get(server.url, '/healthz');
    await lineCount(sink.lines, 1);
    expect(sink.lines[0]).toMatchObject({ level: 'debug', path: '/healthz', status: 200 });
  });

  it('works off node too (app.request): the line, and the id on the answer', async () => {
    const own = collecting();
    const res = await testApp(own.logger).request('/x?oldal=3', { headers: { 'x-request-id': 'r1' } });
    expect(res.headers.get('x-request-id')).toBe('r1');
    expect(own.lines).toHaveLength(1);
    expect(own.lines[0]).toMatchObject({ reqId: 'r1', method: 'GET', path: '/x', query: 'oldal=3', status: 200 });
  });
});

describe('the polls in the access log', () => {
  it('writes a poll at debug level and, once a minute, one info line counting them with their errors', async () => {
    const own = collecting();
    let now = 5_000;
    const ticks: (() => void)[] = [];
    const app = new Hono();
    app.use('*', accessLog(own.logger, { summary: { now: () => now, every: (tick) => ticks.push(tick) } }));
    app.get('/api/articles/:slug/version', (c) => (c.req.param('slug') === 'nincs' ? c.json({ error: 'not found' }, 404) : c.json({ v: 3 })));
    app.get('*', (c) => c.text('oldal'));
    await app.request('/api/articles/a/version');
    await app.request('/api/articles/a/version');
    await app.request('/api/articles/nincs/version');
    await app.request('/belfold');
    expect(own.lines.map((l) => [l.level, l.path])).toEqual([
      ['debug', '/api/articles/a/version'],
      ['debug', '/api/articles/a/version'],
      ['debug', '/api/articles/nincs/version'],
      ['info', '/belfold'],
    ]);
    now = 65_000;
    expect(ticks).toHaveLength(1);
    ticks[0]!();
    expect(own.lines[4]).toMatchObject({
      level: 'info',
      service: 'origin',
      polled: { requests: 3, seconds: 60, errors: { '404': 1 } },
      msg: 'polls, probes and prerender reads: 3 requests in 60 s, errors 404 ×1',
    });
    // A quiet minute: no line.
    now = 125_000;
    ticks[0]!();
    expect(own.lines).toHaveLength(5);
  });
});

describe('log helpers', () => {
  it('keeps only harmless query values', () => {
    expect(loggedQuery('oldal=2&term=a&flag')).toBe('oldal=2&term=*&flag');
    expect(loggedQuery('')).toBe('');
  });

  it('reads a readable line off an access line and off any other', () => {
    expect(prettyMessage({ service: 'origin', method: 'GET', host: 'localhost', path: '/', status: 200, ms: 0.5, bytes: 10, reqId: 'r' })).toBe(
      '[origin] GET localhost/ 200 0.5 ms 10 B (r)',
    );
    expect(prettyMessage({ service: 'prerender', msg: 'published: 1 pages rendered' })).toBe('[prerender] published: 1 pages rendered');
  });

  it('turns JSON log lines back into their messages for readers of a child’s output', () => {
    expect(plainLines('{"level":"info","msg":"published: 3 pages rendered"}\nplain line\n{broken')).toBe('published: 3 pages rendered\nplain line\n{broken');
  });
});

describe('requestForLog', () => {
  it('names a request for an error line without its query values, with its id', async () => {
    const app = new Hono();
    app.use('*', accessLog(createLogger({ level: 'silent' })));
    app.get('*', (c) => c.text(requestForLog(c)));
    const res = await app.request('/rovat/belfold?oldal=2&term=titkos', { headers: { 'x-request-id': 'r9' } });
    expect(await res.text()).toBe('GET /rovat/belfold?oldal=2&term=* (request r9)');
  });
});
