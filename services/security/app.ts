// The embedded security service: editors' login for the preview (specialised-features.md §7 "Security").
// Password + TOTP, or Google sign-in; short access JWTs, rotating refresh tokens. Mounted into the content
// server, so every middleware is bound to our own paths, never '*'.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from './db';
import { editorByEmail, editorById, emailSchema, type Editor } from './editors';
import { PASSWORD_LIMITS } from '../../domain/passwords';
import { GoogleSignIn, GoogleSignInError, type GoogleConfig } from './google';
import { MAX_SEALED_FLOW_LENGTH, newGoogleFlow, openGoogleFlow, sameSecret, sealGoogleFlow } from './googleFlow';
import { ApiError, clientOf, errorBody, readForm, readJson, readQuery, requiredString } from './input';
import { dummyHash, verifyPassword } from './passwords';
import { memoryLimiters, type Limiters } from '../rateLimit';
import { WrongCodes } from './wrongCodes';
import { AccountFailures, type AccountFailureCounts } from './accountFailures';
import { isKnownClient, rememberClient } from './knownClients';
import { issueUnlockToken, spendUnlockToken, unlockTokenValid } from './unlockTokens';
import { unlockMail } from './unlockMail';
import { masked } from '../crm/app';
import type { Mailer } from '../crm/mailer';
import { ACCOUNT_WAITS_MESSAGE, EDITOR_LOGIN_LIMITS, SECURITY_ALERTS } from '../../domain/editorLogin';
import { LOOPBACK_PROXIES, trustedProxies } from '../../domain/clientAddress';
import { unlockLink } from '../../domain/preview';
import { revokeSession, rotateRefreshToken, startSession, type SessionMethod } from './sessions';
import { stmt } from '../store/schema';
import { acceptedStep } from './totp';
import { ACCESS_TOKEN_TTL_S, MESSAGES, MIN_JWT_SECRET_LENGTH, signAccessToken, signPreauthToken, verifyAccessSession, verifyPreauthToken } from './tokens';

export interface SecurityAppOptions {
  db: Db;
  /** Signs and checks our JWTs (HS256); at least MIN_JWT_SECRET_LENGTH characters. */
  jwtSecret: string;
  /** Google sign-in; without it the Google routes answer 404. */
  google?: GoogleConfig;
  log?: (line: string) => void;
  /**
   * An event operators alert on (sustained wrong passwords): the content server writes it at level error
   * with `event` (config/log.ts alertLog); default a line of `log`.
   */
  alert?: (event: string, message: string, fields: Record<string, unknown>) => void;
  /** Sends the unlock mail of D-307; without it none is sent (the wait still ends by itself). */
  mailer?: Mailer;
  /** The preview as editors open it: the unlock mail links to its login page. */
  previewUrl?: string;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES; default loopback: the preview on this machine). */
  trustedProxies?: readonly string[];
  /** Where the attempt limits count (D-406): with replicas, in Redis, so each refuses what all have counted. Default this process's memory. */
  limiters?: Limiters;
  /** Where wrong passwords per account are counted (D-307, D-406): with replicas, in Redis. Default this process's memory. */
  accountFailures?: AccountFailureCounts;
  /**
   * Passwords that sign nobody in, whatever the store says: in production the development editor's, printed in
   * the README, so a store carried over from a developer's machine opens to no one who read it (D-437).
   */
  refusedPasswords?: readonly string[];
  /** Milliseconds; for tests. */
  now?: () => number;
}

export const MAX_BODY_BYTES = 16 * 1024;
export const MAX_WRONG_CODES = 5;

/** Every path this app answers, so the mounting server's other routes never run our middleware. */
const PATHS = ['/api/login', '/api/login/*', '/api/me', '/api/logout', '/api/token/refresh'];

const INVALID_CREDENTIALS = 'Invalid credentials.';
const TOO_MANY = 'Too many attempts.';
const GOOGLE_FAILED = 'Google sign-in failed.';
const INVALID_REFRESH = 'Invalid refresh token';

