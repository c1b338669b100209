import type { PageContextServer } from 'vike/types';
import { hasSupplements } from '../../domain/supplements';
import { pageRoute } from '../../renderer/pageRoute';

/** Only the game's bare path for now: its sub-pages come with the prediction-game issue (until then 404). */
export default function route(pageContext: PageContextServer) {
  const { site, match: m } = pageRoute(pageContext);
  return m.name === 'tippjatek' && m.subSlug === undefined && hasSupplements(site);
}
