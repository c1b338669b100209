import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { Article, PagedArticleList, SearchFilters, SearchResult, SiteSlug } from '../../domain/types';
import { notFoundMessage } from '../../domain/routes';
import { pageHead } from '../../domain/head';
import { breadcrumbList, listTrail } from '../../domain/structuredData/breadcrumbs';
import { pageKey } from '../../domain/dependencies';
import { showHighlightStrip, withoutStrip } from '../../domain/lists';
import { avatarSrc } from '../../domain/images';
import { HIKING_SECTION, listOfOtherDomain } from '../../domain/listRoutes';
import {
  listEntries,
  listHeading,
  listViewFor,
  listViewKeys,
  promotedFor,
  withoutEmptyTabs,
  hikingTabKeys,
  tabsAreSectionMenu,
  type ListEntry,
  type ListView,
} from '../../domain/listViews';
import { isSearch, mergeFilters, parseListQuery, type ListQuery } from '../../domain/listQuery';
import { LIST_FILTER_OF_TYPE, tagsOfFilters, unnamedTags, withNames, type SearchTag } from '../../domain/searchTags';
import { pageFailure } from '../../renderer/contentFailure';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import type { ListFrameData } from '../../components/ListFrame/ListFrame';
import { commonDataOf, loadListFrame } from './frame';
import type { PodcastEpisode } from '../../domain/podcast/types';
import { PODCAST_TABS, TAB_EPISODES } from '../../domain/podcast/blocks';
import { episodeDeps, podcastEpisodesKey } from '../../domain/podcast/paths';
import { isContentApiError } from '../../contentClient/errors';

export interface ListPageData extends PageData {
  view: ListView;
  frame: ListFrameData;
  entries: ListEntry<Article>[];
  highlights: Article[];
  page: number;
  totalPages: number;
  totalItems: number;
  query: ListQuery;
  /** The reader searched (term or filters): results, not the list itself. */
  searching: boolean;
  /** The tag input's tags (the archive, a list's search): the list's own criteria, then the reader's, named as the hits name them. */
  tags: SearchTag[];
  now: number;
  /** A podcast tab's episodes (G7 /podcast; domain/podcast/blocks.ts PODCAST_TABS), on its first page. */
  episodes: PodcastEpisode[];
}

/** Titles looked up for tags no hit named: a search may name 60 values, and each costs a call. */
const MAX_NAMED_LOOKUPS = 10;

export async function data(pageContext: PageContextServer): Promise<ListPageData> {
  const site = siteOf(pageContext);
  let view = listViewFor(site, pageContext.urlPathname)!;
  const list = view.list!;
  const notFound = () => render(404, notFoundMessage(pageContext.urlPathname));
  const query = parseListQuery(pageContext.urlParsed.search);
  if (!query) throw notFound();
  const page = query.page;
  // A term on a list without a search box is not a search of that list: the plain list answers.
  const searching = view.search !== null && isSearch(query);
  const api = apiOf(pageContext, list.site);
  const shell = loadShell(pageContext);

  let answer: Awaited<ReturnType<typeof loadItems>>;
  try {
    answer = await loadItems(api, view, query, searching);
  } catch (err) {
    pageFailure(err, pageContext.urlPathname);
  }
  const { result, titleSource } = answer;
  // A list with no items does not exist (spec §5), nor does a page past its end. A search without hits
  // is a page that says so.
  if (!searching && (result.totalItems === 0 || result.items.length === 0)) throw notFound();
  if (searching && page > 1 && result.items.length === 0) throw notFound();
  // Each domain answers only its own lists: the content API lists a section or an author whatever the
  // site, so the other domain's section (/rovat/erdely on the main domain) would be served here too.
  if (listOfOtherDomain(list, site, result.items)) throw notFound();
  const listed = searching && result.items.length === 0 ? await existingList(api, view, site, pageContext.urlPathname) : null;
  if (listed === false) throw notFound();

  const title = listHeading(view.kind, view.title ?? result.title ?? listed?.title ?? (titleSource ? await titleSource : null) ?? list.path);
  const rss = view.rss ?? result.rss ?? null;
  const authorOf = view.author ? result.items.flatMap((a) => a.articleAuthors).find((x) => x.slug === view.author) : undefined;

  const first = page === 1 && !searching;
  const tabPodcast = first ? PODCAST_TABS[view.path] : undefined;
  const [highlights, common, episodes] = await Promise.all([
    first && view.highlightStrip ? loadHighlights(api, view, result) : Promise.resolve([] as Article[]),
    first && view.promoted ? commonDataOf(pageContext) : Promise.resolve(null),
    tabPodcast ? loadTabEpisodes(api, tabPodcast) : Promise.resolve([] as PodcastEpisode[]),
  ]);
  const strip = showHighlightStrip(highlights) ? highlights : [];
  const promoted = promotedFor(site, common?.latestPrArticles ?? []);
  const entries = listEntries(withoutStrip(result.items, strip), { promoted, page });

  // A difficulty tab without articles would be a 404: the bar leaves it out until it has some.
  let tabKeys: string[] = [];
  if (view.kind === 'hiking') {
    view = await withoutEmptyHikingTabs(api, view);
    // Deep pages keep their bar until the sweep: only the first page watches the other tabs.
    if (page === 1) tabKeys = hikingTabKeys();
  }

  // A list's search shows the list's own section, tag or author as a tag that stays (specialised-features.md §4).
  const tags = view.search && (view.kind === 'archive' || searching) ? await archiveTags(api, view.search.filters, query, result.items) : [];

  const shellData = await shell;
  const loaded = await loadListFrame(pageContext, view, {
    shell: shellData,
    header: { title, rss, author: authorOf ? { name: authorOf.name, avatar: authorOf.avatarSrc ? avatarSrc(authorOf.avatarSrc) : null } : null },
  });
  const path = page > 1 ? `${view.path}?oldal=${page}` : view.path;
  const shown = entries.flatMap((e) => (e.kind === 'article' ? [e.article.id] : []));
  return {
    head: pageHead(site, {
      title,
      path,
      noindex: searching,
      ...(rss ? { feeds: [{ title, href: rss }] } : {}),
      jsonLd: [breadcrumbList(site, listTrail(list.site, { name: title, path: view.path }))],
    }),
    shell: shellData,
    headerSections: !tabsAreSectionMenu(view),
    view,
    frame: loaded.frame,
    entries,
    highlights: strip,
    page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
    query,
    searching,
    tags,
    now: Math.floor(Date.now() / 1000),
    episodes,
    deps: {
      articles: [...new Set([...shown, ...strip.map((a) => a.id), ...loaded.deps.articles])],
      lists: [
        ...new Set([
          ...listViewKeys(view, pageKey(list.key, page)),
          ...tabKeys,
          ...(tabPodcast ? [podcastEpisodesKey(tabPodcast), ...episodeDeps(episodes)] : []),
        ]),
      ],
      pageCount: result.totalPages,
      ...(page === 1 && view.links.length ? { links: view.links } : {}),
    },
  };
}

