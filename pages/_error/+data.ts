import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../domain/head';
import { ERROR_TEXTS } from '../../domain/errors';
import { loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface ErrorPageData extends PageData {
  notFound: boolean;
}

export async function data(pageContext: PageContextServer): Promise<ErrorPageData> {
  const notFound = pageContext.is404 === true || pageContext.abortStatusCode === 404;
  const texts = notFound ? ERROR_TEXTS.notFound : ERROR_TEXTS.server;
  return {
    head: pageHead(siteOf(pageContext), { title: texts.title, path: pageContext.urlPathname, error: true }),
    shell: await loadShell(pageContext),
    notFound,
    deps: { articles: [], lists: [] },
  };
}
