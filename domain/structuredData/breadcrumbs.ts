// BreadcrumbList (Google's "Breadcrumb" rich result): the trail a reader sees above a page, from the domain's
// front page down to the page itself, every step an absolute URL on the page's own domain.
import type { Article, SiteSlug } from '../types';
import { SITES } from '../sites';
import { sectionHref } from '../listLinks';
import { sameDomain } from '../urls';
import { SCHEMA_CONTEXT, absoluteOn } from './common';

export interface Crumb {
  name: string;
  /** A path on the page's domain (or a full URL). */
  path: string;
}

/** A site's front page as a crumb: '/' for the main site and the Romanian edition, '/after' for a sub-site. */
const frontCrumb = (site: SiteSlug): Crumb => ({ name: SITES[site].name, path: SITES[site].path || '/' });

/**
 * The fronts above a page of `site`: the domain's front, then the sub-site's own (Hírtér › After), as the
 * sub-site's header names its home site.
 */
export function siteTrail(site: SiteSlug): Crumb[] {
  const home = SITES[site].homeSite;
  return home === site ? [frontCrumb(site)] : [frontCrumb(home), frontCrumb(site)];
}

/** A list page (section, tag, author, the latest, the archive …): the fronts, then the list by its title. */
export function listTrail(site: SiteSlug, list: Crumb): Crumb[] {
  return [...siteTrail(site), list];
}

/**
 * An article: the fronts of its section's site, its main section (left out when it is the sub-site's own root
 * section, whose page is the sub-site's front), the article. A section of the other domain (a mirrored article)
 * leaves the fronts at the page's own.
 */
export function articleTrail(site: SiteSlug, a: Pick<Article, 'title' | 'mainSuperTag'>, path: string): Crumb[] {
  const section = a.mainSuperTag;
  const own = sameDomain(section.siteSlug, site) ? section.siteSlug : site;
  const fronts = siteTrail(own);
  const sectionPath = sectionHref(section, site);
  const sectionCrumb = fronts.some((c) => c.path === sectionPath) ? [] : [{ name: section.name, path: sectionPath }];
  return [...fronts, ...sectionCrumb, { name: a.title, path }];
}

/** The trail as a BreadcrumbList on `site`'s domain. */
export function breadcrumbList(site: SiteSlug, trail: readonly Crumb[]): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteOn(site, c.path) })),
  };
}
