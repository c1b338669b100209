// The embedded default CRM: the reader's account calls of specialised-features.md §7 ("Account (CRM
// base)") over the CRM store, plus our two extensions: GET /api/v2/user/login, where the mailed sign-in
// link lands, and POST /api/v2/user/logout. Readers sign in by a single-use link sent by mail (no
// passwords to leak); a signed-in browser holds an HttpOnly session cookie and a readable CSRF cookie whose
// value it echoes in X-CSRF-Token. A client with the session token in an Authorization header (an app)
// needs no CSRF token: no browser attaches that header on its own.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { IncomingMessage } from 'node:http';
import { DEFAULT_HOSTS, type HostMap } from '../../domain/sites';
import {
  ACCOUNT_API,
  CSRF_HEADER,
  DOWNLOAD_FILE_NAME,
  LINKS_PER_CLIENT,
  LINKS_PER_EMAIL,
  MAX_BODY_BYTES,
  PROFILE_PATH,
  READER_CSRF_COOKIE,
  READER_SESSION_COOKIE,
  SESSION_TTL_MS,
  SIGN_IN_EMAIL_ERROR_PATH,
  SIGN_IN_LIMIT_ERROR_PATH,
  SIGN_IN_LINK_ERROR_PATH,
  SIGN_IN_LINK_TTL_MS,
  SIGN_IN_SENT_PATH,
  isHttps,
  signInLinkBase,
  type AccountError,
} from '../../domain/accounts';
import type { Db } from '../store/schema';
import type { Mailer } from './mailer';
import { ReaderStore } from './readers';
import { memoryLimiters, type Limiter, type Limiters } from '../rateLimit';
import { InfoQuery, LoginQuery, RequestError, TokenRequest, UpdateRequest, parseOr400 } from './requests';
import { signInMail } from './signInMail';
import { TOKEN_SYNTAX, hashToken, newToken, sameSecret } from './tokens';

export interface CrmAppOptions {
  db: Db;
  mailer: Mailer;
  /** Host name → domain; a sign-in link only ever points at one of these hosts. Default DEFAULT_HOSTS. */
  hosts?: HostMap;
  log?: (line: string) => void;
  /** Where the attempt limits count (D-406); default each in this process's memory. */
  limiters?: Limiters;
  /** Milliseconds, like Date.now (tests move it). */
  now?: () => number;
}

/** A signed-in request: whose, which session, and whether the browser's cookie carried it. */
interface Auth {
  readerId: number;
  sessionHash: string;
  csrfHash: string;
  byCookie: boolean;
}

const USER_PATHS = '/api/v2/user/*';
const TOO_LARGE = `Request body too large: at most ${MAX_BODY_BYTES} bytes`;

function fail(c: Context, status: number, message: string, headers: Record<string, string> = {}) {
  return c.json<AccountError>({ status, message }, status as ContentfulStatusCode, headers);
}

/** The body as text, refused past MAX_BODY_BYTES whatever Content-Length claimed (or if it was absent). */
async function readBody(c: Context): Promise<string> {
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new RequestError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new RequestError(400, "Invalid field 'body': expected a JSON object");
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestError(400, "Invalid field 'body': not valid JSON");
  }
}

