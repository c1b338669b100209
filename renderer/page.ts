// What the page's script does for a page's content: on the first load, and again for each page the podcast
// player swaps in while it plays (live/player/swap.ts). Plain code only: each part loads what it needs only
// when the page has something for it.
import { hydrateIslands, unmountIslands } from '../components/Island/hydrate';
import { activateAds } from '../components/AdSlot/ads';
import { loadEmbedFacades } from '../components/ArticleBody/embedFacades';
import { watchRecommender } from '../components/RecommenderBox/recommender';
import { rememberVisitedTags } from '../components/TagList/visitedTags';
import { startLive } from '../live/start';
import { PLAYER_KEY } from '../live/player/keys';

import { HOLDBLOG_RECOMMENDER_ATTR } from '../components/ListSidebar/attrs';
import { AUTO_SUBMIT_FORM_ATTR } from '../components/AutoSubmitForm/attrs';
import { PLAY_BUTTON } from '../live/player/episodes';
import { SHARED_ATTR } from '../components/SharedData/attrs';

function carriedPlayer(): boolean {
  try {
    return sessionStorage.getItem(PLAYER_KEY) !== null;
  } catch {
    return false;
  }
}

let autoSubmitting = false;

/** What content put in the page later needs too (a live article's new body or posts). */
function enhance(root: HTMLElement): void {
  loadEmbedFacades(root);
  activateAds(root);
}

export function startPage(root: ParentNode = document): void {
  hydrateIslands(root, () => import('./islands'));
  loadEmbedFacades(root);
  activateAds(root);
  watchRecommender();
  rememberVisitedTags(root);
  if (root.querySelector(`[${HOLDBLOG_RECOMMENDER_ATTR}]`)) void import('../components/ListSidebar/holdblog').then((m) => m.drawHoldblog(root));
  startLive(enhance);
  // Only a page that shows shared data (the pip video, a front page's band, a search field) polls it (D-203 reversed for these).
  if (root.querySelector(`[${SHARED_ATTR}]`)) void import('../components/SharedData/shared').then((m) => m.startShared(root));
  // Only a page with a sports widget's form loads its 200 ms auto-submit (a plain article's script budget, D-183).
  if (!autoSubmitting && root.querySelector(`form[${AUTO_SUBMIT_FORM_ATTR}]`)) {
    autoSubmitting = true;
    void import('../components/AutoSubmitForm/autoSubmit').then((m) => m.watchAutoSubmit());
  }
  // Episode cards, or a player the previous page left playing (components/EpisodeCard/podcast.ts; the player itself comes on a press).
  if (root.querySelector(PLAY_BUTTON) || carriedPlayer())
    void import('../components/EpisodeCard/podcast').then((m) => m.startPodcast(root, { startPage, stopPage: unmountIslands }));
}
