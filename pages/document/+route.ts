import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

export default function route(pageContext: PageContextServer) {
  const m = pageRoute(pageContext).match;
  return m.name === 'doc' ? { routeParams: { slug: m.slug } } : false;
}
