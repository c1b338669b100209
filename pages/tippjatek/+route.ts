import type { PageContextServer } from 'vike/types';
import { GAME_KEY_SYNTAX, gameOf } from '../../domain/predictionGame';
import { hasSupplements } from '../../domain/supplements';
import { pageRoute } from '../../renderer/pageRoute';

/** The game list, a game (subSlug) and a reader's tip sheet (key); anything else under it is a 404. */
export default function route(pageContext: PageContextServer) {
  const { site, match: m } = pageRoute(pageContext);
  if (m.name !== 'tippjatek' || !hasSupplements(site)) return false;
  if (m.subSlug === undefined) return true;
  return gameOf(m.subSlug) !== null && (m.key === undefined || GAME_KEY_SYNTAX.test(m.key));
}
