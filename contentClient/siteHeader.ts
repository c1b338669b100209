// The site header every call of the content API carries (specialised-features.md §7), read off the page: apart
// from the browser client (browser.ts) so that a call that cannot afford ky (the newsletter box's island, D-239's
// budget) still says it the same way.
import { SITE_HEADER, SITES } from '../domain/sites';
import { dataOf } from '../domain/dataAttributes';
import { HTML_SITE_ATTR } from '../domain/documentAttributes';
import type { SiteSlug } from '../domain/types';

/** The site the page belongs to (the document's data-site), 'main' when it names none. */
export function siteOfPage(): SiteSlug {
  const slug = dataOf(document.documentElement, HTML_SITE_ATTR);
  return slug && slug in SITES ? (slug as SiteSlug) : 'main';
}

/** The header naming `site`, the page's own by default. */
export function siteHeader(site: SiteSlug = siteOfPage()): Record<string, string> {
  return { [SITE_HEADER]: site };
}
