import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { siteOf } from '../../renderer/shell';

export default function route(pageContext: PageContextServer) {
  return matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false }).name === 'exchange';
}
