import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

/** Every /melleklet/… path the route table gives to the supplements; +data.ts answers 404 for an unknown one. */
export default function route(pageContext: PageContextServer) {
  return pageRoute(pageContext).match.name === 'melleklet';
}
