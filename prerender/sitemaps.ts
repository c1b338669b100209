// Sitemaps of the static output (reader-site.md §2 routes; the sitemap protocol, sitemaps.org; Google's
// news sitemap rules): a Google News sitemap of the last two days' articles, plain URL sitemaps of at
// most 50,000 URLs each, and the index that lists them. Pure: strings in, a string out.
//
// The XML is written here rather than by a library: the three documents are flat lists whose only
// difficulty is escaping, which `xmlText` does (entity escaping plus removal of the characters XML 1.0
// forbids). The tests parse every document with fast-xml-parser and check it against the protocol's rules.
import { join } from 'node:path';
import type { Article, SiteSlug } from '../domain/types';
import { SITES } from '../domain/sites';
import { articlePath } from '../domain/urls';
import { articleLanguage } from '../domain/language';
import { pathSegments } from './outputPath';

/** Google News: only articles published in the last two days. */
export const NEWS_WINDOW_S = 48 * 3600;
/** Google News: at most 1,000 `news:news` entries per sitemap. */
export const MAX_NEWS_URLS = 1000;
/** Sitemap protocol: at most 50,000 URLs per sitemap and 50,000 sitemaps per index … */
export const MAX_SITEMAP_URLS = 50_000;
/** … and at most 50 MB (52,428,800 bytes) uncompressed per file. */
export const MAX_SITEMAP_BYTES = 52_428_800;
/** Sitemap protocol: a URL must be shorter than 2,048 characters. */
export const MAX_URL_LENGTH = 2047;

/** Where the job puts the sitemaps on each domain (the spec's paths; robots.txt names both). */
export const SITEMAP_INDEX_PATH = '/sitemap/index.xml';
export const NEWS_SITEMAP_PATH = '/sitemap/news.xml';
/**
 * The paths the sitemaps had before the spec's, written as identical copies: search consoles and old
 * robots.txt copies know them, and a copy needs no redirect rule that the origin and nginx would both have
 * to follow (nginx serves an existing file before any redirect). Chunks are found through the index only,
 * so they have no old copy (the job deletes the old chunk files).
 */
export const LEGACY_SITEMAP_COPIES: Readonly<Record<string, string>> = {
  [SITEMAP_INDEX_PATH]: '/sitemap.xml',
  [NEWS_SITEMAP_PATH]: '/sitemaps/news.xml',
};
/** The folder of the old chunk files ('/sitemaps/pages-1.xml'), which the job removes. */
export const LEGACY_CHUNK_DIR = '/sitemaps';
/** The n-th (0-based) chunk of a named URL set: '/sitemap/articles-1.xml', … */
export function sitemapChunkPath(name: string, index: number): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`sitemap name ${JSON.stringify(name)}: use lower-case letters, digits and '-'`);
  return `/sitemap/${name}-${index + 1}.xml`;
}

/**
 * Google News wants articles of the last two days only, so the news sitemap goes stale by time alone: an
 * article passes out of the window whether or not anything is edited. Rewritten at least this often.
 */
export const NEWS_REFRESH_S = 5 * 60;

/** Whether the news sitemap must be rewritten now, when it was last written at `writtenAt` (null: not by this process). */
export function newsSitemapDue(writtenAt: number | null, now: number): boolean {
  return writtenAt === null || now - writtenAt >= NEWS_REFRESH_S || now < writtenAt;
}

/** The file of a sitemap in the static output: `<outDir>/<domain><path>` (the path ends in .xml). */
export function sitemapFile(outDir: string, site: SiteSlug, path: string): string {
  if (!path.endsWith('.xml')) throw new Error(`sitemap path ${JSON.stringify(path)} must end in .xml`);
  return join(outDir, SITES[site].domain, ...pathSegments(path));
}

const NS_SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NS_NEWS = 'http://www.google.com/schemas/sitemap-news/0.9';

