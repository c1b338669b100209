import type { SiteSlug } from './types';
import { SITES } from './sites';

// Canonical article URLs at the edge (issue #18): the prerender job keeps every published article's slug
// with its canonical URL (prerender/canonical.ts), and the origin and nginx.conf look a request up in it, so
// a known slug on any other article path — a wrong section, date or site prefix, the other domain, the old
// path of a moved or re-dated article — is one 301 without a render, and an unknown slug is a static 404.

/** Looks a slug up: its canonical URL (`https://<domain><path>`), or undefined when no article has it. */
export type CanonicalLookup = (slug: string) => string | undefined;

/**
 * An article page's path (the route table's single_article: an optional site prefix and main super-tag, a
 * date, the slug), the slug captured as `hirter_article_slug`. The list routes whose rest may look like a
 * date are not article paths. Written for both JavaScript and nginx's PCRE (prerender/nginx.ts uses it as is).
 */
export const ARTICLE_PAGE_PATH =
  /^(?!\/(?:cimke|szerzo|melleklet|dokumentum)\/)(?!(?:\/[^/]+)?\/rovat\/)(?:\/[^/]+){0,2}\/[0-9]{4}\/[0-9]{2}\/[0-9]{2}\/(?<hirter_article_slug>[a-z0-9][a-z0-9-]*)$/;

/** The slug of an article page's path, or null for any other path. */
export function articleSlugOf(path: string): string | null {
  return ARTICLE_PAGE_PATH.exec(path)?.groups?.hirter_article_slug ?? null;
}

/** A canonical URL seen from a page of `site`'s domain: its path on the same domain, the URL itself on the other. */
export function locationOn(site: SiteSlug, canonicalUrl: string): string {
  const prefix = `https://${SITES[site].domain}/`;
  return canonicalUrl.startsWith(prefix) ? canonicalUrl.slice(prefix.length - 1) : canonicalUrl;
}

/** Where an article path must go (its canonical path or URL), or null when it is canonical or no known article's. */
export function canonicalTarget(site: SiteSlug, path: string, lookup: CanonicalLookup | undefined): string | null {
  const slug = lookup ? articleSlugOf(path) : null;
  const url = slug === null ? undefined : lookup!(slug);
  if (url === undefined) return null;
  const target = locationOn(site, url);
  return target === path ? null : target;
}
