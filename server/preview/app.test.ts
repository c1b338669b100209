// The preview endpoint against the real embedded services (content API, security service) on a free port,
// a local OpenID provider (oauth2-mock-server) for the Google sign-in, and a stand-in renderer that reports
// what it was asked to render.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore } from '../../services/testing/fixture';
import { startContentServer, type RunningServer } from '../../services/server';
import { openDb } from '../../services/store/schema';
import { openSecurityDb } from '../../services/security/db';
import { addEditor, removeEditor } from '../../services/security/editors';
import { codeAt } from '../../services/security/totp';
import { DEFAULT_HOSTS } from '../../domain/sites';
import { GOOGLE_SIGN_IN_TTL_S, PREVIEW_COOKIES } from '../../domain/preview';
import type { RenderInit } from '../render';
import { bareServerErrorHtml } from '../../domain/errors';
import { HTML_TYPE } from '../../domain/serving';
import { createPreviewApp } from './app';
import { securityClient } from './security';

const JWT_SECRET = 'preview-test-jwt-secret-of-32-characters-at-least';
const PASSWORD = 'előnézeti-jelszó';
let api: RunningServer;
let securityDbPath: string;
let draft: { slug: string; path: string };
const rendered: RenderInit[] = [];
let app: ReturnType<typeof createPreviewApp>;
/** The editor every ID token of the provider names. */
const GOOGLE_EDITOR = 'gizi@hirter.hu';
const provider = new OAuth2Server();

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (token.payload.aud !== undefined) Object.assign(token.payload, { email: GOOGLE_EDITOR, email_verified: true });
  });
  const { dbPath, mediaDir } = copyStore();
  securityDbPath = join(mkdtempSync(join(tmpdir(), 'preview-test-')), 'security.db');
  api = await startContentServer({
    dbPath,
    mediaDir,
    port: 0,
    jwtSecret: JWT_SECRET,
    securityDbPath,
    serviceToken: 'svc',
    google: { issuerUrl: provider.issuer.url!, clientId: 'preview-test', clientSecret: 'preview-test-secret' },
    log: () => {},
  });
  newEditor(GOOGLE_EDITOR);
  const db = openDb(dbPath);
  draft = db.prepare("SELECT slug, '/x/' || slug AS path FROM articles WHERE active = 0 AND type = 'article' LIMIT 1").get() as typeof draft;
  db.close();
  app = createPreviewApp({
    contentApiUrl: api.url,
    security: securityClient(api.url),
    // No build: the stand-in renderer needs none, and the assets folder is empty.
    distDir: mkdtempSync(join(tmpdir(), 'preview-dist-')),
    hosts: DEFAULT_HOSTS,
    log: () => {},
    render: async (init) => {
      rendered.push(init);
      return {
        statusCode: 200,
        headers: [['content-type', 'text/html; charset=utf-8']],
        body: JSON.stringify({ url: init.urlOriginal, login: init.login ?? null, preview: init.preview?.email ?? null }),
      };
    },
  });
});
afterAll(async () => {
  await api.close();
  await provider.stop();
});

function newEditor(email: string): string {
  const db = openSecurityDb(securityDbPath);
  try {
    return addEditor(db, { email, password: PASSWORD }).secret;
  } finally {
    db.close();
  }
}

/** A browser: keeps the cookies it is given, sends them back. */
let clients = 0;
function browser() {
  const jar = new Map<string, string>();
  // Each browser its own address: the security service limits attempts per client.
  const env = { incoming: { socket: { remoteAddress: `10.0.0.${++clients}`, remotePort: 1, remoteFamily: 'IPv4' } } };
  const take = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(line) || value.join('=') === '') jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    get: async (path: string) => take(await app.request(path, { headers: { host: 'localhost:3001', cookie: cookie() } }, env)),
    post: async (path: string, form: Record<string, string>) =>
      take(
        await app.request(
          path,
          {
            method: 'POST',
            headers: { host: 'localhost:3001', cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form).toString(),
          },
          env,
        ),
      ),
    csrf: () => jar.get(PREVIEW_COOKIES.csrf) ?? '',
  };
}

