// Which article list a list route shows (reader-site.md §2 "List pages"): one description per route, so the
// list page, the prerender job's dependency keys and the tests read the same table instead of a switch per
// page. What the list looks like (header variants, tabs, sidebar) is the list view's business.
import type { Article, SiteSlug } from './types';
import type { NotFound, RouteMatch } from './routes';
import { latestKey, listKey } from './dependencies';
import { SITE_PATHS, latestListSites } from './sites';
import { sameDomain } from './urls';
import { authorPath, sectionLink, tagPath } from './listLinks';

export type ListFilterKind = 'tag' | 'mstag' | 'author' | 'flag';

export interface ListRoute {
  /** The content API filters (`filters[kind]=value`); none: the site's own articles. */
  filters: Partial<Record<ListFilterKind, string>>;
  /** The site whose articles an unfiltered list shows (the x-site header of the call). */
  site: SiteSlug;
  /** Articles with this tag are left out (`filters[excludeTag]`): the hiking list without its news. */
  excludeTag?: string;
  /**
   * The list spans these sites: it is read through the search call (`sites` joined by a pipe) instead of
   * the articles call, which lists one site. /legfrissebb of the main domain spans its four sites.
   */
  sites?: SiteSlug[];
  /** The dependency key of the list (domain/dependencies.ts), without a page suffix. */
  key: string;
  /** A fixed header title; null: the title the content API supplies with the list. */
  title: string | null;
  /** The canonical path of page 1. */
  path: string;
}

/** Titles the spec fixes per route (§2 "List header title per route"). */
export const LIST_TITLES = {
  legfrissebb: 'Friss hírek',
  archivum: 'Archívum',
  english: 'English',
  adat: 'Adat',
  kozelet: 'Közélet',
  penz: 'Pénz',
  podcast: 'Podcast',
  kultura: 'Kultúra',
  konyvespolc: 'Könyvespolc',
  nagyito: 'Nagyító',
  kartyak: 'Kártyák',
} as const;

/** The hiking section (/rovat/szepkilatas): its difficulty tabs are tags, and its news tag has a box of its own. */
export const HIKING_SECTION = 'szepkilatas';
export const HIKING_NEWS_TAG = 'szepkilatas-hirek';
/** The difficulty tabs of the hiking list, in the spec's order: the path suffix is the tag they list. */
export const HIKING_TABS = [
  { slug: 'nem-nehez-tura', label: 'Nem nehéz túra' },
  { slug: 'kozepesen-nehez-tura', label: 'Közepesen nehéz túra' },
  { slug: 'nehez-tura', label: 'Nehéz túra' },
  { slug: 'extrem-tura', label: 'Extrém túra' },
] as const;
export const HIKING_TITLE = 'Szép kilátás';

/** /legfontosabb, /kedvenceink, /kozlemenyek: the article flag each one lists. */
const LIST_SLUG_FLAGS: Record<string, string> = { legfontosabb: 'legfontosabb', kedvenceink: 'kedvenceink', kozlemenyek: 'announcement' };

/** One-segment slugs only: of nested paths only the hiking tabs are lists (see hikingList). */
function single(fullPath: readonly string[]): string | null {
  return fullPath.length === 1 && fullPath[0] !== '' ? fullPath[0]! : null;
}

function siteList(site: SiteSlug, path: string, title: string | null): ListRoute {
  return { filters: {}, site, key: listKey('site', site), title, path };
}

