import type { PageContextServer } from 'vike/types';
import type { Document } from '../../domain/types';
import { pageHead } from '../../domain/head';
import { sanitizeBody } from '../../domain/sanitize';
import { docKey } from '../../domain/screens';
import { NEWSLETTER_PAGE } from '../../domain/newsletter';
import { pageFailure } from '../../renderer/contentFailure';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface DocumentPageData extends PageData {
  doc: Pick<Document, 'title' | 'updatedAt'>;
  html: string;
  /** The newsletter's page (domain/newsletter.ts NEWSLETTER_PAGE), where every 'Feliratkozom' leads: its sign-up form. */
  signup: boolean;
}

export async function data(pageContext: PageContextServer): Promise<DocumentPageData> {
  const site = siteOf(pageContext);
  const slug = pageContext.routeParams.slug!;
  const shell = loadShell(pageContext);
  const path = `/dokumentum/${encodeURIComponent(slug)}`;
  let doc: Document;
  try {
    doc = await apiOf(pageContext).doc(slug);
  } catch (err) {
    pageFailure(err, pageContext.urlPathname);
  }
  return {
    head: pageHead(site, { title: doc.title, path }),
    shell: await shell,
    doc: { title: doc.title, updatedAt: doc.updatedAt },
    html: sanitizeBody(doc.content),
    signup: path === NEWSLETTER_PAGE,
    deps: { articles: [], lists: [docKey(slug)], lastmod: doc.updatedAt },
  };
}
