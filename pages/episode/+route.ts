import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

/** An episode's page, /{site?}/podcast/{podcast}/{episode} (D-226). */
export default function route(pageContext: PageContextServer) {
  const m = pageRoute(pageContext).match;
  return m.name === 'episode' ? { routeParams: { podcast: m.podcast, episode: m.episode } } : false;
}
