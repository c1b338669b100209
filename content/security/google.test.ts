// Google sign-in against a real OpenID Connect provider: oauth2-mock-server on 127.0.0.1, a random port.
import { createServer } from 'node:net';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dump, harness } from './testing';

const CLIENT_ID = 'hirter-preview.apps.example';
const REDIRECT = 'http://127.0.0.1:3001/login';
const STATE = 'aB3dE5gH7j';

const provider = new OAuth2Server();
/** A second provider, whose tokens must never get anyone in through the first one. */
const stranger = new OAuth2Server();

beforeAll(async () => {
  for (const server of [provider, stranger]) {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
  }
});
afterAll(async () => {
  await provider.stop();
  await stranger.stop();
});

const setup = (google: { issuerUrl: string; clientId?: string } = { issuerUrl: provider.issuer.url! }) => {
  // The provider signs with the real clock, so this app runs on it too.
  const h = harness({ now: () => Date.now(), google: { clientId: CLIENT_ID, clientSecret: 'test-client-secret', ...google } });
  h.editor('anna@hirter.hu');
  return h;
};

/**
 * Changes the next ID token the provider signs. The token endpoint signs an access token first and the ID
 * token second (only the ID token has an audience), so a plain `once` would change the access token.
 */
function nextIdToken(change: (payload: MutableToken['payload']) => void): void {
  const listener = (token: MutableToken) => {
    if (token.payload.aud === undefined) return;
    provider.service.off('beforeTokenSigning', listener);
    change(token.payload);
  };
  provider.service.on('beforeTokenSigning', listener);
}

const asEditor = (email: string) => (p: MutableToken['payload']) => Object.assign(p, { email, email_verified: true });

/** The provider's authorization step, as a browser would follow it: the code from its redirect. */
async function codeFrom(h: ReturnType<typeof setup>): Promise<string> {
  const res = await h.request(`/api/login/google/url?redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}`);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const redirect = await fetch(url, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(STATE);
  return back.searchParams.get('code')!;
}

const check = (h: ReturnType<typeof setup>, code: string, client = h.newClient()) =>
  h.request('/api/login/google/check', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...client },
    body: new URLSearchParams({ code, redirect_uri: REDIRECT }).toString(),
  });

async function expectFailure(h: ReturnType<typeof setup>, res: Response, why: RegExp) {
  expect(res.status).toBe(401);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.text()).toBe('{"status":401,"message":"Google sign-in failed."}');
  // The line this refusal logged, not an earlier one.
  expect(h.logs.at(-1)).toMatch(why);
}

