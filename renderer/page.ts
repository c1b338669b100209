// What the page's script does for a page's content: on the first load, and again for each page the podcast
// player swaps in while it plays (live/player/swap.ts). Plain code only: each part loads what it needs only
// when the page has something for it.
import { hydrateIslands } from './hydrate';
import { activateAds } from './ads';
import { loadEmbedFacades } from './embedFacades';
import { watchRecommender } from './recommender';
import { rememberVisitedTags } from './visitedTags';
import { startLive } from './live';
import { PLAYER_KEY } from '../live/player/keys';

function carriedPlayer(): boolean {
  try {
    return sessionStorage.getItem(PLAYER_KEY) !== null;
  } catch {
    return false;
  }
}

let autoSubmitting = false;

export function startPage(root: ParentNode = document): void {
  hydrateIslands(root);
  loadEmbedFacades(root);
  activateAds(root);
  watchRecommender();
  rememberVisitedTags(root);
  if (root.querySelector('[data-holdblog-recommender]')) void import('./holdblog').then((m) => m.drawHoldblog(root));
  startLive();
  // Only a page with a sports widget's form loads its 200 ms auto-submit (a plain article's script budget, D-183).
  if (!autoSubmitting && root.querySelector('form[data-auto-submit]')) {
    autoSubmitting = true;
    void import('./autoSubmit').then((m) => m.watchAutoSubmit());
  }
  // Episode cards, or a player the previous page left playing (renderer/podcast.ts; the player itself comes on a press).
  if (root.querySelector('[data-episode-play]') || carriedPlayer()) void import('./podcast').then((m) => m.startPodcast(root, { startPage }));
}
