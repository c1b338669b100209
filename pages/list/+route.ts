import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { listRouteFor } from '../../domain/listRoutes';
import { siteOf } from '../../renderer/shell';

/** Every route domain/listRoutes.ts describes as a plain article list. */
export default function route(pageContext: PageContextServer) {
  const site = siteOf(pageContext);
  const list = listRouteFor(site, matchRoute(site, pageContext.urlPathname, { donationsOff: false }));
  return list ? { routeParams: { listPath: list.path } } : false;
}