const contentType = (c: Context) => (c.req.header('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
const isFormPost = (c: Context) => contentType(c) === 'application/x-www-form-urlencoded';

/**
 * The client a rate limit counts: the last X-Forwarded-For entry (the address our own proxy saw; entries
 * before it are whatever the client sent), else the socket's address. The reader-facing calls' one rule (the
 * newsletter's too).
 */
export function clientOf(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded) {
    const last = forwarded.split(',').pop()!.trim();
    if (last) return last;
  }
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** 'o***@hirter.localhost': enough for a developer to recognise in the log, not an address list. */
export function masked(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** What the account calls share: the store, the limits, the mailer, and who a request is signed in as. */
interface Crm {
  store: ReaderStore;
  mailer: Mailer;
  hosts: HostMap;
  log: (line: string) => void;
  now: () => number;
  perEmail: Limiter;
  perClient: Limiter;
  /** The session of a request: the Authorization header's bearer token when the header is there, else the cookie. */
  authOf(c: Context): Auth | null;
  /** The header must equal the CSRF cookie, and the cookie must be the one issued with this session. */
  checkCsrf(c: Context, auth: Auth): void;
  /** A signed-in reader, or 401; a state-changing call authorised by the cookie must also pass the CSRF check. */
  signedIn(c: Context, changesState: boolean): Auth;
}

export function createCrmApp(opts: CrmAppOptions): Hono {
  const crm = crmOf(opts);
  const app = new Hono();
  app.onError((err, c) => {
    if (err instanceof RequestError) return fail(c, err.status, err.message, err.headers);
    crm.log(`crm: ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? String(err)}`);
    return fail(c, 500, 'Internal error');
  });
  app.notFound((c) => fail(c, 404, 'Not found'));
  guardUserPaths(app);
  signInCalls(app, crm);
  accountCalls(app, crm);
  wrongMethodAnswers(app);
  return app;
}

/** The state the calls share, from the options: the store, the limits, and who a request is signed in as. */
function crmOf(opts: CrmAppOptions): Crm {
  const store = new ReaderStore(opts.db);
  const now = opts.now ?? Date.now;
  const limiters = opts.limiters ?? memoryLimiters;
  const authOf = (c: Context): Auth | null => {
    const header = c.req.header('authorization');
    const token = header !== undefined ? /^Bearer +(\S+)\s*$/i.exec(header)?.[1] : getCookie(c, READER_SESSION_COOKIE);
    if (!token || !TOKEN_SYNTAX.test(token)) return null;
    const sessionHash = hashToken(token);
    const session = store.session(sessionHash, now());
    return session ? { ...session, sessionHash, byCookie: header === undefined } : null;
  };
  const checkCsrf = (c: Context, auth: Auth) => {
    const sent = c.req.header(CSRF_HEADER) ?? '';
    const cookie = getCookie(c, READER_CSRF_COOKIE) ?? '';
    const matches = sameSecret(sent, cookie);
    const issued = sameSecret(hashToken(sent), auth.csrfHash);
    if (sent === '' || !matches || !issued) throw new RequestError(403, 'CSRF token missing or invalid.');
  };
  const signedIn = (c: Context, changesState: boolean): Auth => {
    const auth = authOf(c);
    if (!auth) throw new RequestError(401, 'Unauthorized');
    if (changesState && auth.byCookie) checkCsrf(c, auth);
    return auth;
  };
  return {
    store,
    mailer: opts.mailer,
    hosts: opts.hosts ?? DEFAULT_HOSTS,
    log: opts.log ?? ((line: string) => console.error(line)),
    now,
    perEmail: limiters('crm-links-per-email', { ...LINKS_PER_EMAIL, now }),
    perClient: limiters('crm-links-per-client', { ...LINKS_PER_CLIENT, now }),
    authOf,
    checkCsrf,
    signedIn,
  };
}

const cookieBase = (c: Context) => ({ path: '/', sameSite: 'Lax' as const, secure: isHttps(c.req.header('x-forwarded-proto')) });

function setSessionCookies(c: Context, session: string, csrf: string): void {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  setCookie(c, READER_SESSION_COOKIE, session, { ...cookieBase(c), httpOnly: true, maxAge });
  setCookie(c, READER_CSRF_COOKIE, csrf, { ...cookieBase(c), maxAge });
}

function clearSessionCookies(c: Context): void {
  deleteCookie(c, READER_SESSION_COOKIE, { ...cookieBase(c), httpOnly: true });
  deleteCookie(c, READER_CSRF_COOKIE, cookieBase(c));
}

/** The account paths' size limit and cache headers. */
function guardUserPaths(app: Hono): void {
  // Scoped to the account paths, not '*': mounted into the content server, these must not touch its answers.
  app.use(USER_PATHS, async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && Number(length) > MAX_BODY_BYTES) {
      // Refused before anything is read or looked up.
      c.res = fail(c, 413, TOO_LARGE);
    } else {
      await next();
    }
    // Answers about one reader: never stored by a shared cache, never served to another cookie.
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('Vary', 'Cookie, Authorization');
  });
}

/** Asking for a sign-in link, and the link's landing. */
function signInCalls(app: Hono, crm: Crm): void {
  app.post(ACCOUNT_API.token, async (c) => {
    // A plain form post (JavaScript off) gets redirects back to the sign-in page, not JSON.
    const form = isFormPost(c);
    try {
      const wait = await crm.perClient.attempt(clientOf(c));
      if (wait) throw new RequestError(429, 'Too many sign-in requests from this client', { 'Retry-After': String(wait) });
      const text = await readBody(c);
      const { email } = parseOr400(TokenRequest, form ? Object.fromEntries(new URLSearchParams(text)) : parseJson(text));
      // Counted for every address, with an account or without: a 429 must not tell which ones have one.
      const waitEmail = await crm.perEmail.attempt(email);
      if (waitEmail) throw new RequestError(429, 'Too many sign-in links for this address', { 'Retry-After': String(waitEmail) });
      const reader = crm.store.readerByEmail(email);
      if (!reader) {
        crm.log(`crm: sign-in link asked for ${masked(email)}, which has no account; no mail sent`);
      } else {
        mailSignInLink(c, crm, reader);
      }
      return form ? c.redirect(SIGN_IN_SENT_PATH, 303) : c.json({ ok: true });
    } catch (err) {
      if (form && err instanceof RequestError && (err.status === 400 || err.status === 429)) {
        return c.redirect(err.status === 400 ? SIGN_IN_EMAIL_ERROR_PATH : SIGN_IN_LIMIT_ERROR_PATH, 303);
      }
      throw err;
    }
  });

  app.get(ACCOUNT_API.login, (c) => {
    // A HEAD (a link checker, a mail scanner) must not use up the link.
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const parsed = LoginQuery.safeParse(c.req.query());
    if (!parsed.success) return c.redirect(SIGN_IN_LINK_ERROR_PATH, 303);
    const session = newToken();
    const csrf = newToken();
    const previous = getCookie(c, READER_SESSION_COOKIE);
    const readerId = crm.store.signIn(
      hashToken(parsed.data.token),
      { hash: hashToken(session), csrfHash: hashToken(csrf), replaces: previous && TOKEN_SYNTAX.test(previous) ? hashToken(previous) : undefined },
      crm.now(),
      SESSION_TTL_MS,
    );
    if (readerId === null) return c.redirect(SIGN_IN_LINK_ERROR_PATH, 303);
    setSessionCookies(c, session, csrf);
    // The used link is worthless now, but the profile page's requests need not name it anywhere.
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(PROFILE_PATH, 303);
  });
}

/** Mails a sign-in link to a reader with an account, for the host the request came to. */
function mailSignInLink(c: Context, crm: Crm, reader: { id: number; email: string; name: string }): void {
  const token = newToken();
  crm.store.addSignInToken(reader.id, hashToken(token), crm.now(), SIGN_IN_LINK_TTL_MS);
  const base = signInLinkBase(
    { proto: c.req.header('x-forwarded-proto'), forwardedHost: c.req.header('x-forwarded-host'), host: c.req.header('host') ?? new URL(c.req.url).host },
    crm.hosts,
  );
  const link = `${base}${ACCOUNT_API.login}?token=${token}`;
  // Not awaited: a known address must not answer slower than an unknown one, and a mail server's
  // trouble must not turn into an answer that differs between the two.
  crm.mailer.send(signInMail(reader.email, reader.name, link)).then(
    () => crm.log(`crm: sign-in link mailed to ${masked(reader.email)}`),
    (err: unknown) => crm.log(`crm: sign-in mail to ${masked(reader.email)} failed: ${err instanceof Error ? err.message : String(err)}`),
  );
}

/** A signed-in reader's calls: what the account holds, its changes, signing out. */
function accountCalls(app: Hono, crm: Crm): void {
  app.get(ACCOUNT_API.info, (c) => {
    parseOr400(InfoQuery, c.req.query());
    const auth = crm.signedIn(c, false);
    const info = crm.store.info(auth.readerId);
    if (!info) throw new RequestError(401, 'Unauthorized');
    return c.json(info);
  });

  app.post(ACCOUNT_API.update, async (c) => {
    const auth = crm.signedIn(c, true);
    // JSON only: a cross-site form cannot send it without the browser asking first (CORS preflight).
    if (contentType(c) !== 'application/json') throw new RequestError(415, 'Expected Content-Type: application/json');
    const req = parseOr400(UpdateRequest, parseJson(await readBody(c)));
    return applyUpdate(c, crm, auth, req);
  });

  app.post(ACCOUNT_API.logout, (c) => {
    // Without a live session there is nothing to protect: the cookies are cleared all the same.
    const auth = crm.authOf(c);
    if (auth) {
      if (auth.byCookie) crm.checkCsrf(c, auth);
      crm.store.deleteSession(auth.sessionHash);
    }
    clearSessionCookies(c);
    return c.json({ ok: true });
  });
}

/** One change a reader asked for (cancel a payment, a newsletter, the data download, deleting the account). */
function applyUpdate(c: Context, crm: Crm, auth: Auth, req: UpdateRequest) {
  const at = crm.now();
  switch (req.action) {
    case 'cancel': {
      const result = crm.store.cancelPayment(auth.readerId, req.payment_id, at);
      if (result === 'not-found') throw new RequestError(404, 'Payment not found');
      if (result === 'not-active') throw new RequestError(409, 'Payment is not active');
      return c.json({ ok: true, payment: result.payment });
    }
    case 'newsletter': {
      crm.store.setNewsletter(auth.readerId, req.code, req.subscribe, at);
      const newsletter = crm.store.newsletters(auth.readerId).find((n) => n.code === req.code);
      return c.json({ ok: true, newsletter });
    }
    case 'download': {
      const data = crm.store.export(auth.readerId, auth.sessionHash, at);
      if (!data) throw new RequestError(401, 'Unauthorized');
      return c.json(data, 200, { 'Content-Disposition': `attachment; filename="${DOWNLOAD_FILE_NAME}"` });
    }
    case 'delete': {
      crm.store.deleteReader(auth.readerId);
      crm.log(`crm: reader ${auth.readerId} deleted their account`);
      clearSessionCookies(c);
      return c.json({ ok: true });
    }
  }
}

function wrongMethodAnswers(app: Hono): void {
  // The right path with the wrong method: 405 naming the method that works.
  const allowed: [string, string][] = [
    [ACCOUNT_API.token, 'POST'],
    [ACCOUNT_API.login, 'GET, HEAD'],
    [ACCOUNT_API.info, 'GET, HEAD'],
    [ACCOUNT_API.update, 'POST'],
    [ACCOUNT_API.logout, 'POST'],
  ];
  for (const [path, allow] of allowed) app.all(path, (c) => fail(c, 405, `Method ${c.req.method} not allowed; use ${allow}`, { Allow: allow }));
}
