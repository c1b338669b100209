import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';
import { TIME_ZONE } from './timeZone';
import {
  NEWSLETTERS,
  NEWSLETTER_CODES,
  READER_COOKIES,
  READER_CSRF_COOKIE,
  READER_SESSION_COOKIE,
  SIGN_IN_NOTICES,
  accountDate,
  canCancel,
  cookieValue,
  isHttps,
  isNewsletterCode,
  paymentLabel,
  signInLinkBase,
  signInNotice,
} from './accounts';
import { DEFAULT_HOSTS } from './sites';

describe('the cookies', () => {
  it('are two, with distinct names a cookie header can carry', () => {
    expect(READER_COOKIES).toEqual([READER_SESSION_COOKIE, READER_CSRF_COOKIE]);
    expect(READER_SESSION_COOKIE).not.toBe(READER_CSRF_COOKIE);
    for (const name of READER_COOKIES) expect(name).toMatch(/^[a-z_]+$/);
  });
});

describe('signInLinkBase', () => {
  it('uses the host the reader came to, with its port, over the scheme the proxy names', () => {
    expect(signInLinkBase({ host: 'hirter.hu' })).toBe('http://hirter.hu');
    expect(signInLinkBase({ proto: 'https', host: 'www.hirter.hu' })).toBe('https://www.hirter.hu');
    expect(signInLinkBase({ host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(signInLinkBase({ proto: 'HTTPS, http', host: 'Hirter.HU.' })).toBe('https://hirter.hu.');
  });

  it('prefers X-Forwarded-Host (its first value) over Host', () => {
    expect(signInLinkBase({ forwardedHost: 'ro.localhost:3000, proxy.internal', host: 'localhost:3100' })).toBe('http://ro.localhost:3000');
  });

  it('never puts a foreign host in the link: the main domain instead', () => {
    const main = 'https://hirter.hu';
    expect(signInLinkBase({ host: 'evil.example' })).toBe(main);
    expect(signInLinkBase({ forwardedHost: 'evil.example', host: 'hirter.hu' })).toBe(main);
    expect(signInLinkBase({ host: 'hirter.hu.evil.example' })).toBe(main);
    expect(signInLinkBase({})).toBe(main);
    expect(signInLinkBase({ host: '' })).toBe(main);
  });

  it('refuses a known host name dressed up with user info, a path or a bad port', () => {
    const main = 'https://hirter.hu';
    expect(signInLinkBase({ host: 'localhost:80@evil.example' })).toBe(main);
    expect(signInLinkBase({ host: 'localhost/evil' })).toBe(main);
    expect(signInLinkBase({ host: 'localhost:abc' })).toBe(main);
    expect(signInLinkBase({ host: 'localhost :80' })).toBe(main);
    expect(signInLinkBase({ host: 'hirter.hu\r\nX: y' })).toBe(main);
  });

  it('reads the host map it is given, and the scheme falls back to http', () => {
    expect(signInLinkBase({ host: 'staging.example:8080', proto: 'gopher' }, { ...DEFAULT_HOSTS, 'staging.example': 'hirter.hu' })).toBe(
      'http://staging.example:8080',
    );
    expect(signInLinkBase({ host: 'staging.example' })).toBe('https://hirter.hu');
  });

  it('isHttps reads the first forwarded value', () => {
    expect(isHttps('https')).toBe(true);
    expect(isHttps('https,http')).toBe(true);
    expect(isHttps('http')).toBe(false);
    expect(isHttps(undefined)).toBe(false);
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    expect(cookieValue(`a=1; ${READER_CSRF_COOKIE}=x%2By; b=2`, READER_CSRF_COOKIE)).toBe('x+y');
    expect(cookieValue(`x${READER_CSRF_COOKIE}=1`, READER_CSRF_COOKIE)).toBeNull();
    expect(cookieValue('', READER_CSRF_COOKIE)).toBeNull();
    expect(cookieValue(null, READER_CSRF_COOKIE)).toBeNull();
    expect(cookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});

describe('the sign-in notices', () => {
  it('come from the query the redirects put there', () => {
    expect(signInNotice('?elkuldve=1')).toBe('sent');
    expect(signInNotice('?hiba=link')).toBe('link');
    expect(signInNotice('?hiba=email')).toBe('email');
    expect(signInNotice('?hiba=sok')).toBe('limit');
    expect(signInNotice('?hiba=mas')).toBeNull();
    expect(signInNotice('')).toBeNull();
  });

  it('say what the spec wants for a sent link and a dead one', () => {
    expect(SIGN_IN_NOTICES.sent).toBe('Ha ehhez a címhez tartozik támogatói fiók, elküldtük rá a belépési linket.');
    expect(SIGN_IN_NOTICES.link).toBe('A belépési link lejárt vagy már felhasználták. Kérjen újat.');
  });
});

describe('newsletters and payments', () => {
  it('have unique codes and Hungarian names', () => {
    expect(new Set(NEWSLETTER_CODES).size).toBe(NEWSLETTERS.length);
    for (const n of NEWSLETTERS) expect(n.name.trim()).not.toBe('');
    expect(isNewsletterCode('napi')).toBe(true);
    expect(isNewsletterCode('toString')).toBe(false);
    expect(isNewsletterCode(1)).toBe(false);
  });

  it('label an amount with a space between thousands', () => {
    expect(paymentLabel({ amount: 2000, currency: 'HUF', interval: 'month' })).toBe('2 000 Ft havonta');
    expect(paymentLabel({ amount: 1234567, currency: 'HUF', interval: 'year' })).toBe('1 234 567 Ft évente');
    expect(paymentLabel({ amount: 50, currency: 'RON', interval: 'once' })).toBe('50 Lei egyszeri');
  });

  it('only an active payment can be cancelled', () => {
    expect(canCancel({ status: 'active' })).toBe(true);
    expect(canCancel({ status: 'cancelled' })).toBe(false);
    expect(canCancel({ status: 'paid' })).toBe(false);
  });

  it('dates read the Budapest calendar', () => {
    // 2025-03-14 23:30 UTC is already the 15th in Budapest.
    expect(accountDate(Date.UTC(2025, 2, 14, 23, 30) / 1000)).toBe('2025. március 15.');
  });

  it("say what the server's formatLongDate says (the island's copy has no dayjs)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (t) => {
        expect(accountDate(t)).toBe(formatLongDate(t, TIME_ZONE));
      }),
      { numRuns: 2000 },
    );
  });
});
