// RSS 2.0 feeds of the static output (reader-site.md §2 "List pages": /rss per domain, /rss/rovat/{section},
// the sub-sites' /rss/rovat/after, /rss/rovat/g7, /rss/rovat/karakter and /rss/rovat/english). Pure:
// `feedDefinitions` says which feeds exist and what each one lists, the job fetches the newest FEED_SIZE
// articles of each, and `rssFeed` turns them into the XML. The XML is written by the `feed` library.
import { join } from 'node:path';
import { Feed, type Item } from 'feed';
import type { Article, SiteSlug } from '../domain/types';
import { SITES, SITE_PATHS, SUB_SITE_SLUGS } from '../domain/sites';
import { sectionLink } from '../domain/listRoutes';
import { articleUrl, siteUrl, stripInvalidXmlChars } from './sitemaps';
import { pathSegments } from './outputPath';

export { sectionLink };

/** How many of the newest articles a feed lists. */
export const FEED_SIZE = 30;
/** The feed of the English-language articles (the 'english' flag), on the main domain. */
export const ENGLISH_FEED_PATH = '/rss/rovat/english';
/** Content type the origin and nginx serve feeds with. */
export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export interface FeedQuery {
  /** site: the articles of a site; mstag: of a section (super-tag); flag: with a flag. */
  kind: 'site' | 'mstag' | 'flag';
  value: string;
}

export interface FeedDefinition {
  /** The site whose domain serves the feed and whose name the channel carries. */
  site: SiteSlug;
  /** The feed's own path on that domain, e.g. '/rss/rovat/belfold'. */
  path: string;
  title: string;
  /** The list page the feed mirrors, e.g. '/rovat/belfold'. */
  link: string;
  query: FeedQuery;
  /** The channel language: 'en' for the English feed, 'hu' for every other. */
  language: 'hu' | 'en';
}

export interface FeedSection {
  slug: string;
  name: string;
  siteSlug: SiteSlug;
  active: boolean;
}

/** The channel title of a site's own feed (the same words the pages' <link rel="alternate"> uses). */
export function siteFeedTitle(site: SiteSlug): string {
  return `${SITES[site].name} – friss cikkek`;
}

/** The channel title of a section feed: 'Belföld – Hírtér' (as the article pages' section feed link). */
export function sectionFeedTitle(site: SiteSlug, sectionName: string): string {
  return `${sectionName} – ${SITES[site].name}`;
}

function safeSlug(slug: string): boolean {
  try {
    return slug !== '' && !slug.includes('/') && pathSegments(`/rss/rovat/${slug}`).length === 3;
  } catch {
    return false;
  }
}

/**
 * Every feed the job writes: /rss of the main site and of the Romanian edition, the sub-sites' feeds
 * (their whole site), the English feed (the 'english' flag), then one feed per active section on the
 * domain of the section's site. A section whose slug is already taken on its domain by one of the feeds
 * before it ('after', 'g7', 'karakter', 'english', or a duplicate) gets no second feed; neither does an
 * inactive section or a slug that cannot be a path segment.
 */
export function feedDefinitions(sections: readonly FeedSection[]): FeedDefinition[] {
  const defs: FeedDefinition[] = [
    { site: 'main', path: SITES.main.rss, title: siteFeedTitle('main'), link: '/', query: { kind: 'site', value: 'main' }, language: 'hu' },
    { site: 'ro', path: SITES.ro.rss, title: siteFeedTitle('ro'), link: '/', query: { kind: 'site', value: 'ro' }, language: 'hu' },
    ...SUB_SITE_SLUGS.map(
      (s): FeedDefinition => ({ site: s, path: SITES[s].rss, title: siteFeedTitle(s), link: SITE_PATHS[s], query: { kind: 'site', value: s }, language: 'hu' }),
    ),
    { site: 'main', path: ENGLISH_FEED_PATH, title: sectionFeedTitle('main', 'English'), link: '/english', query: { kind: 'flag', value: 'english' }, language: 'en' },
  ];
  const taken = new Set(defs.map((d) => `${SITES[d.site].domain}${d.path}`));
  for (const section of sections) {
    if (!section.active || !safeSlug(section.slug)) continue;
    const path = `/rss/rovat/${section.slug}`;
    const key = `${SITES[section.siteSlug].domain}${path}`;
    if (taken.has(key)) continue;
    taken.add(key);
    defs.push({
      site: section.siteSlug,
      path,
      title: sectionFeedTitle(section.siteSlug, section.name),
      link: sectionLink(section.siteSlug, section.slug),
      query: { kind: 'mstag', value: section.slug },
      language: 'hu',
    });
  }
  return defs;
}

