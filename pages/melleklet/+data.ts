import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { Article } from '../../domain/types';
import { matchRoute, notFoundMessage } from '../../domain/routes';
import {
  footballPartOf,
  genreTagOf,
  hasSupplements,
  matchSupplement,
  supplementListKey,
  supplementPath,
  type SupplementMatch,
  type SupplementTab,
} from '../../domain/supplements';
import { datasetOf, searchText, viewHasData, visibleSubTabs, visibleTabs, type Dataset } from '../../domain/supplementData';
import { CONSTITUENCY_SEARCH_PARAM } from '../../domain/datasets';
import type { ContentApi } from '../../contentClient/client';
import { parseFootballQuery } from '../../domain/football/query';
import { footballTitle } from '../../domain/football/titles';
import { canonicalHref, type FootballView } from '../../domain/football/view';
import { FOOTBALL_KEY, loadFootballPart } from '../football/loadFootball';
import { footballSourceOf } from '../football/source';
import { pageHead } from '../../domain/head';
import { pageFromQuery } from '../../domain/lists';
import { isContentApiError } from '../../contentClient/errors';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import { dataPagePath, mapViewOf } from '../../domain/electionMap';
import { sidebarFor } from '../../domain/listViews';
import { electionMapProps, type ElectionMapViewProps } from '../../components/ElectionMap/ElectionMap';
import type { ListSidebarData } from '../../components/ListSidebar/ListSidebar';
import { loadListFrame } from '../list/frame';

export interface TabLink {
  label: string;
  href: string;
  current: boolean;
}

export interface SupplementPageData extends PageData {
  title: string;
  /** What this view is called under the supplement's title (the tab, and the sub-tab when there is one). */
  viewTitle: string;
  /** The tab's own label (names the sub-tab row). */
  tabLabel: string;
  tabs: TabLink[];
  subTabs: TabLink[];
  kind: 'articles' | 'data' | 'football';
  /** Articles views. */
  items: Article[];
  page: number;
  totalPages: number;
  /** The canonical path of the view's first page (the pager's base). */
  path: string;
  /** Dataset views: the content API's dataset (rendered by components/SupplementData). */
  dataset: Dataset | null;
  /** The constituency search's text ('' for none). */
  search: string;
  /** The prediction game's tab: the game's slug. */
  game: string | null;
  /** Football views: the football screen's part with the league fixed to the tournament. */
  football: FootballView | null;
  free: string[];
  election: boolean;
  /** An election's map page (/adatok…): the embedded map will take the reserved room. */
  map: boolean;
  euCofinanced: boolean;
  /** The election map: on the data pages (/adatok…) and on the election's attachment page (its bare path). */
  electionMap: ElectionMapViewProps | null;
  /** The sidebar's election boxes (domain/listViews.ts sidebarFor). */
  electionBoxes: boolean;
  /** A data page's heading: the tab, and the region and party it shows. */
  mapHeading: string;
  /** The list pages' sidebar beside an articles view (its election boxes are `electionBoxes`); null on the other views. */
  sidebar: ListSidebarData | null;
  /** Unix seconds of the render: the articles' dates. */
  now: number;
}

function viewOf(m: SupplementMatch, requested: string, available: ReadonlySet<string>) {
  const { supplement: s } = m;
  // Links stay under the slug the reader came by, so the alias's tabs work as the supplement's do.
  const slug = requested;
  // A tab whose default sub-tab has no data links to its first sub-tab that has.
  const firstSub = (t: SupplementTab) => (t.subTabs?.some((sub) => sub.dataset) ? (visibleSubTabs(t, available)[0] ?? null) : null);
  const tabs = visibleTabs(s, available).map((t) => ({ label: t.label, href: supplementPath(s, t, firstSub(t), [], slug), current: t === m.tab }));
  const subTabs = (m.tab.subTabs?.some((sub) => sub.dataset) ? visibleSubTabs(m.tab, available) : (m.tab.subTabs ?? [])).map((sub) => ({
    label: sub.label,
    // A tab's first shown sub-tab may not be its default one (hidden for want of data): its own path then.
    href: supplementPath(s, m.tab, sub, [], slug),
    current: sub === m.subTab,
  }));
  return { tabs, subTabs };
}

/** The supplement's datasets that have rows: the data tabs shown (a supplement without data has none). */
async function availableDatasets(api: ContentApi, slug: string): Promise<Set<string>> {
  try {
    return new Set((await api.supplementDatasets(slug)).datasets);
  } catch (err) {
    if (!isContentApiError(err, 'not-found')) throw err;
    return new Set();
  }
}

