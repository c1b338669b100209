// robots.txt of each domain of the static output: who may crawl what, and where the sitemaps are. Pure:
// the job writes the text into each domain folder beside the sitemaps it names.
import type { SiteSlug } from '../domain/types';
import { SEARCH_QUERY_PARAMS } from '../domain/lists';
import { NEWS_SITEMAP_PATH, SITEMAP_INDEX_PATH, siteUrl } from './sitemaps';

/**
 * What no crawler should fetch, and why:
 * - /api/: the JSON the pages' scripts read; a crawler there only loads the content API, and none of it is
 *   a page. /media/ stays open: the images belong in image search and in share previews.
 * - /login: the editors' sign-in, a redirect to / on the public domains.
 * - /builds/: the build records the service worker polls, not content.
 * - searches (a list URL with term, filters or perPage): rendered on request by the render server, in
 *   endless combinations, and noindex anyway; crawling them would only cost render time.
 * Pages that are merely noindex (the account screens, the empty page) are left crawlable, so that a
 * crawler can read their noindex and drop them.
 */
const DISALLOWED: readonly string[] = ['/api/', '/login', '/builds/', ...SEARCH_QUERY_PARAMS.flatMap((name) => [`/*?${name}`, `/*&${name}`])];

/** The robots.txt of the domain `site` is served from: every agent, the rules above, both sitemaps as absolute URLs. */
export function robotsTxt(site: SiteSlug): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl(site, SITEMAP_INDEX_PATH)}`,
    `Sitemap: ${siteUrl(site, NEWS_SITEMAP_PATH)}`,
    '',
  ].join('\n');
}
