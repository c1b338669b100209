// A sport as a description (#34 point 4): what the generic code needs of it — its screen's route and query, its
// data's dependency key, the body embeds and supplement tab it brings — so serving, routes, the prerender planner and
// the article page iterate over the registry (registry.ts) and name no sport. The parts of other layers (the
// article page's loaders, the live layer) are registered by the sport's name in their own layer (pages/sports.ts).
// Step by step: docs/recipes/add-a-sport.md.
import type { EmbedKindRule } from '../articleBody/blocks';
import type { Article } from '../types';

export interface Sport<Name extends string = string> {
  /** The sport's name: its screen's route name (domain/routes.ts) and its key in the other layers' registries. */
  name: Name;
  /** Its screen's path: a route of the table, prerendered in its default state (domain/screens.ts). */
  path: string;
  /** The screen's query parameters: with one set, the page is the renderer's (domain/serving.ts QUERY_SCREENS, D-210). */
  params: readonly string[];
  /** The screen's title, also its tab in the sport section's menu (domain/listViews.ts). */
  title: string;
  /** The live-score service's name for it: `/livescore/{service}/…` and the proxied `/api/livescore/{service}/…`. */
  service: string;
  /** The body embeds it brings (domain/articleBody/embedKinds.ts), before the other kinds. */
  embedKinds: readonly EmbedKindRule[];
  /**
   * Whether an article shows its data of the article's `livescoreId` (football: the match box): then the article's
   * page records the sport's dependency key, so the sweep re-renders it (prerender/plan.ts livescorePages, D-214).
   */
  articleMatch: (article: Pick<Article, 'livescoreId'>) => boolean;
  /**
   * The supplement data tab kind that shows it, by name (domain/supplements.ts `SupplementTabKind`), or null. The
   * supplements' registry of tab kinds is keyed by this name.
   */
  supplementTab: string | null;
}

/** The content API's read of the live-score service for the browser: `/api/livescore/{service}/{path}` (same origin). */
export function livescoreApiPath(sport: Pick<Sport, 'service'>, path: string): string {
  return `/api/livescore/${sport.service}/${path}`;
}

/**
 * The sport's live-score data as a page's list key. The service has no changes feed, so no edit names it: the
 * minute's sweep re-renders every page that lists one (prerender/plan.ts livescorePages, D-214).
 */
export function livescoreKey(sport: Pick<Sport, 'service'>): string {
  return `livescore:${sport.service}`;
}
