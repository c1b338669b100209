// The list view (reader-site.md §2 "List pages", §4 list rules, §5, §9): per route, what the frame around
// an article list shows — header (title, logo, author, RSS, sponsored line), highlight strip, tabs, search
// box, promoted item, map, sidebar boxes — as one description, so the page and the sub-site fronts render
// the same frame without a switch per page, and the tests read the same table.
import type { SearchFilters, SiteSlug } from './types';
import type { NotFound, RouteMatch } from './routes';
import { matchRoute } from './routes';
import { HIKING_NEWS_TAG, HIKING_SECTION, HIKING_TABS, HIKING_TITLE, LIST_TITLES, listRouteFor, type ListRoute } from './listRoutes';
import { SITE_PATHS, SITES } from './sites';
import { DEFAULT_LIST_PAGE_SIZE, LATEST_ARTICLES_DEFAULT, RECOMMENDER_VERSIONS } from './constants';
import { listKey } from './dependencies';
import { highlightIndex, mobileAdAfterIndex, withPromoted, type HighlightCandidate } from './lists';
import type { ListQuery } from './listQuery';
import { SPORTS } from './sports/registry';

// ---------------------------------------------------------------------------------------------------
// Titles and logos
// ---------------------------------------------------------------------------------------------------

/**
 * Header titles the spec fixes for section and tag lists (§2 "List header title per route"); the API's
 * own name of the list is used elsewhere. The event tags mostly redirect to their supplements on the main
 * site; the Romanian edition (and the supplements' own article lists) show them under these titles.
 */
export const FIXED_LIST_TITLES: Readonly<Record<string, string>> = {
  ellenorzo: 'Ellenőrző',
  'foci-vb-2022': 'Foci-vb 2022',
  'eb-2024': 'Eb 2024',
  'tokio-2020': 'Tokió 2020',
  'parizs-2024': 'Párizs 2024',
  sport: 'Sport',
  'usa-2024': 'USA 2024',
  'orosz-ukran-haboru': 'Orosz-ukrán háború',
};

/**
 * A list's heading from the name the content gives it: a tag is named as it reads inside a sentence ('adó',
 * 'bíróság'), a heading starts with a capital ('Adó').
 */
export function listHeading(kind: ListViewKind, name: string): string {
  // A brand written with a small first letter and a capital after it ('iPhone', 'eMAG') keeps its spelling.
  if (kind !== 'tag' || /^.\p{Lu}/u.test(name)) return name;
  return name.charAt(0).toLocaleUpperCase('hu') + name.slice(1);
}

/** Sub-brands with a logo of their own (§2): shown when the first path parameter is one of these. */
export const SUB_BRANDS: Readonly<Record<string, string>> = {
  helyben: 'Helyben',
  automagazin: 'Autómagazin',
  kedvenceink: 'Kedvenceink',
  legfontosabb: 'Legfontosabb',
  direkt36: 'Direkt36',
  eszkombajn: 'Észkombájn',
  holdblog: 'Holdblog',
  komplex: 'Komplex',
  napirajz: 'Napirajz',
  kartyak: LIST_TITLES.kartyak,
  zacc: 'Zacc',
  szepkilatas: HIKING_TITLE,
  'valasztas-2024': 'Választás 2024',
  'ep-2024': 'EP-választás 2024',
  'valasztasi-foldrajz': 'Választási földrajz',
};

/** Titles of the flag lists without a brand of their own. */
const FLAG_LIST_TITLES: Readonly<Record<string, string>> = { kozlemenyek: 'Közlemények' };

export type ListLogo = { kind: 'sub-brand'; slug: string; name: string } | { kind: 'latest'; name: string };

/** The first parameter of a matched route's path (§2 "the first path parameter"), or null when it has none. */
export function firstPathParam(m: RouteMatch | NotFound): string | null {
  switch (m.name) {
    case 'list':
      return m.fullPath;
    case 'articles_by_tag':
    case 'articles_by_mstag':
    case 'articles_by_author':
    case 'melleklet':
      return m.fullPath[0] ?? null;
    case 'after':
    case 'g7':
    case 'karakter':
      return m.slug;
    default:
      return null;
  }
}

/** The header logo of a route: the latest-news logo on /legfrissebb, a sub-brand's logo by first parameter. */
export function listLogo(m: RouteMatch | NotFound): ListLogo | null {
  if (m.name === 'legfrissebb') return { kind: 'latest', name: LIST_TITLES.legfrissebb };
  // An author whose slug happens to be a brand's is still an author.
  if (m.name === 'articles_by_author') return null;
  const first = firstPathParam(m);
  return first !== null && Object.hasOwn(SUB_BRANDS, first) ? { kind: 'sub-brand', slug: first, name: SUB_BRANDS[first]! } : null;
}

