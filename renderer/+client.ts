// The one script every page loads. Plain code only: islands bring React with them when a page has any, and
// the live layer (live/boot.ts) comes only to a page with something live on it.
import { hydrateIslands } from './hydrate';
import { lazyEmbeds } from './embeds';
import { watchScroll } from './scroll';
import { activateAds } from './ads';
import { watchRecommender } from './recommender';
import { startLive } from './live';

hydrateIslands();
lazyEmbeds();
watchScroll();
activateAds();
watchRecommender();
startLive();
// Only a page with a sports widget's form loads its 200 ms auto-submit (a plain article's script budget, D-183).
if (document.querySelector('form[data-auto-submit]')) void import('./autoSubmit').then((m) => m.watchAutoSubmit());
