import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { siteOf } from '../../renderer/shell';

/** Every /melleklet/… path the route table gives to the supplements; +data.ts answers 404 for an unknown one. */
export default function route(pageContext: PageContextServer) {
  return matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false }).name === 'melleklet';
}
