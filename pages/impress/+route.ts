import type { PageContextServer } from 'vike/types';
import { pageRoute } from '../../renderer/pageRoute';

// On the Romanian edition /impresszum redirects to /dokumentum/impresszum before it gets here (domain/redirects.ts).
export default function route(pageContext: PageContextServer) {
  return pageRoute(pageContext).match.name === 'impress';
}
