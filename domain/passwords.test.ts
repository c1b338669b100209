import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_LIMITS, passwordRefusal } from './passwords';

describe('choosing a password (D-312)', () => {
  it('refuses a password of the common list, in any case', () => {
    for (const password of ['password123', 'Password123', 'PASSWORD123', 'qwertyuiop', 'QwErTyUiOp', '1234567890', 'q1w2e3r4t5', 'basketball']) {
      expect(passwordRefusal(password), password).toEqual({ problem: 'common-password', message: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('refuses every entry of the list long enough to pass the length rule', () => {
    const long = dictionary['passwords-common'].filter((p) => [...p].length >= PASSWORD_LIMITS.minChars && [...p].length <= PASSWORD_LIMITS.maxChars);
    expect(long.length).toBeGreaterThan(1000);
    for (const password of long) expect(passwordRefusal(password)?.problem, password).toBe('common-password');
    for (const password of long.slice(0, 200)) expect(isCommonPassword(password.toUpperCase()), password).toBe(true);
  });

  it('takes a password that is long enough and not on the list', () => {
    for (const password of ['jó-hosszú-jelszó', 'hirter-elonezet-fejlesztes', 'előnézeti-jelszó', 'correct horse battery staple', 'Tz7#kq9!vB2m']) {
      expect(passwordRefusal(password), password).toBeNull();
    }
  });

  it('keeps the length rule: at least 10 characters, at most 1024, counted as a person counts', () => {
    expect(passwordRefusal('Tz7#kq9!v')).toEqual({ problem: 'short-password', message: 'A jelszó legalább 10 karakter legyen (most 9)' });
    expect(passwordRefusal('ééééééééé')?.problem).toBe('short-password');
    expect(passwordRefusal('x'.repeat(1025))).toEqual({ problem: 'long-password', message: 'A jelszó legfeljebb 1024 karakter lehet' });
    // A short common password is refused for its length first: the message that helps more.
    expect(passwordRefusal('password')?.problem).toBe('short-password');
  });

  it('says what to do, in Hungarian', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('A jelszó túl gyakori: szerepel a közismert jelszavak listáján, válasszon másikat');
  });
});
