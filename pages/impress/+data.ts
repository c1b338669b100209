import type { PageContextServer } from 'vike/types';
import type { Document, StaffGroup } from '../../domain/types';
import { pageHead } from '../../domain/head';
import { sanitizeBody } from '../../domain/sanitize';
import { isContentApiError } from '../../contentClient/errors';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import { STAFF_KEY, docKey } from '../../domain/screens';

export interface ImpressPageData extends PageData {
  html: string | null;
  staff: StaffGroup[];
}

/** The publisher's document "impresszum" (its legal part) followed by the newsroom's staff. */
export async function data(pageContext: PageContextServer): Promise<ImpressPageData> {
  const site = siteOf(pageContext);
  const api = apiOf(pageContext);
  const [shell, doc, staff] = await Promise.all([
    loadShell(pageContext),
    api.doc('impresszum').catch((err: unknown): Document | null => {
      if (isContentApiError(err, 'not-found')) return null;
      throw err;
    }),
    api.staff(),
  ]);
  return {
    head: pageHead(site, { title: 'Impresszum', path: '/impresszum' }),
    shell,
    html: doc ? sanitizeBody(doc.content) : null,
    staff: staff.filter((g) => g.people.length > 0),
    deps: { articles: [], lists: [docKey('impresszum'), STAFF_KEY], ...(doc ? { lastmod: doc.updatedAt } : {}) },
  };
}
