// The editors' preview (reader-site.md §4 "Preview mode", specialised-features.md "Login"): the names, texts
// and pure rules the preview endpoint (server/preview/) and its pages share.
import { LOGIN_PATH } from './authErrors';

/** Every preview answer: per editor, never stored, never indexed. */
export const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/** The preview's cookies: all HttpOnly, SameSite=Lax (Secure over https); the tokens never reach a script. */
export const PREVIEW_COOKIES = {
  access: 'hirter_ed_access',
  refresh: 'hirter_ed_refresh',
  /** The pre-authentication token between the password and the one-time code. */
  preAuth: 'hirter_ed_preauth',
  /** The path an editor asked for before the login (reader-site.md §4: stored in a cookie). */
  returnTo: 'hirter_ed_vissza',
  /** The double-submit token every form of the preview carries. */
  csrf: 'hirter_ed_csrf',
  /** The Google sign-in under way, sealed by the security service (state, PKCE verifier, nonce). */
  googleFlow: 'hirter_ed_google',
} as const;

/** What the preview endpoint's login page shows (pageContext.login). */
export interface LoginState {
  step: 'password' | 'otp';
  csrf: string;
  /** Whether the Google sign-in is offered (the security service has a provider configured). */
  google: boolean;
  error?: string;
  email?: string;
  /** A mailed unlock token (D-307), carried by the password form to the security service. */
  unlock?: string;
  /** A note that is no error (the unlock link was opened). */
  notice?: string;
}

/** A signed-in editor's preview render (pageContext.preview). */
export interface PreviewState {
  /** The editor's access token: the bearer of the content API's internal calls. */
  token: string;
  email: string;
  csrf: string;
}

/** Form posts of the login page (the page itself is LOGIN_PATH). */
export const PREVIEW_PATHS = { otp: '/login/kod', google: '/login/google', logout: '/logout' } as const;
/** The query parameter of the login page that carries a mailed unlock token (D-307). */
export const UNLOCK_PARAM = 'feloldas';
const UNLOCK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The link of the unlock mail: the preview's login page, as editors open it, with the token. */
export function unlockLink(previewUrl: string, token: string): string {
  return `${previewUrl.replace(/\/+$/, '')}${LOGIN_PATH}?${UNLOCK_PARAM}=${encodeURIComponent(token)}`;
}

/** The unlock token of a login page's query or form, or undefined when there is none of the right shape. */
export function unlockTokenOf(value: string | undefined | null): string | undefined {
  return value && UNLOCK_TOKEN.test(value) ? value : undefined;
}

/** The random state of the Google sign-in (specialised-features.md §7: length 10). */
export const GOOGLE_STATE_LENGTH = 10;
/** How long an editor has at the provider: the sealed sign-in and its cookie live this long. */
export const GOOGLE_SIGN_IN_TTL_S = 5 * 60;

export const LOGIN_TEXTS = {
  title: 'Belépés az előnézethez',
  banner: 'Előnézet',
  email: 'E-mail-cím',
  password: 'Jelszó',
  submit: 'Belépés',
  otpIntro: 'Írja be a hitelesítő alkalmazása által mutatott hatjegyű kódot.',
  otp: 'Ellenőrző kód',
  otpSubmit: 'Megerősítés',
  restart: 'Újrakezdés',
  google: 'Belépés Google-fiókkal',
  or: 'vagy',
  logout: 'Kilépés',
  wrongPassword: 'Hibás e-mail-cím vagy jelszó.',
  wrongOtp: 'Hibás vagy már felhasznált kód.',
  expired: 'A belépés lejárt, kezdje újra.',
  tooMany: (seconds: number) => `Túl sok próbálkozás. Próbálja újra ${seconds} másodperc múlva.`,
  accountWaits: (seconds: number) =>
    `Ehhez a fiókhoz sok hibás jelszó érkezett, ezért új gépről ${seconds} másodperc múlva lehet újra próbálkozni. Ha ez az ön fiókja, a címére küldött levél linkjével várakozás nélkül beléphet.`,
  unlockNotice: 'Adja meg az e-mail-címét és a jelszavát: ezzel a belépéssel nem kell várakoznia.',
  googleFailed: 'A Google-belépés nem sikerült.',
  badForm: 'Az űrlap lejárt, próbálja újra.',
  unavailable: 'A belépés most nem érhető el, próbálja újra később.',
  invalid: (field: string) => `Hiányzó vagy hibás mező: ${field}.`,
} as const;

/**
 * Where to go after the login: the stored path (the cookie's value, decoded) when it is a path of this
 * host (one leading slash, no backslash or control character, not /login itself), else the front page — a
 * cookie must never turn the login into an open redirect.
 */
export function safeReturnPath(path: string | undefined | null): string {
  if (!path || path.length > 2000) return '/';
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return '/';
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (pathname === '/login' || pathname.startsWith('/login/') || pathname === '/logout') return '/';
  return path;
}
