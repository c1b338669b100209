// The limits of the editors' login at the security service (services/security/), issue #33 point 2, D-307.
// A client is held to a fixed number of attempts a minute. An account is not: a limit anyone may exhaust
// from anywhere locks its owner out. Wrong passwords for an account instead make the next attempt from an
// address the account has not signed in from wait, longer after each one; the owner's own addresses, and an
// unlock link mailed to the owner, do not wait.

export const EDITOR_LOGIN_LIMITS = {
  /** Attempts of each login step a client may make in `windowMs`. */
  perClient: { limit: 5, windowMs: 60_000 },
  /** Wrong passwords for an account before its attempts from unknown addresses wait at all. */
  freeFailures: 5,
  /** The first wait; it doubles with every further wrong password… */
  firstDelayMs: 1_000,
  /** …up to this. */
  maxDelayMs: 5 * 60_000,
  /** An account whose last wrong password is this old starts again from no failures. */
  quietMs: 60 * 60_000,
  /** Wrong passwords for one account, since it was last quiet, that raise an alert (SECURITY_ALERTS.loginFailures). */
  alertFailures: 20,
  /** At most one alert, and one unlock mail, per account in this time. */
  repeatMs: 60 * 60_000,
  /** An address an editor completed a login from does not wait for this long after that login. */
  knownClientMs: 90 * 24 * 3600_000,
  /** How long a mailed unlock link works (once). */
  unlockLinkMs: 24 * 3600_000,
} as const;

/**
 * How long after an account's latest wrong password an attempt from an address it does not know must wait,
 * given how many wrong passwords there were since the account was last quiet: nothing for the first few,
 * then 1 s, 2 s, 4 s … up to five minutes.
 */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = EDITOR_LOGIN_LIMITS;
  if (failures < freeFailures) return 0;
  const doublings = failures - freeFailures;
  // 2^20 s is far past the cap: no overflow to Infinity for a huge count.
  return doublings >= 20 ? maxDelayMs : Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
}

/**
 * The security service's 429 message when the account waits, not the client: the preview then says so, and
 * where the owner's unlock link is.
 */
export const ACCOUNT_WAITS_MESSAGE = 'Too many wrong passwords for this account.';

/** The `event` of the log lines operators alert on (level error; docs/deploy.md "Alerts"). */
export const SECURITY_ALERTS = {
  /** Many wrong passwords for one editor's e-mail (or one that is no editor's) without a quiet hour between. */
  loginFailures: 'security.login-failures',
} as const;

/** An account whose latest wrong password is at least `quietMs` old starts again from no failures. */
export function accountQuiet(lastMs: number, nowMs: number): boolean {
  return nowMs - lastMs >= EDITOR_LOGIN_LIMITS.quietMs;
}

/**
 * Whole seconds an attempt from an address the account does not know must still wait, given the wrong
 * passwords since it was last quiet and the latest one's time; null: none.
 */
export function accountWaitSeconds(failures: number, lastMs: number, nowMs: number): number | null {
  if (accountQuiet(lastMs, nowMs)) return null;
  const left = lastMs + accountDelayMs(failures) - nowMs;
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : null;
}

/**
 * What a wrong password calls for now: mailing the owner an unlock link (once the wait has begun) and alerting
 * the operators (sustained failures), each at most once per `repeatMs`.
 */
export function failureActions(e: { failures: number; mailedAt: number | null; alertedAt: number | null }, nowMs: number): { mail: boolean; alert: boolean } {
  const { freeFailures, alertFailures, repeatMs } = EDITOR_LOGIN_LIMITS;
  const due = (at: number | null) => at === null || nowMs - at >= repeatMs;
  return { mail: e.failures >= freeFailures && due(e.mailedAt), alert: e.failures >= alertFailures && due(e.alertedAt) };
}
