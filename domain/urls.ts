import type { Article, SiteSlug } from './types';
import { SITE_PATHS } from './sites';

const TIME_ZONE = 'Europe/Budapest';

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Year, month and day of a unix time on the newsroom's calendar (Budapest). */
export function calendarDate(unixSeconds: number): { year: string; month: string; day: string } {
  const parts = Object.fromEntries(dateParts.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day! };
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
