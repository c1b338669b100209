import type { SiteSlug } from './types';

// The site slugs the content API and the pages agree on. The full per-site configuration joins this
// file with the reader-shell issue.
export const SITE_SLUGS: readonly SiteSlug[] = ['main', 'after', 'g7', 'karakter', 'ro'];
export const DEFAULT_SITE: SiteSlug = 'main';
/** The sub-sites that live under a path prefix of the main domain. */
export const SUB_SITE_SLUGS: readonly SiteSlug[] = ['after', 'g7', 'karakter'];
/** The sites served from the main domain (the /legfrissebb list spans them). */
export const MAIN_DOMAIN_SITES: readonly SiteSlug[] = ['main', 'after', 'g7', 'karakter'];

export function isSiteSlug(value: string): value is SiteSlug {
  return (SITE_SLUGS as readonly string[]).includes(value);
}

/** The HTTP header that names the site of a content call. */
export const SITE_HEADER = 'x-site';

/** Path prefix of each site on its domain (the Romanian edition has a domain of its own). */
export const SITE_PATHS: Record<SiteSlug, string> = { main: '', after: '/after', g7: '/g7', karakter: '/karakter', ro: '' };
