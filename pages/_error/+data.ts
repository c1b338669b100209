import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { ERROR_TEXTS, STATIC_NOT_FOUND_PATH, STATIC_SERVER_ERROR_PATH } from '../../domain/errors';
import { notFoundMessage } from '../../domain/routes';
import { loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface ErrorPageData extends PageData {
  notFound: boolean;
  /**
   * A 404's message of reader-site.md §8, 'Page Not Found: {path}' (route validation, forbidden routes, empty
   * lists, inactive articles, unmatched routes); null on the static 404.html, whose edge fills the path in.
   */
  notFoundMessage: string | null;
}

export async function data(pageContext: PageContextServer): Promise<ErrorPageData> {
  // The job's render of the static server error page (a prerender run only: a reader's /500 is a 404).
  const staticServerError = pageContext.dataGeneration !== undefined && pageContext.urlPathname === STATIC_SERVER_ERROR_PATH;
  const notFound = !staticServerError && (pageContext.is404 === true || pageContext.abortStatusCode === 404);
  const texts = notFound ? ERROR_TEXTS.notFound : ERROR_TEXTS.server;
  return {
    head: pageHead(siteOf(pageContext), { title: texts.title, path: pageContext.urlPathname, error: true }),
    shell: await loadShell(pageContext),
    notFound,
    notFoundMessage: !notFound || pageContext.urlPathname === STATIC_NOT_FOUND_PATH ? null : messageOf(pageContext),
    deps: { articles: [], lists: [] },
  };
}

/** The message a page's data hook gave its 404 (render(404, notFoundMessage(path))), or the unmatched route's. */
function messageOf(pageContext: PageContextServer): string {
  const reason = pageContext.abortReason;
  return typeof reason === 'string' && reason !== '' ? reason : notFoundMessage(pageContext.urlPathname);
}