/** The file of a feed in the static output: `<outDir>/<domain><path>/index.xml` (nginx and the origin serve it at <path>). */
export function feedFile(outDir: string, site: SiteSlug, path: string): string {
  return join(outDir, SITES[site].domain, ...pathSegments(path), 'index.xml');
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The cover image as an absolute http(s) URL with its type, or null. */
function coverEnclosure(a: Article): { url: string; type: string; length: number } | null {
  const src = a.coverImage ?? a.coverImageSet?.src ?? null;
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src, `https://${SITES[a.mainSuperTag.siteSlug].domain}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const ext = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  // The length is unknown here; RSS readers take 0 as "unknown".
  return { url: url.href, type: IMAGE_TYPES[ext] ?? 'image/jpeg', length: 0 };
}

const clean = (text: string): string => stripInvalidXmlChars(text).trim();

/**
 * An RSS 2.0 feed: channel title, link (the list page) and description, language, lastBuildDate `now`,
 * an atom:link rel=self to `path`, the site's share image; one item per listed article (liveblog posts,
 * inactive articles and repeats left out) with its absolute canonical URL as link and permalink guid,
 * pubDate, the lead as description, the author names as dc:creator, the main section as category and the
 * cover image as enclosure. Article links go to the article's own site's domain.
 */
export function rssFeed(o: {
  site: SiteSlug;
  title: string;
  path: string;
  link: string;
  articles: readonly Article[];
  now: number;
  language?: 'hu' | 'en';
  description?: string;
}): string {
  const cfg = SITES[o.site];
  const title = clean(o.title);
  const feed = new Feed({
    title,
    id: siteUrl(o.site, o.link),
    link: siteUrl(o.site, o.link),
    description: clean(o.description ?? title),
    language: o.language ?? 'hu',
    updated: new Date(o.now * 1000),
    generator: false,
    feedLinks: { rss: siteUrl(o.site, o.path) },
    image: siteUrl(o.site, cfg.shareImage),
    copyright: `© ${new Date(o.now * 1000).getUTCFullYear()} ${cfg.publisherName}`,
  });
  const seen = new Set<number>();
  for (const a of o.articles) {
    if (!a.active || a.type === 'liveblogpost' || seen.has(a.id)) continue;
    seen.add(a.id);
    const link = articleUrl(a);
    const authors = a.articleAuthors.map((x) => clean(x.name)).filter((n) => n !== '');
    const lead = clean(a.lead);
    const enclosure = coverEnclosure(a);
    const item: Item = {
      title: clean(a.title),
      link,
      date: new Date(a.pubDate * 1000),
      category: [{ name: clean(a.mainSuperTag.name) }],
      ...(lead === '' ? {} : { description: lead }),
      ...(enclosure ? { enclosure } : {}),
      // RSS 2.0's <author> must be an e-mail address; the names go in Dublin Core's creator, which feed
      // readers show as the byline (one element: most readers show only the first of several).
      ...(authors.length > 0 ? { extensions: [{ name: 'dc:creator', objects: { _text: authors.join(', ') } }] } : {}),
    };
    feed.addItem(item);
  }
  const xml = feed.rss2();
  // The library declares the Dublin Core namespace only for content:encoded, which these feeds do not carry.
  return xml.includes('xmlns:dc=') ? xml : xml.replace('<rss version="2.0"', '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"');
}
