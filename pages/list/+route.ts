import type { PageContextServer } from 'vike/types';
import { listViewFor } from '../../domain/listViews';
import { siteOf } from '../../renderer/shell';

/** Every route domain/listViews.ts describes as an article list (the sub-site fronts are pages of their own). */
export default function route(pageContext: PageContextServer) {
  const view = listViewFor(siteOf(pageContext), pageContext.urlPathname);
  return view?.list ? { routeParams: { listPath: view.path } } : false;
}
