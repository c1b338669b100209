import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { createApiClient, Forbidden, NotFound, Unauthorized, type ApiClientOptions } from './apiClient';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Reply = { status: number; body?: unknown };

/** A fetch that answers from a list (the last answer repeats) and records every request. */
function fakeFetch(...replies: Reply[]) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    const r = replies[Math.min(seen.length - 1, replies.length - 1)]!;
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function client(f: ReturnType<typeof fakeFetch>, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: 'http://api.test', site: 'g7', fetch: f.fetch, ...extra });
}

/** Settles a call while the fake clock runs (ky waits before its retry). */
async function settle<T>(p: Promise<T>): Promise<{ ok: T } | { err: unknown }> {
  const out = p.then(
    (ok) => ({ ok }),
    (err: unknown) => ({ err }),
  );
  await vi.advanceTimersByTimeAsync(5_000);
  return out;
}

describe('api client', () => {
  it('sends the site header, and the bearer only when there is a token', async () => {
    const f = fakeFetch({ status: 200, body: { v: 3 } });
    let token: string | null = null;
    const api = client(f, { getToken: () => token });
    expect(await settle(api.get('/api/articles/x/version'))).toEqual({ ok: { v: 3 } });
    token = 'abc';
    await settle(api.get('/api/articles/x/version'));
    expect(f.seen[0]!.headers.get('x-site')).toBe('g7');
    expect(f.seen[0]!.headers.get('authorization')).toBeNull();
    expect(f.seen[1]!.headers.get('authorization')).toBe('Bearer abc');
    expect(f.seen[1]!.url).toBe('http://api.test/api/articles/x/version');
  });

  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
  const NOT_RETRIED = [400, 401, 402, 410, 422, 501];
  describe.each(['get', 'post', 'put', 'delete'] as const)('%s', (method) => {
    it.each(RETRIED)(`on %i: ${method === 'get' ? 'one retry' : 'no retry'}`, async (status) => {
      const f = fakeFetch({ status }, { status: 200, body: { ok: 1 } });
      const res = await settle(client(f)[method]('/api/x'));
      if (method === 'get') {
        expect(f.seen).toHaveLength(2);
        expect(res).toEqual({ ok: { ok: 1 } });
      } else {
        expect(f.seen).toHaveLength(1);
        expect((res as { err: unknown }).err).toBeInstanceOf(HTTPError);
      }
    });
    it.each(NOT_RETRIED)('on %i: no retry', async (status) => {
      const f = fakeFetch({ status, body: { message: 'nope' } }, { status: 200, body: {} });
      const res = await settle(client(f)[method]('/api/x'));
      expect(f.seen).toHaveLength(1);
      expect('err' in res).toBe(true);
    });
  });

  it('retries a GET once only', async () => {
    const f = fakeFetch({ status: 503 });
    const res = await settle(client(f).get('/api/x'));
    expect(f.seen).toHaveLength(2);
    expect((res as { err: HTTPError }).err.response.status).toBe(503);
  });

  it('404 is NotFound', async () => {
    const res = await settle(client(fakeFetch({ status: 404 })).get('/api/articles/nincs'));
    expect((res as { err: unknown }).err).toBeInstanceOf(NotFound);
  });

  it('403 is Forbidden; in preview it also logs out and goes to /login', async () => {
    for (const preview of [false, true]) {
      const logout = vi.fn();
      const redirect = vi.fn();
      const res = await settle(client(fakeFetch({ status: 403 }), { isPreview: () => preview, logout, redirect }).get('/api/me'));
      expect((res as { err: unknown }).err).toBeInstanceOf(Forbidden);
      expect(logout).toHaveBeenCalledTimes(preview ? 1 : 0);
      expect(redirect.mock.calls).toEqual(preview ? [['/login']] : []);
    }
  });

  it.each(['Expired JWT Token', 'Missing accessToken, use your refreshToken!'])("401 '%s': one refresh, one retry with the new token", async (message) => {
    const f = fakeFetch({ status: 401, body: { code: 401, message } }, { status: 200, body: { id: 1 } });
    let token = 'old';
    const refreshToken = vi.fn(async () => {
      token = 'new';
    });
    const res = await settle(client(f, { getToken: () => token, refreshToken }).get('/api/me'));
    expect(res).toEqual({ ok: { id: 1 } });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(f.seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('refreshes once even for a POST, and not again when the retry also answers 401', async () => {
    const f = fakeFetch({ status: 401, body: { message: 'Expired JWT Token' } });
    const refreshToken = vi.fn(async () => {});
    const res = await settle(client(f, { refreshToken }).post('/api/v2/user/update', { action: 'download' }));
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(f.seen).toHaveLength(2);
    expect((res as { err: HTTPError }).err.response.status).toBe(401);
  });

  it('a 401 with another message is not refreshed', async () => {
    const refreshToken = vi.fn(async () => {});
    const f = fakeFetch({ status: 401, body: { message: 'Invalid credentials.' } });
    await settle(client(f, { refreshToken }).post('/api/login', { email: 'a', password: 'b' }));
    expect(refreshToken).not.toHaveBeenCalled();
    expect(f.seen).toHaveLength(1);
  });

  it('a failed refresh logs out and goes to /login', async () => {
    const logout = vi.fn();
    const redirect = vi.fn();
    const f = fakeFetch({ status: 401, body: { message: 'Expired JWT Token' } });
    const res = await settle(client(f, { refreshToken: () => Promise.reject(new Error('401 from refresh')), logout, redirect }).get('/api/me'));
    expect((res as { err: unknown }).err).toBeInstanceOf(Unauthorized);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(f.seen).toHaveLength(1);
  });

  it('calls that get 401 together share one refresh', async () => {
    let expired = true;
    const fetch = vi.fn(async () =>
      expired ? new Response(JSON.stringify({ message: 'Expired JWT Token' }), { status: 401 }) : new Response('{"ok":1}', { status: 200 }),
    ) as unknown as typeof globalThis.fetch;
    const refreshToken = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 100));
      expired = false;
    });
    const api = createApiClient({ baseUrl: 'http://api.test', site: 'main', fetch, refreshToken });
    const both = Promise.all([api.get('/api/a'), api.get('/api/b')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await both).toEqual([{ ok: 1 }, { ok: 1 }]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });
});
