import { describe, expect, it } from 'vitest';
import { PROMO_TEXTS } from './newsletterPromo';

describe('the newsletter promo’s texts', () => {
  it('names the address the letter goes to without the form-letter a(z): the article would depend on the address', () => {
    for (const email of ['anna@example.com', 'peter@example.com']) {
      const text = PROMO_TEXTS.sent(email);
      expect(text).toContain(`erre a címre: ${email}.`);
      expect(text).not.toContain('a(z)');
    }
  });
});
