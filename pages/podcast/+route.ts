import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

/** A podcast's page, /{site?}/podcast/{podcast} (D-226). */
export default function route(pageContext: PageContextServer) {
  const m = pageRoute(pageContext).match;
  return m.name === 'podcast' ? { routeParams: { podcast: m.podcast } } : false;
}
