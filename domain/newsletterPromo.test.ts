import { describe, expect, it } from 'vitest';
import { PROMO_COOKIES, PROMO_TEXTS, promoHideCookie, promoHideRenewal } from './newsletterPromo';

describe('the newsletter promo’s texts', () => {
  it('names the address the letter goes to without the form-letter a(z): the article would depend on the address', () => {
    for (const email of ['anna@example.com', 'peter@example.com']) {
      const text = PROMO_TEXTS.sent(email);
      expect(text).toContain(`erre a címre: ${email}.`);
      expect(text).not.toContain('a(z)');
    }
  });
});

describe('promoHideRenewal', () => {
  const NOW = Date.UTC(2026, 10, 30);
  const choice = promoHideCookie('permanent', 'article', NOW);

  it('sets the two-year choice again with the time it has left, to the same moment, wherever it was made', () => {
    const later = NOW + 500 * 86_400_000;
    const renewed = promoHideRenewal(new Map([[choice.name, choice.value]]), later);
    expect(renewed).toEqual({ name: PROMO_COOKIES.permanent.name, value: choice.value, maxAgeS: (2 * 365 - 500) * 86_400 });
  });

  it('leaves alone what is not there, is past, or is not a time', () => {
    expect(promoHideRenewal(new Map(), NOW)).toBeNull();
    expect(promoHideRenewal(new Map([[choice.name, choice.value]]), Number(choice.value))).toBeNull();
    expect(promoHideRenewal(new Map([[choice.name, 'x']]), NOW)).toBeNull();
    const closed = promoHideCookie('close', 'front', NOW);
    expect(promoHideRenewal(new Map([[closed.name, closed.value]]), NOW)).toBeNull();
  });
});
