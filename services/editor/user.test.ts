// `npm run editor -- user …`: the preview's editor accounts, in the security store.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runEditor } from './cli';
import { verifyPassword } from '../security/passwords';
import { openSecurityDb } from '../security/db';
import { editorByEmail } from '../security/editors';
import { harness } from '../security/testing';
import { codeAt } from '../security/totp';
import { DEV_EDITOR_PASSWORD } from '../../domain/devEditor';

function paths() {
  const dir = mkdtempSync(join(tmpdir(), 'hirter-editor-user-'));
  // No content store: the user verb must not need one.
  return { contentDb: join(dir, 'content.db'), securityDb: join(dir, 'security.db') };
}

const user = (p: ReturnType<typeof paths>, ...args: string[]) => runEditor(['user', ...args], p.contentDb, p.securityDb);

describe('npm run editor -- user', () => {
  it('adds an editor and prints the e-mail, the secret and the otpauth URI; the editor can then log in', async () => {
    const p = paths();
    const r = user(p, 'add', '--email', 'Anna@Hirter.hu', '--password', 'jó-hosszú-jelszó');
    expect(r.code, r.out).toBe(0);
    const secret = /TOTP titok: ([A-Z2-7]+)/.exec(r.out)?.[1];
    expect(secret).toBeDefined();
    expect(r.out).toContain('anna@hirter.hu');
    expect(r.out).toMatch(/^otpauth:\/\/totp\/H%C3%ADrt%C3%A9r%20el%C5%91n%C3%A9zet:anna%40hirter\.hu\?.*secret=[A-Z2-7]+/m);
    expect(existsSync(p.contentDb)).toBe(false);

    const db = openSecurityDb(p.securityDb);
    try {
      const h = harness({ db });
      const client = h.newClient();
      const login = await h.postJson('/api/login', { email: 'anna@hirter.hu', password: 'jó-hosszú-jelszó' }, client);
      const { token } = (await login.json()) as { token: string };
      const verify = await h.postJson('/api/login/otp/verify', { code: codeAt(secret!, h.clock.now) }, { ...client, authorization: `Bearer ${token}` });
      expect(verify.status).toBe(200);
    } finally {
      db.close();
    }
  });

  it('refuses bad input with exit 2 and the usage, in Hungarian', () => {
    const p = paths();
    expect(user(p, 'add', '--email', 'anna@hirter.hu', '--password', '0123456789').code).toBe(0);
    const cases: [string[], RegExp][] = [
      [['add', '--email', 'nem-email', '--password', '0123456789'], /Érvénytelen e-mail-cím: nem-email/],
      [['add', '--email', 'bea@hirter.hu', '--password', 'rövid'], /A jelszó legalább 10 karakter legyen/],
      [['add', '--email', 'bea@hirter.hu', '--password', 'Password123'], /A jelszó túl gyakori: szerepel a közismert jelszavak listáján/],
      [['add', '--email', 'ANNA@hirter.hu', '--password', '0123456789'], /Már van ilyen szerkesztő: anna@hirter\.hu/],
      [['add', '--email', 'bea@hirter.hu'], /--password kötelező/],
      [['add', '--password', '0123456789'], /--email kötelező/],
      [['remove', '--email', ''], /--email kötelező/],
      [['remove', '--email', 'anna@hirter.hu', '--password', 'x'], /--password csak az add/],
      [['rename', '--email', 'anna@hirter.hu'], /Ismeretlen user művelet: rename/],
      [['add', 'extra', '--email', 'bea@hirter.hu'], /A\(z\) user művelet 1 paramétert vár, 2 érkezett/],
      [['--email', 'bea@hirter.hu'], /A\(z\) user művelet 1 paramétert vár, 0 érkezett/],
    ];
    for (const [args, message] of cases) {
      const r = user(p, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out, args.join(' ')).toMatch(message);
      expect(r.out, args.join(' ')).toMatch(/Használat: npm run editor -- <művelet>[\s\S]*user add --email <e-mail> --password <jelszó>/);
    }
    // An unknown option: one line, and where the usage is (issue #37).
    expect(user(p, 'add', '--emial', 'bea@hirter.hu')).toEqual({ code: 2, out: "unknown option '--emial' (usage: npm run editor -- --help)" });
    const db = openSecurityDb(p.securityDb);
    expect(db.prepare('SELECT email FROM editors').all()).toEqual([{ email: 'anna@hirter.hu' }]);
    db.close();
  });

  it('resets the second factor and removes an editor; exit 1 for an unknown one', () => {
    const p = paths();
    const added = user(p, 'add', '--email', 'anna@hirter.hu', '--password', '0123456789');
    const oldSecret = /TOTP titok: ([A-Z2-7]+)/.exec(added.out)![1];

    const reset = user(p, 'reset-otp', '--email', 'Anna@hirter.hu');
    expect(reset.code, reset.out).toBe(0);
    const newSecret = /Új TOTP titok: ([A-Z2-7]+)/.exec(reset.out)![1];
    expect(newSecret).not.toBe(oldSecret);
    expect(reset.out).toMatch(new RegExp(`^otpauth://totp/.*secret=${newSecret}`, 'm'));
    let db = openSecurityDb(p.securityDb);
    expect(editorByEmail(db, 'anna@hirter.hu')!.totpSecret).toBe(newSecret);
    db.close();

    expect(user(p, 'reset-otp', '--email', 'nobody@hirter.hu')).toEqual({ code: 1, out: 'Nincs ilyen szerkesztő: nobody@hirter.hu' });
    expect(user(p, 'remove', '--email', 'ANNA@hirter.hu')).toEqual({ code: 0, out: 'Szerkesztő törölve: anna@hirter.hu (bejelentkezései megszűntek)' });
    expect(user(p, 'remove', '--email', 'anna@hirter.hu')).toEqual({ code: 1, out: 'Nincs ilyen szerkesztő: anna@hirter.hu' });
    db = openSecurityDb(p.securityDb);
    expect(editorByEmail(db, 'anna@hirter.hu')).toBeNull();
    db.close();
  });

  it('other verbs still need the content store', () => {
    const p = paths();
    expect(runEditor(['publish', 'x'], p.contentDb, p.securityDb)).toMatchObject({ code: 2, out: expect.stringMatching(/A tár nem létezik/) });
  });
});

