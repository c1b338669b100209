import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { siteOf } from '../../renderer/shell';

/** articles_by_site: the front page of a sub-site, /after, /g7, /karakter. */
export default function route(pageContext: PageContextServer) {
  const m = matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false });
  return m.name === 'articles_by_site' ? { routeParams: { site: m.site } } : false;
}
