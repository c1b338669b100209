import type { Article, SiteSlug } from './types';
import { SITES, SITE_PATHS } from './sites';
import { G7_SLUGS, KARAKTER_SLUGS } from './routes';

import { budapestCalendarDate } from './timeZone';

// Every link a page builds to an article or a list goes through this file: how its path is written, and
// which domain it points to. The one rule between the domains (linkOn): a path on the page's own domain
// stays relative, a path on the other domain is absolute on that domain's canonical origin, because the
// same path is a 404 (or another page) on the page's own domain.

/** Year, month and day of a unix time on the newsroom's calendar (Budapest). */
export const calendarDate = budapestCalendarDate;

/** Whether two sites are served from the same domain (the main site and its sub-sites are). */
export function sameDomain(a: SiteSlug, b: SiteSlug): boolean {
  return SITES[a].domain === SITES[b].domain;
}

/** The canonical origin of a site's domain: `https://hirter.ro`. */
export function siteOrigin(site: SiteSlug): string {
  return `https://${SITES[site].domain}`;
}

/**
 * A link to `path` of `target`'s domain on a page of `fromSite`: the path itself on the same domain, the
 * full URL on the other one.
 */
export function linkOn(target: SiteSlug, path: string, fromSite: SiteSlug): string {
  return sameDomain(target, fromSite) ? path : `${siteOrigin(target)}${path}`;
}

/**
 * The canonical path of an article: site prefix, main super-tag (left out when it is the sub-site's own
 * root tag), publication date, slug.
 */
export function articlePath(a: Pick<Article, 'slug' | 'pubDate' | 'mainSuperTag'>): string {
  const site: SiteSlug = a.mainSuperTag.siteSlug;
  const { year, month, day } = calendarDate(a.pubDate);
  const tag = a.mainSuperTag.slug === site ? '' : `/${a.mainSuperTag.slug}`;
  return `${SITE_PATHS[site]}${tag}/${year}/${month}/${day}/${a.slug}`;
}

/**
 * Where an article lives, seen from a page of `fromSite`: its path on the same domain, its full URL on the
 * other one. What a wrong-domain or non-canonical request is redirected to.
 */
export function articleCanonical(a: Pick<Article, 'slug' | 'pubDate' | 'mainSuperTag'>, fromSite: SiteSlug): string {
  return linkOn(a.mainSuperTag.siteSlug, articlePath(a), fromSite);
}

/**
 * An article's link on a page of `fromSite` (cards, blocks, the recommender box): where it lives
 * (articleCanonical), unless an editor set a `url` of its own.
 */
export function articleHref(a: Pick<Article, 'slug' | 'pubDate' | 'mainSuperTag' | 'url'>, fromSite: SiteSlug): string {
  return a.url || articleCanonical(a, fromSite);
}

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
