// POST /api/newsletter/subscribe (specialised-features.md §7) and the link its mail carries. One zod schema
// reads the call, a refusal is a 400 naming the field in Hungarian (domain/newsletter.ts), a flood a 429, and
// nothing is stored on a refused call. Double opt-in: a list is pending until the reader follows the link we
// mail; asking again is harmless (no second row, no second mail within minutes). A form posted without
// JavaScript gets redirects to the newsletter page instead of JSON. Every accepted call answers the same
// (D-242): whether an address is new, pending or subscribed is told only to the address, by mail.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { NEWSLETTERS, NEWSLETTER_CODES, signInLinkBase } from '../../domain/accounts';
import { DEFAULT_HOSTS, type HostMap } from '../../domain/sites';
import {
  NEWSLETTER_API,
  NEWSLETTER_ERRORS,
  NEWSLETTER_LIMITS,
  NEWSLETTER_PAGE,
  NEWSLETTER_TEXTS,
  nameRefusal,
  type NameField,
  type NewsletterField,
  type SignupAnswer,
} from '../../domain/newsletter';
import type { Db } from '../store/schema';
import type { MailMessage, Mailer } from '../crm/mailer';
import { memoryLimiters, type Limiters } from '../rateLimit';
import { TOKEN_SYNTAX, hashToken, newToken } from '../crm/tokens';
import { SignupStore } from './signups';
import { clientOf, masked } from '../crm/app';
import { alreadyMail, confirmMail } from './confirmMail';

/** A name, trimmed, through the domain's rule; its refusal's words ride on the issue. */
const Name = (field: NameField) =>
  z
    .string()
    .trim()
    .superRefine((name, ctx) => {
      const refusal = nameRefusal(field, name);
      if (refusal !== null) ctx.addIssue({ code: 'custom', message: refusal });
    });

/** The call's one schema (form posts send listCodes repeated, JSON as an array). */
export const SubscribeRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  firstName: Name('firstName'),
  lastName: Name('lastName'),
  listCodes: z
    .array(z.enum(NEWSLETTER_CODES))
    .min(1)
    .max(NEWSLETTER_CODES.length * 2)
    .transform((codes) => [...new Set(codes)]),
});

export interface NewsletterAppOptions {
  db: Db;
  mailer: Mailer;
  hosts?: HostMap;
  log?: (line: string) => void;
  /** Where the attempt limits count (D-406); default each in this process's memory. */
  limiters?: Limiters;
  now?: () => number;
}

type Refusal = { status: 400 | 413 | 429; field?: NewsletterField; message: string; retryAfter?: number };

const isForm = (c: Context) => (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** The body as the schema's input: JSON, or a form's fields (listCodes repeated). */
async function input(c: Context): Promise<unknown> {
  if (isForm(c)) {
    const form = new URLSearchParams(await c.req.text());
    return { email: form.get('email'), firstName: form.get('firstName'), lastName: form.get('lastName'), listCodes: form.getAll('listCodes') };
  }
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

function refusalOf(value: unknown): Refusal | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { status: 400, field: 'body', message: NEWSLETTER_ERRORS.body };
  const r = SubscribeRequest.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0];
  const field = String(issue?.path[0] ?? 'body') as NewsletterField;
  if (!(field in NEWSLETTER_ERRORS)) return { status: 400, field: 'body', message: NEWSLETTER_ERRORS.body };
  return { status: 400, field, message: issue?.code === 'custom' ? issue.message : NEWSLETTER_ERRORS[field] };
}

export function createNewsletterApp(opts: NewsletterAppOptions): Hono {
  const store = new SignupStore(opts.db);
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((line: string) => console.error(line));
  const limiters = opts.limiters ?? memoryLimiters;
  const perClient = limiters('newsletter-per-client', { ...NEWSLETTER_LIMITS.perClient, now });
  const mailsPerEmail = limiters('newsletter-mails-per-email', { ...NEWSLETTER_LIMITS.mailsPerEmail, now });
  const app = new Hono();

  const refuse = (c: Context, r: Refusal) => {
    if (isForm(c)) return c.redirect(`${NEWSLETTER_PAGE}?hiba=${r.field ?? 'tul-sok'}`, 303);
    if (r.retryAfter) c.header('Retry-After', String(r.retryAfter));
    return c.json({ status: r.status, ...(r.field ? { field: r.field } : {}), message: r.message }, r.status);
  };

  app.post(
    NEWSLETTER_API.subscribe,
    bodyLimit({ maxSize: 4096, onError: (c) => refuse(c, { status: 413, field: 'body', message: NEWSLETTER_ERRORS.body }) }),
    async (c) => {
      const wait = await perClient.attempt(clientOf(c));
      if (wait) return refuse(c, { status: 429, message: NEWSLETTER_TEXTS.tooMany, retryAfter: wait });
      const value = await input(c);
      const refusal = refusalOf(value);
      if (refusal) return refuse(c, refusal);
      const signup = SubscribeRequest.parse(value);
      const t = now();
      const { pending, confirmed, mailDue } = store.record(signup, t);
      // Whatever the lists were, the answer is the same (D-242); the mail says which case it was.
      if (mailDue && (await mailsPerEmail.attempt(signup.email)) === null) {
        const names = (codes: readonly string[]) => NEWSLETTERS.filter((n) => codes.includes(n.code)).map((n) => n.name);
        let mail: MailMessage;
        if (pending.length > 0) {
          const token = newToken();
          store.mailed(signup.email, pending, hashToken(token), t);
          const base = signInLinkBase(
            {
              proto: c.req.header('x-forwarded-proto'),
              forwardedHost: c.req.header('x-forwarded-host'),
              host: c.req.header('host') ?? new URL(c.req.url).host,
            },
            opts.hosts ?? DEFAULT_HOSTS,
          );
          mail = confirmMail(signup.email, signup.firstName, names(pending), `${base}${NEWSLETTER_API.confirm}?token=${token}`);
        } else {
          store.noted(signup.email, confirmed, t);
          mail = alreadyMail(signup.email, names(confirmed));
        }
        const what = pending.length > 0 ? `confirmation (${pending.join(', ')})` : `already-subscribed note (${confirmed.join(', ')})`;
        opts.mailer.send(mail).then(
          () => log(`newsletter: ${what} mailed to ${masked(signup.email)}`),
          (err: unknown) => log(`newsletter: mail to ${masked(signup.email)} failed: ${err instanceof Error ? err.message : String(err)}`),
        );
      }
      if (isForm(c)) return c.redirect(`${NEWSLETTER_PAGE}?feliratkozas=1`, 303);
      return c.json<SignupAnswer>({ email: signup.email });
    },
  );

  app.get(NEWSLETTER_API.confirm, (c) => {
    const token = c.req.query('token') ?? '';
    const email = TOKEN_SYNTAX.test(token) ? store.confirm(hashToken(token), now()) : null;
    if (email) log(`newsletter: ${masked(email)} confirmed`);
    c.header('cache-control', 'no-store');
    return c.redirect(email ? `${NEWSLETTER_PAGE}?megerositve=1` : `${NEWSLETTER_PAGE}?hiba=link`, 303);
  });

  return app;
}
