import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { Article } from '../../domain/types';
import { matchRoute, notFoundMessage } from '../../domain/routes';
import { listRouteFor, type ListRoute } from '../../domain/listRoutes';
import { pageHead } from '../../domain/head';
import { pageKey } from '../../domain/dependencies';
import { pageFromQuery } from '../../domain/lists';
import { ContentNotFound } from '../../live/contentApi';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface ListPageData extends PageData {
  list: ListRoute;
  title: string;
  rss: string | null;
  items: Article[];
  page: number;
  totalPages: number;
}

export async function data(pageContext: PageContextServer): Promise<ListPageData> {
  const site = siteOf(pageContext);
  const list = listRouteFor(site, matchRoute(site, pageContext.urlPathname, { donationsOff: false }))!;
  const page = pageFromQuery(pageContext.urlParsed.search.oldal);
  const notFound = () => render(404, notFoundMessage(pageContext.urlPathname));
  const api = apiOf(pageContext, list.site);
  const shell = loadShell(pageContext);
  let result;
  try {
    result = await api.list(list.filters as Record<string, string>, page);
  } catch (err) {
    if (err instanceof ContentNotFound) throw notFound();
    throw err;
  }
  // A list with no items does not exist (spec §5), nor does a page past its end.
  if (result.totalItems === 0 || result.items.length === 0) throw notFound();
  const title = list.title ?? result.title ?? list.path;
  const path = page > 1 ? `${list.path}?oldal=${page}` : list.path;
  return {
    head: pageHead(site, { title, path, ...(result.rss ? { feeds: [{ title, href: result.rss }] } : {}) }),
    shell: await shell,
    list,
    title,
    rss: result.rss,
    items: result.items,
    page,
    totalPages: result.totalPages,
    deps: { articles: result.items.map((a) => a.id), lists: [pageKey(list.key, page)], pageCount: result.totalPages },
  };
}