// ---------------------------------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------------------------------

export interface ListTab {
  label: string;
  href: string;
  active: boolean;
}

export type SubSite = 'after' | 'g7' | 'karakter';

/** The label of a sub-site's "all articles" tab (its front page). */
export const ALL_TAB_LABEL = 'Összes';

/** Sub-site tabs in the spec's order (§2 "Sub-site menus"); '' is the sub-site's front page. */
export const SUB_SITE_TABS: Readonly<Record<SubSite, readonly { slug: string; label: string }[]>> = {
  after: [
    { slug: '', label: ALL_TAB_LABEL },
    { slug: 'legfrissebb', label: LIST_TITLES.legfrissebb },
  ],
  g7: [
    { slug: '', label: ALL_TAB_LABEL },
    { slug: 'legfrissebb', label: LIST_TITLES.legfrissebb },
    { slug: 'adat', label: LIST_TITLES.adat },
    { slug: 'kozelet', label: LIST_TITLES.kozelet },
    { slug: 'penz', label: LIST_TITLES.penz },
    { slug: 'podcast', label: LIST_TITLES.podcast },
  ],
  karakter: [
    { slug: '', label: ALL_TAB_LABEL },
    { slug: 'legfrissebb', label: LIST_TITLES.legfrissebb },
    { slug: 'kultura', label: LIST_TITLES.kultura },
    { slug: 'kartyak', label: LIST_TITLES.kartyak },
    { slug: 'konyvespolc', label: LIST_TITLES.konyvespolc },
    { slug: 'nagyito', label: LIST_TITLES.nagyito },
  ],
};

/** The document the fact-check list's methodology tab opens. */
export const FACT_CHECK_SECTION = 'ellenorzo';
export const FACT_CHECK_METHOD_DOC = 'ellenorzo-modszertan';
export const FACT_CHECK_TABS = { articles: 'Cikkek', method: 'Módszertan' } as const;
export const HIKING_ALL_TAB_LABEL = 'Összes túra';
/** The sport section: its articles, and the sports screens as a row of links beside them (decision D-219). */
export const SPORT_SECTION = 'sport';
export const SPORT_ARTICLES_TAB = 'Cikkek';

function subSiteTabs(site: SubSite, active: string): ListTab[] {
  return SUB_SITE_TABS[site].map((t) => ({
    label: t.label,
    href: t.slug ? `${SITE_PATHS[site]}/${t.slug}` : SITE_PATHS[site],
    active: t.slug === active,
  }));
}

