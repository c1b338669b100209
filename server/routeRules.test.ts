// The redirect rules come through the one content client: its retry rule and its answers' shapes hold here too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApiCheck } from './health';
import { routeRulesSource } from './routeRules';

let server: Server;
let base: string;
/** Per path, the answers in order (the last repeats). */
let answers: Record<string, [number, string][]> = {};
const calls = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const n = calls.get(req.url ?? '') ?? 0;
    calls.set(req.url ?? '', n + 1);
    const list = answers[req.url ?? ''] ?? [[404, '{}']];
    const [status, body] = list[Math.min(n, list.length - 1)]!;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('the servers’ own content API calls', () => {
  it('route rules: a 503 gets the client’s one more try; an invalid rule is skipped with a log line', async () => {
    calls.clear();
    answers = {
      '/api/route-rules': [
        [503, 'busy'],
        [200, '[{"from":"/regi","to":"/uj","status":301},{"from":"nincs-perjel","to":"/x","status":301}]'],
      ],
    };
    const log: string[] = [];
    expect(await routeRulesSource(base, { log: (l) => log.push(l) })()).toEqual([{ from: '/regi', to: '/uj', status: 301 }]);
    expect(calls.get('/api/route-rules')).toBe(2);
    expect(log).toEqual([expect.stringContaining('ignoring an invalid rule')]);
  });

  it('readiness: a health call answered with something else than its JSON is not ready; refused says why', async () => {
    answers = { '/api/health': [[200, '<html>maintenance</html>']] };
    expect(await contentApiCheck(base)()).toBe('content API: its health call answered something else than its JSON');
    answers = { '/api/health': [[200, '{"ok":true}']] };
    expect(await contentApiCheck(base)()).toBeNull();
    answers = { '/api/health': [[404, '{}']] };
    expect(await contentApiCheck(base)()).toBe('content API: its health call answered 404');
    expect(await contentApiCheck('http://127.0.0.1:9')()).toBe('content API: unreachable (ECONNREFUSED)');
  });
});
