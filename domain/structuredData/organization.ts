// The publisher as structured data (NewsMediaOrganization, a schema.org Organization) and the front pages'
// Organization + WebSite with its SearchAction: per site, as the sites table configures them.
import type { SiteSlug } from '../types';
import { SITES } from '../sites';
import { publisherLogo, publisherSite } from '../brand';
import { listRouteFor } from '../listRoutes';
import { siteOrigin } from '../urls';
import { SCHEMA_CONTEXT, absoluteOn } from './common';

/** The query-input's variable: the placeholder of the search URL template. */
export const SEARCH_TERM_VARIABLE = 'search_term_string';

/** The publisher of a site's articles: its home site's (the sub-sites are the main site's). */
export function publisher(site: SiteSlug): { '@type': 'NewsMediaOrganization'; name: string; url: string; logo: object } {
  const cfg = SITES[site];
  return {
    '@type': 'NewsMediaOrganization',
    name: cfg.publisherName,
    url: siteOrigin(site),
    logo: { '@type': 'ImageObject', url: absoluteOn(site, publisherLogo(site)) },
  };
}

/**
 * The social accounts of the publisher: its page on the social network and its handle's profile there (the
 * handle is the one twitter:site names). The sub-sites' own accounts are their fronts' WebSite's, not the publisher's.
 */
export function socialProfiles(site: SiteSlug): string[] {
  const cfg = SITES[site];
  return [cfg.socialPageUrl, `https://x.com/${cfg.socialHandle.replace(/^@/, '')}`];
}

/** The publisher on a front page, with its accounts. */
export function organization(site: SiteSlug): object {
  return { '@context': SCHEMA_CONTEXT, ...publisher(site), sameAs: socialProfiles(publisherSite(site)) };
}

/** The site's search: the archive, where a term is searched (specialised-features.md §2 "Archive search"). */
export function searchUrlTemplate(site: SiteSlug): string {
  const archive = listRouteFor(site, { name: 'archivum' })!.path;
  return `${absoluteOn(site, archive)}?term={${SEARCH_TERM_VARIABLE}}`;
}

/** The site itself, with the search a search engine may offer in its result (Google's sitelinks search box). */
export function webSite(site: SiteSlug): object {
  const cfg = SITES[site];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: cfg.name,
    url: absoluteOn(site, cfg.path || '/'),
    inLanguage: cfg.locale,
    publisher: { '@type': 'NewsMediaOrganization', name: cfg.publisherName, url: siteOrigin(site) },
    ...(cfg.path ? { isPartOf: { '@type': 'WebSite', name: SITES[cfg.homeSite].name, url: absoluteOn(site, '/') } } : {}),
    sameAs: socialProfiles(site),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate(site) },
      'query-input': `required name=${SEARCH_TERM_VARIABLE}`,
    },
  };
}

/** What a front page (a domain's, a sub-site's) says of itself: the publisher and the site. */
export function frontPageJsonLd(site: SiteSlug): object[] {
  return [organization(site), webSite(site)];
}
