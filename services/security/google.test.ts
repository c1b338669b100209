// Google sign-in against a real OpenID Connect provider: oauth2-mock-server on 127.0.0.1, a random port.
// The provider checks a code_verifier against the code's code_challenge and puts the authorization
// request's nonce into the ID token, as Google does.
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { OAuth2Server, type MutableResponse, type MutableToken, type TokenRequest, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { GOOGLE_SIGN_IN_TTL_S } from '../../domain/preview';
import { sealGoogleFlow } from './googleFlow';
import { bearer, dump, harness, TEST_JWT_SECRET } from './testing';

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

const setup = (google: { issuerUrl: string; clientId?: string } = { issuerUrl: provider.issuer.url! }, now = () => Date.now()) => {
  // The provider signs with the real clock, so this app runs on it too.
  const h = harness({ now, google: { clientId: CLIENT_ID, clientSecret: 'test-client-secret', ...google } });
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

/** The body of the next token request the provider answers. */
function nextTokenRequest(): Promise<TokenRequest> {
  return new Promise((resolve) => provider.service.once('beforeResponse', (_res: MutableResponse, req: TokenRequestIncomingMessage) => resolve(req.body)));
}

const asEditor = (email: string) => (p: MutableToken['payload']) => Object.assign(p, { email, email_verified: true });

let states = 0;
/** A fresh state of the preview's form (10 letters and digits) for each sign-in. */
const newState = () => `st${String(++states).padStart(8, '0')}`;

/** A sign-in as the preview starts it: the provider's URL and the sealed sign-in for the browser's cookie. */
async function start(h: ReturnType<typeof setup>, state = newState()) {
  const res = await h.request(`/api/login/google/url?redirect_uri=${encodeURIComponent(REDIRECT)}&state=${state}`);
  expect(res.status).toBe(200);
  const { url, flow } = (await res.json()) as { url: string; flow: string };
  return { url: new URL(url), state, flow };
}

/** The provider's authorization step, as a browser would follow it: the code and state from its redirect. */
async function codeFrom(h: ReturnType<typeof setup>) {
  const signIn = await start(h);
  const redirect = await fetch(signIn.url, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(signIn.state);
  return { ...signIn, code: back.searchParams.get('code')! };
}

const check = (h: ReturnType<typeof setup>, back: { code: string; state: string; flow: string }, client = h.newClient()) =>
  h.request('/api/login/google/check', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...client },
    body: new URLSearchParams({ code: back.code, redirect_uri: REDIRECT, state: back.state, flow: back.flow }).toString(),
  });

async function expectFailure(h: ReturnType<typeof setup>, res: Response, why: RegExp) {
  expect(res.status).toBe(401);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.text()).toBe('{"status":401,"message":"Google sign-in failed."}');
  // The line this refusal logged, not an earlier one.
  expect(h.logs.at(-1)).toMatch(why);
}

