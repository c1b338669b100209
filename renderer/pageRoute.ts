import type { PageContextServer } from 'vike/types';
import { matchRoute, type NotFound, type RouteMatch } from '../domain/routes';
import type { SiteSlug } from '../domain/types';
import { siteOf } from './shell';

export interface PageRoute {
  site: SiteSlug;
  pathname: string;
  match: RouteMatch | NotFound;
}

type RoutedContext = Pick<PageContextServer, 'siteSlug' | 'host' | 'urlOriginal' | 'urlPathname'>;

let last: { key: string; route: PageRoute } | null = null;

/**
 * The site, path and route of the page being rendered, worked out once for all of vike's route functions.
 * vike calls every page's route function for every request, each with a fresh public pageContext whose
 * urlPathname getter parses the URL again: twenty-four URL parses and twelve route matches a page, 4 % of a
 * prerender thread's time. The functions of one request run back to back, so the last answer is the one
 * asked for again; its key is everything the answer depends on.
 */
export function pageRoute(pageContext: RoutedContext): PageRoute {
  const key = `${pageContext.siteSlug ?? ''}\n${pageContext.host ?? ''}\n${pageContext.urlOriginal}`;
  if (last?.key === key) return last.route;
  const pathname = pageContext.urlPathname;
  const site = siteOf({ siteSlug: pageContext.siteSlug, host: pageContext.host, urlPathname: pathname });
  const route = { site, pathname, match: matchRoute(site, pathname, { donationsOff: false }) };
  last = { key, route };
  return route;
}
