// The recommender box's attributes (domain/dataAttributes.ts): written by RecommenderBox.tsx, read and set by
// recommender.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const RECOMMENDER_ATTR = {
  /** The box, naming the version of the lists it shows. */
  box: 'data-recommender',
  /** The site whose lists it shows. */
  site: 'data-site',
  /** The article the box stands under: never recommended. */
  exclude: 'data-exclude',
  /** A group of cards, by its list's name. */
  group: 'data-recommender-group',
  /** A card's article. */
  articleId: 'data-article-id',
} as const satisfies DataAttrs;
