import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { siteOf } from '../../renderer/shell';

export default function route(pageContext: PageContextServer) {
  const m = matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false });
  return m.name === 'doc' ? { routeParams: { slug: m.slug } } : false;
}
