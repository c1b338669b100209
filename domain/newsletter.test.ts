import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ERRORS, PROMO_COOKIES, promoHidden, promoHideCookie } from './newsletter';

describe('newsletter promo cookies (specialised-features.md §9)', () => {
  it('last two years for good, a day when closed on the front page, two days when closed on an article', () => {
    expect(promoHideCookie('permanent', 'front')).toEqual({ name: 'newsletter_promo_hidden', maxAgeS: 730 * 86_400 });
    expect(promoHideCookie('permanent', 'article')).toBe(PROMO_COOKIES.permanent);
    expect(promoHideCookie('close', 'front').maxAgeS).toBe(86_400);
    expect(promoHideCookie('close', 'article').maxAgeS).toBe(2 * 86_400);
  });

  it.each([
    [[], 'front', false],
    [['newsletter_promo_hidden'], 'front', true],
    [['newsletter_promo_hidden'], 'article', true],
    [['newsletter_promo_front_closed'], 'front', true],
    [['newsletter_promo_front_closed'], 'article', false],
    [['newsletter_promo_article_closed'], 'article', true],
    [['newsletter_promo_article_closed'], 'front', false],
  ] as const)('cookies %j: the box on the %s hidden: %s', (names, place, hidden) => {
    expect(promoHidden(new Set(names), place)).toBe(hidden);
  });

  it('every refusal names what to do, in Hungarian', () => {
    for (const message of Object.values(NEWSLETTER_ERRORS)) expect(message).toMatch(/^(Adjon|Adja|Válasszon|A kérés)/);
  });
});
