import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecurityDb } from './db';
import {
  addEditor,
  DEV_EDITOR_EMAIL,
  DEV_EDITOR_PASSWORD,
  devEditorNotice,
  editorByEmail,
  EditorInputError,
  ensureDevEditor,
  removeEditor,
  resetOtp,
} from './editors';
import { dummyHash, verifyPassword } from './passwords';
import { acceptedStep, codeAt } from './totp';

const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(EditorInputError);
    return { problem: (err as EditorInputError).problem, message: (err as Error).message };
  }
  throw new Error('expected an EditorInputError');
};

describe('editor accounts', () => {
  it('adds an editor with a scrypt hash and a TOTP secret behind an otpauth URI', async () => {
    const db = openSecurityDb(':memory:');
    const added = addEditor(db, { email: ' Anna@Hirter.HU ', password: 'jó-hosszú-jelszó' });
    expect(added.email).toBe('anna@hirter.hu');
    expect(added.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(added.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Hírtér előnézet:anna@hirter.hu');
    expect(uri.searchParams.get('secret')).toBe(added.secret);
    expect(uri.searchParams.get('issuer')).toBe('Hírtér előnézet');

    const stored = editorByEmail(db, 'ANNA@hirter.hu')!;
    expect(stored.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored.passwordHash).not.toContain('jó-hosszú-jelszó');
    expect(await verifyPassword('jó-hosszú-jelszó', stored.passwordHash)).toBe(true);
    // NFC and NFD spellings of "ó" are the same password.
    expect(await verifyPassword('jó-hosszú-jelszó'.normalize('NFD'), stored.passwordHash)).toBe(true);
    expect(await verifyPassword('jó-hosszú-jelszÓ', stored.passwordHash)).toBe(false);
    expect(await verifyPassword('jó-hosszú-jelszó', dummyHash())).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    // The secret works with an authenticator's code.
    expect(acceptedStep(added.secret, codeAt(added.secret, 1_800_000_000_000), 1_800_000_000_000, -1)).toBe(60_000_000);
  });

  it('refuses an invalid e-mail, a short password and an existing e-mail, with typed errors', () => {
    const db = openSecurityDb(':memory:');
    addEditor(db, { email: 'anna@hirter.hu', password: '0123456789' });
    for (const email of ['anna', 'anna@', '@hirter.hu', 'anna hirter@hu', '', `${'a'.repeat(250)}@hirter.hu`]) {
      expect(problem(() => addEditor(db, { email, password: '0123456789' })).problem, email).toBe('invalid-email');
    }
    expect(problem(() => addEditor(db, { email: 'bea@hirter.hu', password: '012345678' }))).toEqual({
      problem: 'short-password',
      message: 'A jelszó legalább 10 karakter legyen (most 9)',
    });
    // Characters, not bytes: nine accented letters are still nine.
    expect(problem(() => addEditor(db, { email: 'bea@hirter.hu', password: 'ééééééééé' })).problem).toBe('short-password');
    expect(problem(() => addEditor(db, { email: 'bea@hirter.hu', password: 'x'.repeat(1025) })).problem).toBe('long-password');
    expect(problem(() => addEditor(db, { email: 'ANNA@hirter.hu', password: '0123456789' }))).toEqual({
      problem: 'exists',
      message: 'Már van ilyen szerkesztő: anna@hirter.hu',
    });
    expect(db.prepare('SELECT count(*) AS n FROM editors').get()).toEqual({ n: 1 });
  });

  it('refuses a common password, in any case, and stores nothing (D-312)', () => {
    const db = openSecurityDb(':memory:');
    for (const password of ['password123', 'Qwertyuiop', '1q2w3e4r5t']) {
      expect(problem(() => addEditor(db, { email: 'bea@hirter.hu', password }))).toEqual({
        problem: 'common-password',
        message: 'A jelszó túl gyakori: szerepel a közismert jelszavak listáján, válasszon másikat',
      });
    }
    expect(db.prepare('SELECT count(*) AS n FROM editors').get()).toEqual({ n: 0 });
  });

  it('removes an editor with its sessions, and resets the second factor', () => {
    const db = openSecurityDb(':memory:');
    const added = addEditor(db, { email: 'anna@hirter.hu', password: '0123456789' });
    const id = editorByEmail(db, 'anna@hirter.hu')!.id;
    db.prepare("INSERT INTO sessions (id, editor_id, method, created_at, expires_at) VALUES ('s', ?, 'google', 0, 1)").run(id);
    db.prepare("INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES ('h', 's', 1)").run();
    db.prepare('UPDATE editors SET last_otp_step = 99 WHERE id = ?').run(id);

    const reset = resetOtp(db, 'Anna@hirter.hu')!;
    expect(reset.secret).not.toBe(added.secret);
    expect(reset.otpauthUri).toContain(`secret=${reset.secret}`);
    expect(editorByEmail(db, 'anna@hirter.hu')).toMatchObject({ totpSecret: reset.secret, lastOtpStep: -1 });
    expect(resetOtp(db, 'nobody@hirter.hu')).toBeNull();

    expect(removeEditor(db, 'ANNA@hirter.hu')).toBe(true);
    expect(removeEditor(db, 'anna@hirter.hu')).toBe(false);
    expect(db.prepare('SELECT (SELECT count(*) FROM sessions) + (SELECT count(*) FROM refresh_tokens) AS n').get()).toEqual({ n: 0 });
    // Ids are never handed out again.
    addEditor(db, { email: 'anna@hirter.hu', password: '0123456789' });
    expect(editorByEmail(db, 'anna@hirter.hu')!.id).toBeGreaterThan(id);
  });

  it('creates the development editor once and returns its stored secret every time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hirter-security-'));
    const path = join(dir, 'nested', 'security.db');
    const db = openSecurityDb(path);
    const first = ensureDevEditor(db);
    expect(first).toEqual({ email: DEV_EDITOR_EMAIL, password: DEV_EDITOR_PASSWORD, totpSecret: expect.stringMatching(/^[A-Z2-7]+$/), created: true });
    db.close();
    // The file holds password hashes and TOTP secrets: owner only.
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const again = openSecurityDb(path);
    expect(again.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(ensureDevEditor(again)).toEqual({ ...first, created: false });
    expect(await verifyPassword(DEV_EDITOR_PASSWORD, editorByEmail(again, DEV_EDITOR_EMAIL)!.passwordHash)).toBe(true);
    again.close();
  });

  it('names the development editor a store still holds, and how to remove it', () => {
    const db = openSecurityDb(':memory:');
    addEditor(db, { email: 'anna@hirter.hu', password: '0123456789' });
    expect(devEditorNotice(db, 'data/security.db')).toBeNull();
    ensureDevEditor(db);
    expect(devEditorNotice(db, 'data/security.db')).toBe(
      `data/security.db holds the development editor ${DEV_EDITOR_EMAIL}: in production its README password signs nobody in; remove it with \`npm run editor -- user remove --email ${DEV_EDITOR_EMAIL}\``,
    );
    removeEditor(db, DEV_EDITOR_EMAIL);
    expect(devEditorNotice(db, 'data/security.db')).toBeNull();
  });
});