function hikingTabs(active: string): ListTab[] {
  const base = `/rovat/${HIKING_SECTION}`;
  return [
    { label: HIKING_ALL_TAB_LABEL, href: base, active: active === '' },
    ...HIKING_TABS.map((t) => ({ label: t.label, href: `${base}/${t.slug}`, active: t.slug === active })),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Sidebar
// ---------------------------------------------------------------------------------------------------

export interface SidebarBoxes {
  /** Boxes of the election supplements. */
  election: boolean;
  /** The After playlist (markup and reserved space; the player loads in the browser). */
  spotify: boolean;
  /** The newest articles. */
  latest: boolean;
  /** The hiking news tag's newest articles. */
  hikingNews: boolean;
  /** Links to the mobile apps and the shop. */
  appShop: boolean;
  /** Recommendations (the recommender lists of one version). */
  recommender: boolean;
}

/** Supplements whose pages carry the election boxes. */
export const ELECTION_SUPPLEMENTS = ['valasztas-2022', 'valasztas-2024', 'ep-2024', 'usa-2024'] as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The sidebar of a page (§2 "Sidebar varies"), from the site and the page's path (without query). The
 * latest box is left out where the page is itself a latest list (any …/legfrissebb), on /english and on
 * the After page; the app and shop box and the hiking news box show where the site has them (sites.ts
 * appShopBox: the main domain's sites but G7; hikingNewsBox: the main domain's sites).
 */
export function sidebarFor(site: SiteSlug, path: string): SidebarBoxes {
  return {
    election: ELECTION_SUPPLEMENTS.some((s) => under(path, `/melleklet/${s}`)),
    spotify: path === SITE_PATHS.after,
    latest: !(path === '/english' || path === SITE_PATHS.after || path === '/legfrissebb' || path.endsWith('/legfrissebb')),
    hikingNews: SITES[site].hikingNewsBox && under(path, `/rovat/${HIKING_SECTION}`),
    appShop: SITES[site].appShopBox,
    recommender: true,
  };
}

/**
 * The recommender version a static page shows: stable per path, so a page does not change on every
 * render, and spread over 1–20 so neighbouring lists recommend differently.
 */
export function recommenderVersionFor(path: string): number {
  let h = 0;
  for (const ch of path) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return (h % RECOMMENDER_VERSIONS) + 1;
}

// ---------------------------------------------------------------------------------------------------
// The view
// ---------------------------------------------------------------------------------------------------

export type ListViewKind = 'latest' | 'english' | 'archive' | 'flag' | 'section' | 'tag' | 'author' | 'hiking' | 'sub-site-tab' | 'sub-site-front';

export interface ListView {
  kind: ListViewKind;
  /** Canonical path of page 1. */
  path: string;
  /** The article list, or null on a sub-site front (its curated blocks are another page's content). */
  list: ListRoute | null;
  /** Header title; null: the title the content API supplies with the list. */
  title: string | null;
  logo: ListLogo | null;
  /** An author list: the header shows this author's name and avatar. */
  author: string | null;
  /** Title, logo, RSS and sponsored line; hidden where the sub-site tab bar stands in for them. */
  headerGroup: boolean;
  /** The sponsor's line in the header (filled by the ad script), everywhere but under /karakter. */
  sponsoredLine: boolean;
  /** The feed; null: the one the content API supplies with the list, if any. */
  rss: string | null;
  /** The highlight strip may show (it still needs exactly 4 highlights). */
  highlightStrip: boolean;
  /** Where the strip's highlights come from when the list's own answer has none (/english). */
  highlightsFrom: SearchFilters | null;
  tabs: ListTab[];
  /** Accessible name of the tab bar. */
  tabsLabel: string;
  /** The search box and the criteria its term is searched with; null: no search box. */
  search: { filters: SearchFilters; sites?: SiteSlug[]; label: string } | null;
  /** The latest list: the promoted article goes after the 4th item of page 1. */
  promoted: boolean;
  /** The hiking map (markup and reserved space). */
  map: boolean;
  sidebar: SidebarBoxes;
  /** List pages this view links to that no article links to (the hiking tabs), for the publisher. */
  links: string[];
}

const SEARCH_LABEL = 'Keresés a listában';

/**
 * The spec's "non-magazine" sections (§2): plain lists like the tag, author and flag lists, so without
 * the highlight strip that the generic section lists ("highlights plus list") have.
 */
export const NON_MAGAZINE_SECTIONS: readonly string[] = ['kozlemeny', 'velemeny', 'direkt36'];
/** Tag lists are non-magazine lists too, except the one the spec gives highlights (§2 "/cimke/helyben"). */
export const TAGS_WITH_HIGHLIGHTS: readonly string[] = ['helyben'];

/** The list view of a matched route on a site, or null when the route is no list page. */
export function listViewOf(site: SiteSlug, m: RouteMatch | NotFound): ListView | null {
  const list = listRouteFor(site, m);
  const base = (kind: ListViewKind, path: string): ListView => baseView(site, m, list, kind, path);

  if (m.name === 'articles_by_site') {
    const s = m.site;
    const v = base('sub-site-front', SITE_PATHS[s]);
    return { ...v, title: SITES[s].name, headerGroup: false, rss: SITES[s].rss, tabs: subSiteTabs(s, ''), tabsLabel: `${SITES[s].name} rovatai` };
  }
  if (!list) return null;
  const path = list.path;

  switch (m.name) {
    case 'legfrissebb':
      // The domain's own feed is its newest articles: the latest list's feed.
      return {
        ...base('latest', path),
        rss: SITES[SITES[site].homeSite].rss,
        promoted: true,
        search: { filters: {}, sites: list.sites!, label: SEARCH_LABEL },
      };
    case 'english':
      return { ...base('english', path), highlightStrip: true, highlightsFrom: { superTags: ['english'] } };
    case 'archivum': {
      const s = list.site;
      // The archive is the search page (specialised-features.md §2 "Archive search").
      return { ...base('archive', path), search: { filters: {}, sites: [s], label: 'Keresés az archívumban' } };
    }
    case 'list':
      // The flag lists have no name in the content API: their brand's name is their title.
      return {
        ...base('flag', path),
        title: SUB_BRANDS[m.fullPath] ?? FLAG_LIST_TITLES[m.fullPath] ?? null,
        // The spec searches a flag list by its flag (§2 "The search field depends on the route").
        search: { filters: { flags: [list.filters.flag!] }, label: SEARCH_LABEL },
      };
    case 'articles_by_tag': {
      const tag = list.filters.tag!;
      return {
        ...base('tag', path),
        title: FIXED_LIST_TITLES[tag] ?? null,
        highlightStrip: TAGS_WITH_HIGHLIGHTS.includes(tag),
        search: { filters: { and_tags: [tag] }, label: SEARCH_LABEL },
      };
    }
    case 'articles_by_author':
      return { ...base('author', path), author: list.filters.author!, search: { filters: { authors: [list.filters.author!] }, label: SEARCH_LABEL } };
    case 'articles_by_mstag': {
      const slug = list.filters.mstag!;
      const v: ListView = {
        ...base('section', path),
        title: FIXED_LIST_TITLES[slug] ?? list.title,
        highlightStrip: m.site !== undefined || !NON_MAGAZINE_SECTIONS.includes(slug),
        search: { filters: { superTags: [slug] }, label: SEARCH_LABEL },
      };
      return m.site ? v : sectionTabs(v, slug, path, list.filters.tag ?? '');
    }
    case 'after':
    case 'g7':
    case 'karakter': {
      const s = m.name;
      const latest = m.slug === 'legfrissebb';
      return {
        ...base('sub-site-tab', path),
        headerGroup: false,
        rss: SITES[s].rss,
        highlightStrip: !latest,
        tabs: subSiteTabs(s, m.slug),
        tabsLabel: `${SITES[s].name} rovatai`,
        search: latest ? { filters: {}, sites: [s], label: SEARCH_LABEL } : { filters: { superTags: [list.filters.mstag!] }, label: SEARCH_LABEL },
      };
    }
    default:
      return null;
  }
}

/** What every list view starts from: the list, its logo and its sidebar, no tabs, no search, no strip. */
function baseView(site: SiteSlug, m: RouteMatch | NotFound, list: ListRoute | null, kind: ListViewKind, path: string): ListView {
  return {
    kind,
    path,
    list,
    title: list?.title ?? null,
    logo: listLogo(m),
    author: null,
    headerGroup: true,
    sponsoredLine: !under(path, SITE_PATHS.karakter),
    rss: null,
    highlightStrip: false,
    highlightsFrom: null,
    tabs: [],
    tabsLabel: '',
    search: null,
    promoted: false,
    map: false,
    sidebar: sidebarFor(site, path),
    links: [],
  };
}

/** The sections of the main site with tabs of their own: hiking (by difficulty, `tab`), sport and fact-checks. */
function sectionTabs(v: ListView, slug: string, path: string, tab: string): ListView {
  if (slug === HIKING_SECTION) {
    const tabs = hikingTabs(tab);
    return {
      ...v,
      kind: 'hiking',
      title: HIKING_TITLE,
      tabs,
      tabsLabel: 'Túrák nehézség szerint',
      search: {
        filters: tab ? { superTags: [slug], and_tags: [tab] } : { superTags: [slug], not_tags: [HIKING_NEWS_TAG] },
        label: 'Keresés a túrák között',
      },
      map: true,
      links: tabs.map((t) => t.href).filter((href) => href !== path),
    };
  }
  if (slug === SPORT_SECTION) {
    return {
      ...v,
      tabs: [{ label: SPORT_ARTICLES_TAB, href: path, active: true }, ...SPORTS.map((s) => ({ label: s.title, href: s.path, active: false }))],
      tabsLabel: `${FIXED_LIST_TITLES.sport} menü`,
    };
  }
  if (slug === FACT_CHECK_SECTION) {
    return {
      ...v,
      tabs: [
        { label: FACT_CHECK_TABS.articles, href: path, active: true },
        { label: FACT_CHECK_TABS.method, href: `/dokumentum/${FACT_CHECK_METHOD_DOC}`, active: false },
      ],
      tabsLabel: `${FIXED_LIST_TITLES.ellenorzo} menü`,
    };
  }
  return v;
}

/** The list view of a path on a site (the pages' and the frame's entry point). */
export function listViewFor(site: SiteSlug, path: string): ListView | null {
  return listViewOf(site, matchRoute(site, path, { donationsOff: false }));
}

/** Dependency keys of a list view's page: its list's page key and the boxes that show a list (hiking news). */
export function listViewKeys(view: Pick<ListView, 'sidebar'>, pageKeyOfList: string | null): string[] {
  const keys = pageKeyOfList ? [pageKeyOfList] : [];
  if (view.sidebar.hikingNews) keys.push(listKey('tag', HIKING_NEWS_TAG));
  return keys;
}

// ---------------------------------------------------------------------------------------------------
// Query
// ---------------------------------------------------------------------------------------------------

/** A page link of a list, keeping the reader's search and page size (page 1 has no oldal). */
export function listPageHref(path: string, page: number, q?: Pick<ListQuery, 'term' | 'filters' | 'perPage'>): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('oldal', String(page));
  if (q?.term) params.set('term', q.term);
  if (q && Object.keys(q.filters).length) params.set('filters', JSON.stringify(q.filters));
  if (q && q.perPage !== DEFAULT_LIST_PAGE_SIZE) params.set('perPage', String(q.perPage));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

// ---------------------------------------------------------------------------------------------------
// The items of a page
// ---------------------------------------------------------------------------------------------------

export type ListEntry<T> = { kind: 'article'; article: T; highlighted: boolean; promoted: boolean } | { kind: 'mobile-ad' };

/**
 * What a list page shows, in order (§4 "Promoted/list rules"): on page 1 of the latest list the promoted
 * article after the 4th item; the highlighted item (chosen among the page's own items, the promoted one
 * left out, only when there are more than 5) marked; the mobile ad slot after the 3rd entry.
 */
export function listEntries<T extends HighlightCandidate & { id: number }>(items: readonly T[], o: { promoted?: T | null; page: number }): ListEntry<T>[] {
  const shown = withPromoted(items, o.promoted, o.page);
  const promotedId = o.promoted && o.page === 1 ? o.promoted.id : null;
  // The promoted article is the advertiser's, never the editors' highlight.
  const own = items.filter((a) => a.id !== promotedId);
  const hi = highlightIndex(own);
  const highlightedId = hi === null ? null : own[hi]!.id;
  const out: ListEntry<T>[] = [];
  shown.forEach((article, i) => {
    const promoted = article.id === promotedId;
    out.push({ kind: 'article', article, promoted, highlighted: !promoted && article.id === highlightedId });
    if (mobileAdAfterIndex(i)) out.push({ kind: 'mobile-ad' });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Embeds and boxes
// ---------------------------------------------------------------------------------------------------

/** The hiking map (specialised-features.md §2 "Other widgets"): map id szepkilatas, 600 px high, full width. */
export const HIKING_MAP = {
  id: 'szepkilatas',
  height: 600,
  src: 'https://www.google.com/maps/d/embed?mid=szepkilatas',
  openUrl: 'https://www.google.com/maps/d/viewer?mid=szepkilatas',
  caption: 'Az összes magyarországi szép kilátású túraútvonal egy nagyítható térképen.',
} as const;

/** The election boxes: the election supplements, newest first. */
export const ELECTION_BOX_LINKS: readonly { label: string; href: string }[] = [
  { label: 'EP-választás 2024', href: '/melleklet/ep-2024' },
  { label: 'Választás 2024', href: '/melleklet/valasztas-2024' },
  { label: 'USA 2024', href: '/melleklet/usa-2024' },
  { label: 'Választás 2022', href: '/melleklet/valasztas-2022' },
];

/** The shop the app and shop box links to (its /shop redirect goes to the external shop). */
export const SHOP_PATH = '/shop';
/** How many articles the latest and hiking-news boxes show (§9 "latest articles default 6"). */
export const BOX_ARTICLES = LATEST_ARTICLES_DEFAULT;

/** The promoted article of a domain's latest list: the newest promoted article of that domain's sites. */
export function promotedFor<T extends { originatingSite: SiteSlug }>(site: SiteSlug, latestPr: readonly T[]): T | null {
  return latestPr.find((a) => SITES[a.originatingSite].domain === SITES[site].domain) ?? null;
}

/**
 * The hiking view with only the difficulty tabs that have articles (a tab of an empty list would lead to
 * a 404, spec §5); the "all" tab and the active one always stay. `counts` maps a tab's path to its number
 * of articles; a tab missing from it is kept (unknown is not empty).
 */
export function withoutEmptyTabs(view: ListView, counts: Readonly<Record<string, number>>): ListView {
  const keep = (t: ListTab, i: number) => i === 0 || t.active || (counts[t.href] ?? 1) > 0;
  const tabs = view.tabs.filter(keep);
  return { ...view, tabs, links: view.links.filter((href) => tabs.some((t) => t.href === href)) };
}

/** The hiking tabs' own list keys: every hiking page shows the tab bar, so a tab filling up re-renders them. */
export function hikingTabKeys(): string[] {
  return HIKING_TABS.map((t) => listKey('tag', t.slug));
}

/**
 * The sub-sites' fronts and tabs: their tab bar lists the sub-site's sections, the same links as the header's
 * section menu, so the header leaves its menu out (one navigation row per level, issue #24).
 */
export function tabsAreSectionMenu(view: ListView): boolean {
  return view.kind === 'sub-site-front' || view.kind === 'sub-site-tab';
}