describe('Google sign-in', () => {
  it('builds the authorization URL from the discovery document', async () => {
    const h = setup();
    const res = await h.request(`/api/login/google/url?redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      scope: 'openid profile email',
      state: STATE,
    });
  });

  it('signs an editor in end to end, without an OTP step', async () => {
    const h = setup();
    const code = await codeFrom(h);
    nextIdToken(asEditor('Anna@Hirter.hu'));
    const res = await check(h, code);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tokens = (await res.json()) as { token: string; refreshToken: string; expiresIn: number };
    expect(tokens).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    expect(await (await h.request('/api/me', { headers: bearer(tokens.token) })).json()).toEqual({ id: expect.any(Number), email: 'anna@hirter.hu' });
    expect(h.db.prepare('SELECT method FROM sessions').all()).toEqual([{ method: 'google' }]);
    // Multipart form data is form data too.
    const form = new FormData();
    form.set('code', await codeFrom(h));
    form.set('redirect_uri', REDIRECT);
    nextIdToken(asEditor('anna@hirter.hu'));
    expect((await h.request('/api/login/google/check', { method: 'POST', body: form, headers: h.newClient() })).status).toBe(200);
  });

  it('refuses an e-mail that is no editor, or one the provider has not verified', async () => {
    const h = setup();
    const before = dump(h.db);
    nextIdToken(asEditor('stranger@gmail.com'));
    await expectFailure(h, await check(h, await codeFrom(h)), /stranger@gmail\.com is no editor/);
    nextIdToken((p) => Object.assign(p, { email: 'anna@hirter.hu', email_verified: false }));
    await expectFailure(h, await check(h, await codeFrom(h)), /not verified/);
    nextIdToken(() => {});
    await expectFailure(h, await check(h, await codeFrom(h)), /no e-mail claim/);
    expect(dump(h.db)).toBe(before);
  });

  it('refuses an ID token of another issuer or for another audience', async () => {
    const h = setup();
    // Signed by the right keys but naming another issuer.
    nextIdToken((p) => Object.assign(asEditor('anna@hirter.hu')(p), { iss: stranger.issuer.url }));
    await expectFailure(h, await check(h, await codeFrom(h)), /unexpected "iss" claim value/);
    // Issued to another client.
    nextIdToken((p) => Object.assign(asEditor('anna@hirter.hu')(p), { aud: 'someone-else.apps.example' }));
    await expectFailure(h, await check(h, await codeFrom(h)), /unexpected "aud" claim value/);
    // Several audiences, ours among them, but authorised for another party.
    nextIdToken((p) => Object.assign(asEditor('anna@hirter.hu')(p), { aud: [CLIENT_ID, 'other'], azp: 'other' }));
    await expectFailure(h, await check(h, await codeFrom(h)), /azp other is not our client/);
    // A whole token of the other provider, with our audience and an editor's e-mail, in the answer.
    const foreign = await stranger.issuer.buildToken({
      scopesOrTransform: (_h, p) => Object.assign(p, { aud: CLIENT_ID, sub: 'x', email: 'anna@hirter.hu', email_verified: true }),
    });
    provider.service.once('beforeResponse', (res: MutableResponse) => {
      if (res.body !== '') res.body.id_token = foreign;
    });
    await expectFailure(h, await check(h, await codeFrom(h)), /ID token refused \(JWKSNoMatchingKey/);
    // An app configured for another client refuses the tokens issued to this one.
    const other = setup({ issuerUrl: provider.issuer.url!, clientId: 'another-client' });
    nextIdToken((p) => Object.assign(asEditor('anna@hirter.hu')(p), { aud: CLIENT_ID }));
    await expectFailure(other, await check(other, await codeFrom(other)), /unexpected "aud" claim value/);
    expect(h.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  it('refuses an expired ID token', async () => {
    const h = setup();
    nextIdToken((p) => Object.assign(asEditor('anna@hirter.hu')(p), { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }));
    await expectFailure(h, await check(h, await codeFrom(h)), /"exp" claim timestamp check failed/);
  });

  it('answers 401 when the provider refuses the code, and when it is down', async () => {
    const h = setup();
    provider.service.once('beforeResponse', (res: MutableResponse) => {
      res.statusCode = 400;
      res.body = { error: 'invalid_grant' };
    });
    await expectFailure(h, await check(h, 'not-a-code'), /code exchange failed \(Error: HTTP 400 invalid_grant\)/);

    const port = await closedPort();
    const down = setup({ issuerUrl: `http://127.0.0.1:${port}` });
    await expectFailure(down, await check(down, 'whatever'), /discovery document .* unavailable/);
    const url = await down.request(`/api/login/google/url?redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}`);
    expect(url.status).toBe(503);
    expect(await url.json()).toEqual({ status: 503, message: 'Google sign-in is unavailable.' });
  });

  it('validates the query and the form, naming the field', async () => {
    const h = setup();
    const url = async (q: string) => {
      const res = await h.request(`/api/login/google/url?${q}`);
      return { status: res.status, ...((await res.json()) as { message: string }) };
    };
    const redirect = `redirect_uri=${encodeURIComponent(REDIRECT)}`;
    expect(await url(`${redirect}&state=short`)).toMatchObject({ status: 400, message: "Invalid parameter 'state': expected 10 letters or digits" });
    expect(await url(`${redirect}&state=aB3dE5gH7j1`)).toMatchObject({ status: 400, message: "Invalid parameter 'state': expected 10 letters or digits" });
    expect(await url(`${redirect}&state=aB3dE5gH7-`)).toMatchObject({ status: 400 });
    expect(await url(`${redirect}`)).toMatchObject({ status: 400, message: "Invalid parameter 'state': required" });
    expect(await url(`state=${STATE}`)).toMatchObject({ status: 400, message: "Invalid parameter 'redirect_uri': required" });
    expect(await url(`state=${STATE}&redirect_uri=javascript:alert(1)`)).toMatchObject({
      status: 400,
      message: "Invalid parameter 'redirect_uri': expected an http(s) URL",
    });

    const post = async (init: RequestInit) => {
      const res = await h.request('/api/login/google/check', {
        method: 'POST',
        ...init,
        headers: { ...h.newClient(), ...(init.headers as Record<string, string>) },
      });
      return { status: res.status, ...((await res.json()) as { message: string }) };
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await post({ headers: form, body: `redirect_uri=${encodeURIComponent(REDIRECT)}` })).toEqual({
      status: 400,
      message: "Invalid field 'code': required",
    });
    expect(await post({ headers: form, body: 'code=abc' })).toEqual({ status: 400, message: "Invalid field 'redirect_uri': required" });
    expect(await post({ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'a', redirect_uri: REDIRECT }) })).toMatchObject({
      status: 415,
    });
    expect(await post({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'garbage' })).toMatchObject({ status: 400 });
    const file = new FormData();
    file.set('code', new Blob(['abc']), 'code.txt');
    file.set('redirect_uri', REDIRECT);
    expect(await post({ body: file })).toEqual({ status: 400, message: "Invalid field 'code': expected a string" });
  });

  it('is a 404 when Google is not configured', async () => {
    const h = harness();
    const url = await h.request(`/api/login/google/url?redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}`);
    expect(url.status).toBe(404);
    expect(await url.json()).toEqual({ status: 404, message: 'Google sign-in is not configured' });
    const res = await h.request('/api/login/google/check', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=a',
    });
    expect(res.status).toBe(404);
  });

  it('5 attempts a minute per client', async () => {
    const h = setup();
    const client = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < 5; i++) expect((await check(h, `code-${i}`, client)).status).toBe(401);
    const limited = await check(h, 'code-6', client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ status: 429, message: 'Too many attempts.' });
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
