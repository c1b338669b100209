import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness, TEST_JWT_SECRET, type Tokens } from './testing';
import { ACCESS_AUDIENCE, ACCESS_TOKEN_TTL_S, bearerOf, signPreauthToken, TOKEN_ISSUER, verifyAccessToken } from './tokens';

const h = harness();
let session: Tokens;
let claims: { sub: string; email: string; sid: string; iat: number };
const INVALID = { ok: false, status: 401, message: 'Invalid JWT Token' };

const check = (authorization: string | undefined, now = h.clock.now) => verifyAccessToken(h.db, TEST_JWT_SECRET, authorization, now);
const b = (token: string) => `Bearer ${token}`;
const secretKey = (s: string) => new TextEncoder().encode(s);

/** An access token like ours, with `change` applied to its claims and signed as `how` says. */
async function forge(change: Record<string, unknown> = {}, how: { secret?: string; alg?: string } = {}): Promise<string> {
  const payload = { ...claims, typ: 'access', iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE, nbf: claims.iat, exp: claims.iat + ACCESS_TOKEN_TTL_S, ...change };
  return new SignJWT(payload).setProtectedHeader({ alg: how.alg ?? 'HS256', typ: 'JWT' }).sign(secretKey(how.secret ?? TEST_JWT_SECRET));
}

beforeAll(async () => {
  session = await h.login(h.editor('anna@hirter.hu'));
  claims = decodeJwt(session.token) as typeof claims;
});

describe('verifyAccessToken', () => {
  it('accepts our access token and names the editor', async () => {
    const id = (h.db.prepare('SELECT id FROM editors').get() as { id: number }).id;
    expect(await check(b(session.token))).toEqual({ ok: true, editor: { id, email: 'anna@hirter.hu' } });
    expect(await check(`bearer   ${session.token}  `)).toMatchObject({ ok: true });
    // The forge reproduces a genuine token, so the refusals below are about the one thing each changes.
    expect(await check(b(await forge()))).toMatchObject({ ok: true });
    expect(decodeJwt(session.token)).toMatchObject({ typ: 'access', iss: 'hirter-security', aud: 'hirter-preview', sid: expect.any(String) });
  });

  it('asks for a refresh when there is no bearer token', async () => {
    const missing = { ok: false, status: 401, message: 'Missing accessToken, use your refreshToken!' };
    for (const header of [undefined, '', 'Bearer', 'Bearer    ', `Basic ${Buffer.from('a:b').toString('base64')}`])
      expect(await check(header), String(header)).toEqual(missing);
  });

  it('refuses a changed payload', async () => {
    const [head, , sig] = session.token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(session.token), email: 'boss@hirter.hu', sub: '999' })).toString('base64url');
    expect(await check(b(`${head}.${payload}.${sig}`))).toEqual(INVALID);
    // The signature alone changed.
    const flipped = sig!.slice(0, -2) + (sig!.endsWith('AA') ? 'BA' : 'AA');
    expect(await check(b(`${head}.${session.token.split('.')[1]}.${flipped}`))).toEqual(INVALID);
  });

  it("refuses alg 'none', another algorithm and another secret", async () => {
    const unsecured = new UnsecuredJWT({ ...decodeJwt(session.token) }).encode();
    expect(await check(b(unsecured))).toEqual(INVALID);
    // 'none' with the genuine signature left on.
    const noneHead = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const [, payload, sig] = session.token.split('.');
    expect(await check(b(`${noneHead}.${payload}.${sig}`))).toEqual(INVALID);
    expect(await check(b(await forge({}, { alg: 'HS512' })))).toEqual(INVALID);
    expect(await check(b(await forge({}, { secret: 'another-secret-of-at-least-32-characters!' })))).toEqual(INVALID);
  });

  it('refuses expired tokens as expired and not-yet-valid ones as invalid (injectable clock)', async () => {
    const exp = claims.iat + ACCESS_TOKEN_TTL_S;
    expect(await check(b(session.token), exp * 1000 - 1000)).toMatchObject({ ok: true });
    expect(await check(b(session.token), exp * 1000)).toEqual({ ok: false, status: 401, message: 'Expired JWT Token' });
    expect(await check(b(session.token), claims.iat * 1000 - 1000)).toEqual(INVALID);
    expect(await check(b(await forge({ nbf: claims.iat + 60 })))).toEqual(INVALID);
    // Expired, but forged: the signature is checked first.
    expect(await check(b(await forge({ exp: claims.iat - 10 }, { secret: 'another-secret-of-at-least-32-characters!' })))).toEqual(INVALID);
  });

  it('refuses the wrong kind, issuer or audience, and missing claims', async () => {
    const preauth = await signPreauthToken(TEST_JWT_SECRET, { editorId: Number(claims.sub), jti: 'x' }, h.clock.now);
    expect(await check(b(preauth))).toEqual(INVALID);
    expect(await check(b(await forge({ typ: 'preauth' })))).toEqual(INVALID);
    expect(await check(b(await forge({ typ: undefined })))).toEqual(INVALID);
    expect(await check(b(await forge({ iss: 'someone-else' })))).toEqual(INVALID);
    expect(await check(b(await forge({ aud: 'hirter-security' })))).toEqual(INVALID);
    expect(await check(b(await forge({ sid: undefined })))).toEqual(INVALID);
    expect(await check(b(await forge({ sub: 'abc' })))).toEqual(INVALID);
    expect(await check(b(await forge({ exp: undefined })))).toEqual(INVALID);
    expect(await check(b(await forge({ nbf: undefined })))).toEqual(INVALID);
    for (const junk of ['abc', 'a.b.c', '...', `${session.token}.x`, 'Bearer x', '€'.repeat(50)]) expect(await check(b(junk)), junk).toEqual(INVALID);
  });

  it('answers 403 for a genuine token of an unknown or other editor', async () => {
    expect(await check(b(await forge({ sid: 'no-such-session' })))).toEqual({ ok: false, status: 403, message: 'Forbidden' });
    // The session exists but belongs to someone else.
    expect(await check(b(await forge({ sub: '999' })))).toEqual({ ok: false, status: 403, message: 'Forbidden' });
  });
});

describe('bearerOf', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerOf('Bearer abc')).toBe('abc');
    expect(bearerOf('BEARER abc ')).toBe('abc');
    expect(bearerOf('Bearerabc')).toBeNull();
    expect(bearerOf('Token abc')).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });
});

describe('the app with tokens of the wrong kind', () => {
  it('a pre-auth token is refused by /api/me and /api/logout, an access token by the OTP step', async () => {
    const preauth = await signPreauthToken(TEST_JWT_SECRET, { editorId: Number(claims.sub), jti: 'y' }, h.clock.now);
    for (const path of ['/api/me', '/api/logout'])
      expect(await (await h.request(path, { headers: { authorization: b(preauth) } })).json()).toEqual({ status: 401, message: 'Invalid JWT Token' });
    const res = await h.postJson('/api/login/otp/verify', { code: '123456' }, { authorization: b(session.token), ...h.newClient() });
    expect(await res.json()).toEqual({ status: 401, message: 'Invalid JWT Token' });
  });
});
