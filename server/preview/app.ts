// The editors' preview endpoint (reader-site.md §4 "Preview mode", DESIGN.md): every page rendered on
// request with drafts, inactive articles and unpublished edits visible, for signed-in editors only. It is
// its own listener, apart from the public render server, and it is the only renderer that reads drafts:
// with the editor's own access token, on the content API's internal prefix.
//
// The editor's tokens live in HttpOnly cookies this server sets; it talks to the security service itself
// (password, one-time code, Google, refresh, logout), so no script in the browser ever holds a token.
// Every form carries a double-submit CSRF token; every answer is private, no-store and noindex.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTENT_INTERNAL_PREFIX } from '../../domain/constants';
import { LOGIN_PATH } from '../../domain/authErrors';
import {
  GOOGLE_SIGN_IN_TTL_S,
  GOOGLE_STATE_LENGTH,
  LOGIN_TEXTS,
  PREVIEW_COOKIES,
  PREVIEW_HEADERS,
  PREVIEW_PATHS,
  UNLOCK_PARAM,
  safeReturnPath,
  unlockTokenOf,
  type LoginState,
} from '../../domain/preview';
import { LOOPBACK_PROXIES, trustedProxies } from '../../domain/clientAddress';
import { ACCOUNT_WAITS_MESSAGE } from '../../domain/editorLogin';
import { siteForRequest, type HostMap } from '../../domain/sites';
import { clientOf, pathAndQueryOf, plain, proxyTo, routePattern } from '../proxy';
import { buildAssets } from '../buildAssets';
import { unrenderedError, type RenderFn, type RenderedResponse } from '../render';
import { proxyRoute } from '../../domain/proxyRoutes';
import { SecurityError, type SecurityClient, type Tokens } from './security';
import { currentSession } from './session';
import { serviceLogger, type Logger } from '../../config/log';
import { accessLog } from '../../config/accessLog';
import { contentApiCheck, healthRoutes } from '../health';
import { securityHeaders } from '../../domain/serving';
import { inlineScriptHashes } from '../../prerender/inlineScripts';

