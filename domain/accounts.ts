// Reader accounts (specialised-features.md §7 "Account (CRM base)"): the names the CRM service, the edge
// proxy and the account screens must agree on, and the pure rules of sign-in. The service is
// services/crm/; the screens are /tamogatas/belepes and /tamogatas/profil. No dayjs here: the account
// islands run this in the browser.
import { DEFAULT_HOSTS, MAIN_DOMAIN, normaliseHost, type HostMap } from './sites';
import { TIME_ZONE, wallClock } from './timeZone';
import { HU_MONTHS } from './relativeDate';
import type { UnixSeconds } from './types';

/** The session cookie: HttpOnly, so no script (ours or an injected one) can read the reader's session. */
export const READER_SESSION_COOKIE = 'hirter_olvaso';
/** The CSRF cookie: readable by the page's script, which echoes it in CSRF_HEADER on state-changing calls. */
export const READER_CSRF_COOKIE = 'hirter_csrf';
/** The cookies the public edge proxy must pass to the CRM service (and no others need to). */
export const READER_COOKIES: readonly string[] = [READER_SESSION_COOKIE, READER_CSRF_COOKIE];
export const CSRF_HEADER = 'X-CSRF-Token';

/** Every account call is under this prefix: the edge sends it to the CRM, with the account cookies. */
export const ACCOUNT_API_PREFIX = '/api/v2/user/';
/**
 * How the edge (domain/proxyRoutes.ts; server/proxy.ts readerProxy, prerender/nginx.ts) passes a group of calls to its service: which
 * cookies go inward and back (all the reader's, none, or the named ones), whether the reader's bearer token
 * goes along, and whether DELETE is a method of theirs.
 */
export interface AccountPassThrough {
  cookies?: boolean | readonly string[];
  authorization?: boolean;
  deletes?: boolean;
  /**
   * The live layer polls it (the quiz's 15 s refresh): the edge waits POLL_TIMEOUT_MS for its answer, like the
   * content API's, then answers 504 (domain/serving.ts GATEWAY_TIMEOUT); the others, whose posts may send mail,
   * are waited for longer.
   */
  poll?: boolean;
}

/** The account calls. `login` and `logout` are our extensions: where the mailed link lands, and sign-out. */
export const ACCOUNT_API = {
  info: '/api/v2/user/info',
  token: '/api/v2/user/token',
  update: '/api/v2/user/update',
  login: '/api/v2/user/login',
  logout: '/api/v2/user/logout',
} as const;

export const SIGN_IN_PATH = '/tamogatas/belepes';
export const PROFILE_PATH = '/tamogatas/profil';
/** Where a form post of the sign-in form lands, and where a dead sign-in link sends the reader. */
export const SIGN_IN_SENT_PATH = `${SIGN_IN_PATH}?elkuldve=1`;
export const SIGN_IN_LINK_ERROR_PATH = `${SIGN_IN_PATH}?hiba=link`;
export const SIGN_IN_EMAIL_ERROR_PATH = `${SIGN_IN_PATH}?hiba=email`;
export const SIGN_IN_LIMIT_ERROR_PATH = `${SIGN_IN_PATH}?hiba=sok`;

/** A mailed sign-in link works once, for 30 minutes. */
export const SIGN_IN_LINK_TTL_MS = 30 * 60_000;
/** A session lasts 30 days from sign-in (not extended by use). */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Sign-in links per e-mail address: 3 per 10 minutes. */
export const LINKS_PER_EMAIL = { limit: 3, windowMs: 10 * 60_000 } as const;
/** Sign-in link requests per client: 10 per minute. */
export const LINKS_PER_CLIENT = { limit: 10, windowMs: 60_000 } as const;
/** Largest request body the account calls read. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The file name of "Adataim letöltése". */
export const DOWNLOAD_FILE_NAME = 'hirter-adataim.json';

/** The newsletters a reader can choose, by code (the newsletter call's listCodes use the same codes). */
export const NEWSLETTERS = [
  { code: 'napi', name: 'Napi hírlevél' },
  { code: 'heti', name: 'Heti válogatás' },
  { code: 'g7', name: 'G7 gazdasági hírlevél' },
  { code: 'tamogatoi', name: 'Támogatói levél' },
] as const satisfies readonly { code: string; name: string }[];
export type NewsletterCode = (typeof NEWSLETTERS)[number]['code'];
export const NEWSLETTER_CODES = NEWSLETTERS.map((n) => n.code) as [NewsletterCode, ...NewsletterCode[]];

export function isNewsletterCode(value: unknown): value is NewsletterCode {
  return typeof value === 'string' && (NEWSLETTER_CODES as readonly string[]).includes(value);
}

