// RSS 2.0 feeds of the static output (reader-site.md §2 "List pages": /rss per domain, /rss/rovat/{section},
// the sub-sites' /rss/rovat/after, /rss/rovat/g7, /rss/rovat/karakter and /rss/rovat/english). Pure:
// `feedDefinitions` says which feeds exist and what each one lists, the job fetches the newest FEED_SIZE
// articles of each, and `rssFeed` turns them into the XML.
import { join } from 'node:path';
import type { Article, SiteSlug } from '../domain/types';
import { FEED_IMAGE_SIZE, feedImage } from '../domain/brand';
import { SITES, SITE_PATHS, SUB_SITE_SLUGS } from '../domain/sites';
import { sectionLink } from '../domain/listRoutes';
import { plainTextAsHtml } from '../domain/plainText';
import { articleLanguage, siteLanguage, type Language } from '../domain/language';
import { articleUrl, siteUrl, stripInvalidXmlChars, xmlText } from './sitemaps';
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
  /** The channel language: its articles' (domain/language.ts), 'en' for the English feed, else its site's. */
  language: Language;
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
    { site: 'main', path: SITES.main.rss, title: siteFeedTitle('main'), link: '/', query: { kind: 'site', value: 'main' }, language: siteLanguage('main') },
    { site: 'ro', path: SITES.ro.rss, title: siteFeedTitle('ro'), link: '/', query: { kind: 'site', value: 'ro' }, language: siteLanguage('ro') },
    ...SUB_SITE_SLUGS.map((s): FeedDefinition => ({
      site: s,
      path: SITES[s].rss,
      title: siteFeedTitle(s),
      link: SITE_PATHS[s],
      query: { kind: 'site', value: s },
      language: siteLanguage(s),
    })),
    {
      site: 'main',
      path: ENGLISH_FEED_PATH,
      title: sectionFeedTitle('main', 'English'),
      link: '/english',
      query: { kind: 'flag', value: 'english' },
      // The feed of the articles flagged English: their language.
      language: articleLanguage({ english: true }),
    },
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
      language: siteLanguage(section.siteSlug),
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

/** The cover image of an article as an absolute http(s) URL, or null (what an enclosure would point at). */
export function coverUrl(a: Pick<Article, 'coverImage' | 'coverImageSet' | 'mainSuperTag'>): string | null {
  const src = a.coverImage ?? a.coverImageSet?.src ?? null;
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src, `https://${SITES[a.mainSuperTag.siteSlug].domain}/`);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** Bytes of the file at an image URL, or null when unknown. */
export type ImageSize = (url: string) => number | null;

/**
 * The enclosure of an article's cover, or null. RSS 2.0 requires the length in bytes, and feed readers
 * use it to decide what to download: a made-up 0 is a wrong number, so a cover whose size is not known
 * gets no enclosure at all.
 */
function coverEnclosure(a: Article, size: ImageSize): { url: string; type: string; length: number } | null {
  const url = coverUrl(a);
  if (url === null) return null;
  const length = size(url);
  if (length === null || !Number.isSafeInteger(length) || length <= 0) return null;
  const ext = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  return { url, type: IMAGE_TYPES[ext] ?? 'image/jpeg', length };
}

export const clean = (text: string): string => stripInvalidXmlChars(text).trim();

export const NS_ATOM = 'http://www.w3.org/2005/Atom';
const NS_DC = 'http://purl.org/dc/elements/1.1/';

/** An element with escaped text content. */
export const el = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;
/**
 * A description: feed readers render its text as HTML, so plain text is HTML-escaped first, then XML-escaped
 * as every element's text ('<' is `&amp;lt;` in the file): the reader shows the text, never markup made of it.
 */
export const description = (text: string) => el('description', plainTextAsHtml(text));

/** A feed's lastBuildDate: the time it was made, not part of what it says. */
const BUILD_DATE = /<lastBuildDate>[^<]*<\/lastBuildDate>/;

/**
 * Whether two versions of a feed (or any XML output) say the same, whenever each was made: a feed made again with
 * nothing changed differs from the published one in its lastBuildDate only, and is left as it is (RSS 2.0: "the last
 * time the content of the channel changed").
 */