export interface PreviewAppOptions {
  /** Base URL of the content API (its internal prefix is appended for the editor's reads). */
  contentApiUrl: string;
  security: SecurityClient;
  distDir: string;
  hosts: HostMap;
  render: RenderFn;
  log: (line: string) => void;
  /** The access log; default the process's logger as service 'preview' (config/log.ts). */
  logger?: Logger;
  /** Peers whose X-Forwarded-For names the editor (TRUSTED_PROXIES; default loopback). */
  trustedProxies?: readonly string[];
  /** How long the live layer's forwarded polls wait for their answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
}

/** The refresh cookie outlives the access token; the security service decides how long it really works. */
const REFRESH_COOKIE_S = 14 * 24 * 3600;
const PRE_AUTH_COOKIE_S = 5 * 60;
const RETURN_COOKIE_S = 10 * 60;
const MAX_FORM_BYTES = 16 * 1024;
const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomState(): string {
  // 62 letters: a byte's value modulo 62 is slightly uneven, 248 keeps it even.
  let out = '';
  while (out.length < GOOGLE_STATE_LENGTH) {
    for (const b of randomBytes(GOOGLE_STATE_LENGTH * 2)) if (b < 248 && out.length < GOOGLE_STATE_LENGTH) out += STATE_ALPHABET[b % 62];
  }
  return out;
}

function same(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isHttps(c: Context): boolean {
  return c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
}

function isNavigation(c: Context): boolean {
  const mode = c.req.header('sec-fetch-mode');
  return mode ? mode === 'navigate' : (c.req.header('accept') ?? 'text/html').includes('text/html');
}

/** What the preview's calls share: the security service, the renderer, the log, and the login page. */
interface Preview {
  security: SecurityClient;
  render: RenderFn;
  log: (line: string) => void;
  hosts: HostMap;
  contentApiUrl: string;
  internalApiUrl: string;
  /** The editor's address, which the security service limits attempts by: behind our proxy, the one it names. */
  clientOf(c: Context): string;
  session(c: Context): ReturnType<typeof currentSession>;
  renderInit(c: Context): { host: string; siteSlug: ReturnType<typeof siteForRequest>; userAgent: string | undefined };
  loginPage(c: Context, state: Omit<LoginState, 'csrf' | 'google'>, status?: number): Promise<Response>;
  /** The login page again with what went wrong, in Hungarian, with the status that says it. */
  refused(c: Context, err: unknown, step: LoginState['step'], email?: string, unlock?: string): Promise<Response>;
}

export function createPreviewApp(opts: PreviewAppOptions): Hono {
  const p = previewOf(opts);
  const app = new Hono();
  app.use('*', accessLog(opts.logger ?? serviceLogger('preview')));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.res.headers.set(name, value);
    // The reader's pages' policy, framed by nobody; a rendered page has set its own with its inline scripts' hashes.
    for (const [name, value] of Object.entries(securityHeaders(c.req.path, [], 'nobody'))) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // compose's healthcheck asks it: without it the preview was never healthy (issue #33). No login needed,
  // and nothing a reader could learn from it (server/health.ts).
  healthRoutes(app, { contentApi: contentApiCheck(p.contentApiUrl) });
  app.onError((err, c) => {
    p.log(`preview: ${c.req.method} ${c.req.path} failed: ${err.stack ?? err.message}`);
    return respond(c, null);
  });
  app.on(['GET', 'HEAD'], '*', buildAssets(opts.distDir));
  loginCalls(app, p);
  formCalls(app, p);
  apiCalls(app, p, opts.pollTimeoutMs);
  pageCall(app, p);
  return app;
}

/** The state the calls share, from the options: the addresses, who a request is signed in as, and the login page. */
function previewOf(opts: PreviewAppOptions): Preview {
  const { security, render, log, hosts } = opts;
  const contentApiUrl = opts.contentApiUrl.replace(/\/+$/, '');
  const isTrusted = trustedProxies(opts.trustedProxies ?? LOOPBACK_PROXIES);
  let googleKnown: { at: number; enabled: boolean } | null = null;
  /** Whether the security service offers Google (asked once a minute: the login page shows the button). */
  const googleEnabled = async (c: Context): Promise<boolean> => {
    if (googleKnown && Date.now() - googleKnown.at < 60_000) return googleKnown.enabled;
    try {
      googleKnown = { at: Date.now(), enabled: (await security.googleUrl(googleRedirectUri(c), randomState())) !== null };
    } catch {
      return false;
    }
    return googleKnown.enabled;
  };
  const p: Preview = {
    security,
    render,
    log,
    hosts,
    contentApiUrl,
    internalApiUrl: `${contentApiUrl}${CONTENT_INTERNAL_PREFIX}`,
    clientOf: (c) => clientOf(c, isTrusted),
    session: (c) => currentSession(security, { access: getCookie(c, PREVIEW_COOKIES.access), refresh: getCookie(c, PREVIEW_COOKIES.refresh) }),
    renderInit: (c) => {
      const host = c.req.header('host') ?? '';
      return { host, siteSlug: siteForRequest(host, c.req.path, hosts), userAgent: c.req.header('user-agent') };
    },
    loginPage: async (c, state, status) => {
      const login: LoginState = { ...state, csrf: csrfOf(c), google: state.step === 'password' && (await googleEnabled(c)) };
      const rendered = await render({ ...p.renderInit(c), urlOriginal: LOGIN_PATH, contentApiUrl, login });
      return respond(c, rendered, status);
    },
    refused: (c, err, step, email, unlock) => refusedPage(p, c, err, step, email, unlock),
  };
  return p;
}

/** The login page again with what went wrong, in Hungarian, with the status that says it. */
function refusedPage(p: Preview, c: Context, err: unknown, step: LoginState['step'], email?: string, unlock?: string): Promise<Response> {
  const { loginPage, log } = p;
  if (!(err instanceof SecurityError)) throw err;
  if (err.status === 429) {
    const seconds = err.retryAfter ?? 60;
    c.header('retry-after', String(seconds));
    const error = err.message === ACCOUNT_WAITS_MESSAGE ? LOGIN_TEXTS.accountWaits(seconds) : LOGIN_TEXTS.tooMany(seconds);
    return loginPage(c, { step, email, error, ...(unlock ? { unlock } : {}) }, 429);
  }
  if (err.status >= 500) {
    log(`preview: security service: ${err.message}`);
    return loginPage(c, { step, email, error: LOGIN_TEXTS.unavailable }, 503);
  }
  if (err.status === 400) return loginPage(c, { step, email, error: LOGIN_TEXTS.invalid(step === 'otp' ? LOGIN_TEXTS.otp : LOGIN_TEXTS.email) }, 400);
  if (step === 'otp' && /token/i.test(err.message)) {
    forget(c, PREVIEW_COOKIES.preAuth);
    return loginPage(c, { step: 'password', error: LOGIN_TEXTS.expired }, 401);
  }
  return loginPage(c, { step, email, error: step === 'otp' ? LOGIN_TEXTS.wrongOtp : LOGIN_TEXTS.wrongPassword, ...(unlock ? { unlock } : {}) }, 401);
}

function cookie(c: Context, name: string, value: string, maxAge: number): void {
  setCookie(c, name, value, { httpOnly: true, sameSite: 'Lax', secure: isHttps(c), path: '/', maxAge });
}
function forget(c: Context, ...names: string[]): void {
  for (const name of names) deleteCookie(c, name, { path: '/', secure: isHttps(c) });
}
function setTokens(c: Context, t: Tokens): void {
  cookie(c, PREVIEW_COOKIES.access, t.token, Math.max(1, Math.floor(t.expiresIn)));
  cookie(c, PREVIEW_COOKIES.refresh, t.refreshToken, REFRESH_COOKIE_S);
}
function endSession(c: Context): void {
  forget(c, PREVIEW_COOKIES.access, PREVIEW_COOKIES.refresh, PREVIEW_COOKIES.preAuth);
}
/** The form token of this browser, made when it has none. */
function csrfOf(c: Context): string {
  const have = getCookie(c, PREVIEW_COOKIES.csrf);
  if (have && /^[A-Za-z0-9_-]{43}$/.test(have)) return have;
  const token = randomBytes(32).toString('base64url');
  setCookie(c, PREVIEW_COOKIES.csrf, token, { httpOnly: true, sameSite: 'Strict', secure: isHttps(c), path: '/' });
  return token;
}

function redirect(c: Context, location: string, status: 302 | 303 = 302): Response {
  c.header('location', location);
  return c.body(null, status);
}
function toLogin(c: Context, returnTo?: string): Response {
  if (returnTo) cookie(c, PREVIEW_COOKIES.returnTo, returnTo, RETURN_COOKIE_S);
  return redirect(c, LOGIN_PATH);
}
function afterLogin(c: Context, tokens: Tokens): Response {
  setTokens(c, tokens);
  const to = safeReturnPath(getCookie(c, PREVIEW_COOKIES.returnTo));
  forget(c, PREVIEW_COOKIES.returnTo, PREVIEW_COOKIES.preAuth, PREVIEW_COOKIES.googleFlow);
  return redirect(c, to, 303);
}
const googleRedirectUri = (c: Context) => `${isHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? 'localhost'}${LOGIN_PATH}`;

/** A rendered page with the preview's headers (its own CSP by its inline scripts), or the bare server error page. */
function respond(c: Context, page: RenderedResponse | null, status?: number): Response {
  const rendered = page ?? unrenderedError();
  for (const [name, value] of rendered.headers) c.header(name, value, { append: true });
  for (const [name, value] of Object.entries(securityHeaders(c.req.path, inlineScriptHashes(rendered.body), 'nobody'))) c.header(name, value);
  // A status of ours (401 for a wrong password) only replaces a page that rendered; a redirect or an error stays.
  const code = (rendered.statusCode === 200 && status !== undefined ? status : rendered.statusCode) as 200;
  return c.req.method === 'HEAD' ? c.body(null, code) : c.body(rendered.body, code);
}

/** A form post whose CSRF token is missing or not this browser's: nothing is done. */
async function formOf(c: Context): Promise<Record<string, string> | null> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') form[k] = v;
  return same(form.csrf, getCookie(c, PREVIEW_COOKIES.csrf)) ? form : null;
}

const formLimit = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: () => plain('Payload Too Large', 413) });

