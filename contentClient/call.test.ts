// The token rules the browser's calls follow (specialised-features.md §4 "Login and token"), on a fake transport;
// retries and kinds by status are transports.test.ts's table over both real transports.
import { describe, expect, it, vi } from 'vitest';
import { createCaller, type CallerOptions } from './call';
import { isContentApiError } from './errors';
import type { Transport, TransportRequest } from './transport';

type Reply = { status: number; body?: unknown };

/** A transport that answers from a list (the last answer repeats) and records every request. */
function fake(...replies: Reply[]) {
  const seen: TransportRequest[] = [];
  const transport: Transport = async (r) => {
    seen.push(r);
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
    return { status: reply.status, body: reply.body === undefined ? '' : JSON.stringify(reply.body), headers: {} };
  };
  return { transport, seen };
}

const caller = (f: ReturnType<typeof fake>, extra: Partial<CallerOptions> = {}) =>
  createCaller({ baseUrl: 'http://api.test', transport: f.transport, headers: { 'x-site': 'g7' }, retryDelayMs: 0, ...extra });

const kindOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err: unknown) => (isContentApiError(err) ? err.kind : String(err)),
  );

describe('createCaller', () => {
  it('sends the site header, and the bearer only when there is a token', async () => {
    const f = fake({ status: 200, body: { v: 3 } });
    let token: string | null = null;
    const api = caller(f, { token: () => token });
    expect(await api.get('/api/articles/x/version', { fresh: true })).toEqual({ v: 3 });
    token = 'abc';
    await api.get('/api/articles/x/version');
    expect(f.seen.map((r) => [r.url.href, r.headers['x-site'], r.headers.authorization, r.fresh])).toEqual([
      ['http://api.test/api/articles/x/version', 'g7', undefined, true],
      ['http://api.test/api/articles/x/version', 'g7', 'Bearer abc', undefined],
    ]);
  });

  it('sends JSON, answers an empty body as undefined and text when asked', async () => {
    const f = fake({ status: 204 }, { status: 200, body: 'key' });
    const api = caller(f);
    expect(await api.post('/api/subscriptions', { topic: 'a' })).toBeUndefined();
    expect(await api.get('/api/push/key', { as: 'text' })).toBe('"key"');
    expect([f.seen[0]!.method, f.seen[0]!.body, f.seen[0]!.headers['content-type']]).toEqual(['POST', '{"topic":"a"}', 'application/json']);
  });

  it('a 403 is forbidden; in preview it also logs out and goes to /login', async () => {
    for (const preview of [false, true]) {
      const toLogin = vi.fn();
      expect(await kindOf(caller(fake({ status: 403 }), { auth: { isPreview: () => preview, toLogin } }).get('/api/me'))).toBe('forbidden');
      expect(toLogin.mock.calls).toEqual(preview ? [['/login']] : []);
    }
  });

  it('a 401 of another message is not refreshed: unauthorized, and /login only in preview', async () => {
    for (const preview of [false, true]) {
      const refresh = vi.fn(async () => {});
      const toLogin = vi.fn();
      const f = fake({ status: 401, body: { message: 'Invalid credentials.' } });
      expect(await kindOf(caller(f, { auth: { refresh, toLogin, isPreview: () => preview } }).post('/api/login', { email: 'a' }))).toBe('unauthorized');
      expect([refresh.mock.calls.length, f.seen.length, toLogin.mock.calls.length]).toEqual([0, 1, preview ? 1 : 0]);
    }
  });

  it('a failed refresh logs out and goes to /login', async () => {
    const toLogin = vi.fn();
    const f = fake({ status: 401, body: { message: 'Expired JWT Token' } });
    const api = caller(f, { auth: { refresh: () => Promise.reject(new Error('401 from refresh')), toLogin } });
    expect(await kindOf(api.get('/api/me'))).toBe('unauthorized');
    expect(toLogin.mock.calls).toEqual([['/login']]);
    expect(f.seen).toHaveLength(1);
  });

  it('calls that get 401 together share one refresh', async () => {
    let token = 'old';
    const transport: Transport = async (r) =>
      r.headers.authorization === 'Bearer new'
        ? { status: 200, body: '{"ok":1}', headers: {} }
        : { status: 401, body: '{"message":"Missing accessToken, use your refreshToken!"}', headers: {} };
    let done = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<void>((r) => {
          done = () => {
            token = 'new';
            r();
          };
        }),
    );
    const api = createCaller({ baseUrl: 'http://api.test', transport, token: () => token, auth: { refresh } });
    const both = Promise.all([api.get('/api/a'), api.get('/api/b')]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    await new Promise((r) => setImmediate(r));
    done();
    expect(await both).toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('no answer is unavailable; a 2xx that is not JSON is a bad response', async () => {
    const down = createCaller({ baseUrl: 'http://api.test', transport: () => Promise.reject(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })) });
    expect(await kindOf(down.get('/api/x'))).toBe('unavailable');
    const garbage = createCaller({ baseUrl: 'http://api.test', transport: async () => ({ status: 200, body: '<html>', headers: {} }) });
    expect(await kindOf(garbage.get('/api/x'))).toBe('bad-response');
  });
});