export function sameFeedContent(a: string, b: string): boolean {
  return a.length === b.length && a.replace(BUILD_DATE, '') === b.replace(BUILD_DATE, '');
}

/**
 * An RSS 2.0 feed: channel title, link (the list page) and description, language, lastBuildDate `now`,
 * an atom:link rel=self to `path`, the site's feed image; one item per listed article (liveblog posts,
 * inactive articles and repeats left out) with its absolute canonical URL as link and permalink guid,
 * pubDate, the lead as description (plain text, D-311), the author names as dc:creator, the main section as category and the
 * cover image as enclosure when its size is known. Article links go to the article's own site's domain.
 *
 * Written here, not by the `feed` package it was first written with: that one puts titles in CDATA and
 * splits only the first ']]>' (a second one ended the section and broke the feed), and un-escapes '&amp;'
 * in text before escaping it again. Text here is entity-escaped (sitemaps.ts xmlText), so any title, lead
 * or name round-trips, less the characters XML 1.0 cannot hold at all; a description is read as HTML, so its
 * text is the lead escaped as HTML, which a feed reader shows as the lead.
 */
export function rssFeed(o: {
  site: SiteSlug;
  title: string;
  path: string;
  link: string;
  articles: readonly Article[];
  now: number;
  language?: Language;
  description?: string;
  /** Sizes of cover images; none: no enclosures. */
  imageSize?: ImageSize;
}): string {
  const cfg = SITES[o.site];
  const title = clean(o.title);
  const link = siteUrl(o.site, o.link);
  const size = o.imageSize ?? (() => null);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0" xmlns:atom="${NS_ATOM}" xmlns:dc="${NS_DC}">`,
    '  <channel>',
    `    ${el('title', title)}`,
    `    ${el('link', link)}`,
    `    ${description(clean(o.description ?? title))}`,
    `    ${el('language', o.language ?? siteLanguage(o.site))}`,
    `    ${el('lastBuildDate', new Date(o.now * 1000).toUTCString())}`,
    `    ${el('docs', 'https://www.rssboard.org/rss-specification')}`,
    `    ${el('copyright', `© ${new Date(o.now * 1000).getUTCFullYear()} ${cfg.publisherName}`)}`,
    `    <atom:link href="${xmlText(siteUrl(o.site, o.path))}" rel="self" type="application/rss+xml"/>`,
    '    <image>',
    `      ${el('url', siteUrl(o.site, feedImage(o.site)))}`,
    `      ${el('title', title)}`,
    `      ${el('link', link)}`,
    `      ${el('width', String(FEED_IMAGE_SIZE.width))}`,
    `      ${el('height', String(FEED_IMAGE_SIZE.height))}`,
    '    </image>',
  ];
  const seen = new Set<number>();
  for (const a of o.articles) {
    if (!a.active || a.type === 'liveblogpost' || seen.has(a.id)) continue;
    seen.add(a.id);
    const url = articleUrl(a);
    // RSS 2.0's <author> must be an e-mail address; the names go in Dublin Core's creator, which feed
    // readers show as the byline (one element: most readers show only the first of several).
    const authors = a.articleAuthors.map((x) => clean(x.name)).filter((n) => n !== '');
    const lead = clean(a.lead);
    const enclosure = coverEnclosure(a, size);
    lines.push(
      '    <item>',
      `      ${el('title', clean(a.title))}`,
      `      ${el('link', url)}`,
      `      <guid isPermaLink="true">${xmlText(url)}</guid>`,
      `      ${el('pubDate', new Date(a.pubDate * 1000).toUTCString())}`,
      ...(lead === '' ? [] : [`      ${description(lead)}`]),
      `      ${el('category', clean(a.mainSuperTag.name))}`,
      ...(authors.length > 0 ? [`      ${el('dc:creator', authors.join(', '))}`] : []),
      ...(enclosure ? [`      <enclosure url="${xmlText(enclosure.url)}" length="${enclosure.length}" type="${enclosure.type}"/>`] : []),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}
