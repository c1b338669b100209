// The preview's side of D-307 and D-308, against the security service served over HTTP with a clock the test
// moves: whom it names as the client, the account's wait in Hungarian, and the mailed unlock link.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, PASSWORD, peerEnv, type Harness } from '../../services/security/testing';
import { LOGIN_TEXTS, PREVIEW_COOKIES, UNLOCK_PARAM, type LoginState } from '../../domain/preview';
import { DEFAULT_HOSTS } from '../../domain/sites';
import { listen, type Listening } from '../listen';
import { createPreviewApp } from './app';
import { securityClient } from './security';

let h: Harness;
let service: Listening;
let app: ReturnType<typeof createPreviewApp>;

beforeAll(async () => {
  h = harness();
  service = await listen(h.app.fetch);
  app = previewApp();
});
afterAll(() => service.close());

function previewApp(trustedProxies?: readonly string[]) {
  return createPreviewApp({
    contentApiUrl: service.url,
    security: securityClient(service.url),
    distDir: mkdtempSync(join(tmpdir(), 'preview-dist-')),
    hosts: DEFAULT_HOSTS,
    log: () => {},
    ...(trustedProxies ? { trustedProxies } : {}),
    render: async (init) => ({ statusCode: 200, headers: [['content-type', 'application/json']], body: JSON.stringify({ login: init.login ?? null }) }),
  });
}

/** A browser at `peer` (the preview's socket sees it), sending `forwardedFor` if given; keeps its cookies. */
function browser(peer: string, forwardedFor?: string, preview = app) {
  const jar = new Map<string, string>();
  const headers = () => ({
    host: 'localhost:3001',
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  });
  const take = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      if (/max-age=0/i.test(line) || value.join('=') === '') jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    return res;
  };
  return {
    get: async (path: string) => take(await preview.request(path, { headers: headers() }, peerEnv(peer))),
    login: async (form: Record<string, string>) => {
      if (!jar.has(PREVIEW_COOKIES.csrf)) take(await preview.request('/login', { headers: headers() }, peerEnv(peer)));
      const body = new URLSearchParams({ csrf: jar.get(PREVIEW_COOKIES.csrf)!, ...form }).toString();
      const init = { method: 'POST', headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' }, body };
      return take(await preview.request('/login', init, peerEnv(peer)));
    },
  };
}

const loginState = async (res: Response) => (JSON.parse(await res.text()) as { login: LoginState }).login;
let emails = 0;
const stranger = () => `idegen${++emails}@hirter.hu`;

describe('the preview names the editor’s address to the security service (D-308)', () => {
  it('behind a trusted proxy, each editor its own client', async () => {
    // Six editors behind the TLS proxy on this machine: the old preview made them all one client, 127.0.0.1.
    for (let i = 1; i <= 6; i++) {
      const res = await browser('127.0.0.1', `6.6.6.6, 192.0.2.${i}`).login({ email: stranger(), password: PASSWORD });
      expect(res.status, `editor ${i}`).toBe(401);
    }
    // One of them guessing on is refused by the per-client limit, whatever it writes on the left.
    for (let j = 0; j < 4; j++) expect((await browser('127.0.0.1', `6.6.7.${j}, 192.0.2.1`).login({ email: stranger(), password: PASSWORD })).status).toBe(401);
    const refused = await browser('127.0.0.1', '6.6.7.9, 192.0.2.1').login({ email: stranger(), password: PASSWORD });
    expect(refused.status).toBe(429);
  });

  it('a peer that is no trusted proxy is the client, whatever X-Forwarded-For it sends', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await browser('198.51.100.40', `192.0.2.${100 + i}`).login({ email: stranger(), password: PASSWORD })).status).toBe(401);
    const refused = await browser('198.51.100.40', '192.0.2.200').login({ email: stranger(), password: PASSWORD });
    expect(refused.status).toBe(429);
    expect((await loginState(refused)).error).toBe(LOGIN_TEXTS.tooMany(60));
  });

  it('the trusted proxies are a setting: a proxy the preview does not trust is one client', async () => {
    const strict = previewApp(['::1']);
    for (let i = 1; i <= 5; i++)
      expect((await browser('127.0.0.2', `192.0.2.${150 + i}`, strict).login({ email: stranger(), password: PASSWORD })).status).toBe(401);
    expect((await browser('127.0.0.2', '192.0.2.160', strict).login({ email: stranger(), password: PASSWORD })).status).toBe(429);
  });
});

describe('the preview and the account’s wait (D-307)', () => {
  it('says the account waits, and lets its owner in with the mailed link, once', async () => {
    const ida = h.editor('ida@hirter.hu');
    for (let i = 1; i <= 5; i++) expect((await browser(`203.0.113.${i}`).login({ email: ida.email, password: 'rossz-jelszó' })).status).toBe(401);

    const waiting = await browser('198.51.100.77').login({ email: ida.email, password: PASSWORD });
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await loginState(waiting)).toMatchObject({ step: 'password', email: ida.email, error: LOGIN_TEXTS.accountWaits(1) });

    const link = /https:\/\/\S+/.exec(h.mails.find((m) => m.to === ida.email)!.text)![0];
    const token = new URL(link).searchParams.get(UNLOCK_PARAM)!;
    const owner = browser('198.51.100.78');
    const page = await owner.get(`/login?${UNLOCK_PARAM}=${token}`);
    expect(page.status).toBe(200);
    expect(await loginState(page)).toMatchObject({ step: 'password', unlock: token, notice: LOGIN_TEXTS.unlockNotice });
    // A typo keeps the token in the form; the right password goes on to the one-time code.
    const typo = await owner.login({ email: ida.email, password: 'rossz', [UNLOCK_PARAM]: token });
    expect(typo.status).toBe(401);
    expect(await loginState(typo)).toMatchObject({ unlock: token });
    const inside = await owner.login({ email: ida.email, password: PASSWORD, [UNLOCK_PARAM]: token });
    expect(inside.status).toBe(303);
    expect(inside.headers.get('location')).toBe('/login');

    const reused = await browser('198.51.100.79').login({ email: ida.email, password: PASSWORD, [UNLOCK_PARAM]: token });
    expect(reused.status).toBe(429);
    // A query that is no token is an ordinary login page.
    expect((await loginState(await browser('198.51.100.80').get(`/login?${UNLOCK_PARAM}=<script>`))).unlock).toBeUndefined();
  });
});