/** The login page, and the way back from Google to it. */
function loginCalls(app: Hono, p: Preview): void {
  const { session, loginPage } = p;
  app.get(LOGIN_PATH, async (c) => {
    const s = await session(c);
    if (s.ok) {
      if (s.renewed) setTokens(c, s.renewed);
      return redirect(c, '/');
    }
    if (s.reason === 'ended') endSession(c);
    const code = c.req.query('code');
    const state = c.req.query('state');
    if (code !== undefined || state !== undefined || c.req.query('error') !== undefined) return googleReturn(c, p, code, state);
    // The unlock mail's link (D-307): the password form carries its token to the security service.
    const unlock = unlockTokenOf(c.req.query(UNLOCK_PARAM));
    if (unlock) return loginPage(c, { step: 'password', unlock, notice: LOGIN_TEXTS.unlockNotice });
    return loginPage(c, { step: getCookie(c, PREVIEW_COOKIES.preAuth) ? 'otp' : 'password' });
  });
}

/** The way back from Google: the security service checks the state, the PKCE verifier and the nonce against the
 * sign-in this browser started (sealed in its cookie; specialised-features.md §7). */
async function googleReturn(c: Context, p: Preview, code: string | undefined, state: string | undefined): Promise<Response> {
  const { security, log, clientOf, loginPage, refused } = p;
  const flow = getCookie(c, PREVIEW_COOKIES.googleFlow);
  forget(c, PREVIEW_COOKIES.googleFlow);
  if (!code || !state || !flow) {
    log(`preview: Google sign-in refused (${!code ? 'no code' : !state ? 'no state' : 'no sign-in under way in this browser'})`);
    return loginPage(c, { step: 'password', error: LOGIN_TEXTS.googleFailed }, 401);
  }
  try {
    return afterLogin(c, await security.googleCheck({ code, state, flow }, googleRedirectUri(c), clientOf(c)));
  } catch (err) {
    if (err instanceof SecurityError && (err.status === 401 || err.status === 400)) {
      // 400: a state or cookie not even of the form we send; the security service logged its 401s.
      if (err.status === 400) log(`preview: Google sign-in refused (${err.message})`);
      return loginPage(c, { step: 'password', error: LOGIN_TEXTS.googleFailed }, 401);
    }
    return refused(c, err, 'password');
  }
}

