import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

/** articles_by_site: the front page of a sub-site, /after, /g7, /karakter. */
export default function route(pageContext: PageContextServer) {
  const m = pageRoute(pageContext).match;
  return m.name === 'articles_by_site' ? { routeParams: { site: m.site } } : false;
}
