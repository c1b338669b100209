import type { Article, SiteSlug } from './types';
import { SITES, SITE_PATHS } from './sites';

import { budapestCalendarDate } from './timeZone';

/** Year, month and day of a unix time on the newsroom's calendar (Budapest). */
export const calendarDate = budapestCalendarDate;

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
 * An article's link on a page of `fromSite`: its path when it lives on the same domain, its full URL on
 * the other one (the main front's auto block shows the Romanian edition's Erdély section). An editor's
 * `url` override wins.
 */
export function articleHref(a: Pick<Article, 'slug' | 'pubDate' | 'mainSuperTag' | 'url'>, fromSite: SiteSlug): string {
  if (a.url) return a.url;
  const path = articlePath(a);
  const domain = SITES[a.mainSuperTag.siteSlug].domain;
  return domain === SITES[fromSite].domain ? path : `https://${domain}${path}`;
}