/** The password and code forms, the start of Google's sign-in and the logout form. */
function formCalls(app: Hono, p: Preview): void {
  const { security, log, clientOf, loginPage, refused } = p;
  app.post(LOGIN_PATH, formLimit, async (c) => {
    const form = await formOf(c);
    if (!form) return loginPage(c, { step: 'password', error: LOGIN_TEXTS.badForm }, 403);
    const email = (form.email ?? '').trim();
    const unlock = unlockTokenOf(form[UNLOCK_PARAM]);
    try {
      const { token } = await security.login(email, form.password ?? '', clientOf(c), unlock);
      cookie(c, PREVIEW_COOKIES.preAuth, token, PRE_AUTH_COOKIE_S);
      return redirect(c, LOGIN_PATH, 303);
    } catch (err) {
      return refused(c, err, 'password', email, unlock);
    }
  });

  app.post(PREVIEW_PATHS.otp, formLimit, async (c) => {
    const form = await formOf(c);
    if (!form) return loginPage(c, { step: 'otp', error: LOGIN_TEXTS.badForm }, 403);
    const preAuth = getCookie(c, PREVIEW_COOKIES.preAuth);
    if (!preAuth) return loginPage(c, { step: 'password', error: LOGIN_TEXTS.expired }, 401);
    try {
      return afterLogin(c, await security.verifyOtp(preAuth, (form.code ?? '').replace(/\s+/g, ''), clientOf(c)));
    } catch (err) {
      return refused(c, err, 'otp');
    }
  });

  app.get(PREVIEW_PATHS.google, async (c) => {
    const state = randomState();
    const started = await security.googleUrl(googleRedirectUri(c), state).catch((err: unknown) => {
      log(`preview: Google sign-in unavailable: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    });
    if (!started) return loginPage(c, { step: 'password', error: LOGIN_TEXTS.googleFailed }, 503);
    cookie(c, PREVIEW_COOKIES.googleFlow, started.flow, GOOGLE_SIGN_IN_TTL_S);
    return redirect(c, started.url);
  });

  app.post(PREVIEW_PATHS.logout, formLimit, async (c) => {
    const form = await formOf(c);
    if (!form) return plain('Forbidden', 403);
    const access = getCookie(c, PREVIEW_COOKIES.access);
    if (access) await security.logout(access).catch((err: unknown) => log(`preview: logout: ${err instanceof Error ? err.message : String(err)}`));
    endSession(c);
    return redirect(c, LOGIN_PATH, 303);
  });
}

/** The preview page's `/api` (to the internal prefix, with the editor's token) and `/media`. */
function apiCalls(app: Hono, p: Preview, timeoutMs: PreviewAppOptions['pollTimeoutMs']): void {
  const { session, log, hosts, internalApiUrl, contentApiUrl } = p;
  // The live layer of a preview page asks its own origin; the editor's token goes with it to the internal
  // prefix, refreshed here when it expired. Reads only.
  const editorToken = new WeakMap<Request, string>();
  const internalProxy = proxyTo(internalApiUrl, hosts, log, { bearerOf: (c) => editorToken.get(c.req.raw), timeoutMs: timeoutMs });
  app.all(routePattern(proxyRoute('api')), async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const s = await session(c);
    if (!s.ok) {
      if (s.reason === 'ended') endSession(c);
      return c.json({ status: 401, error: 'Unauthorized', message: 'Unauthorized' }, 401);
    }
    if (s.renewed) setTokens(c, s.renewed);
    editorToken.set(c.req.raw, s.access);
    const res = await internalProxy(c);
    if (res.status === 403) endSession(c);
    return res;
  });
  app.all(routePattern(proxyRoute('media')), proxyTo(contentApiUrl, hosts, log, { timeoutMs: timeoutMs }));
  // The preview has no build records (pages are rendered on request); the service worker reads a 404 as
  // "no build information".
  app.all('/builds/*', () => plain('Not Found', 404));
}

/** Every other page: rendered for a signed-in editor, the login page for a navigation without a session. */
function pageCall(app: Hono, p: Preview): void {
  const { session, render, log, renderInit, internalApiUrl } = p;
  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const s = await session(c);
    if (!s.ok) {
      if (s.reason === 'ended') endSession(c);
      // Only a page the editor opened is worth coming back to; a script's fetch gets a plain 401.
      if (!isNavigation(c)) return c.json({ status: 401, error: 'Unauthorized', message: 'Unauthorized' }, 401);
      return toLogin(c, pathAndQueryOf(c));
    }
    if (s.renewed) setTokens(c, s.renewed);
    const rendered = await render({
      ...renderInit(c),
      urlOriginal: pathAndQueryOf(c),
      contentApiUrl: internalApiUrl,
      preview: { token: s.access, email: s.editor.email, csrf: csrfOf(c) },
    }).catch((err: unknown) => {
      log(`preview: render ${pathAndQueryOf(c)} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return null;
    });
    return respond(c, rendered);
  });
}
