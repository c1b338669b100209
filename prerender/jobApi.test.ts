// The job's calls through the one content client, against a real listener: the internal prefix and the service
// token, and "a call the run cannot do without fails the run before it publishes" as ContentApiError kinds.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContentApiError } from '../contentClient/errors';
import { failureOutcome } from '../contentClient/outcome.mjs';
import { JOB_USER_AGENT } from '../domain/accessLevel';
import { JobApi } from './jobApi';

let server: Server;
let base: string;
const seen: string[] = [];
const agents: (string | undefined)[] = [];
/** Path → [status, body]; anything else 404. */
let answers: Record<string, [number, string]> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'} ${req.headers['x-site'] ?? '-'}`);
    agents.push(req.headers['user-agent']);
    const [status, body] = answers[req.url ?? ''] ?? [404, '{"error":"not found"}'];
    res.writeHead(status, { 'content-type': 'application/json', ...(req.method === 'HEAD' ? { 'content-length': '4321' } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const job = () => new JobApi(base, 'svc-token', undefined, 0);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => ({ kind: isContentApiError(err) ? err.kind : 'not a ContentApiError', outcome: failureOutcome(err), message: (err as Error).message }),
  );

describe('JobApi', () => {
  it('calls /internal/api with the service token and the site header', async () => {
    seen.length = 0;
    answers = {
      '/internal/api/health': [200, '{"ok":true}'],
      '/internal/api/changes/head': [200, '{"cursor":"42"}'],
      '/internal/api/article/7': [200, '{"id":7,"slug":"a"}'],
      '/media/a.jpg': [200, ''],
    };
    await job().require();
    expect(await job().head()).toBe('42');
    expect(await job().article(7, 'g7')).toEqual({ id: 7, slug: 'a' });
    expect(await job().article(8, 'g7')).toBeNull();
    expect(await job().mediaSize('/media/a.jpg')).toBe(4321);
    expect(seen).toEqual([
      'GET /internal/api/health Bearer svc-token main',
      'GET /internal/api/changes/head Bearer svc-token main',
      'GET /internal/api/article/7 Bearer svc-token g7',
      'GET /internal/api/article/8 Bearer svc-token g7',
      'HEAD /media/a.jpg - main',
    ]);
  });

  it('names itself by its user agent on every call, so the content API logs them at debug', async () => {
    agents.length = 0;
    answers = { '/internal/api/changes/head': [200, '{"cursor":"42"}'], '/media/a.jpg': [200, ''] };
    await job().head();
    await job().mediaSize('/media/a.jpg');
    expect(agents).toEqual([JOB_USER_AGENT, JOB_USER_AGENT]);
  });

  it('a refused token, an API down, a broken answer: the run stops, as a content API failure', async () => {
    answers = { '/internal/api/health': [401, '{"message":"Invalid token"}'] };
    expect(await failure(job().require())).toMatchObject({ kind: 'unauthorized', outcome: 'content-api', message: expect.stringContaining('refused the job') });
    answers = { '/internal/api/health': [200, '<html>'] };
    expect(await failure(job().require())).toMatchObject({
      kind: 'unavailable',
      outcome: 'content-api',
      message: expect.stringContaining('nothing published'),
    });
    answers = { '/internal/api/changes/head': [200, '{"cursor":""}'] };
    expect(await failure(job().head())).toMatchObject({ outcome: 'content-api' });
    answers = { '/internal/api/changes?since=1&limit=5': [200, '{"changes":"none"}'] };
    expect(await failure(job().changes('1', 5))).toMatchObject({ kind: 'bad-response', outcome: 'content-api' });
    answers = { '/internal/api/article/9': [503, 'busy'] };
    expect(await failure(job().article(9, 'main'))).toMatchObject({ kind: 'unavailable', outcome: 'content-api' });
    const down = new JobApi('http://127.0.0.1:9', 't', undefined, 0);
    expect(await failure(down.docs())).toMatchObject({ kind: 'unavailable', outcome: 'content-api' });
    expect(await down.healthy()).toBe(false);
    expect(await failure(down.require())).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('start it first: npm run content') });
    expect(await down.routeRules()).toBeNull();
  });
});
