// Newsletter sign-up (specialised-features.md §1, §7 "POST /api/newsletter/subscribe: email, firstName,
// lastName, listCodes", §9 promo hide cookies): the call's address, its refusals in the product's Hungarian
// (the spec leaves them open: decisions.md D-238), the double opt-in's timing, and when a promo box stays hidden.
import { NEWSLETTERS, type NewsletterCode } from './accounts';

export const NEWSLETTER_API = {
  subscribe: '/api/newsletter/subscribe',
  /** Where the confirmation mail's link lands. */
  confirm: '/api/newsletter/confirm',
} as const;

/** Where a reader lands after confirming (or with a dead link): the newsletter document, which says both. */
export const NEWSLETTER_PAGE = '/dokumentum/hirlevel';

export const NEWSLETTER_LIMITS = {
  nameChars: 100,
  /** Sign-ups from one client: ten in ten minutes. */
  perClient: { limit: 10, windowMs: 10 * 60_000 },
  /** Confirmation mails to one address: three an hour, whatever the lists. */
  mailsPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  /** A pending sign-up asked again within this time gets no second mail (a double click, a retry). */
  remailAfterMs: 10 * 60_000,
  /** The confirmation link is good for a week. */
  confirmTtlMs: 7 * 24 * 3600_000,
} as const;

/** The field a refusal names, and what the reader reads. */
export type NewsletterField = 'email' | 'firstName' | 'lastName' | 'listCodes' | 'body';

export const NEWSLETTER_ERRORS: Readonly<Record<NewsletterField, string>> = {
  email: 'Adjon meg egy érvényes e-mail-címet.',
  firstName: `Adja meg a keresztnevét (legfeljebb ${NEWSLETTER_LIMITS.nameChars} karakter).`,
  lastName: `Adja meg a vezetéknevét (legfeljebb ${NEWSLETTER_LIMITS.nameChars} karakter).`,
  listCodes: `Válasszon legalább egy hírlevelet: ${NEWSLETTERS.map((n) => n.code).join(', ')}.`,
  body: 'A kérés egy JSON-objektum: email, firstName, lastName és listCodes.',
};

export const NEWSLETTER_TEXTS = {
  tooMany: 'Túl sok feliratkozási kísérlet érkezett. Kérjük, próbálja újra később.',
  badLink: 'Ez a megerősítő link érvénytelen vagy lejárt. Iratkozzon fel újra, és új linket küldünk.',
} as const;

/** A list's state for one address: waiting for the mail's link, or confirmed. */
export type SignupState = 'pending' | 'confirmed';

export interface SignupAnswer {
  email: string;
  lists: { code: NewsletterCode; state: SignupState }[];
  /** Whether this call sent a confirmation mail (false: none needed, or one went out moments ago). */
  mailed: boolean;
}

// ---------------------------------------------------------------- promo boxes (§9)

/** Where a promo box stands: the front page or an article. */
export type PromoPlace = 'front' | 'article';

export const PROMO_COOKIES = {
  /** 'Ne mutassa többet': nowhere for two years. */
  permanent: { name: 'newsletter_promo_hidden', maxAgeS: 2 * 365 * 86_400 },
  /** Closed on the front page: hidden there for a day. */
  front: { name: 'newsletter_promo_front_closed', maxAgeS: 86_400 },
  /** Closed on an article: hidden on articles for two days. */
  article: { name: 'newsletter_promo_article_closed', maxAgeS: 2 * 86_400 },
} as const;

/** The cookie a reader's choice sets: for good, or closing the box where it stands. */
export function promoHideCookie(choice: 'permanent' | 'close', place: PromoPlace): { name: string; maxAgeS: number } {
  return choice === 'permanent' ? PROMO_COOKIES.permanent : PROMO_COOKIES[place];
}

/** Whether the box at `place` stays hidden, given the names of the cookies the browser holds. */
export function promoHidden(cookieNames: ReadonlySet<string>, place: PromoPlace): boolean {
  return cookieNames.has(PROMO_COOKIES.permanent.name) || cookieNames.has(PROMO_COOKIES[place].name);
}