describe('npm run editor -- user code', () => {
  it("prints the editor's current one-time code in development, never in production", () => {
    const p = paths();
    const added = user(p, 'add', '--email', 'kod@hirter.hu', '--password', 'jó-hosszú-jelszó');
    const secret = /TOTP titok: ([A-Z2-7]+)/.exec(added.out)![1]!;
    const r = user(p, 'code', '--email', 'kod@hirter.hu');
    expect(r.code, r.out).toBe(0);
    expect([codeAt(secret, Date.now()), codeAt(secret, Date.now() - 30_000)]).toContain(r.out);
    expect(user(p, 'code', '--email', 'nincs@hirter.hu').code).toBe(1);
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const refused = user(p, 'code', '--email', 'kod@hirter.hu');
      expect(refused.code).toBe(2);
      expect(refused.out).not.toMatch(/\d{6}/);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});

describe('npm run editor -- user add in production', () => {
  it("refuses the README's development password, and takes it in development", () => {
    const p = paths();
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const refused = user(p, 'add', '--email', 'uj@hirter.hu', '--password', DEV_EDITOR_PASSWORD);
      expect(refused).toEqual({ code: 2, out: 'Ez a README-ben közzétett fejlesztői jelszó: éles környezetben senkit nem enged be, válasszon másikat' });
    } finally {
      process.env.NODE_ENV = saved;
    }
    expect(user(p, 'add', '--email', 'uj@hirter.hu', '--password', DEV_EDITOR_PASSWORD).code).toBe(0);
  });
});

describe('npm run editor -- user add --password -', () => {
  it('takes the password from the first line of the input, so it is on no command line', async () => {
    const p = paths();
    const noLivescore = () => {
      throw new Error('not asked');
    };
    for (const [email, args] of [
      ['bemenet@hirter.hu', ['--password', '-']],
      ['egyenlo@hirter.hu', ['--password=-']],
    ] as const) {
      const r = await runCli(['user', 'add', '--email', email, ...args], p.contentDb, noLivescore, async () => 'a-bemenet-jelszava\nmásodik sor\n');
      expect(r.code, r.out).toBe(0);
      const db = openSecurityDb(p.securityDb);
      try {
        expect(await verifyPassword('a-bemenet-jelszava', editorByEmail(db, email)!.passwordHash), email).toBe(true);
      } finally {
        db.close();
      }
    }
    // Nothing on the input: the length rule says so.
    const empty = await runCli(['user', 'add', '--email', 'ures@hirter.hu', '--password', '-'], p.contentDb, noLivescore, async () => '');
    expect(empty).toMatchObject({ code: 2, out: expect.stringContaining('A jelszó legalább 10 karakter legyen (most 0)') });
  });
});
