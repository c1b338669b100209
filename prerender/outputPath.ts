// Where a page lives in the static output, and how the prerender job names a page.
//
// OUT_DIR holds one folder per site domain: the main domain (main site and the /after, /g7, /karakter
// sub-sites, whose paths carry their prefix) and the Romanian edition's domain. A page's HTML is
// `<OUT_DIR>/<domain><path>/index.html`, the 404 page one per domain.
//
// A page is named by its absolute URL on its canonical domain (`https://hirter.ro/`): a path alone is
// not unique, because the main site and the Romanian edition both serve '/', '/legfrissebb',
// '/dokumentum/…' and so on. The manifest and the plan use these URLs.
import { join } from 'node:path';
import { siteForRequest, SITES, SITE_SLUGS } from '../domain/sites';
import { pageFromQuery } from '../domain/lists';
import { STATIC_NOT_FOUND_FILE, STATIC_SERVER_ERROR_FILE } from '../domain/errors';
import type { SiteSlug } from '../domain/types';

/** A file or folder name longer than this many UTF-8 bytes is refused by common file systems. */
const MAX_SEGMENT_BYTES = 255;

// Control characters (C0 and DEL) never belong in a served path; NUL would cut the file name short.
const CONTROL = /[\u0000-\u001f\u007f]/;

export class UnsafePathError extends Error {
  constructor(path: string, reason: string) {
    super(`unsafe page path ${JSON.stringify(path)}: ${reason}`);
    this.name = 'UnsafePathError';
  }
}

function unsafe(path: string, reason: string): never {
  throw new UnsafePathError(path, reason);
}

/** A segment with nothing to decode or check beyond '..' (the common case: slugs, dates). */
const PLAIN_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The decoded segments of a site-relative URL path, checked to stay inside the site's folder: it starts
 * with '/', has no query or fragment, no '..', no backslash, no NUL or other control character (raw or
 * percent-encoded), no encoded '/', no empty or '.' segment, no malformed percent escape, and no segment
 * longer than a file name may be. '/' has no segments. One trailing '/' is allowed ('/belfold/' is the
 * folder of '/belfold').
 */
export function pathSegments(urlPath: string): string[] {
  if (typeof urlPath !== 'string') unsafe(String(urlPath), 'not a string');
  if (!urlPath.startsWith('/')) unsafe(urlPath, "it does not start with '/'");
  if (urlPath.includes('?') || urlPath.includes('#')) unsafe(urlPath, 'a query or fragment is not part of a file path');
  if (urlPath === '/') return [];
  const raw = (urlPath.endsWith('/') ? urlPath.slice(1, -1) : urlPath.slice(1)).split('/');
  const out: string[] = [];
  for (const segment of raw) {
    if (segment === '') unsafe(urlPath, 'empty segment');
    if (segment.length <= MAX_SEGMENT_BYTES && PLAIN_SEGMENT.test(segment) && !segment.includes('..')) {
      out.push(segment);
      continue;
    }
    let decoded = '';
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      unsafe(urlPath, 'malformed percent escape');
    }
    for (const s of [segment, decoded]) {
      if (s.includes('..')) unsafe(urlPath, "'..' is not allowed");
      if (s.includes('\\')) unsafe(urlPath, 'backslash is not allowed');
      if (s.includes('\0')) unsafe(urlPath, 'NUL is not allowed');
      if (CONTROL.test(s)) unsafe(urlPath, 'control character');
    }
    if (decoded.includes('/')) unsafe(urlPath, "an encoded '/' would make a new folder");
    if (decoded === '.') unsafe(urlPath, "'.' segment");
    if (Buffer.byteLength(decoded, 'utf8') > MAX_SEGMENT_BYTES) unsafe(urlPath, 'segment too long for a file name');
    out.push(decoded);
  }
  return out;
}