// Characters XML 1.0 does not allow at all (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML_CHARS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A string with the characters XML 1.0 forbids removed (a CMS title may carry a pasted control character). */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/** Text or attribute content, escaped as the sitemap protocol asks (& ' " > <). */
export function xmlText(text: string): string {
  return stripInvalidXmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** W3C datetime (ISO 8601 with a time zone), to the second, in UTC: '2025-01-02T09:30:00Z'. */
export function w3cDatetime(unixSeconds: number): string {
  if (!Number.isFinite(unixSeconds)) throw new Error(`not a time: ${unixSeconds}`);
  return new Date(Math.floor(unixSeconds) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function origin(site: SiteSlug): string {
  return `https://${SITES[site].domain}`;
}

/**
 * An absolute, percent-encoded https URL on the site's own domain for a path ('/rovat/belfold') or an
 * absolute URL. A URL on another host is a caller's error (a sitemap may only list its own host's URLs).
 */
export function siteUrl(site: SiteSlug, pathOrUrl: string): string {
  const base = origin(site);
  const url = new URL(pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${base}${pathOrUrl}` : pathOrUrl);
  if (url.protocol !== 'https:' || url.host !== SITES[site].domain) {
    throw new Error(`${pathOrUrl} is not on https://${SITES[site].domain}`);
  }
  url.hash = '';
  return url.href;
}

/** The canonical URL of an article on its own site's domain (the sub-sites share the main domain), percent-encoded. */
export function articleUrl(a: Pick<Article, 'slug' | 'pubDate' | 'mainSuperTag'>): string {
  return siteUrl(a.mainSuperTag.siteSlug, articlePath(a));
}

function checkSize(xml: string, what: string): string {
  const bytes = Buffer.byteLength(xml, 'utf8');
  if (bytes > MAX_SITEMAP_BYTES) throw new Error(`${what} is ${bytes} bytes, more than the protocol's ${MAX_SITEMAP_BYTES}`);
  return xml;
}

/** Whether an article's page is indexable at all (the head's robots rules: active, section active, no adult content). */
function indexable(a: Article): boolean {
  return a.active && a.mainSuperTag.active && !a.adultContent && a.type !== 'liveblogpost';
}

/**
 * The Google News sitemap of a domain: the indexable articles of the sites on `site`'s domain published
 * within the last 48 hours before `now` (not later than `now`), newest first, at most 1,000. Paid content
 * (`pr`) is left out: Google News asks publishers not to submit promotional articles as news. An English
 * article's language is the one its page and JSON-LD declare (domain/language.ts).
 */
export function newsSitemap(o: { site: SiteSlug; articles: readonly Article[]; now: number }): string {
  const { site, now } = o;
  const domain = SITES[site].domain;
  const publisher = SITES[site].publisherName;
  const candidates = o.articles
    .filter((a) => indexable(a) && !a.pr && SITES[a.mainSuperTag.siteSlug].domain === domain)
    .filter((a) => a.pubDate <= now && now - a.pubDate <= NEWS_WINDOW_S)
    .sort((a, b) => b.pubDate - a.pubDate || b.id - a.id);
  const picked: { a: Article; loc: string }[] = [];
  const seen = new Set<string>();
  for (const a of candidates) {
    if (picked.length === MAX_NEWS_URLS) break;
    const loc = articleUrl(a);
    if (loc.length > MAX_URL_LENGTH || seen.has(loc)) continue;
    seen.add(loc);
    picked.push({ a, loc });
  }
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${NS_SITEMAP}" xmlns:news="${NS_NEWS}">`];
  for (const { a, loc } of picked) {
    lines.push(
      '  <url>',
      `    <loc>${xmlText(loc)}</loc>`,
      '    <news:news>',
      '      <news:publication>',
      `        <news:name>${xmlText(publisher)}</news:name>`,
      `        <news:language>${articleLanguage(a)}</news:language>`,
      '      </news:publication>',
      `      <news:publication_date>${w3cDatetime(a.pubDate)}</news:publication_date>`,
      `      <news:title>${xmlText(a.title)}</news:title>`,
      '    </news:news>',
      '  </url>',
    );
  }
  lines.push('</urlset>', '');
  return checkSize(lines.join('\n'), 'the news sitemap');
}

export interface SitemapUrl {
  /** A path on the site's domain or an absolute URL on it. */
  loc: string;
  /** Unix seconds of the last change. */
  lastmod?: number;
}

/**
 * One sitemap file (at most 50,000 URLs: split with chunkSitemaps). A URL on another host throws; a URL
 * of 2,048 characters or more (after percent-encoding) is left out, as the protocol does not allow it.
 */
export function sitemap(o: { site: SiteSlug; urls: readonly SitemapUrl[] }): string {
  if (o.urls.length > MAX_SITEMAP_URLS) throw new Error(`${o.urls.length} URLs in one sitemap; chunkSitemaps() splits them by ${MAX_SITEMAP_URLS}`);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${NS_SITEMAP}">`];
  for (const u of o.urls) {
    const loc = siteUrl(o.site, u.loc);
    if (loc.length > MAX_URL_LENGTH) continue;
    lines.push(
      u.lastmod === undefined
        ? `  <url><loc>${xmlText(loc)}</loc></url>`
        : `  <url><loc>${xmlText(loc)}</loc><lastmod>${w3cDatetime(u.lastmod)}</lastmod></url>`,
    );
  }
  lines.push('</urlset>', '');
  return checkSize(lines.join('\n'), 'a sitemap');
}

/**
 * The URLs a domain's regular sitemaps list, from the pages the job published: the domain's own pages
 * without a query (page N of a list is found through page 1), less the unlisted ones: a page whose head
 * says noindex or whose canonical URL is another page (an alias such as a supplement's old slug). A
 * sitemap that names a page the page itself disowns is one search consoles report as an error.
 */
export function sitemapPages(domain: string, pages: Iterable<{ url: string; lastmod?: number; unlisted?: true }>): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  for (const p of pages) {
    if (!p.url.startsWith(`https://${domain}/`) || p.url.includes('?') || p.unlisted) continue;
    urls.push(p.lastmod === undefined ? { loc: p.url } : { loc: p.url, lastmod: p.lastmod });
  }
  return urls;
}

/** Splits a URL list into sitemap-sized chunks (every chunk but the last holds exactly `size`). */
export function chunkSitemaps<T>(urls: readonly T[], size: number = MAX_SITEMAP_URLS): T[][] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SITEMAP_URLS) throw new Error(`chunk size ${size} is not between 1 and ${MAX_SITEMAP_URLS}`);
  const chunks: T[][] = [];
  for (let i = 0; i < urls.length; i += size) chunks.push(urls.slice(i, i + size));
  return chunks;
}

/** The sitemap index of a domain: every sitemap file with its last change. */
export function sitemapIndex(o: { site: SiteSlug; sitemaps: readonly { path: string; lastmod: number }[] }): string {
  if (o.sitemaps.length > MAX_SITEMAP_URLS) throw new Error(`${o.sitemaps.length} sitemaps in one index; the protocol allows ${MAX_SITEMAP_URLS}`);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${NS_SITEMAP}">`];
  for (const s of o.sitemaps) {
    lines.push(`  <sitemap><loc>${xmlText(siteUrl(o.site, s.path))}</loc><lastmod>${w3cDatetime(s.lastmod)}</lastmod></sitemap>`);
  }
  lines.push('</sitemapindex>', '');
  return checkSize(lines.join('\n'), 'the sitemap index');
}
