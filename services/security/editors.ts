// Editor accounts: who may log in to the preview. Managed from the editor CLI (`npm run editor -- user …`);
// there is no sign-up route.
import { z } from 'zod';
import { stmt } from '../store/schema';
import type { Db } from './db';
import { passwordRefusal, type PasswordProblem } from '../../domain/passwords';
import { hashPassword } from './passwords';
import { newTotpSecret, otpauthUri } from './totp';
import { DEV_EDITOR_EMAIL, DEV_EDITOR_PASSWORD } from '../../domain/devEditor';

export { DEV_EDITOR_EMAIL, DEV_EDITOR_PASSWORD };

export interface Editor {
  id: number;
  email: string;
  passwordHash: string;
  totpSecret: string;
  lastOtpStep: number;
}

export type EditorInputProblem = 'invalid-email' | PasswordProblem | 'exists';

/** Refused input of an account operation; the message is for the editor at the CLI (Hungarian, like the CLI's). */
export class EditorInputError extends Error {
  constructor(
    readonly problem: EditorInputProblem,
    message: string,
  ) {
    super(message);
    this.name = 'EditorInputError';
  }
}

/** E-mails are compared lower-cased and trimmed: "Anna@Hirter.hu" and "anna@hirter.hu" are one editor. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// zod's e-mail rule (the one the login route applies) plus a length cap (RFC 5321: 254).
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

interface EditorRow {
  id: number;
  email: string;
  password_hash: string;
  totp_secret: string;
  last_otp_step: number;
}

const toEditor = (row: EditorRow | undefined): Editor | null =>
  row ? { id: row.id, email: row.email, passwordHash: row.password_hash, totpSecret: row.totp_secret, lastOtpStep: row.last_otp_step } : null;

export function editorByEmail(db: Db, email: string): Editor | null {
  return toEditor(stmt(db, 'SELECT * FROM editors WHERE email = ?').get(normalizeEmail(email)) as EditorRow | undefined);
}

export function editorById(db: Db, id: number): Editor | null {
  return toEditor(stmt(db, 'SELECT * FROM editors WHERE id = ?').get(id) as EditorRow | undefined);
}

export function addEditor(db: Db, input: { email: string; password: string }): { email: string; secret: string; otpauthUri: string } {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new EditorInputError('invalid-email', `Érvénytelen e-mail-cím: ${input.email.slice(0, 100)}`);
  const email = parsed.data;
  const refusal = passwordRefusal(input.password);
  if (refusal) throw new EditorInputError(refusal.problem, refusal.message);
  if (editorByEmail(db, email)) throw new EditorInputError('exists', `Már van ilyen szerkesztő: ${email}`);
  const secret = newTotpSecret();
  const hash = hashPassword(input.password);
  // The UNIQUE constraint settles a race with another CLI run between the check above and this insert.
  try {
    stmt(db, 'INSERT INTO editors (email, password_hash, totp_secret, created_at) VALUES (?, ?, ?, ?)').run(email, hash, secret, Date.now());
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new EditorInputError('exists', `Már van ilyen szerkesztő: ${email}`);
    throw err;
  }
  return { email, secret, otpauthUri: otpauthUri(email, secret) };
}

/** Removes the editor; its sessions and refresh tokens go with it (ON DELETE CASCADE), so its tokens stop at once. */
export function removeEditor(db: Db, email: string): boolean {
  return stmt(db, 'DELETE FROM editors WHERE email = ?').run(normalizeEmail(email)).changes > 0;
}

/** A new TOTP secret (the old authenticator entry stops working); the replay guard starts over with it. */
export function resetOtp(db: Db, email: string): { secret: string; otpauthUri: string } | null {
  const normalized = normalizeEmail(email);
  const secret = newTotpSecret();
  const changed = stmt(db, 'UPDATE editors SET totp_secret = ?, last_otp_step = -1 WHERE email = ?').run(secret, normalized).changes;
  return changed > 0 ? { secret, otpauthUri: otpauthUri(normalized, secret) } : null;
}

/**
 * DEVELOPMENT ONLY (`npm start` on a developer's machine): the editor `szerkeszto@hirter.localhost` with
 * DEV_EDITOR_PASSWORD, created when absent. Its stored TOTP secret is returned every time, so the start log can
 * print it again. An existing editor is left as it is (its password may since have been changed by hand).
 */
export function ensureDevEditor(db: Db): { email: string; password: string; totpSecret: string; created: boolean } {
  const existing = editorByEmail(db, DEV_EDITOR_EMAIL);
  if (existing) return { email: existing.email, password: DEV_EDITOR_PASSWORD, totpSecret: existing.totpSecret, created: false };
  const added = addEditor(db, { email: DEV_EDITOR_EMAIL, password: DEV_EDITOR_PASSWORD });
  return { email: added.email, password: DEV_EDITOR_PASSWORD, totpSecret: added.secret, created: true };
}

/**
 * What a production start says of a store carried over from development: its editor is still there, and its
 * README password signs nobody in here (services/server.ts refusedPasswords, D-437). Null when it is not.
 */
export function devEditorNotice(db: Db, where: string): string | null {
  if (!editorByEmail(db, DEV_EDITOR_EMAIL)) return null;
  return `${where} holds the development editor ${DEV_EDITOR_EMAIL}: in production its README password signs nobody in; remove it with \`npm run editor -- user remove --email ${DEV_EDITOR_EMAIL}\``;
}
