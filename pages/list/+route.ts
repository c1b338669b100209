import type { PageContextServer } from 'vike/types';
import { listViewFor } from '../../domain/listViews';
import { pageRoute } from '../../renderer/pageRoute';

/** Every route domain/listViews.ts describes as an article list (the sub-site fronts are pages of their own). */
export default function route(pageContext: PageContextServer) {
  const { site, pathname } = pageRoute(pageContext);
  const view = listViewFor(site, pathname);
  return view?.list ? { routeParams: { listPath: view.path } } : false;
}
