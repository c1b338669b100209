import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { Document } from '../../domain/types';
import { notFoundMessage } from '../../domain/routes';
import { pageHead } from '../../domain/head';
import { sanitizeBody } from '../../domain/sanitize';
import { docKey } from '../../domain/screens';
import { ContentNotFound } from '../../live/contentApi';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface DocumentPageData extends PageData {
  doc: Pick<Document, 'title' | 'updatedAt'>;
  html: string;
}

export async function data(pageContext: PageContextServer): Promise<DocumentPageData> {
  const site = siteOf(pageContext);
  const slug = pageContext.routeParams.slug!;
  const shell = loadShell(pageContext);
  let doc: Document;
  try {
    doc = await apiOf(pageContext).doc(slug);
  } catch (err) {
    if (err instanceof ContentNotFound) throw render(404, notFoundMessage(pageContext.urlPathname));
    throw err;
  }
  return {
    head: pageHead(site, { title: doc.title, path: `/dokumentum/${encodeURIComponent(slug)}` }),
    shell: await shell,
    doc: { title: doc.title, updatedAt: doc.updatedAt },
    html: sanitizeBody(doc.content),
    deps: { articles: [], lists: [docKey(slug)], lastmod: doc.updatedAt },
  };
}
