import { describe, expect, it, vi } from 'vitest';
import { removeEditor } from './editors';
import { bearer, dump, harness, PASSWORD, type Tokens } from './testing';
import { codeAt, OTP_PERIOD_S } from './totp';
import { ACCESS_TOKEN_TTL_S, PREAUTH_TOKEN_TTL_S } from './tokens';
import { REFRESH_TOKEN_TTL_MS } from './sessions';
import { MAX_BODY_BYTES } from './app';
import { dummyHash, SCRYPT_PARAMS, verifyPassword } from './passwords';

// The real password check, counted: an unknown e-mail must cost the same scrypt as a wrong password.
vi.mock('./passwords', async (original) => {
  const real = await original<typeof import('./passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const STEP = OTP_PERIOD_S * 1000;

async function json(res: Response): Promise<unknown> {
  return JSON.parse(await res.text());
}

describe('security service: password + OTP', () => {
  it('logs in, shows the editor, refreshes, and logs out', async () => {
    const h = harness();
    const anna = h.editor('Anna@Hirter.hu');
    expect(anna.email).toBe('anna@hirter.hu');
    const client = h.newClient();

    const login = await h.postJson('/api/login', { email: 'ANNA@hirter.hu ', password: PASSWORD }, client);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const pre = (await login.json()) as { token: string; otp: boolean };
    expect(pre).toEqual({ token: expect.any(String), otp: true });

    // The pre-auth token opens nothing but the OTP step.
    expect((await h.request('/api/me', { headers: bearer(pre.token) })).status).toBe(401);

    const verify = await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, h.clock.now) }, { ...client, ...bearer(pre.token) });
    expect(verify.status).toBe(200);
    expect(verify.headers.get('cache-control')).toBe('no-store');
    const first = (await verify.json()) as Tokens;
    expect(first).toEqual({ token: expect.any(String), refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: ACCESS_TOKEN_TTL_S });

    const me = await h.request('/api/me', { headers: bearer(first.token) });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const editorId = (h.db.prepare('SELECT id FROM editors').get() as { id: number }).id;
    expect(await me.json()).toEqual({ id: editorId, email: 'anna@hirter.hu' });

    // Only hashes of refresh tokens are kept.
    expect(dump(h.db)).not.toContain(first.refreshToken);

    h.clock.advance(60_000);
    const refreshed = await h.postJson('/api/token/refresh', { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Tokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.token).not.toBe(first.token);
    expect(second.expiresIn).toBe(ACCESS_TOKEN_TTL_S);
    expect(await (await h.request('/api/me', { headers: bearer(second.token) })).json()).toEqual({ id: editorId, email: 'anna@hirter.hu' });

    const logout = await h.request('/api/logout', { headers: bearer(second.token) });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('cache-control')).toBe('no-store');
    expect(await logout.json()).toEqual({ ok: true });

    // Every access token of the session is refused (403: the preview logs out), and so is its refresh token.
    for (const t of [first.token, second.token]) {
      const res = await h.request('/api/me', { headers: bearer(t) });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: 'Forbidden' });
    }
    const again = await h.postJson('/api/token/refresh', { refreshToken: second.refreshToken });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ status: 401, message: 'Invalid refresh token' });
  });

  it('logout ends only its own session', async () => {
    const h = harness();
    const anna = h.editor();
    const laptop = await h.login(anna);
    const phone = await h.login(anna);
    expect((await h.request('/api/logout', { headers: bearer(laptop.token) })).status).toBe(200);
    expect((await h.request('/api/me', { headers: bearer(phone.token) })).status).toBe(200);
    expect((await h.postJson('/api/token/refresh', { refreshToken: phone.refreshToken })).status).toBe(200);
  });

  it('a refresh token used twice revokes its whole family, the newest token included', async () => {
    const h = harness();
    const anna = h.editor();
    const first = await h.login(anna);
    const other = await h.login(anna);
    const second = (await (await h.postJson('/api/token/refresh', { refreshToken: first.refreshToken })).json()) as Tokens;

    const stolen = await h.postJson('/api/token/refresh', { refreshToken: first.refreshToken });
    expect(stolen.status).toBe(401);
    expect(await stolen.json()).toEqual({ status: 401, message: 'Invalid refresh token' });
    expect(h.logs.join('\n')).toMatch(/spent refresh token/);

    expect((await h.postJson('/api/token/refresh', { refreshToken: second.refreshToken })).status).toBe(401);
    expect((await h.request('/api/me', { headers: bearer(second.token) })).status).toBe(403);
    expect((await h.request('/api/me', { headers: bearer(first.token) })).status).toBe(403);
    // Another session of the same editor is a different family.
    expect((await h.request('/api/me', { headers: bearer(other.token) })).status).toBe(200);
    expect((await h.postJson('/api/token/refresh', { refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('refresh tokens expire after 14 days without use; unknown ones are refused', async () => {
    const h = harness();
    const anna = h.editor();
    const a = await h.login(anna);
    const b = await h.login(anna);
    h.clock.advance(REFRESH_TOKEN_TTL_MS - 60_000);
    const renewed = (await (await h.postJson('/api/token/refresh', { refreshToken: a.refreshToken })).json()) as Tokens;
    h.clock.advance(120_000);
    expect((await h.postJson('/api/token/refresh', { refreshToken: b.refreshToken })).status).toBe(401);
    // The renewed token counts its 14 days from its own issue.
    expect((await h.postJson('/api/token/refresh', { refreshToken: renewed.refreshToken })).status).toBe(200);
    for (const bad of ['x', 'A'.repeat(43), 'not a token at all']) {
      const res = await h.postJson('/api/token/refresh', { refreshToken: bad });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 401, message: 'Invalid refresh token' });
    }
  });

  it('answers an unknown e-mail and a wrong password with the same bytes', async () => {
    const h = harness();
    h.editor();
    const answers = [];
    for (const body of [
      { email: 'nobody@hirter.hu', password: PASSWORD },
      { email: 'anna@hirter.hu', password: 'wrong-password' },
    ]) {
      const res = await h.postJson('/api/login', body, h.newClient());
      answers.push({ status: res.status, headers: [...res.headers], body: await res.text() });
    }
    expect(answers[0]).toEqual({ status: 401, headers: answers[1]!.headers, body: '{"status":401,"message":"Invalid credentials."}' });
    expect(answers[1]).toEqual(answers[0]);
  });

  it("signs nobody in with a refused password (production: the README's development one), as a wrong password says", async () => {
    const refusing = harness({ refusedPasswords: [PASSWORD] });
    refusing.editor();
    const refused = await refusing.postJson('/api/login', { email: 'anna@hirter.hu', password: PASSWORD }, refusing.newClient());
    expect({ status: refused.status, body: await refused.text() }).toEqual({ status: 401, body: '{"status":401,"message":"Invalid credentials."}' });
    // The same store and password where nothing is refused: taken.
    const taking = harness({ db: refusing.db });
    expect((await taking.postJson('/api/login', { email: 'anna@hirter.hu', password: PASSWORD }, taking.newClient())).status).toBe(200);
  });

  it('spends a whole scrypt on an unknown e-mail too', async () => {
    const h = harness();
    const anna = h.editor();
    vi.mocked(verifyPassword).mockClear();
    expect((await h.postJson('/api/login', { email: 'nobody@hirter.hu', password: 'wrong-password' }, h.newClient())).status).toBe(401);
    // Against the dummy hash: the same scrypt as a real editor's, whose hash addEditor makes with SCRYPT_PARAMS
    // (the harness then stores a cheap one for speed).
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([['wrong-password', dummyHash()]]);
    await vi.mocked(verifyPassword).mock.results[0]!.value;
    const { N, r, p } = SCRYPT_PARAMS;
    expect(dummyHash().split('$').slice(0, -2)).toEqual(['scrypt', String(N), String(r), String(p)]);
    expect(anna.email).toBe('anna@hirter.hu');
  });

  it('accepts the code of the step before and after, and no other', async () => {
    const h = harness();
    const anna = h.editor();
    const attempt = async (codeTime: number) => {
      const client = h.newClient();
      const { token } = (await (await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, client)).json()) as { token: string };
      return (await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, codeTime) }, { ...client, ...bearer(token) })).status;
    };
    expect(await attempt(h.clock.now - 2 * STEP)).toBe(401);
    expect(await attempt(h.clock.now + 2 * STEP)).toBe(401);
    expect(await attempt(h.clock.now - STEP)).toBe(200);
    h.clock.advance(2 * STEP);
    expect(await attempt(h.clock.now + STEP)).toBe(200);
  });

  it('refuses a code that was already accepted, and any earlier one', async () => {
    const h = harness();
    const anna = h.editor();
    const client = h.newClient();
    const loginToken = async () =>
      ((await (await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, client)).json()) as { token: string }).token;
    const code = codeAt(anna.secret, h.clock.now);
    const first = await h.postJson('/api/login/otp/verify', { code }, { ...client, ...bearer(await loginToken()) });
    expect(first.status).toBe(200);

    const before = dump(h.db);
    const replay = await h.postJson('/api/login/otp/verify', { code }, { ...client, ...bearer(await loginToken()) });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ status: 401, message: 'Invalid code.' });
    expect(dump(h.db)).toBe(before);

    // Next step: the step before (still inside the ±1 window) is refused too, the current one is good.
    h.clock.advance(STEP);
    const third = await loginToken();
    expect((await h.postJson('/api/login/otp/verify', { code }, { ...client, ...bearer(third) })).status).toBe(401);
    expect((await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, h.clock.now) }, { ...client, ...bearer(third) })).status).toBe(200);
  });

  it('a pre-auth token is spent by a successful verify and expires after 5 minutes', async () => {
    const h = harness();
    const anna = h.editor();
    const client = h.newClient();
    const login = async () => ((await (await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, client)).json()) as { token: string }).token;
    const pre = await login();
    expect((await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, h.clock.now) }, { ...client, ...bearer(pre) })).status).toBe(200);
    h.clock.advance(STEP);
    const reuse = await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, h.clock.now) }, { ...client, ...bearer(pre) });
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as { message: string }).message).toMatch(/already used/);

    const late = await login();
    h.clock.advance(PREAUTH_TOKEN_TTL_S * 1000 + 1000);
    const expired = await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, h.clock.now) }, { ...h.newClient(), ...bearer(late) });
    expect(await expired.json()).toEqual({ status: 401, message: 'Expired JWT Token' });

    const missing = await h.postJson('/api/login/otp/verify', { code: '123456' });
    expect(missing.status).toBe(401);
    // An access token is not a pre-auth token.
    const session = await h.login(anna);
    const wrongKind = await h.postJson(
      '/api/login/otp/verify',
      { code: codeAt(anna.secret, h.clock.now + STEP) },
      { ...h.newClient(), ...bearer(session.token) },
    );
    expect(await wrongKind.json()).toEqual({ status: 401, message: 'Invalid JWT Token' });
  });

  it('OTP brute force: 5 wrong codes per pre-auth token, then 429 per editor, and the token is dead', async () => {
    const h = harness();
    const anna = h.editor();
    const { token } = (await (await h.postJson('/api/login', { email: anna.email, password: PASSWORD }, h.newClient())).json()) as { token: string };
    const good = codeAt(anna.secret, h.clock.now);
    const wrong = (i: number) => String((Number(good) + 1 + i) % 1_000_000).padStart(6, '0');
    const before = dump(h.db);
    for (let i = 0; i < 5; i++) {
      // A new client each time: the per-editor limit, not the per-client one, has to stop this.
      const res = await h.postJson('/api/login/otp/verify', { code: wrong(i) }, { ...h.newClient(), ...bearer(token) });
      expect(await res.json()).toEqual({ status: 401, message: 'Invalid code.' });
    }
    const limited = await h.postJson('/api/login/otp/verify', { code: good }, { ...h.newClient(), ...bearer(token) });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 429, message: 'Too many attempts.' });
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('cache-control')).toBe('no-store');

    h.clock.advance(61_000);
    const dead = await h.postJson('/api/login/otp/verify', { code: codeAt(anna.secret, h.clock.now) }, { ...h.newClient(), ...bearer(token) });
    expect(await dead.json()).toEqual({ status: 401, message: 'Too many wrong codes, log in again.' });
    // Wrong codes are counted in memory: nothing was written.
    expect(dump(h.db)).toBe(before);
    // A new login gets a new budget.
    await h.login(anna);
  });

  it('a removed editor is forbidden at once and cannot refresh', async () => {
    const h = harness();
    const anna = h.editor();
    const session = await h.login(anna);
    expect(removeEditor(h.db, 'ANNA@hirter.hu')).toBe(true);
    const me = await h.request('/api/me', { headers: bearer(session.token) });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ status: 403, message: 'Forbidden' });
    expect((await h.postJson('/api/token/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await h.postJson('/api/login', { email: anna.email, password: PASSWORD })).status).toBe(401);
    // Added again, the same e-mail is a new editor: the old token still opens nothing.
    h.editor(anna.email);
    expect((await h.request('/api/me', { headers: bearer(session.token) })).status).toBe(403);
  });

  it('access tokens expire after 15 minutes with the message that triggers a refresh', async () => {
    const h = harness();
    const session = await h.login(h.editor());
    h.clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000);
    const res = await h.request('/api/me', { headers: bearer(session.token) });
    expect(await res.json()).toEqual({ status: 401, message: 'Expired JWT Token' });
    const none = await h.request('/api/me');
    expect(await none.json()).toEqual({ status: 401, message: 'Missing accessToken, use your refreshToken!' });
    expect(none.headers.get('cache-control')).toBe('no-store');
    expect((await h.request('/api/logout')).status).toBe(401);
  });
});

