import type { PageContextServer } from 'vike/types';
import type { Document } from '../../domain/types';
import { pageHead } from '../../domain/head';
import { sanitizeBody } from '../../domain/sanitize';
import { docKey } from '../../domain/screens';
import { pageFailure } from '../../renderer/contentFailure';
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
    pageFailure(err, pageContext.urlPathname);
  }
  return {
    head: pageHead(site, { title: doc.title, path: `/dokumentum/${encodeURIComponent(slug)}` }),
    shell: await shell,
    doc: { title: doc.title, updatedAt: doc.updatedAt },
    html: sanitizeBody(doc.content),
    deps: { articles: [], lists: [docKey(slug)], lastmod: doc.updatedAt },
  };
}