type Api = ReturnType<typeof apiOf>;

/** The list's page, or the search's: a search box's own criteria with the reader's, and a title the search call lacks. */
/**
 * A search without hits cannot tell whether its list exists: the list's newest article does. False for an unknown
 * section, tag or author, or the other domain's (the 404 with a term as without one); else that first page.
 */
async function existingList(api: Api, view: ListView, site: SiteSlug, path: string): Promise<Awaited<ReturnType<Api['list']>> | false> {
  const list = view.list!;
  let listed: Awaited<ReturnType<Api['list']>>;
  try {
    listed = await api.list(list.filters as Record<string, string>, 1, 1);
  } catch (err) {
    pageFailure(err, path);
  }
  return listed.items.length === 0 || listOfOtherDomain(list, site, listed.items) ? false : listed;
}

async function loadItems(
  api: Api,
  view: ListView,
  query: ListQuery,
  searching: boolean,
): Promise<{ result: PagedArticleList | SearchResult; titleSource: Promise<string | null> | null }> {
  const list = view.list!;
  const page = query.page;
  if (searching || list.sites) {
    const own = view.search?.filters ?? {};
    const result = await api.search({
      filters: searching ? mergeFilters(own, query.filters) : own,
      term: searching ? query.term : '',
      page,
      perPage: query.perPage,
      sites: view.search?.sites ?? list.sites,
    });
    // The search call names only a single section; other lists' titles come from the list itself.
    const titleSource =
      view.title === null && result.title === null
        ? api.list(list.filters as Record<string, string>, 1, 1).then(
            (r) => r.title,
            () => null,
          )
        : null;
    return { result, titleSource };
  }
  const result = await api.list(
    { ...(list.filters as Record<string, string>), ...(list.excludeTag ? { excludeTag: list.excludeTag } : {}) },
    page,
    query.perPage,
  );
  return { result, titleSource: null };
}

/** The strip's highlights: another list's (/english), or the ones the list's answer carries. */
function loadHighlights(api: Api, view: ListView, result: PagedArticleList | SearchResult): Promise<Article[]> {
  if (!view.highlightsFrom) return Promise.resolve('highlights' in result ? result.highlights : []);
  return api.highlights(view.highlightsFrom).then(
    (r) => r.highlights,
    () => [] as Article[],
  );
}

/** A podcast tab's newest episodes. */
function loadTabEpisodes(api: Api, podcast: string): Promise<PodcastEpisode[]> {
  return api.episodes({ podcast, perPage: TAB_EPISODES }).then(
    (r) => r.items,
    (err: unknown) => {
      // A podcast the CMS does not have (yet): the tab shows its articles only.
      if (isContentApiError(err, 'not-found')) return [] as PodcastEpisode[];
      throw err;
    },
  );
}

/** The hiking bar without the difficulty tabs that have no article yet. */
async function withoutEmptyHikingTabs(api: Api, view: ListView): Promise<ListView> {
  const counts = await Promise.all(
    view.tabs.slice(1).map((t) =>
      api.list({ mstag: HIKING_SECTION, tag: t.href.slice(t.href.lastIndexOf('/') + 1) }, 1, 1).then(
        (r) => [t.href, r.totalItems] as const,
        () => [t.href, 0] as const,
      ),
    ),
  );
  return withoutEmptyTabs(view, Object.fromEntries(counts));
}

/** The archive's tags, named as the hits name them; a tag no hit names (no hits) by its own list's title. */
async function archiveTags(api: Api, own: SearchFilters, query: ListQuery, items: Article[]): Promise<SearchTag[]> {
  const tags = tagsOfFilters(own, query.filters, items);
  const unnamed = unnamedTags(tags);
  if (!unnamed.length) return tags;
  const found = await Promise.all(
    unnamed.slice(0, MAX_NAMED_LOOKUPS).map((t) =>
      api.list({ [LIST_FILTER_OF_TYPE[t.type]!]: t.value }, 1, 1).then(
        (r) => [`${t.type}:${t.value}`, r.title ?? ''] as const,
        () => [`${t.type}:${t.value}`, ''] as const,
      ),
    ),
  );
  return withNames(tags, new Map(found.filter(([, name]) => name !== '')));
}
