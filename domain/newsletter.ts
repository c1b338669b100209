// Newsletter sign-up (specialised-features.md §1, §7 "POST /api/newsletter/subscribe: email, firstName,
// lastName, listCodes", §9 promo hide cookies): the call's address, its refusals in the product's Hungarian
// (the spec leaves them open: decision D-238) and the double opt-in's timing. The promo box: newsletterPromo.ts.
import { NEWSLETTERS } from './accounts';

/** The sign-up's calls: the origin, the render server and nginx pass them to the content service (posts too). */
export const NEWSLETTER_API_PREFIX = '/api/newsletter/';

export const NEWSLETTER_API = {
  subscribe: '/api/newsletter/subscribe',
  /** Where the confirmation mail's link lands. */
  confirm: '/api/newsletter/confirm',
} as const;

/** Where a reader lands after confirming (or with a dead link): the newsletter document, which says both. */
export const NEWSLETTER_PAGE = '/dokumentum/hirlevel';

export const NEWSLETTER_LIMITS = {
  /** The confirmation mail greets the reader with it (D-311). */
  firstNameChars: 50,
  lastNameChars: 100,
  /** Sign-ups from one client: ten in ten minutes. */
  perClient: { limit: 10, windowMs: 10 * 60_000 },
  /** Confirmation mails to one address: three an hour, whatever the lists. */
  mailsPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  /** A list asked again within this time gets no second mail (a double click, a retry), pending or confirmed. */
  remailAfterMs: 10 * 60_000,
  /** The confirmation link is good for a week. */
  confirmTtlMs: 7 * 24 * 3600_000,
} as const;

/** The field a refusal names, and what the reader reads. */
export type NewsletterField = 'email' | 'firstName' | 'lastName' | 'listCodes' | 'body';

export const NEWSLETTER_ERRORS: Readonly<Record<NewsletterField, string>> = {
  email: 'Adjon meg egy érvényes e-mail-címet.',
  firstName: `Adja meg a keresztnevét (legfeljebb ${NEWSLETTER_LIMITS.firstNameChars} karakter).`,
  lastName: `Adja meg a vezetéknevét (legfeljebb ${NEWSLETTER_LIMITS.lastNameChars} karakter).`,
  listCodes: `Válasszon legalább egy hírlevelet: ${NEWSLETTERS.map((n) => n.code).join(', ')}.`,
  body: 'A kérés egy JSON-objektum: email, firstName, lastName és listCodes.',
};

/** A name that a mail program would show as a link: refused, whatever its length (D-311). */
export const NAME_LINK_ERRORS: Readonly<Record<NameField, string>> = {
  firstName: 'Adja meg a keresztnevét webcím, domainnév és e-mail-cím nélkül.',
  lastName: 'Adja meg a vezetéknevét webcím, domainnév és e-mail-cím nélkül.',
};

export type NameField = 'firstName' | 'lastName';

const NAME_CHARS: Readonly<Record<NameField, number>> = { firstName: NEWSLETTER_LIMITS.firstNameChars, lastName: NEWSLETTER_LIMITS.lastNameChars };

// What a mail program links by itself: a scheme (':'), a path ('/', '\\'), an address ('@'), markup ('<', '>'),
// and a dot between two characters ('evil.example', 'www.x'; 'Zs. Anna' is fine), the ideographic full stop
// included, which browsers take for a dot in a host name. Checked on the NFKC form, so fullwidth '．／：＠' too.
const LINKISH = /[:/\\@<>]|\S[.\u3002]\S/u;
// Line breaks and invisible characters have no place in a name and could hide a link from the check.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Why a typed name (trimmed) is refused, in the reader's words, or null. Whoever signs up may type anyone's
 * address, so the name goes to a stranger in our confirmation mail: it must not carry a link there, and
 * escaping does not stop that, since mail programs link a bare 'evil.example' in plain text (D-311).
 */
export function nameRefusal(field: NameField, name: string): string | null {
  const chars = [...name].length;
  if (chars === 0 || chars > NAME_CHARS[field] || INVISIBLE.test(name)) return NEWSLETTER_ERRORS[field];
  if (LINKISH.test(name.normalize('NFKC'))) return NAME_LINK_ERRORS[field];
  return null;
}

/** The first name as the mail greets with it: a name the sign-up would take, else none ('Kedves Olvasónk!'). */
export function greetingName(firstName: string): string | null {
  const name = firstName.trim();
  return nameRefusal('firstName', name) === null ? name : null;
}

export const NEWSLETTER_TEXTS = {
  tooMany: 'Túl sok feliratkozási kísérlet érkezett. Kérjük, próbálja újra később.',
} as const;

/** A list's state for one address: waiting for the mail's link, or confirmed. */
export type SignupState = 'pending' | 'confirmed';

/**
 * The answer to every accepted sign-up, whatever the address's lists were: telling a new reader from a
 * subscribed one would let anyone test addresses (D-242). What happened goes to the address by mail.
 */
export interface SignupAnswer {
  email: string;
}