describe('security service: input', () => {
  const bad = async (h: ReturnType<typeof harness>, path: string, init: RequestInit) => {
    const res = await h.request(path, { method: 'POST', ...init });
    const body = (await json(res)) as { status: number; message: string };
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.status).toBe(res.status);
    return { status: res.status, message: body.message };
  };
  const jsonInit = (body: string): RequestInit => ({ headers: { 'content-type': 'application/json' }, body });

  it('names the field for missing and invalid fields, refuses non-JSON and other content types, and writes nothing', async () => {
    const h = harness();
    h.editor();
    const before = dump(h.db);
    const cases: [string, RequestInit, number, string | RegExp][] = [
      ['/api/login', jsonInit('{"password":"x"}'), 400, "Invalid field 'email': required"],
      ['/api/login', jsonInit('{"email":"anna@hirter.hu"}'), 400, "Invalid field 'password': required"],
      ['/api/login', jsonInit('{"email":"nem-email","password":"x"}'), 400, /^Invalid field 'email': /],
      ['/api/login', jsonInit('{"email":42,"password":"x"}'), 400, "Invalid field 'email': expected a string"],
      ['/api/login', jsonInit('{"email":"anna@hirter.hu","password":""}'), 400, "Invalid field 'password': required"],
      ['/api/login', jsonInit('{"email":"anna@hirter.hu","password":["x"]}'), 400, "Invalid field 'password': expected a string"],
      ['/api/login', jsonInit('{"email":'), 400, 'Invalid body: not JSON'],
      ['/api/login', jsonInit(''), 400, 'Invalid body: not JSON'],
      ['/api/login', jsonInit('[1,2]'), 400, 'Invalid body: expected an object'],
      ['/api/login', jsonInit('null'), 400, 'Invalid body: expected an object'],
      ['/api/login', { headers: { 'content-type': 'text/plain' }, body: '{"email":"anna@hirter.hu","password":"x"}' }, 415, /content type/],
      ['/api/login', { body: 'email=anna%40hirter.hu&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, /content type/],
      ['/api/login/otp/verify', jsonInit('{}'), 400, "Invalid field 'code': required"],
      ['/api/login/otp/verify', jsonInit('{"code":"12345a"}'), 400, "Invalid field 'code': expected 6 digits"],
      ['/api/login/otp/verify', jsonInit('{"code":123456}'), 400, "Invalid field 'code': expected a string"],
      ['/api/token/refresh', jsonInit('{}'), 400, "Invalid field 'refreshToken': required"],
      ['/api/token/refresh', jsonInit('{"refreshToken":null}'), 400, "Invalid field 'refreshToken': expected a string"],
      ['/api/token/refresh', { headers: {}, body: 'x' }, 415, /content type/],
    ];
    for (const [path, init, status, message] of cases) {
      const got = await bad(h, path, init);
      expect(got.status, `${path} ${String(init.body)}`).toBe(status);
      expect(got.message, `${path} ${String(init.body)}`).toMatch(message);
    }
    expect(dump(h.db)).toBe(before);
  });

  it('refuses bodies over 16 KiB with 413, with or without a Content-Length', async () => {
    const h = harness();
    const big = JSON.stringify({ email: 'anna@hirter.hu', password: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await bad(h, '/api/login', { headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(ctrl) {
        ctrl.enqueue(new TextEncoder().encode(big));
        ctrl.close();
      },
    });
    const streamed = await bad(h, '/api/token/refresh', { headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed).toEqual({ status: 413, message: expect.stringMatching(/too large/) });
    // Just under the limit is fine (and is then a wrong password).
    const fits = JSON.stringify({ email: 'anna@hirter.hu', password: 'x'.repeat(1000) });
    expect((await h.postJson('/api/login', JSON.parse(fits))).status).toBe(401);
  });

  it('unknown paths are JSON 404s', async () => {
    const h = harness();
    const res = await h.request('/api/login/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'Not found' });
  });
});

describe('security service: rate limits', () => {
  it('5 login attempts a minute per client, with Retry-After in whole seconds', async () => {
    const h = harness();
    // From the preview (a trusted peer): the right-most address that is not a proxy of ours is the client.
    const client = { 'x-forwarded-for': '10.0.0.1, 203.0.113.7' };
    for (let i = 0; i < 5; i++) expect((await h.postJson('/api/login', { email: `x${i}@hirter.hu`, password: PASSWORD }, client)).status).toBe(401);
    const before = dump(h.db);
    const limited = await h.postJson('/api/login', { email: 'other@hirter.hu', password: PASSWORD }, client);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 429, message: 'Too many attempts.' });
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(dump(h.db)).toBe(before);
    // Whatever the client writes on the left of the header does not make it another client.
    expect((await h.postJson('/api/login', { email: 'y@hirter.hu', password: PASSWORD }, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).status).toBe(429);
    expect((await h.postJson('/api/login', { email: 'y@hirter.hu', password: PASSWORD }, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    h.clock.advance(20_500);
    expect((await h.postJson('/api/login', { email: 'y@hirter.hu', password: PASSWORD }, client)).headers.get('retry-after')).toBe('40');
    h.clock.advance(40_000);
    expect((await h.postJson('/api/login', { email: 'y@hirter.hu', password: PASSWORD }, client)).status).toBe(401);
    // Without the header the preview itself is the client, one bucket like any other.
    expect((await h.postJson('/api/login', { email: 'z@hirter.hu', password: PASSWORD })).status).toBe(401);
  });

  it('5 OTP attempts a minute per client', async () => {
    const h = harness();
    const editors = [h.editor('a@hirter.hu'), h.editor('b@hirter.hu')];
    const client = { 'x-forwarded-for': '198.51.100.1' };
    const tokens = [];
    for (const e of editors)
      tokens.push(((await (await h.postJson('/api/login', { email: e.email, password: PASSWORD }, h.newClient())).json()) as { token: string }).token);
    for (let i = 0; i < 5; i++)
      expect((await h.postJson('/api/login/otp/verify', { code: '000000' }, { ...client, ...bearer(tokens[i % 2]!) })).status).toBe(401);
    const limited = await h.postJson('/api/login/otp/verify', { code: codeAt(editors[0]!.secret, h.clock.now) }, { ...client, ...bearer(tokens[0]!) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
  });
});

describe('security service: mounted into the content server', () => {
  it('keeps its middleware and error answers to its own paths', async () => {
    const { Hono } = await import('hono');
    const h = harness();
    const parent = new Hono();
    parent.get('/api/articles', (c) => c.json({ items: [] }));
    parent.post('/api/newsletter/subscribe', async (c) => c.json({ bytes: (await c.req.text()).length }));
    parent.route('/', h.app);

    const other = await parent.request('/api/articles');
    expect(other.headers.get('cache-control')).toBeNull();
    const big = await parent.request('/api/newsletter/subscribe', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES * 2) });
    expect(await big.json()).toEqual({ bytes: MAX_BODY_BYTES * 2 });

    const me = await parent.request('/api/me');
    expect(me.status).toBe(401);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toEqual({ status: 401, message: 'Missing accessToken, use your refreshToken!' });
    const login = await parent.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await login.json()).toEqual({ status: 400, message: "Invalid field 'email': required" });
    const session = await h.login(h.editor());
    expect((await parent.request('/api/me', { headers: bearer(session.token) })).status).toBe(200);
  });
});
