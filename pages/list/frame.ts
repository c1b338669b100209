// The data of the list frame (header and sidebar) for any page the frame wraps: the list pages here, and
// the sub-site fronts (/after, /g7, /karakter), whose +data calls loadListFrame with listViewFor(site, path).
import type { PageContextServer } from 'vike/types';
import type { Article, FrontendInit } from '../../domain/types';
import { BOX_ARTICLES, listViewFor, listViewKeys, recommenderVersionFor, type ListView } from '../../domain/listViews';
import { HIKING_NEWS_TAG } from '../../domain/listRoutes';
import { latestListSites } from '../../domain/sites';
import type { ListFrameData } from '../../components/ListFrame/ListFrame';
import type { ListHeaderData } from '../../components/ListHeader/ListHeader';
import { apiOf, sharedData, siteOf } from '../../renderer/shell';
import { type Shell } from '../../domain/shell';
import { houseOffer } from '../../domain/housePromos';
import { isShownContent, uniqueBoxFor } from '../../domain/uniqueBoxes';
import { sanitizeBody } from '../../domain/sanitize';
import type { UniqueItem } from '../../domain/types';
import { HOLDBLOG_POOL, HOLDBLOG_SECTION, isHoldblogPath } from '../../domain/recommender';

/** The common data of the frontend init call (promoted articles, the After playlist), shared per process. */
export function commonDataOf(pageContext: PageContextServer): Promise<FrontendInit | null> {
  return sharedData(pageContext, 'frontend-init', () => apiOf(pageContext).frontendInit()).catch(() => null);
}

export interface LoadedFrame {
  frame: ListFrameData;
  /** What the frame's boxes add to the page's deps (the hiking news box; the other boxes are left to the sweep). */
  deps: { articles: number[]; lists: string[] };
}

/**
 * Header and sidebar of a framed page. The sidebar's boxes never fail the page: a box whose call fails is
 * left out. The latest and recommender boxes are not dependencies (every list shows them; tracking them
 * would re-render every list on each publish), as on the article pages; the hiking news box is.
 */
export async function loadListFrame(
  pageContext: PageContextServer,
  view: Pick<ListView, 'path' | 'sidebar'>,
  o: { shell: Shell; header: ListHeaderData },
): Promise<LoadedFrame> {
  const site = siteOf(pageContext);
  const api = apiOf(pageContext);
  const b = view.sidebar;
  const sites = latestListSites(site);
  const none: Promise<Article[]> = Promise.resolve([]);
  const version = recommenderVersionFor(view.path);
  const unique = uniqueBoxFor(view.path);
  const uniqueItems: Promise<UniqueItem[]> = !unique
    ? Promise.resolve([])
    : (unique.kind === 'group' ? api.uniqueGroup(unique.id).then((g) => g.uniques) : api.unique(unique.slug).then((u) => [u])).catch(() => []);
  const [latest, important, hikingNews, common, holdblog, uniques] = await Promise.all([
    b.latest
      ? sharedData(pageContext, 'latest-box', () => api.search({ sites, perPage: BOX_ARTICLES })).then(
          (r) => r.items,
          () => [],
        )
      : none,
    b.recommender
      ? sharedData(pageContext, `recommended:${version}`, () => api.recommended(version)).then(
          (r) => r.important,
          () => [],
        )
      : none,
    b.hikingNews
      ? api.list({ tag: HIKING_NEWS_TAG }, 1, BOX_ARTICLES).then(
          (r) => r.items,
          () => [],
        )
      : none,
    b.spotify ? commonDataOf(pageContext) : Promise.resolve(null),
    isHoldblogPath(view.path)
      ? api.mstag(HOLDBLOG_SECTION, HOLDBLOG_POOL).then(
          (r) => r.items,
          () => [],
        )
      : none,
    uniqueItems,
  ]);
  const shownUniques = uniques.filter((u) => isShownContent(u.content));
  return {
    frame: {
      header: o.header,
      sidebar: {
        site,
        boxes: b,
        latest: latest.filter((a) => a.url === undefined || a.url.startsWith('/')),
        important,
        recommenderVersion: version,
        hikingNews,
        spotifyUrl: common?.afterSpotifyUrl ?? null,
        holdblog,
        editorial:
          unique && shownUniques.length > 0
            ? { title: unique.title, html: shownUniques.map((u) => sanitizeBody(u.content)).join('\n'), slugs: shownUniques.map((u) => u.slug) }
            : null,
        apps: o.shell.menus?.footerApp ?? [],
        offer: houseOffer(site, o.shell.componentSetup),
      },
    },
    deps: { articles: hikingNews.map((a) => a.id), lists: [...listViewKeys(view, null), ...uniques.map((u) => `unique:${u.slug}`)] },
  };
}

/**
 * The frame of a sub-site front (/after, /g7, /karakter) for its +data: the view (tabs with "Összes"
 * active, header group hidden, the sub-site's sidebar) and the loaded header and sidebar. Its page renders
 * `<ListFrame view={view} frame={frame}>…curated blocks…</ListFrame>` and adds `deps` to its own.
 */
export async function subSiteFrontFrame(pageContext: PageContextServer, shell: Shell): Promise<LoadedFrame & { view: ListView }> {
  const view = listViewFor(siteOf(pageContext), pageContext.urlPathname);
  if (!view || view.kind !== 'sub-site-front') throw new Error(`${pageContext.urlPathname} is not a sub-site front`);
  const loaded = await loadListFrame(pageContext, view, { shell, header: { title: view.title ?? '', rss: view.rss, author: null } });
  return { view, ...loaded };
}
