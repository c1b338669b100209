import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from './mailer';
import { signInMail } from './signInMail';
import { decodeQuotedPrintable, waitForMails } from './testing';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('createMailer', () => {
  it('without SMTP writes each message whole as an .eml file a mail program opens', async () => {
    const root = mkdtempSync(join(tmpdir(), 'crm-mail-'));
    dirs.push(root);
    const outbox = join(root, 'outbox');
    const mailer = createMailer({ outboxDir: outbox });
    await mailer.send(signInMail('olvaso@hirter.localhost', 'Kovács <Olvasó>', 'http://localhost:3000/api/v2/user/login?token=abc'));
    await mailer.send({ to: 'masik@hirter.localhost', subject: 'Második', text: 'szöveg' });
    expect(readdirSync(outbox).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const [first, second] = await waitForMails(outbox, 2);
    expect(first).toContain('From: =?UTF-8?Q?H=C3=ADrt=C3=A9r?= <noreply@hirter.hu>');
    expect(first).toContain('To: olvaso@hirter.localhost');
    expect(first).toMatch(/^Subject: /m);
    expect(first).toContain('multipart/alternative');
    const text = decodeQuotedPrintable(first!);
    expect(text).toContain('http://localhost:3000/api/v2/user/login?token=abc');
    expect(text).toContain('Kedves Kovács <Olvasó>!');
    // The HTML part escapes the name.
    expect(text).toContain('<p>Kedves Kovács &#60;Olvasó&#62;!</p>');
    expect(second).toContain('To: masik@hirter.localhost');
  });

  it('with an SMTP address sends through it (and a refused connection rejects)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'crm-mail-'));
    dirs.push(root);
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: root });
    await expect(mailer.send({ to: 'a@hirter.localhost', subject: 's', text: 't' })).rejects.toThrow();
    expect(readdirSync(root)).toEqual([]);
  });
});
