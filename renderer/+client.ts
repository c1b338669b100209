// The one script every page loads. Plain code only: islands bring React with them when a page has any.
import { hydrateIslands } from './hydrate';
import { lazyEmbeds } from './embeds';
import { watchScroll } from './scroll';
import { activateAds } from './ads';
import { watchRecommender } from './recommender';

hydrateIslands();
lazyEmbeds();
watchScroll();
activateAds();
watchRecommender();
