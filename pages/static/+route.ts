import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

const NAMES = new Set(['support', 'academy', 'youth', 'tax', 'empty']);

/** The screens whose text is ours (domain/screens.ts). The donations flag is read in +data.ts. */
export default function route(pageContext: PageContextServer) {
  return NAMES.has(pageRoute(pageContext).match.name);
}
