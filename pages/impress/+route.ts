import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { siteOf } from '../../renderer/shell';

// On the Romanian edition /impresszum redirects to /dokumentum/impresszum before it gets here (domain/redirects.ts).
export default function route(pageContext: PageContextServer) {
  return matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false }).name === 'impress';
}
