// What a page depends on, in the words the prerender job uses to invalidate it: article ids and list keys.
// A list key names one list the pages show (`mstag:belfold`); `#n` marks its n-th page (none = page 1).
import type { Article, SiteSlug } from './types';
import { SITES, isSubSite } from './sites';

export interface PageDeps {
  /** The article this page is the page of, if any. */
  own?: number;
  articles: number[];
  lists: string[];
  /** A paged page (list, long article, live blog): how many pages it has now, so the publisher writes them all. */
  pageCount?: number;
  /** Site-relative paths of list pages this page links to: how the publisher finds every list that exists. */
  links?: string[];
  /** Unix seconds of the last change of what the page shows (the sitemaps' lastmod). */
  lastmod?: number;
  /** On an article's own page: its pubDate, the order of every list (see prerender/plan.ts). */
  pubDate?: number;
  /** Set by the renderer when the head says noindex or names another page canonical: the sitemaps leave it out. */
  unlisted?: true;
}

/** The /legfrissebb list spans the main-domain sites; the Romanian edition has its own. */
export function latestKey(site: SiteSlug): string {
  return `latest:${SITES[site].homeSite}`;
}

export function listKey(kind: 'front' | 'site' | 'mstag' | 'tag' | 'author' | 'flag', value: string, page = 1): string {
  return pageKey(`${kind}:${value}`, page);
}

/** A unique item's key (`/api/unique/{slug}`): the changes feed's `unique` change re-renders the pages that used it. */
export function uniqueKey(slug: string): string {
  return `unique:${slug}`;
}

/** The key of page `page` of a list key (`mstag:belfold`, 3 → `mstag:belfold#3`; page 1 has no suffix). */
export function pageKey(key: string, page: number): string {
  return page > 1 ? `${key}#${page}` : key;
}

/** Every list an article appears in now: a new, changed or removed article touches the first pages of these. */
export function articleListKeys(a: Pick<Article, 'originatingSite' | 'mainSuperTag' | 'superTags' | 'tags' | 'articleAuthors' | 'flags' | 'type'>): string[] {
  if (a.type === 'liveblogpost') return [];
  const site = a.originatingSite;
  const keys = new Set<string>([
    listKey('front', site),
    latestKey(site),
    listKey('site', site),
    listKey('mstag', a.mainSuperTag.slug),
    ...a.superTags.map((t) => listKey('mstag', t.slug)),
    ...a.tags.map((t) => listKey('tag', t.slug)),
    ...a.articleAuthors.map((x) => listKey('author', x.slug)),
    ...a.flags.map((f) => listKey('flag', f.slug)),
  ]);
  return [...keys];
}

/**
 * A front page (/ of a domain, or a sub-site's /after, /g7, /karakter): the articles it shows, its site's
 * front list (every publish or unpublish on the site touches it, and so does an edit of its curated
 * blocks, which the changes feed reports as the site's `block`), on a domain's front also the latest
 * list of the domain (the sub-sites' showcases), the sections its auto-block versions show the newest
 * articles of, and `moreLists` (the keys of a list frame around it).
 */
export function frontPageDeps(site: SiteSlug, shown: Iterable<number>, autoBlockSections: readonly string[] = [], moreLists: readonly string[] = []): PageDeps {
  const subSite = isSubSite(site);
  const lists = new Set([listKey('front', site), ...(subSite ? [] : [latestKey(site)]), ...autoBlockSections.map((s) => listKey('mstag', s)), ...moreLists]);
  return { articles: [...new Set(shown)], lists: [...lists] };
}