async function loggedIn(email: string) {
  const secret = newEditor(email);
  const b = browser();
  await b.get('/login');
  expect((await b.post('/login', { csrf: b.csrf(), email, password: PASSWORD })).status).toBe(303);
  expect((await b.post('/login/kod', { csrf: b.csrf(), code: codeAt(secret, Date.now()) })).status).toBe(303);
  return b;
}

describe('the preview endpoint', () => {
  it("sends the pages' security headers, framed by nobody: its login page and every other answer", async () => {
    const login = await browser().get('/login');
    expect(login.status).toBe(200);
    const other = await browser().get('/rovat/belfold');
    for (const res of [login, other]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    }
  });

  it("answers compose's readiness probe without a login: ready while the content API answers, else 503", async () => {
    const ready = await app.request('/readyz', { headers: { host: 'localhost:3001' } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, checks: { contentApi: 'ok' } });
    expect(ready.headers.get('cache-control')).toContain('no-store');
    expect((await app.request('/healthz', { headers: { host: 'localhost:3001' } })).status).toBe(200);
    const cut = createPreviewApp({
      contentApiUrl: 'http://127.0.0.1:9',
      security: securityClient('http://127.0.0.1:9'),
      distDir: mkdtempSync(join(tmpdir(), 'preview-dist-')),
      hosts: DEFAULT_HOSTS,
      log: () => {},
      render: () => Promise.reject(new Error('no render')),
    });
    const down = await cut.request('/readyz', { headers: { host: 'localhost:3001' } });
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, reason: expect.stringMatching(/^content API: unreachable/) });
  });

  it("answers a page it could not render with the server error page's texts, a 500, private and noindex", async () => {
    const broken = createPreviewApp({
      contentApiUrl: api.url,
      security: securityClient(api.url),
      distDir: mkdtempSync(join(tmpdir(), 'preview-dist-')),
      hosts: DEFAULT_HOSTS,
      log: () => {},
      render: () => Promise.reject(new Error('no render')),
    });
    const res = await broken.request('/login', { headers: { host: 'localhost:3001' } });
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([500, HTML_TYPE, bareServerErrorHtml()]);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('cache-control')).toContain('private');
  });

  it('sends an editor without a session to /login, keeping the asked path; every answer private and noindex', async () => {
    const b = browser();
    const res = await b.get('/belfold/2026/11/20/cikk?oldal=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(decodeURIComponent(b.jar.get(PREVIEW_COOKIES.returnTo)!)).toBe('/belfold/2026/11/20/cikk?oldal=2');
    expect(res.headers.getSetCookie().find((c) => c.startsWith(PREVIEW_COOKIES.returnTo))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    const login = await b.get('/login');
    expect(login.status).toBe(200);
    expect(login.headers.get('x-robots-tag')).toBe('noindex');
    expect(JSON.parse(await login.text()).login).toMatchObject({ step: 'password', csrf: b.csrf(), google: true });
  });

  it("a script's request without a session is a 401 that keeps the stored path; build records are 404", async () => {
    const b = browser();
    await b.get('/rovat/sport');
    const fetched = await app.request('/rovat/kulfold?x=1', {
      headers: { host: 'localhost:3001', 'sec-fetch-mode': 'cors', cookie: `${PREVIEW_COOKIES.returnTo}=${encodeURIComponent('/rovat/sport')}` },
    });
    expect(fetched.status).toBe(401);
    expect(fetched.headers.getSetCookie()).toEqual([]);
    expect((await b.get('/builds/latest.json?t=1')).status).toBe(404);
    expect(decodeURIComponent(b.jar.get(PREVIEW_COOKIES.returnTo)!)).toBe('/rovat/sport');
  });

  it('password, then the one-time code, then back to the asked path with HttpOnly token cookies', async () => {
    const secret = newEditor('anna@hirter.hu');
    const b = browser();
    await b.get('/rovat/belfold?oldal=3');
    await b.get('/login');
    const wrong = await b.post('/login', { csrf: b.csrf(), email: 'anna@hirter.hu', password: 'rossz-jelszó-123' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(await wrong.text()).login).toMatchObject({ step: 'password', error: 'Hibás e-mail-cím vagy jelszó.', email: 'anna@hirter.hu' });
    expect(b.jar.has(PREVIEW_COOKIES.preAuth)).toBe(false);

    const ok = await b.post('/login', { csrf: b.csrf(), email: 'anna@hirter.hu', password: PASSWORD });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/login');
    expect(JSON.parse(await (await b.get('/login')).text()).login.step).toBe('otp');

    const badCode = await b.post('/login/kod', { csrf: b.csrf(), code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' });
    expect(badCode.status).toBe(401);
    expect(JSON.parse(await badCode.text()).login).toMatchObject({ step: 'otp', error: 'Hibás vagy már felhasznált kód.' });

    const done = await b.post('/login/kod', { csrf: b.csrf(), code: codeAt(secret, Date.now()) });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/rovat/belfold?oldal=3');
    for (const name of [PREVIEW_COOKIES.access, PREVIEW_COOKIES.refresh]) {
      expect(done.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))).toMatch(/HttpOnly/);
    }
    expect(b.jar.has(PREVIEW_COOKIES.preAuth)).toBe(false);

    // Signed in: /login goes to /, a page renders as this editor's preview.
    expect((await b.get('/login')).headers.get('location')).toBe('/');
    const page = await b.get('/rovat/belfold');
    expect(page.status).toBe(200);
    expect(JSON.parse(await page.text()).preview).toBe('anna@hirter.hu');
    expect(rendered.at(-1)!.contentApiUrl).toBe(`${api.url}/internal`);
    expect(rendered.at(-1)!.preview?.token).toBe(b.jar.get(PREVIEW_COOKIES.access));
  });

  it("reads a draft's version through its own /api with the editor's token, and only with it", async () => {
    const b = await loggedIn('bela@hirter.hu');
    const res = await b.get(`/api/articles/${draft.slug}/version`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ v: expect.any(Number) });
    expect((await browser().get(`/api/articles/${draft.slug}/version`)).status).toBe(401);
    expect(
      (
        await app.request(`/api/articles/${draft.slug}`, {
          method: 'POST',
          headers: { cookie: `${PREVIEW_COOKIES.access}=${b.jar.get(PREVIEW_COOKIES.access)}` },
        })
      ).status,
    ).toBe(405);
  });

  it('an expired (here: missing) access token is refreshed once from the refresh cookie', async () => {
    const b = await loggedIn('cecil@hirter.hu');
    const before = b.jar.get(PREVIEW_COOKIES.refresh);
    b.jar.delete(PREVIEW_COOKIES.access);
    const page = await b.get('/');
    expect(page.status).toBe(200);
    expect(b.jar.get(PREVIEW_COOKIES.access)).toBeTruthy();
    expect(b.jar.get(PREVIEW_COOKIES.refresh)).not.toBe(before);
  });

  it('a removed editor (403) is logged out and sent to the login', async () => {
    const b = await loggedIn('dora@hirter.hu');
    const db = openSecurityDb(securityDbPath);
    removeEditor(db, 'dora@hirter.hu');
    db.close();
    const res = await b.get('/rovat/kulfold');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(b.jar.has(PREVIEW_COOKIES.access)).toBe(false);
    expect(b.jar.has(PREVIEW_COOKIES.refresh)).toBe(false);
  });

  it('logs out with the form, and the next page goes to the login', async () => {
    const b = await loggedIn('ede@hirter.hu');
    const access = b.jar.get(PREVIEW_COOKIES.access)!;
    const res = await b.post('/logout', { csrf: b.csrf() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(b.jar.has(PREVIEW_COOKIES.access)).toBe(false);
    expect((await b.get('/')).headers.get('location')).toBe('/login');
    // The old token is dead at the security service too, not only forgotten by the browser.
    expect((await fetch(`${api.url}/api/me`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(403);
  });

  it("refuses form posts without this browser's CSRF token, doing nothing", async () => {
    newEditor('feri@hirter.hu');
    const b = browser();
    await b.get('/login');
    const res = await b.post('/login', { csrf: 'x'.repeat(43), email: 'feri@hirter.hu', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(b.jar.has(PREVIEW_COOKIES.preAuth)).toBe(false);
    const none = await browser().post('/login', { email: 'feri@hirter.hu', password: PASSWORD });
    expect(none.status).toBe(403);
    const signedIn = await loggedIn('gabi@hirter.hu');
    expect((await signedIn.post('/logout', {})).status).toBe(403);
    expect(signedIn.jar.has(PREVIEW_COOKIES.access)).toBe(true);
  });

  it('signs an editor in with Google: the sign-in sealed in an HttpOnly cookie, with a PKCE challenge (S256) and a nonce', async () => {
    const b = browser();
    const started = await b.get('/login/google');
    expect(started.status).toBe(302);
    const authorize = new URL(started.headers.get('location')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const set = started.headers.getSetCookie().find((c) => c.startsWith(`${PREVIEW_COOKIES.googleFlow}=`))!;
    expect(set).toMatch(/; HttpOnly(;|$)/);
    expect(set).toMatch(/; SameSite=Lax(;|$)/);
    expect(set).toMatch(new RegExp(`; Max-Age=${GOOGLE_SIGN_IN_TTL_S}(;|$)`));
    const sealed = b.jar.get(PREVIEW_COOKIES.googleFlow)!;
    for (const value of [authorize.searchParams.get('state')!, authorize.searchParams.get('nonce')!]) expect(sealed).not.toContain(value);
    // The provider checks the verifier the security service sends against this challenge.
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3001/login');
    const res = await b.get(`${back.pathname}${back.search}`);
    expect(res.status).toBe(303);
    expect(b.jar.has(PREVIEW_COOKIES.access)).toBe(true);
    expect(b.jar.has(PREVIEW_COOKIES.googleFlow)).toBe(false);
    expect(JSON.parse(await (await b.get(draft.path)).text()).preview).toBe(GOOGLE_EDITOR);
  });

  it('refuses a Google return brought to another browser, or to one with no sign-in of ours under way', async () => {
    const callback = async (b: ReturnType<typeof browser>) => {
      const authorize = (await b.get('/login/google')).headers.get('location')!;
      const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
      return `${back.pathname}${back.search}`;
    };
    const refused = async (b: ReturnType<typeof browser>, path: string) => {
      const res = await b.get(path);
      expect(res.status).toBe(401);
      expect(JSON.parse(await res.text()).login.error).toBe('A Google-belépés nem sikerült.');
      expect(b.jar.has(PREVIEW_COOKIES.access)).toBe(false);
      expect(b.jar.has(PREVIEW_COOKIES.googleFlow)).toBe(false);
    };
    const victim = browser();
    await callback(victim);
    // The attacker's own way back, opened in the victim's browser (login CSRF).
    await refused(victim, await callback(browser()));
    const forged = browser();
    forged.jar.set(PREVIEW_COOKIES.googleFlow, 'AbCdEfGhIj');
    await refused(forged, await callback(browser()));
    await refused(browser(), await callback(browser()));
  });

  it('answers an oversized form with 413', async () => {
    const b = browser();
    await b.get('/login');
    expect((await b.post('/login', { csrf: b.csrf(), email: 'x'.repeat(20_000), password: 'y' })).status).toBe(413);
  });
});
