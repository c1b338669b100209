// The supplement pages (/melleklet/…): the path's supplement, tab and sub-tab (404 for none, or for a tab without
// data), the tab bars, and the view's kind (domain/supplementTabKinds.ts) whose loader (kinds/loaders.ts) loads it.
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { matchRoute, notFoundMessage } from '../../domain/routes';
import { hasSupplements, matchSupplement, supplementPath, type SupplementMatch, type SupplementTab } from '../../domain/supplements';
import { viewHasData, visibleSubTabs, visibleTabs } from '../../domain/supplementData';
import { tabKindOf } from '../../domain/supplementTabKinds';
import type { ContentApi } from '../../contentClient/client';
import { pageHead } from '../../domain/head';
import { pageFromQuery } from '../../domain/lists';
import { isContentApiError } from '../../contentClient/errors';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import { listLogo, sidebarFor } from '../../domain/listViews';
import { loadTab, tabLoader, type TabViewData } from './kinds/loaders';
import type { SupplementPageBase, TabLink } from './kinds/types';

export type { TabLink } from './kinds/types';

export interface SupplementPageData extends SupplementPageBase {
  /** The view's kind and what its loader gave (kinds/views.ts draws it). */
  view: TabViewData;
}

function tabBars(m: SupplementMatch, available: ReadonlySet<string>): { tabs: TabLink[]; subTabs: TabLink[] } {
  const { supplement: s } = m;
  // Links stay under the slug the reader came by, so the alias's tabs work as the supplement's do.
  const slug = m.requested;
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
  const available = await availableDatasets(apiOf(pageContext), s.slug);
  // "Tabs without data are hidden, never shown as placeholders" (issue 23): their paths are 404 too.
  if (!viewHasData(tab, subTab, available)) throw notFound();
  const kind = tabKindOf(m);
  const loader = kind && tabLoader(kind);
  if (!kind || !loader) {
    console.error(`melleklet: ${m.path} is no tab kind’s (${kind ?? 'no kind'}): 404`);
    throw notFound();
  }
  if (page > 1 && !loader.paged) throw notFound();
  const viewTitle = [tab.label, subTab && subTab.slug !== '' ? subTab.label : null].filter(Boolean).join(' – ');
  const headTitle = tab.slug === '' && !subTab?.slug ? s.title : `${viewTitle} – ${s.title}`;
  const loaded = await loadTab(kind, loader, { pageContext, site, match: m, page, shell, viewTitle, headTitle, notFound });
  return {
    title: s.title,
    viewTitle,
    tabLabel: tab.label,
    ...tabBars(m, available),
    group: tab.kind,
    path: m.path,
    euCofinanced: s.euCofinanced === true,
    logo: listLogo(route),
    electionBoxes: sidebarFor(site, m.path).election,
    head: pageHead(site, { title: headTitle, path: m.path, ...loaded.head }),
    shell: await shell,
    sidebar: loaded.sidebar ?? null,
    view: loaded.data,
    deps: loaded.deps,
  };
}
