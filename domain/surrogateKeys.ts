// The CDN's part of the serving contract (D-410, D-411): which surrogate keys an answer carries, how long the edge
// (Varnish, prerender/varnish.ts) keeps it, and how the publisher names what a run changed. The origin and nginx.conf
// add the keys and Surrogate-Control from here; the edge strips both before the reader, whose browser keeps the
// short CACHE.page lifetime.
import { CACHE } from './serving';

/** The header the edge indexes answers by (Varnish's xkey vmod reads this name). */
export const SURROGATE_KEY_HEADER = 'xkey';
/** The edge's own lifetime of an answer; browsers never see it (the edge strips it). */
export const SURROGATE_CONTROL_HEADER = 'surrogate-control';
/** A purge's key list: hard (the next reader waits for the origin) or soft (kept in grace while refetched). */
export const PURGE_HEADER = 'xkey-purge';
export const SOFT_PURGE_HEADER = 'xkey-softpurge';
/** The method of a purge call; the edge refuses it but from the publisher's addresses, with its token. */
export const PURGE_METHOD = 'PURGE';
/** The header a purge carries the publisher's token in (CDN_PURGE_TOKEN); the edge never passes it on. */
export const PURGE_TOKEN_HEADER = 'purge-token';

/** How long the edge keeps a page, feed or sitemap the publisher purges when it changes. */
export const EDGE_PAGE_SECONDS = 3600;
/** How long the edge keeps a public /api answer (the live layer's version polls): no publish purges those. */
export const EDGE_POLL_SECONDS = 1;
/**
 * The longest key list one purge call carries: Varnish refuses a request header over http_req_hdr_len (8 KiB by
 * default), so a run's keys go in as many calls as this takes.
 */
export const PURGE_HEADER_BYTES = 6000;

/** Every answer of a domain (the unit a Host names): a purge of it empties the domain's edge. */
export const domainKey = (domain: string): string => domain;

/**
 * One URL path of a domain, whatever its query: page N of a list, a search of it, a query screen's state and the
 * 404 once asked there all go with the page the publisher writes at that path.
 */
export const pathKey = (domain: string, rawPath: string): string => `${domain}${rawPath || '/'}`;

/** The keys header of an answer for `rawPath` (as sent, without its query) on `domain`. */
export function surrogateKeys(domain: string, rawPath: string): string {
  return `${domainKey(domain)} ${pathKey(domain, rawPath)}`;
}

/**
 * Surrogate-Control of an answer the edge serves from a file, by its Cache-Control: what the publisher writes
 * (pages, feeds, sitemaps) an hour, since it purges them on change; anything else (the renderer's pages, the 404,
 * redirects, the build's files) goes by its own Cache-Control. Null: no header.
 */
export function surrogateControl(cacheControl: string): string | null {
  return cacheControl === CACHE.page ? `max-age=${EDGE_PAGE_SECONDS}` : null;
}

const INDEX_FILE = /\/index(?:\.oldal-\d+)?\.(?:html|xml)$/;

/**
 * The key of an output file, by its path under the output folder (`hirter.hu/rovat/belfold/index.oldal-2.html`):
 * the URL path that serves it on its domain (prerender/outputPath.ts's names backwards), in the form a browser
 * sends it. Null for what is no domain's file (the job's state, nginx.conf).
 */
export function outputFileKey(relative: string): string | null {
  const slash = relative.indexOf('/');
  if (slash <= 0) return null;
  const domain = relative.slice(0, slash);
  if (!domain.includes('.') || domain.startsWith('.')) return null;
  const file = relative.slice(slash);
  const path = INDEX_FILE.test(file) ? file.replace(INDEX_FILE, '') || '/' : file.replace(/\.(?:br|gz)$/, '');
  return pathKey(domain, encodeURI(path));
}

/** Keys as purge calls' header values, each at most `maxBytes` long (a longer single key goes alone). */
export function purgeBatches(keys: Iterable<string>, maxBytes = PURGE_HEADER_BYTES): string[] {
  const out: string[] = [];
  let current = '';
  for (const key of new Set(keys)) {
    if (current && current.length + 1 + key.length > maxBytes) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) out.push(current);
  return out;
}
