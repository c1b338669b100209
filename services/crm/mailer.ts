import nodemailer, { type Transporter } from 'nodemailer';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it every message becomes a file in outboxDir. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** The sender; default the site's no-reply address. */
  from?: string;
}

export const DEFAULT_FROM = 'Hírtér <noreply@hirter.hu>';

/** Where a developer finds the mails: env OUTBOX_DIR, else data/outbox. */

/**
 * Sends mail through SMTP, or, without an SMTP address, writes each message as an .eml file that any mail
 * program opens (named by time, so the newest sorts last). The file appears whole: written beside, then
 * renamed.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const from = opts.from ?? DEFAULT_FROM;
  // Always quoted-printable (nodemailer would pick base64 for some texts): the raw .eml stays mostly
  // legible in an editor, and the tests need one decoding only.
  const defaults = { from, textEncoding: 'quoted-printable' as const };
  if (opts.smtpUrl) {
    const smtp: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(msg) {
        await smtp.sendMail({ ...defaults, ...msg });
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(msg) {
      const info = await files.sendMail({ ...defaults, ...msg });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const path = join(opts.outboxDir, name);
      await writeFile(`${path}.tmp`, info.message as Buffer);
      await rename(`${path}.tmp`, path);
    },
  };
}