export async function data(pageContext: PageContextServer): Promise<SupplementPageData> {
  const site = siteOf(pageContext);
  const path = pageContext.urlPathname;
  const notFound = () => render(404, notFoundMessage(path));
  const route = matchRoute(site, path, { donationsOff: false });
  const m = route.name === 'melleklet' && hasSupplements(site) ? matchSupplement(route.fullPath) : null;
  if (!m) throw notFound();
  const page = pageFromQuery(pageContext.urlParsed.search.oldal);
  const { supplement: s, tab, subTab } = m;
  const shell = loadShell(pageContext);
  const api = apiOf(pageContext);
  const available = await availableDatasets(api, s.slug);
  // "Tabs without data are hidden, never shown as placeholders" (issue 23): their paths are 404 too.
  if (!viewHasData(tab, subTab, available)) throw notFound();
  const viewTitle = [tab.label, subTab && subTab.slug !== '' ? subTab.label : null].filter(Boolean).join(' – ');
  const base = {
    title: s.title,
    viewTitle,
    tabLabel: tab.label,
    ...viewOf(m, m.requested, available),
    kind: tab.kind,
    path: m.path,
    free: m.free,
    election: s.election === true,
    map: s.election === true && tab.freeSegments !== undefined,
    euCofinanced: s.euCofinanced === true,
    game: tab.game ?? null,
    now: Math.floor(Date.now() / 1000),
  };
  // An election's data page names a region and a party of its map (404 otherwise); its attachment page
  // (the supplement's bare path) shows the national map with the more link.
  const onDataPage = base.map;
  const attachment = s.election === true && tab === s.tabs[0] && !subTab?.slug && m.free.length === 0;
  const view = onDataPage || attachment ? mapViewOf(s.slug, m.free) : null;
  if (onDataPage && !view) throw notFound();
  const regionTitle = view && onDataPage ? [view.region?.name, view.party?.name].filter(Boolean).join(', ') : '';
  const mapPart = {
    electionMap: view ? electionMapProps(view, onDataPage) : null,
    electionBoxes: sidebarFor(site, m.path).election,
    mapHeading: regionTitle ? `${viewTitle}: ${regionTitle}` : viewTitle,
  };
  const headTitle = tab.slug === '' && !subTab?.slug ? s.title : `${viewTitle}${regionTitle ? `: ${regionTitle}` : ''} – ${s.title}`;

  const part = footballPartOf(m);
  if (part && s.football) {
    if (page > 1) throw notFound();
    // The football screen with the league fixed to the tournament (a live-score failure is an empty box, §8).
    const query = parseFootballQuery(pageContext.urlParsed.search);
    const view = await loadFootballPart(footballSourceOf(pageContext), s.football, part, query, {
      basePath: supplementPath(s, tab, subTab, [], m.requested),
      nowUnix: Math.floor(Date.now() / 1000),
    });
    const match = view.match ? footballTitle(view) : null;
    return {
      ...base,
      ...mapPart,
      head: pageHead(site, {
        title: match ? `${match.title} – ${s.title}` : headTitle,
        path: canonicalHref(query, { ...view, basePath: m.path }),
        ...(match ? { description: match.description, noindex: match.noindex } : {}),
      }),
      shell: await shell,
      items: [],
      page: 1,
      totalPages: 1,
      dataset: null,
      search: '',
      football: view,
      sidebar: null,
      deps: { articles: [], lists: [FOOTBALL_KEY] },
    };
  }

  const datasetName = datasetOf(tab, subTab);
  if (datasetName) {
    if (page > 1) throw notFound();
    const search = tab.query?.includes(CONSTITUENCY_SEARCH_PARAM) ? searchText(pageContext.urlParsed.search[CONSTITUENCY_SEARCH_PARAM]) : '';
    let dataset: Dataset;
    try {
      dataset = await api.supplementData(s.slug, datasetName);
    } catch (err) {
      if (isContentApiError(err, 'not-found')) throw notFound();
      throw err;
    }
    return {
      ...base,
      ...mapPart,
      // A search's answer is the table's page with fewer rows: the canonical is the table's.
      head: pageHead(site, { title: search ? `„${search}” – ${headTitle}` : headTitle, path: m.path, ...(search ? { noindex: true } : {}) }),
      shell: await shell,
      items: [],
      page: 1,
      totalPages: 1,
      dataset,
      search,
      football: null,
      sidebar: null,
      // The datasets are the seed's and change with a new seed only, which renders every page (D-258).
      deps: { articles: [], lists: [] },
    };
  }

  if (tab.kind !== 'articles') {
    if (page > 1) throw notFound();
    return {
      ...base,
      ...mapPart,
      // A party's view of a region is that region's page with a row highlighted: its canonical is the region's (D-272).
      head: pageHead(site, { title: headTitle, path: view?.party ? dataPagePath(s.slug, view.region?.key) : m.path }),
      shell: await shell,
      items: [],
      page: 1,
      totalPages: 1,
      dataset: null,
      search: '',
      football: null,
      sidebar: null,
      // Nothing from the content API yet: the data sources come with their own issue.
      deps: { articles: [], lists: [] },
    };
  }

  const genre = genreTagOf(m);
  let result: { items: Article[]; totalItems: number; totalPages: number };
  // The list pages' sidebar (§2 "Sidebar varies"); the election boxes are the page's own (ElectionBoxes, D-270).
  const framed = shell.then((sh) =>
    loadListFrame(
      pageContext,
      { path: m.path, sidebar: { ...sidebarFor(site, m.path), election: false } },
      { shell: sh, header: { title: s.title, rss: null, author: null } },
    ),
  );
  try {
    result = genre ? await api.search({ filters: { and_tags: [s.tag, genre] }, page, perPage: 10 }) : await api.list({ tag: s.tag }, page);
  } catch (err) {
    // A supplement whose tag nobody has used yet is an empty supplement, not a missing page.
    if (!isContentApiError(err, 'not-found')) throw err;
    result = { items: [], totalItems: 0, totalPages: 1 };
  }
  const frame = await framed;
  // The supplement exists with no articles (page 1 says so); a page past the end does not.
  if (page > 1 && result.items.length === 0) throw notFound();
  const pagePath = page > 1 ? `${m.path}?oldal=${page}` : m.path;
  return {
    ...base,
    ...mapPart,
    head: pageHead(site, { title: headTitle, path: pagePath }),
    shell: await shell,
    items: result.items,
    page,
    totalPages: Math.max(1, result.totalPages),
    dataset: null,
    search: '',
    football: null,
    sidebar: frame.frame.sidebar,
    deps: {
      articles: [...result.items.map((a) => a.id), ...frame.deps.articles],
      lists: [supplementListKey(m, page), ...frame.deps.lists],
      pageCount: Math.max(1, result.totalPages),
    },
  };
}