/** The list a matched route shows on a site, or null when the route is not a plain article list. */
export function listRouteFor(site: SiteSlug, m: RouteMatch | NotFound): ListRoute | null {
  switch (m.name) {
    case 'legfrissebb': {
      // The main domain's latest list spans its sites; the Romanian edition's is its own.
      const sites = latestListSites(site);
      return { filters: {}, site, sites, key: latestKey(site), title: LIST_TITLES.legfrissebb, path: '/legfrissebb' };
    }
    case 'english':
      return { filters: { flag: 'english' }, site, key: listKey('flag', 'english'), title: LIST_TITLES.english, path: '/english' };
    case 'archivum': {
      const s = m.site ?? site;
      return siteList(s, `${SITE_PATHS[s]}/archivum`, LIST_TITLES.archivum);
    }
    case 'list': {
      const flag = LIST_SLUG_FLAGS[m.fullPath]!;
      return { filters: { flag }, site, key: listKey('flag', flag), title: null, path: `/${m.fullPath}` };
    }
    case 'articles_by_mstag': {
      if (!m.site && m.fullPath[0] === HIKING_SECTION) return hikingList(site, m.fullPath);
      const slug = single(m.fullPath);
      if (slug === null) return null;
      const prefix = m.site ? SITE_PATHS[m.site] : '';
      return { filters: { mstag: slug }, site: m.site ?? site, key: listKey('mstag', slug), title: null, path: `${prefix}/rovat/${encodeURIComponent(slug)}` };
    }
    case 'articles_by_tag': {
      const slug = single(m.fullPath);
      if (slug === null) return null;
      return { filters: { tag: slug }, site, key: listKey('tag', slug), title: null, path: tagPath(slug) };
    }
    case 'articles_by_author': {
      const slug = single(m.fullPath);
      if (slug === null) return null;
      return { filters: { author: slug }, site, key: listKey('author', slug), title: null, path: authorPath(slug) };
    }
    case 'after':
    case 'g7':
    case 'karakter': {
      if (m.slug === 'legfrissebb') return siteList(m.name, `${SITE_PATHS[m.name]}/legfrissebb`, LIST_TITLES.legfrissebb);
      const slug = m.slug;
      return { filters: { mstag: slug }, site: m.name, key: listKey('mstag', slug), title: LIST_TITLES[slug], path: `${SITE_PATHS[m.name]}/${slug}` };
    }
    default:
      return null;
  }
}

/** /rovat/szepkilatas (without the news tag) and its difficulty tabs /rovat/szepkilatas/{difficulty}. */
function hikingList(site: SiteSlug, fullPath: readonly string[]): ListRoute | null {
  const base = `/rovat/${HIKING_SECTION}`;
  if (fullPath.length === 1) {
    return { filters: { mstag: HIKING_SECTION }, excludeTag: HIKING_NEWS_TAG, site, key: listKey('mstag', HIKING_SECTION), title: null, path: base };
  }
  const tab = fullPath.length === 2 ? HIKING_TABS.find((t) => t.slug === fullPath[1]) : undefined;
  if (!tab) return null;
  // Keyed by the tag: every article the tab shows carries it, so the job's keys of an article reach the tab.
  return { filters: { mstag: HIKING_SECTION, tag: tab.slug }, site, key: listKey('tag', tab.slug), title: HIKING_TITLE, path: `${base}/${tab.slug}` };
}

/**
 * Whether a page of a list is another domain's, so that this domain answers it 404. A section belongs to
 * its site's domain and an author to the domain of the site they write for (sites.ts authorSiteSlug);
 * tag and flag lists span the domains (their links to the other one are absolute) and a site's own lists
 * are its domain's. The content API lists a section or an author whatever the site header says, so the
 * page's articles tell: the section's own articles (it is their main section) name its site; failing
 * those, a list none of whose articles lives on this domain is the other domain's.
 */
export function listOfOtherDomain(route: Pick<ListRoute, 'filters'>, site: SiteSlug, items: readonly Pick<Article, 'mainSuperTag'>[]): boolean {
  const { mstag, author } = route.filters;
  if (mstag === undefined && author === undefined) return false;
  const own = mstag === undefined ? undefined : items.find((a) => a.mainSuperTag.slug === mstag);
  if (own) return !sameDomain(own.mainSuperTag.siteSlug, site);
  return items.length > 0 && !items.some((a) => sameDomain(a.mainSuperTag.siteSlug, site));
}

// The section link lives with the other list links (listLinks.ts); the feeds import it from here.
export { sectionLink };

/** The list pages an article links to (its sections, tags and authors), for the publisher to find every list. */
export function articleListPaths(a: {
  mainSuperTag: { slug: string; siteSlug: SiteSlug };
  tags: readonly { slug: string }[];
  articleAuthors: readonly { slug: string }[];
}): string[] {
  const s = a.mainSuperTag;
  return [sectionLink(s.siteSlug, s.slug), ...a.tags.map((t) => tagPath(t.slug)), ...a.articleAuthors.map((x) => authorPath(x.slug))];
}
