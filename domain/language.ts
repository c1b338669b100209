// The language a page, a feed or a sitemap entry declares: the site's (Hungarian) unless it holds an English
// article. One rule for <html lang>, og:locale, JSON-LD inLanguage, the news sitemap and the feeds, so that a
// crawler never reads two languages for one article.
import type { Article, SiteSlug } from './types';
import { SITES } from './sites';

export type Language = 'hu' | 'en';

/** The language of a site's own pages (its chrome, its lists): every site's is Hungarian. */
export function siteLanguage(site: SiteSlug): Language {
  return SITES[site].locale;
}

/** An article's language: the newsroom marks the English ones (the 'english' flag, the /english list). */
export function articleLanguage(a: Pick<Article, 'english'>): Language {
  return a.english ? 'en' : 'hu';
}

/**
 * og:locale by language. The Romanian edition's pages are Hungarian too: 'hu_RO' would say "Hungarian in
 * Romania" more exactly, but it is not among the locales Facebook accepts, whose scraper then ignores the
 * tag and assumes en_US. English articles are written in Budapest in British spelling: en_GB.
 */
export const OG_LOCALES: Readonly<Record<Language, string>> = { hu: 'hu_HU', en: 'en_GB' };
