// Football as a sport of the registry (domain/sports/registry.ts): the football screen of all leagues
// (specialised-features.md §2, D-219), the match box of an article about a match, the supplements' football tabs.
import type { Sport } from '../sports/sport';
import { FOOTBALL_PARAMS, FOOTBALL_PATH } from './query';
import { FOOTBALL_TEXTS } from './texts';

export const footballSport: Sport<'football'> = {
  name: 'football',
  path: FOOTBALL_PATH,
  params: FOOTBALL_PARAMS,
  title: FOOTBALL_TEXTS.title,
  service: 'football',
  embedKinds: [],
  // An article about a match shows its score box, and lists the data even when the service failed: the sweep retries it.
  articleMatch: (article) => article.livescoreId != null,
  supplementTab: 'football',
};
