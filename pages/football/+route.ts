import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

export default function route(pageContext: PageContextServer) {
  return pageRoute(pageContext).match.name === 'football';
}
