import { describe, expect, it } from 'vitest';
import { greetingName, NAME_LINK_ERRORS, NEWSLETTER_ERRORS, NEWSLETTER_LIMITS, nameRefusal } from './newsletter';
import { PROMO_COOKIES, promoHidden, promoHideCookie } from './newsletterPromo';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const DAY = 86_400_000;

describe('newsletter promo cookies (specialised-features.md §9)', () => {
  it('last two years for good, a day when closed on the front page, two days when closed on an article', () => {
    expect(promoHideCookie('permanent', 'front', NOW)).toEqual({ name: 'newsletter_promo_hidden', value: String(NOW + 730 * DAY), maxAgeS: 730 * 86_400 });
    expect(promoHideCookie('permanent', 'article', NOW).name).toBe(PROMO_COOKIES.permanent.name);
    expect(promoHideCookie('close', 'front', NOW)).toMatchObject({ name: 'newsletter_promo_front_closed', maxAgeS: 86_400 });
    expect(promoHideCookie('close', 'article', NOW)).toMatchObject({ name: 'newsletter_promo_article_closed', maxAgeS: 2 * 86_400 });
  });

  const cookiesOf = (...set: ReturnType<typeof promoHideCookie>[]) => new Map(set.map((c) => [c.name, c.value]));
  it.each([
    ['nothing set', cookiesOf(), 'front', 0, false],
    ['for good, on the front page two years later less a second', cookiesOf(promoHideCookie('permanent', 'article', NOW)), 'front', 730 * DAY - 1000, true],
    ['for good, two years later', cookiesOf(promoHideCookie('permanent', 'article', NOW)), 'front', 730 * DAY, false],
    ['closed on the front page, there a moment before a day', cookiesOf(promoHideCookie('close', 'front', NOW)), 'front', DAY - 1, true],
    ['closed on the front page, there a day later', cookiesOf(promoHideCookie('close', 'front', NOW)), 'front', DAY, false],
    ['closed on the front page, on an article', cookiesOf(promoHideCookie('close', 'front', NOW)), 'article', 0, false],
    ['closed on an article, on another a moment before two days', cookiesOf(promoHideCookie('close', 'article', NOW)), 'article', 2 * DAY - 1, true],
    ['closed on an article, two days later', cookiesOf(promoHideCookie('close', 'article', NOW)), 'article', 2 * DAY, false],
    ['closed on an article, on the front page', cookiesOf(promoHideCookie('close', 'article', NOW)), 'front', 0, false],
    ['a value that is no time', new Map([['newsletter_promo_hidden', 'igen']]), 'front', 0, false],
  ] as const)('%s', (_name, cookies, place, after, hidden) => {
    expect(promoHidden(cookies, place, NOW + after)).toBe(hidden);
  });

  it('every refusal names what to do, in Hungarian', () => {
    for (const message of [...Object.values(NEWSLETTER_ERRORS), ...Object.values(NAME_LINK_ERRORS)]) expect(message).toMatch(/^(Adjon|Adja|Válasszon|A kérés)/);
  });
});

describe('a typed name (D-311)', () => {
  it.each([
    'Anna',
    'Anna-Mária',
    'Zs. Anna',
    "O'Brien",
    'Kovácsné dr. Kiss Éva',
    'Anna & Béla',
    'Jr.',
    'x'.repeat(NEWSLETTER_LIMITS.firstNameChars),
    'Ő'.repeat(50),
  ])('takes %s', (name) => {
    expect(nameRefusal('firstName', name)).toBeNull();
    expect(greetingName(` ${name} `)).toBe(name);
  });

  it.each([
    'Visit https://evil.example',
    'evil.example',
    'EVIL.COM',
    'www.evil',
    'Anna www.evil.hu',
    '<a href=x>Anna</a>',
    '<b>Anna</b>',
    'anna@evil.example',
    'mailto:x',
    'javascript:alert(1)',
    'evil/path',
    'evil\\share',
    '127.0.0.1',
    'evil。example',
    'evil．example',
    'evil｡example',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ',
    'evil／x',
  ])('refuses %j as a link, first or last name, and greets without it', (name) => {
    expect(nameRefusal('firstName', name)).toBe(NAME_LINK_ERRORS.firstName);
    expect(nameRefusal('lastName', name)).toBe(NAME_LINK_ERRORS.lastName);
    expect(greetingName(name)).toBeNull();
  });

  it('caps the first name at 50 characters and the last name at 100; no empty name, no line break or invisible character', () => {
    expect(NEWSLETTER_LIMITS.firstNameChars).toBe(50);
    expect(nameRefusal('firstName', 'x'.repeat(51))).toBe(NEWSLETTER_ERRORS.firstName);
    expect(greetingName('x'.repeat(51))).toBeNull();
    expect(nameRefusal('lastName', 'x'.repeat(100))).toBeNull();
    expect(nameRefusal('lastName', 'x'.repeat(101))).toBe(NEWSLETTER_ERRORS.lastName);
    for (const name of ['', 'An\nna', 'An\u0000na', 'An\u2028na', 'An\u200bna', 'An\u202ena', 'evil\u200b.example']) {
      expect(nameRefusal('firstName', name), JSON.stringify(name)).toBe(NEWSLETTER_ERRORS.firstName);
      expect(greetingName(name)).toBeNull();
    }
    expect(NEWSLETTER_ERRORS.firstName).toBe('Adja meg a keresztnevét (legfeljebb 50 karakter).');
  });
});
