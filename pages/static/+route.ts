import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { siteOf } from '../../renderer/shell';

const NAMES = new Set(['support', 'academy', 'youth', 'tax', 'empty']);

/** The screens whose text is ours (domain/screens.ts). The donations flag is read in +data.ts. */
export default function route(pageContext: PageContextServer) {
  return NAMES.has(matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false }).name);
}