/** The one query a static page may have: `?oldal=N`, N ≥ 2 (domain/lists.ts pageFromQuery), the N-th page of a list or a long article. */
const PAGE_QUERY = /^(.*)\?oldal=([^?#&=]*)$/s;

/** A page path split into its file path and its page number (1 without a valid `?oldal=`, which then stays in the path and is refused). */
export function splitPage(urlPath: string): { path: string; page: number } {
  const m = PAGE_QUERY.exec(urlPath);
  const page = m ? pageFromQuery(m[2]) : 1;
  return m && page > 1 ? { path: m[1]!, page } : { path: urlPath, page: 1 };
}

/** The page path of the n-th page of a path (no query for the first). */
export function withPage(path: string, page: number): string {
  return page > 1 ? `${path}?oldal=${page}` : path;
}

/** The file name of the n-th page in its folder: index.html, index.oldal-2.html, … (origin and nginx map ?oldal=N to it). */
export function pageFileName(page: number): string {
  return page > 1 ? `index.oldal-${page}.html` : 'index.html';
}

/**
 * The HTML file of a page: `<outDir>/<domain><urlPath>/index.html` ('/' → `<outDir>/<domain>/index.html`);
 * page N ≥ 2 of it (`<urlPath>?oldal=N`) is `index.oldal-N.html` in the same folder.
 */
export function outputFile(outDir: string, site: SiteSlug, urlPath: string): string {
  const { path, page } = splitPage(urlPath);
  return join(outDir, SITES[site].domain, ...pathSegments(path), pageFileName(page));
}

/** The 404 page of a site's domain (the main domain's one serves the main site and the sub-sites). */
export function notFoundFile(outDir: string, site: SiteSlug): string {
  return join(outDir, SITES[site].domain, STATIC_NOT_FOUND_FILE);
}

/** The server error page of a site's domain (domain/errors.ts STATIC_SERVER_ERROR_FILE). */
export function serverErrorFile(outDir: string, site: SiteSlug): string {
  return join(outDir, SITES[site].domain, STATIC_SERVER_ERROR_FILE);
}

/** The name of a page: `https://<site's domain><path>`. The path is checked like outputFile checks it. */
export function pageUrl(site: SiteSlug, urlPath: string): string {
  pathSegments(splitPage(urlPath).path);
  return `https://${SITES[site].domain}${urlPath}`;
}

export interface PageLocation {
  domain: string;
  /** The site-relative path, as given to pageUrl. */
  path: string;
  /** The site that serves the path on that domain (a sub-site by its prefix). */
  site: SiteSlug;
}

const DOMAINS = new Set(SITE_SLUGS.map((s) => SITES[s].domain));

const PAGE_URL = /^https:\/\/([^/?#]+)(\/.*)$/s;

/** A path of PLAIN_SEGMENTs, each short enough for a file name, maybe with one trailing '/': what pathSegments passes as is. */
const PLAIN_PATH = new RegExp(`^(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,${MAX_SEGMENT_BYTES - 1}})+/?$`);

/** The domain and path of a page URL made by pageUrl, checked. Throws for another shape, an unknown domain or an unsafe path. */
export function checkPageUrl(url: string): { domain: string; path: string } {
  const m = typeof url === 'string' ? PAGE_URL.exec(url) : null;
  if (!m) throw new UnsafePathError(String(url), 'not a page URL (https://<domain>/<path>)');
  const domain = m[1]!;
  const path = m[2]!;
  if (!DOMAINS.has(domain)) throw new UnsafePathError(url, `unknown domain ${domain}`);
  // Most pages are plain segments (slugs, dates) without a query: one test, which the manifest's load makes
  // 180,000 times at 100k articles, where splitting and testing each segment took a tenth of it.
  if (!PLAIN_PATH.test(path) || path.includes('..')) pathSegments(splitPage(path).path);
  return { domain, path };
}

/** Splits a page URL made by pageUrl, with the site that serves it. Throws like checkPageUrl. */
export function parsePageUrl(url: string): PageLocation {
  const { domain, path } = checkPageUrl(url);
  return { domain, path, site: siteForRequest(domain, splitPage(path).path, { [domain]: domain }) };
}

/** The HTML file of a page named by its URL. */
export function outputFileForUrl(outDir: string, url: string): string {
  const { site, path } = parsePageUrl(url);
  return outputFile(outDir, site, path);
}
