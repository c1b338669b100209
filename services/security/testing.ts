// Test helpers of the security service: an app over an in-memory store with a hand-moved clock.
import type { Hono } from 'hono';
import { openSecurityDb, type Db } from './db';
import { createSecurityApp, type SecurityAppOptions } from './app';
import { addEditor } from './editors';
import { hashPassword } from './passwords';
import { codeAt, OTP_PERIOD_S } from './totp';
import type { MailMessage } from '../crm/mailer';

export const TEST_JWT_SECRET = 'test-jwt-secret-of-at-least-32-characters';
/** 2026-11-20 12:00:10 UTC: ten seconds into a TOTP step. */
export const TEST_START = Date.UTC(2026, 10, 20, 12, 0, 10);
export const PASSWORD = 'jó-hosszú-jelszó';
/** A test hash's cost: 1/32 of the real one, the same code path (the parameters travel with the hash). */
export const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;
export const TEST_PREVIEW_URL = 'https://elonezet.hirter.test';
/** The preview, the security service's caller: on this machine, so its X-Forwarded-For is believed. */
export const PREVIEW_PEER = '127.0.0.1';

export interface Harness {
  app: Hono;
  db: Db;
  logs: string[];
  /** What the alert option was given: [event, message, fields]. */
  alerts: Array<[string, string, Record<string, unknown>]>;
  /** The mails sent. */
  mails: MailMessage[];
  clock: { now: number; advance(ms: number): void };
  /** A request from `peer` (the socket's address; default the preview's). */
  request(path: string, init?: RequestInit, peer?: string): Promise<Response>;
  postJson(path: string, body: unknown, headers?: Record<string, string>, peer?: string): Promise<Response>;
  /** A fresh X-Forwarded-For each call, so per-client limits stay out of a test's way unless it wants them. */
  newClient(): Record<string, string>;
  editor(email?: string): { email: string; secret: string };
  /** Login, then the second factor one OTP step later (so no code is reused): the session's tokens. */
  login(who: { email: string; secret: string }, client?: Record<string, string>): Promise<Tokens>;
}

export interface Tokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

export function harness(opts: Partial<SecurityAppOptions> = {}): Harness {
  const db = opts.db ?? openSecurityDb(':memory:');
  const logs: string[] = [];
  const alerts: Harness['alerts'] = [];
  const mails: MailMessage[] = [];
  const clock = {
    now: TEST_START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = createSecurityApp({
    db,
    jwtSecret: TEST_JWT_SECRET,
    log: (line) => logs.push(line),
    alert: (...args) => alerts.push(args),
    mailer: {
      send: async (mail) => {
        mails.push(mail);
      },
    },
    previewUrl: TEST_PREVIEW_URL,
    now: () => clock.now,
    ...opts,
  });
  const request = async (path: string, init?: RequestInit, peer = PREVIEW_PEER) => app.request(path, init, peerEnv(peer));
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}, peer?: string) =>
    request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, peer);
  let clients = 0;
  const newClient = () => ({ 'x-forwarded-for': `10.0.${Math.floor(++clients / 250)}.${clients % 250}` });
  const editor = (email = 'anna@hirter.hu') => {
    const added = addEditor(db, { email, password: PASSWORD });
    // Tests guess passwords by the dozen: a stored hash of a cheap cost keeps each guess to a millisecond.
    db.prepare('UPDATE editors SET password_hash = ? WHERE email = ?').run(hashPassword(PASSWORD, CHEAP_SCRYPT), added.email);
    return { email: added.email, secret: added.secret };
  };
  const login = async (who: { email: string; secret: string }, client = newClient()): Promise<Tokens> => {
    const res = await postJson('/api/login', { email: who.email, password: PASSWORD }, client);
    if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    clock.advance(OTP_PERIOD_S * 1000);
    const verified = await postJson('/api/login/otp/verify', { code: codeAt(who.secret, clock.now) }, { ...client, authorization: `Bearer ${token}` });
    if (verified.status !== 200) throw new Error(`otp: ${verified.status} ${await verified.text()}`);
    return (await verified.json()) as Tokens;
  };
  return { app, db, logs, alerts, mails, clock, request, postJson, newClient, editor, login };
}

/** The node server's bindings as @hono/node-server's getConnInfo reads them: a socket from `address`. */
export const peerEnv = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every row of every table: equal before and after means a request wrote nothing. */
export function dump(db: Db): string {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (t) => t.name,
  );
  return JSON.stringify(tables.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all()]));
}
