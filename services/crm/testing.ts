// Helpers of the CRM tests: an app over a private store with a file outbox in a temp folder and a clock
// the test moves.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { ACCOUNT_API, READER_CSRF_COOKIE, READER_SESSION_COOKIE } from '../../domain/accounts';
import { createCrmApp } from './app';
import { createMailer } from './mailer';
import { openCrmDb, type Db } from './schema';
import { seedDevReaders } from './seed';

export interface CrmHarness {
  app: Hono;
  db: Db;
  outbox: string;
  logs: string[];
  clock: { now: number };
  close(): void;
}

export const T0 = Date.UTC(2026, 0, 15, 10, 0, 0);

export function crmHarness(): CrmHarness {
  const db = openCrmDb(':memory:');
  seedDevReaders(db, T0);
  const outbox = mkdtempSync(join(tmpdir(), 'crm-outbox-'));
  const logs: string[] = [];
  const clock = { now: T0 };
  const app = createCrmApp({ db, mailer: createMailer({ outboxDir: outbox }), log: (l) => logs.push(l), now: () => clock.now });
  return {
    app,
    db,
    outbox,
    logs,
    clock,
    close() {
      db.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

export const emlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();

/** Waits until the outbox holds `count` mails (sending is not awaited by the call), and returns them. */
export async function waitForMails(dir: string, count: number): Promise<string[]> {
  // A ceiling against a hang only: the wait ends with the mail.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const files = emlFiles(dir);
    if (files.length >= count) return files.map((f) => readFileSync(join(dir, f), 'utf8'));
    if (Date.now() > deadline) throw new Error(`expected ${count} mails in the outbox, found ${files.length}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The mail's text with quoted-printable undone. */
export function decodeQuotedPrintable(eml: string): string {
  const bytes = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function signInLinkIn(eml: string): string {
  const m = /(\S+\/api\/v2\/user\/login\?token=[A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(eml));
  if (!m) throw new Error('no sign-in link in the mail');
  return m[1]!;
}

export function askLink(app: Hono, email: string, headers: Record<string, string> = {}) {
  return app.request(ACCOUNT_API.token, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    body: JSON.stringify({ email }),
  });
}

/** The cookies a response sets, by name: value and the raw Set-Cookie line. */
export function setCookies(res: Response): Map<string, { value: string; line: string }> {
  const out = new Map<string, { value: string; line: string }>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';', 1);
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq), { value: pair.slice(eq + 1), line });
  }
  return out;
}

export interface SignedIn {
  session: string;
  csrf: string;
  /** The headers a browser sends: both cookies and the CSRF header. */
  headers: Record<string, string>;
}

/** Asks for a link as `email`, follows it, and returns the session. */
export async function signIn(h: CrmHarness, email = 'olvaso@hirter.localhost'): Promise<SignedIn> {
  const before = emlFiles(h.outbox).length;
  const asked = await askLink(h.app, email);
  if (asked.status !== 200) throw new Error(`token call answered ${asked.status}`);
  const mails = await waitForMails(h.outbox, before + 1);
  const link = new URL(signInLinkIn(mails[mails.length - 1]!));
  const res = await h.app.request(`${link.pathname}${link.search}`);
  const cookies = setCookies(res);
  const session = cookies.get(READER_SESSION_COOKIE)?.value;
  const csrf = cookies.get(READER_CSRF_COOKIE)?.value;
  if (!session || !csrf) throw new Error(`sign-in set no cookies (${res.status} ${res.headers.get('location')})`);
  return {
    session,
    csrf,
    headers: { cookie: `${READER_SESSION_COOKIE}=${session}; ${READER_CSRF_COOKIE}=${csrf}`, 'x-csrf-token': csrf },
  };
}

export function update(app: Hono, body: unknown, headers: Record<string, string>) {
  return app.request(ACCOUNT_API.update, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
