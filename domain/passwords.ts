// Which password may be chosen: the one rule for every place that sets one (today the editors' accounts,
// services/security/editors.ts; readers sign in by a mailed link and have none). A length floor and cap, and
// none of the common passwords that are tried first against any login (D-312).
import { createRequire } from 'node:module';

export const PASSWORD_LIMITS = {
  minChars: 10,
  /** scrypt takes any length, but a megabyte "password" is a denial of service, not a password. */
  maxChars: 1024,
} as const;

export type PasswordProblem = 'short-password' | 'long-password' | 'common-password';

export interface PasswordRefusal {
  problem: PasswordProblem;
  /** For the editor at the CLI, in Hungarian like the CLI's other messages. */
  message: string;
}

export const COMMON_PASSWORD_MESSAGE = 'A jelszó túl gyakori: szerepel a közismert jelszavak listáján, válasszon másikat';

/** The list holds lower-case entries; 'Password1' is as common as 'password1'. */
const folded = (password: string) => password.normalize('NFC').toLowerCase();

type CommonLanguage = typeof import('@zxcvbn-ts/language-common');
let common: Set<string> | undefined;

// zxcvbn-ts's ranked list of about 49,000 passwords seen most in leaks. Loaded on the first check, not with
// this file: the editor CLI imports it for every verb, and the list takes ~80 ms to load.
function commonPasswords(): Set<string> {
  if (common === undefined) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as CommonLanguage;
    common = new Set(dictionary['passwords-common'].map(folded));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(folded(password));
}

/** Why a chosen password is refused, or null. Length in characters (code points), as a person counts. */
export function passwordRefusal(password: string): PasswordRefusal | null {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.minChars)
    return { problem: 'short-password', message: `A jelszó legalább ${PASSWORD_LIMITS.minChars} karakter legyen (most ${length})` };
  if (length > PASSWORD_LIMITS.maxChars) return { problem: 'long-password', message: `A jelszó legfeljebb ${PASSWORD_LIMITS.maxChars} karakter lehet` };
  if (isCommonPassword(password)) return { problem: 'common-password', message: COMMON_PASSWORD_MESSAGE };
  return null;
}
