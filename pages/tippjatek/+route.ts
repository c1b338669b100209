import type { PageContextServer } from 'vike/types';
import { matchRoute } from '../../domain/routes';
import { hasSupplements } from '../../domain/supplements';
import { siteOf } from '../../renderer/shell';

/** Only the game's bare path for now: its sub-pages come with the prediction-game issue (until then 404). */
export default function route(pageContext: PageContextServer) {
  const m = matchRoute(siteOf(pageContext), pageContext.urlPathname, { donationsOff: false });
  return m.name === 'tippjatek' && m.subSlug === undefined && hasSupplements(siteOf(pageContext));
}