const loginBody = z.object({
  email: z.string({ error: requiredString }).pipe(emailSchema),
  password: z.string({ error: requiredString }).min(1, 'required').max(PASSWORD_LIMITS.maxChars),
  // Any string: one that is not a good token of this editor is simply no unlock.
  unlock: z.string({ error: 'expected a string' }).max(256).optional(),
});
// Spaces are forgiven: apps show "123 456".
const otpBody = z.object({
  code: z
    .string({ error: requiredString })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'expected 6 digits')),
});
// Any string: a malformed token is simply not one of ours (401, which logs the preview out), not a 400.
const refreshBody = z.object({ refreshToken: z.string({ error: requiredString }).min(1, 'required').max(512) });
const redirectUri = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).max(2048);
const googleState = z.string({ error: requiredString }).regex(/^[A-Za-z0-9]{10}$/, 'expected 10 letters or digits');
const googleUrlQuery = z.object({
  redirect_uri: z.string({ error: requiredString }).pipe(redirectUri),
  state: googleState,
});
// `state` is the one the provider sent back, `flow` the sealed sign-in the URL call answered with.
const googleCheckBody = z.object({
  code: z.string({ error: requiredString }).min(1, 'required').max(2048),
  redirect_uri: z.string({ error: requiredString }).pipe(redirectUri),
  state: googleState,
  flow: z.string({ error: requiredString }).min(1, 'required').max(MAX_SEALED_FLOW_LENGTH),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

function fail(c: Context, err: ApiError) {
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return c.json(errorBody(err.status, err.message), err.status);
}

/** What the calls share: the store, the secret, the clock, the logs, the limits and the counts of failures. */
interface Security {
  opts: SecurityAppOptions;
  db: SecurityAppOptions['db'];
  jwtSecret: string;
  now: () => number;
  log: (line: string) => void;
  alert: NonNullable<SecurityAppOptions['alert']>;
  failures: AccountFailureCounts;
  wrongCodes: WrongCodes;
  google: GoogleSignIn | undefined;
  clientOfRequest(c: Context): string;
  /** One more attempt under each key, or 429. */
  limit(...keys: string[]): Promise<void>;
}

export function createSecurityApp(opts: SecurityAppOptions): Hono {
  if (opts.jwtSecret.length < MIN_JWT_SECRET_LENGTH) throw new Error(`security: jwtSecret must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
  const sec = securityOf(opts);
  // Computed now, so that the first unknown e-mail does not take longer than a wrong password.
  dummyHash();
  const app = new Hono();
  guardPaths(app, sec.log);
  passwordLoginCalls(app, sec);
  sessionCalls(app, sec);
  googleCalls(app, sec);
  return app;
}

/** The state the calls share, from the options: the limits and the counts of failures. */
function securityOf(opts: SecurityAppOptions): Security {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((line: string) => console.error(line));
  const limiter = (opts.limiters ?? memoryLimiters)('editor-login-per-client', { ...EDITOR_LOGIN_LIMITS.perClient, now });
  const isTrusted = trustedProxies(opts.trustedProxies ?? LOOPBACK_PROXIES);
  const limit = async (...keys: string[]) => {
    const wait = await limiter.attempt(...keys);
    if (wait !== null) throw new ApiError(429, TOO_MANY, { 'Retry-After': String(wait) });
  };
  return {
    opts,
    db: opts.db,
    jwtSecret: opts.jwtSecret,
    now,
    log,
    alert: opts.alert ?? ((event: string, message: string) => log(`${event}: ${message}`)),
    failures: opts.accountFailures ?? new AccountFailures(),
    wrongCodes: new WrongCodes(MAX_WRONG_CODES),
    google: opts.google ? new GoogleSignIn(opts.google, now) : undefined,
    clientOfRequest: (c) => clientOf(c, isTrusted),
    limit,
  };
}

/** One more wrong password for `email`: the owner mailed, the operators alerted, when it is time. */
async function wrongPassword(sec: Security, email: string, editor: Editor | null): Promise<void> {
  const { db, now, failures, alert, log, opts } = sec;
  const at = now();
  const report = await failures.failed(email, at);
  const who = `${masked(email)}${editor ? '' : ' (no editor)'}`;
  const counted = `${report.failures} wrong passwords for ${who} from ${report.clients} addresses since ${new Date(report.since).toISOString()}`;
  if (report.alert)
    alert(SECURITY_ALERTS.loginFailures, counted, { account: masked(email), editor: editor !== null, failures: report.failures, clients: report.clients });
  if (!report.mail) return;
  if (!editor || !opts.mailer || !opts.previewUrl) {
    log(`security: ${counted}; attempts from addresses it does not know now wait`);
    return;
  }
  const link = unlockLink(opts.previewUrl, issueUnlockToken(db, editor.id, at));
  opts.mailer.send(unlockMail(editor.email, report.failures, link)).then(
    () => log(`security: ${counted}; attempts from addresses it does not know now wait; unlock link mailed`),
    (err: unknown) => log(`security: ${counted}; the unlock mail failed: ${err instanceof Error ? err.message : String(err)}`),
  );
}

/** A session for an editor who signed in, and its first access and refresh tokens. */
async function tokensFor(sec: Security, editor: { id: number; email: string }, method: SessionMethod, client: string) {
  const { db, jwtSecret, now } = sec;
  const at = now();
  rememberClient(db, editor.id, client, at);
  const { sessionId, refreshToken } = startSession(db, editor.id, method, at);
  const token = await signAccessToken(jwtSecret, { editorId: editor.id, email: editor.email, sid: sessionId }, at);
  return { token, refreshToken, expiresIn: ACCESS_TOKEN_TTL_S };
}

/** Every path: never stored, a body limit, errors as JSON. */
function guardPaths(app: Hono, log: (line: string) => void): void {
  for (const path of PATHS) {
    app.use(path, noStore);
    app.use(
      path,
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(errorBody(413, `Request body too large (at most ${MAX_BODY_BYTES} bytes)`), 413) }),
    );
  }
  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err);
    log(`security: ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? String(err)}`);
    return c.json(errorBody(500, 'Internal error'), 500);
  });
  app.notFound((c) => c.json(errorBody(404, 'Not found'), 404));
}

/** E-mail and password, then the authenticator's code. */
function passwordLoginCalls(app: Hono, sec: Security): void {
  const { db, jwtSecret, now, failures, wrongCodes, clientOfRequest, limit } = sec;
  // Step 1 of 2: e-mail and password → a pre-auth token that is good only for the OTP step.
  app.post('/api/login', async (c) => {
    const { email, password, unlock } = await readJson(c, loginBody);
    const client = clientOfRequest(c);
    await limit(`login:client:${client}`);
    const editor = editorByEmail(db, email);
    // Others' wrong passwords hold up only addresses the editor has not signed in from (D-307); an unknown
    // e-mail waits like an editor's, so the wait tells nobody which e-mails are editors'.
    const unlocked = editor !== null && unlock !== undefined && unlockTokenValid(db, unlock, editor.id, now());
    if (!unlocked && !(editor && isKnownClient(db, editor.id, client, now()))) {
      const wait = await failures.wait(email, now());
      if (wait !== null) throw new ApiError(429, ACCOUNT_WAITS_MESSAGE, { 'Retry-After': String(wait) });
    }
    await failures.begin(email, client, now());
    // An unknown e-mail costs the same scrypt as a wrong password and gets the same bytes back.
    const ok = (await verifyPassword(password, editor?.passwordHash ?? dummyHash())) && !sec.opts.refusedPasswords?.includes(password);
    if (!editor || !ok) {
      await wrongPassword(sec, email, editor);
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    await failures.succeeded(email);
    if (unlocked) spendUnlockToken(db, unlock, editor.id, now());
    const token = await signPreauthToken(jwtSecret, { editorId: editor.id, jti: randomBytes(16).toString('base64url') }, now());
    return c.json({ token, otp: true });
  });

  // Step 2 of 2: the authenticator's code → a session.
  app.post('/api/login/otp/verify', async (c) => {
    const { code } = await readJson(c, otpBody);
    const pre = await verifyPreauthToken(jwtSecret, c.req.header('authorization'), now());
    if (!pre.ok) throw new ApiError(401, pre.message);
    const client = clientOfRequest(c);
    await limit(`otp:client:${client}`, `otp:editor:${pre.editorId}`);
    if (stmt(db, 'SELECT 1 FROM spent_preauth WHERE jti = ?').get(pre.jti)) throw new ApiError(401, 'Pre-authentication token already used, log in again.');
    if (wrongCodes.exhausted(pre.jti)) throw new ApiError(401, 'Too many wrong codes, log in again.');
    const editor = editorById(db, pre.editorId);
    if (!editor) throw new ApiError(401, MESSAGES.invalid);
    const at = now();
    const step = acceptedStep(editor.totpSecret, code, at, editor.lastOtpStep);
    if (step === null) {
      wrongCodes.add(pre.jti, pre.expiresAt, at);
      throw new ApiError(401, 'Invalid code.');
    }
    // Both marks or neither: the code's step (single use) and the pre-auth token (single use). The guards
    // in the WHERE clauses settle a race with another process between the checks above and here.
    const spent = spendCodeAndPreauth(db, editor.id, step, pre);
    if (!spent) throw new ApiError(401, 'Invalid code.');
    wrongCodes.forget(pre.jti);
    return c.json(await tokensFor(sec, editor, 'password+otp', client));
  });
}

/**
 * Both marks or neither: the code's step (single use) and the pre-auth token (single use). The guards in the
 * WHERE clauses settle a race with another process between the checks before and here. False: the step was used.
 */
function spendCodeAndPreauth(db: Security['db'], editorId: number, step: number, pre: { jti: string; expiresAt: number }): boolean {
  return db
    .transaction(() => {
      if (stmt(db, 'UPDATE editors SET last_otp_step = ? WHERE id = ? AND last_otp_step < ?').run(step, editorId, step).changes === 0) return false;
      if (stmt(db, 'INSERT OR IGNORE INTO spent_preauth (jti, expires_at) VALUES (?, ?)').run(pre.jti, pre.expiresAt).changes === 0)
        throw new ApiError(401, 'Pre-authentication token already used, log in again.');
      return true;
    })
    .immediate();
}

/** A session's checks: who it is, ending it, and a new access token for a refresh token. */
function sessionCalls(app: Hono, { db, jwtSecret, now, log }: Security): void {
  app.get('/api/me', async (c) => {
    const access = await verifyAccessSession(db, jwtSecret, c.req.header('authorization'), now());
    if (!access.ok) throw new ApiError(access.status, access.message);
    return c.json({ id: access.editor.id, email: access.editor.email });
  });

  // Ends this session only (other devices stay logged in): its refresh tokens and access tokens stop.
  app.get('/api/logout', async (c) => {
    const access = await verifyAccessSession(db, jwtSecret, c.req.header('authorization'), now());
    if (!access.ok) throw new ApiError(access.status, access.message);
    revokeSession(db, access.sessionId, now());
    return c.json({ ok: true });
  });

  app.post('/api/token/refresh', async (c) => {
    const { refreshToken } = await readJson(c, refreshBody);
    const at = now();
    const rotated = rotateRefreshToken(db, refreshToken, at);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') log('security: a spent refresh token was presented again; its session is revoked');
      throw new ApiError(401, INVALID_REFRESH);
    }
    const token = await signAccessToken(jwtSecret, { editorId: rotated.editorId, email: rotated.email, sid: rotated.sessionId }, at);
    return c.json({ token, refreshToken: rotated.refreshToken, expiresIn: ACCESS_TOKEN_TTL_S });
  });
}

/** Google sign-in (no OTP step after it). */
function googleCalls(app: Hono, sec: Security): void {
  const { db, jwtSecret, now, log, google, clientOfRequest, limit } = sec;
  // Our extension: the provider's authorization URL, so the preview server needs no Google settings, and
  // the sign-in sealed (state, PKCE verifier, nonce) for the preview's HttpOnly cookie, sent back with the code.
  app.get('/api/login/google/url', async (c) => {
    if (!google) throw new ApiError(404, 'Google sign-in is not configured');
    const q = readQuery(c, googleUrlQuery);
    const flow = newGoogleFlow(q.state);
    try {
      return c.json({ url: await google.authorizationUrl(q.redirect_uri, flow), flow: await sealGoogleFlow(jwtSecret, flow, now()) });
    } catch (err) {
      if (!(err instanceof GoogleSignInError)) throw err;
      log(`security: google sign-in unavailable: ${err.message}`);
      throw new ApiError(503, 'Google sign-in is unavailable.');
    }
  });

  // No OTP step after Google: the Google account has its own second factor.
  app.post('/api/login/google/check', async (c) => {
    if (!google) throw new ApiError(404, 'Google sign-in is not configured');
    const client = clientOfRequest(c);
    const form = await readForm(c, googleCheckBody);
    await limit(`google:client:${client}`);
    let email: string;
    try {
      const flow = await openGoogleFlow(jwtSecret, form.flow, now());
      if ('refused' in flow) throw new GoogleSignInError(flow.refused);
      // A code brought back to another browser's sign-in (login CSRF) has that sign-in's state.
      if (!sameSecret(form.state, flow.state)) throw new GoogleSignInError("the state is not this sign-in's");
      email = await google.emailFromCode(form.code, form.redirect_uri, flow);
    } catch (err) {
      if (!(err instanceof GoogleSignInError)) throw err;
      log(`security: google sign-in failed: ${err.message}`);
      throw new ApiError(401, GOOGLE_FAILED);
    }
    await limit(`google:account:${email}`);
    const editor = editorByEmail(db, email);
    if (!editor) {
      log(`security: google sign-in failed: ${email} is no editor`);
      throw new ApiError(401, GOOGLE_FAILED);
    }
    return c.json(await tokensFor(sec, editor, 'google', client));
  });
}
