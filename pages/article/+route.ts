import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

/** single_article and liveblog_article of the route table (domain/routes.ts). */
export default function route(pageContext: PageContextServer) {
  const m = pageRoute(pageContext).match;
  if (m.name !== 'single_article' && m.name !== 'liveblog_article') return false;
  return { routeParams: { slug: m.slug, year: m.year, month: m.month, day: m.day } };
}
