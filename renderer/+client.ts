// The one script every page loads. Plain code only: islands bring React with them when a page has any, and
// the live layer (live/boot.ts) comes only to a page with something live on it.
import { hydrateIslands } from './hydrate';
import { lazyEmbeds } from './embeds';
import { watchScroll } from './scroll';
import { activateAds } from './ads';
import { watchRecommender } from './recommender';
import { startLive } from './live';
import { watchAutoSubmit } from './autoSubmit';

hydrateIslands();
lazyEmbeds();
watchScroll();
activateAds();
watchRecommender();
startLive();
watchAutoSubmit();
