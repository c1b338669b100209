import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ERRORS } from './newsletter';
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
    for (const message of Object.values(NEWSLETTER_ERRORS)) expect(message).toMatch(/^(Adjon|Adja|Válasszon|A kérés)/);
  });
});
