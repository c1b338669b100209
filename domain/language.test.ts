import { describe, expect, it } from 'vitest';
import { OG_LOCALES, articleLanguage, siteLanguage } from './language';
import { SITE_SLUGS } from './sites';

describe('languages', () => {
  it('an article flagged English is English; every other one, and every site’s own pages, Hungarian', () => {
    expect([articleLanguage({ english: true }), articleLanguage({ english: false })]).toEqual(['en', 'hu']);
    expect(SITE_SLUGS.map(siteLanguage)).toEqual(SITE_SLUGS.map(() => 'hu'));
  });

  it('og:locale: a locale Facebook accepts for each language (hu_HU on the Romanian edition too)', () => {
    expect(OG_LOCALES).toEqual({ hu: 'hu_HU', en: 'en_GB' });
  });
});
