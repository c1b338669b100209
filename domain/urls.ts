import type { Article, SiteSlug } from './types';
import { SITES, SITE_PATHS } from './sites';

import { calendarDate as zoneCalendarDate, TIME_ZONE } from './timeZone';

// How an article's link is written, and the one rule of which domain a link points to (linkOn): a path on
// the page's own domain stays relative, a path on the other domain is absolute on that domain's canonical
// origin, because the same path is a 404 (or another page) on the page's own domain. The list pages'
// links (listLinks.ts) use the same rule; they live apart so that the browser's recommender box, which
// links only articles, does not load them.

/**
 * Year, month and day of a unix time on the newsroom's calendar (Budapest), on every site: a URL is one
 * canonical address, so the Romanian edition's dates shown on Bucharest's clock do not move it.
 */
export const calendarDate = (unix: number) => zoneCalendarDate(unix, TIME_ZONE);

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
