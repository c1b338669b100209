import type { ReactNode } from 'react';
import type { PageContextServer } from 'vike/types';
import type { SiteSlug } from '../../../domain/types';
import type { PageDeps } from '../../../domain/dependencies';
import type { SupplementMatch, SupplementTabGroup } from '../../../domain/supplements';
import type { ListSidebarData } from '../../../components/ListSidebar/ListSidebar';
import type { PageData } from '../../../renderer/types';
import type { Shell } from '../../../domain/shell';
import type { ListLogo } from '../../../domain/listViews';

export interface TabLink {
  label: string;
  href: string;
  current: boolean;
}

/** What every supplement view has, whatever its kind: the title, the tab bars, the election's and the EU's parts. */
export interface SupplementPageBase extends PageData {
  title: string;
  /** What this view is called under the supplement's title (the tab, and the sub-tab when there is one). */
  viewTitle: string;
  /** The tab's own label (names the sub-tab row). */
  tabLabel: string;
  tabs: TabLink[];
  subTabs: TabLink[];
  /** The table's grouping of the tab (domain/supplements.ts `kind`): the page's `data-supplement-view`. */
  group: SupplementTabGroup;
  /** The canonical path of the view (an articles view's first page: the pager's base). */
  path: string;
  euCofinanced: boolean;
  /** The sub-brand logo its title is drawn as (domain/listViews.ts listLogo: valasztas-2024, ep-2024); null: none. */
  logo: ListLogo | null;
  /** The sidebar's election boxes (domain/listViews.ts sidebarFor). */
  electionBoxes: boolean;
  /** The list pages' sidebar beside the view (its election boxes are `electionBoxes`); null: no sidebar. */
  sidebar: ListSidebarData | null;
}

/**
 * The page's half of a tab kind (its rule: domain/supplementTabKinds.ts), in two files so the browser's bundle of
 * the page gets the drawing and never the loading. The loader (`<kind>.load.ts`, the data hook's) gets the view
 * the path names, once the tab is known to have data.
 */
export interface TabLoadContext {
  pageContext: PageContextServer;
  site: SiteSlug;
  match: SupplementMatch;
  /** The `oldal` query's page: always 1 for a kind that is not `paged` (the dispatcher answers 404 past it). */
  page: number;
  shell: Promise<Shell>;
  viewTitle: string;
  /** The head's title when the view has none of its own: the supplement's, or the view's with the supplement's. */
  headTitle: string;
  /** The 404 a loader throws for a view that does not exist (a region the map lacks, a missing dataset). */
  notFound(): unknown;
}

export interface TabLoaded<D> {
  /** The view's data: the page data's `view` with the kind's name. */
  data: D;
  /** The head, where it is not `headTitle` at the match's path. */
  head?: { title?: string; path?: string; description?: string; noindex?: boolean };
  /** The dependency keys of what it loaded (prerender/plan.ts re-renders the page when they change). */
  deps: PageDeps;
  sidebar?: ListSidebarData;
}

export interface TabLoader<D> {
  /** The view has pages (`?oldal=`); a kind without any answers 404 past page 1. */
  paged?: true;
  load(ctx: TabLoadContext): Promise<TabLoaded<D>>;
}

/** The view (`<kind>.tsx`, the page's): how it draws what was loaded, under the tab bars. */
export interface TabView<D> {
  render(data: D, page: SupplementPageBase): ReactNode;
}
