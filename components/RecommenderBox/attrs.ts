// The recommender box's attributes (domain/dataAttributes.ts): written by RecommenderBox.tsx, read and set by
// recommender.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The box, naming the version of the lists it shows. */
export const RECOMMENDER_BOX_ATTR = 'data-recommender' satisfies DataAttr;
/** The site whose lists it shows. */
export const RECOMMENDER_SITE_ATTR = 'data-site' satisfies DataAttr;
/** The article the box stands under: never recommended. */
export const RECOMMENDER_EXCLUDE_ATTR = 'data-exclude' satisfies DataAttr;
/** A group of cards, by its list's name. */
export const RECOMMENDER_GROUP_ATTR = 'data-recommender-group' satisfies DataAttr;
/** A card's article. */
export const RECOMMENDER_ARTICLE_ID_ATTR = 'data-article-id' satisfies DataAttr;
/** The class a card takes when its new article has no picture (ArticleCard's, named by the server). */
export const RECOMMENDER_TEXT_ONLY_ATTR = 'data-text-only-class' satisfies DataAttr;
