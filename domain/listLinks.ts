// The links of the list pages (sections, tags, authors): their paths, and their domain by the one rule of
// urls.ts (linkOn).
import type { SiteSlug } from './types';
import { SITES, SITE_PATHS } from './sites';
import { G7_SLUGS, KARAKTER_SLUGS } from './subSiteSlugs';
import { linkOn } from './urls';

/** Sub-site tabs that show a section under the sub-site's own path (/g7/adat, /karakter/kultura). */
const TAB_SECTIONS: Partial<Record<SiteSlug, readonly string[]>> = {
  g7: G7_SLUGS.filter((s) => s !== 'legfrissebb'),
  karakter: KARAKTER_SLUGS.filter((s) => s !== 'legfrissebb'),
};

/** The list page of a section: the sub-site's front for its root section, a sub-site tab when it is one, otherwise /{site?}/rovat/{slug}. */
export function sectionLink(site: SiteSlug, slug: string): string {
  // A sub-site's own root section is the sub-site's front page.
  if (slug === site && SITE_PATHS[site] !== '') return SITE_PATHS[site];
  return TAB_SECTIONS[site]?.includes(slug) ? `${SITE_PATHS[site]}/${slug}` : `${SITE_PATHS[site]}/rovat/${encodeURIComponent(slug)}`;
}

/** A section's link on a page of `fromSite`: a section is listed on its own site's domain only. */
export function sectionHref(section: { slug: string; siteSlug: SiteSlug }, fromSite: SiteSlug): string {
  return linkOn(section.siteSlug, sectionLink(section.siteSlug, section.slug), fromSite);
}

/** The list page of a tag. Tags span the domains: every domain lists a tag, so the link stays on the page's own. */
export function tagPath(slug: string): string {
  return `/cimke/${encodeURIComponent(slug)}`;
}

/** The list page of an author on the domain that lists the author (sites.ts authorSiteSlug). */
export function authorPath(slug: string): string {
  return `/szerzo/${encodeURIComponent(slug)}`;
}

/** A byline's link on a page of `fromSite`: the author page of the site the article was written for. */
export function authorHref(slug: string, articleSite: SiteSlug, fromSite: SiteSlug): string {
  return linkOn(SITES[articleSite].authorSiteSlug, authorPath(slug), fromSite);
}