export type PaymentInterval = 'once' | 'month' | 'year';
/** `active`: a recurring payment that runs; `cancelled`: one the reader stopped; `paid`: a one-off, done. */
export type PaymentStatus = 'active' | 'cancelled' | 'paid';
export const PAYMENT_INTERVALS: readonly PaymentInterval[] = ['once', 'month', 'year'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['active', 'cancelled', 'paid'];

// The info call's answer (GET /api/v2/user/info).
export interface AccountPayment {
  id: number;
  /** In the currency's whole units (forint, lej). */
  amount: number;
  currency: 'HUF' | 'RON' | 'EUR';
  interval: PaymentInterval;
  status: PaymentStatus;
  createdAt: UnixSeconds;
  cancelledAt: UnixSeconds | null;
}
export interface AccountNewsletter {
  code: NewsletterCode;
  name: string;
  subscribed: boolean;
}
export interface AccountInfo {
  email: string;
  name: string;
  createdAt: UnixSeconds;
  payments: AccountPayment[];
  newsletters: AccountNewsletter[];
}

/** Every error answer of the account calls. */
export interface AccountError {
  status: number;
  message: string;
}

/** Only an active recurring payment can be cancelled; a one-off is already over. */
export function canCancel(p: Pick<AccountPayment, 'status'>): boolean {
  return p.status === 'active';
}

const SIGNS: Record<AccountPayment['currency'], string> = { HUF: 'Ft', RON: 'Lei', EUR: '€' };
const PER: Record<PaymentInterval, string> = { once: 'egyszeri', month: 'havonta', year: 'évente' };
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { active: 'aktív', cancelled: 'lemondva', paid: 'teljesítve' };

/** '2 000 Ft havonta', '5 000 Ft egyszeri' (the space as thousand separator, reader-site.md §9). */
export function paymentLabel(p: Pick<AccountPayment, 'amount' | 'currency' | 'interval'>): string {
  const grouped = String(Math.round(p.amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped} ${SIGNS[p.currency]} ${PER[p.interval]}`;
}

/**
 * '2025. március 15.' on the Budapest calendar (the account screens are the main domain's only): dates.ts
 * formatLongDate's text without its dayjs, because the AccountPanel island draws it in the browser, where dayjs
 * and its locale would be most of the island's chunk (the tests hold it to formatLongDate).
 */
export function accountDate(unix: UnixSeconds): string {
  const d = wallClock(unix, TIME_ZONE);
  return `${d.getUTCFullYear()}. ${HU_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}.`;
}

// A Host value we are willing to put in a link: a DNS name or a bracketed IPv6 address, and at most a
// numeric port. Anything else (user info, a path, spaces) could turn the link into someone else's.
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value of a header that proxies may have made a comma-separated list. */
function firstValue(raw: string | null | undefined): string {
  return (raw ?? '').split(',', 1)[0]!.trim();
}

/**
 * Scheme and host of the sign-in link, as the reader reached us: X-Forwarded-Proto (http unless it says
 * https) and X-Forwarded-Host, else Host, port kept. Only a host of ours (the host map, compared without
 * port) is used; anything else gives the main domain over https, so a forged Host never puts someone
 * else's address in a mail.
 */
export function signInLinkBase(req: { proto?: string | null; forwardedHost?: string | null; host?: string | null }, hosts: HostMap = DEFAULT_HOSTS): string {
  const fallback = `https://${MAIN_DOMAIN}`;
  const host = firstValue(req.forwardedHost) || firstValue(req.host);
  if (!host || !HOST_SYNTAX.test(host)) return fallback;
  if (!Object.hasOwn(hosts, normaliseHost(host))) return fallback;
  const proto = firstValue(req.proto).toLowerCase() === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}

/** Whether the request came over https (the cookies are Secure then). */
export function isHttps(proto: string | null | undefined): boolean {
  return firstValue(proto).toLowerCase() === 'https';
}

/** A cookie's value from a Cookie header or document.cookie; null when absent. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** What the sign-in screen says after a redirect, from its query string. */
export type SignInNotice = 'sent' | 'link' | 'email' | 'limit';

export function signInNotice(search: string): SignInNotice | null {
  const q = new URLSearchParams(search);
  if (q.get('elkuldve') === '1') return 'sent';
  switch (q.get('hiba')) {
    case 'link':
      return 'link';
    case 'email':
      return 'email';
    case 'sok':
      return 'limit';
    default:
      return null;
  }
}

export const SIGN_IN_NOTICES: Record<SignInNotice, string> = {
  sent: 'Ha ehhez a címhez tartozik támogatói fiók, elküldtük rá a belépési linket.',
  link: 'A belépési link lejárt vagy már felhasználták. Kérjen újat.',
  email: 'Kérjük, adjon meg egy érvényes e-mail-címet.',
  limit: 'Túl sok belépési linket kért rövid idő alatt. Kérjük, próbálja újra néhány perc múlva.',
};