describe('Google sign-in', () => {
  it('builds the authorization URL from the discovery document, with a PKCE challenge (S256) and a nonce fresh for each sign-in', async () => {
    const h = setup();
    const res = await h.request(`/api/login/google/url?redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { url: href, flow } = (await res.json()) as { url: string; flow: string };
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      scope: 'openid profile email',
      state: STATE,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The sealed sign-in shows neither the nonce nor anything else of it, in any of its parts.
    expect(flow.split('.')).toHaveLength(5);
    for (const part of flow.split('.')) expect(Buffer.from(part, 'base64url').toString('latin1')).not.toMatch(/nonce|verifier|aB3dE5gH7j/);
    expect(flow).not.toContain(url.searchParams.get('nonce'));

    const again = await start(h, STATE);
    expect(again.url.searchParams.get('code_challenge')).not.toBe(url.searchParams.get('code_challenge'));
    expect(again.url.searchParams.get('nonce')).not.toBe(url.searchParams.get('nonce'));
    expect(again.flow).not.toBe(flow);
  });

  it("signs an editor in end to end, without an OTP step; the token request carries the sign-in's code_verifier", async () => {
    const h = setup();
    const back = await codeFrom(h);
    nextIdToken(asEditor('Anna@Hirter.hu'));
    const sent = nextTokenRequest();
    const res = await check(h, back);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The provider checked the verifier against the challenge; so does this test.
    const { code_verifier: verifier } = await sent;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createHash('sha256').update(verifier!).digest('base64url')).toBe(back.url.searchParams.get('code_challenge'));
    const tokens = (await res.json()) as { token: string; refreshToken: string; expiresIn: number };
    expect(tokens).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    expect(await (await h.request('/api/me', { headers: bearer(tokens.token) })).json()).toEqual({ id: expect.any(Number), email: 'anna@hirter.hu' });
    expect(h.db.prepare('SELECT method FROM sessions').all()).toEqual([{ method: 'google' }]);
    // Multipart form data is form data too.
    const next = await codeFrom(h);
    const form = new FormData();
    for (const [name, value] of Object.entries({ code: next.code, state: next.state, flow: next.flow, redirect_uri: REDIRECT })) form.set(name, value);
    nextIdToken(asEditor('anna@hirter.hu'));
    expect((await h.request('/api/login/google/check', { method: 'POST', body: form, headers: h.newClient() })).status).toBe(200);
  });

  it("refuses an ID token whose nonce is not this sign-in's, or that has none", async () => {
    const h = setup();
    nextIdToken((p) => Object.assign(asEditor('anna@hirter.hu')(p), { nonce: 'someone-elses-nonce' }));
    await expectFailure(h, await check(h, await codeFrom(h)), /ID token's nonce is not this sign-in's/);
    nextIdToken((p) => delete asEditor('anna@hirter.hu')(p).nonce);
    await expectFailure(h, await check(h, await codeFrom(h)), /ID token has no nonce/);
    // Another sign-in's ID token, nonce and all, in this sign-in's answer.
    const other = await codeFrom(h);
    let stolen = '';
    provider.service.once('beforeResponse', (res: MutableResponse) => {
      if (res.body !== '') stolen = res.body.id_token as string;
    });
    nextIdToken(asEditor('anna@hirter.hu'));
    expect((await check(h, other)).status).toBe(200);
    provider.service.once('beforeResponse', (res: MutableResponse) => {
      if (res.body !== '') res.body.id_token = stolen;
    });
    await expectFailure(h, await check(h, await codeFrom(h)), /ID token's nonce is not this sign-in's/);
    expect(h.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 1 });
  });

  it("refuses a callback brought back with another sign-in's state or verifier, a forged or expired sign-in", async () => {
    let offset = 0;
    const h = setup({ issuerUrl: provider.issuer.url! }, () => Date.now() + offset);
    const before = dump(h.db);
    // Every ID token names an editor: only the sign-in's own checks stand in the way.
    const editorsToken = (token: MutableToken) => token.payload.aud !== undefined && asEditor('anna@hirter.hu')(token.payload);
    provider.service.on('beforeTokenSigning', editorsToken);
    onTestFinished(() => void provider.service.off('beforeTokenSigning', editorsToken));
    const mine = await codeFrom(h);
    const theirs = await codeFrom(h);
    // Their code and state, brought to my browser (login CSRF): my sign-in's state is another.
    await expectFailure(h, await check(h, { ...theirs, flow: mine.flow }), /the state is not this sign-in's/);
    // Their code with my state: the provider refuses my verifier for their code's challenge.
    await expectFailure(
      h,
      await check(h, { ...mine, code: theirs.code }),
      /code exchange failed \(Error: HTTP 400 invalid_request code_verifier provided does not match code_challenge\)/,
    );
    // A sealed sign-in altered, sealed with another key, or not one at all.
    const [header, key, iv, text, tag] = mine.flow.split('.') as [string, string, string, string, string];
    const altered = [header, key, iv, `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`, tag].join('.');
    const forged = await sealGoogleFlow(
      'another-jwt-secret-of-at-least-32-characters',
      { state: mine.state, verifier: 'v'.repeat(43), nonce: 'n' },
      Date.now(),
    );
    for (const flow of [altered, forged, 'not-a-sealed-sign-in']) await expectFailure(h, await check(h, { ...mine, flow }), /the sign-in is not one of ours/);
    // Past its lifetime.
    const late = await codeFrom(h);
    offset = (GOOGLE_SIGN_IN_TTL_S + 1) * 1000;
    await expectFailure(h, await check(h, late), /the sign-in expired/);
    expect(dump(h.db)).toBe(before);
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
    await expectFailure(h, await check(h, await codeFrom(h)), /code exchange failed \(Error: HTTP 400 invalid_grant\)/);

    const port = await closedPort();
    const down = setup({ issuerUrl: `http://127.0.0.1:${port}` });
    const flow = await sealGoogleFlow(TEST_JWT_SECRET, { state: STATE, verifier: 'v'.repeat(43), nonce: 'n' }, Date.now());
    await expectFailure(down, await check(down, { code: 'whatever', state: STATE, flow }), /discovery document .* unavailable/);
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
    const rest = `redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}&flow=x`;
    expect(await post({ headers: form, body: rest })).toEqual({ status: 400, message: "Invalid field 'code': required" });
    expect(await post({ headers: form, body: `code=abc&state=${STATE}&flow=x` })).toEqual({ status: 400, message: "Invalid field 'redirect_uri': required" });
    expect(await post({ headers: form, body: `code=abc&redirect_uri=${encodeURIComponent(REDIRECT)}&flow=x` })).toEqual({
      status: 400,
      message: "Invalid field 'state': required",
    });
    expect(await post({ headers: form, body: `code=abc&redirect_uri=${encodeURIComponent(REDIRECT)}&state=short&flow=x` })).toEqual({
      status: 400,
      message: "Invalid field 'state': expected 10 letters or digits",
    });
    expect(await post({ headers: form, body: `code=abc&redirect_uri=${encodeURIComponent(REDIRECT)}&state=${STATE}` })).toEqual({
      status: 400,
      message: "Invalid field 'flow': required",
    });
    expect(await post({ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'a', redirect_uri: REDIRECT }) })).toMatchObject({
      status: 415,
    });
    expect(await post({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'garbage' })).toMatchObject({ status: 400 });
    const file = new FormData();
    file.set('code', new Blob(['abc']), 'code.txt');
    file.set('redirect_uri', REDIRECT);
    file.set('state', STATE);
    file.set('flow', 'x');
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
    for (let i = 0; i < 5; i++) expect((await check(h, { code: `code-${i}`, state: STATE, flow: 'x' }, client)).status).toBe(401);
    const limited = await check(h, { code: 'code-6', state: STATE, flow: 'x' }, client);
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
