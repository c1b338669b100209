// Where podcasts and episodes live (decision D-226): a podcast's page is `/podcast/{podcast}` under
// its site's path (`/g7/podcast/g7-podcast`), an episode's page is its podcast's page and its own slug. The
// route table (routes.ts `podcast`, `episode`) matches them; these build them, and the dependency keys of the
// pages that show them.
import type { SiteSlug } from '../types';
import { SITE_PATHS } from '../sites';
import type { PodcastEpisode } from './types';

/** The path segment both routes start with (after the site's path). */
export const PODCAST_SEGMENT = 'podcast';

/** A podcast's page on its site. */
export function podcastPath(site: SiteSlug, slug: string): string {
  return `${SITE_PATHS[site]}/${PODCAST_SEGMENT}/${encodeURIComponent(slug)}`;
}

/** An episode's page: under its podcast's page. */
export function episodePath(site: SiteSlug, podcastSlug: string, episodeSlug: string): string {
  return `${podcastPath(site, podcastSlug)}/${encodeURIComponent(episodeSlug)}`;
}

export { episodeHref, playable } from './links';

// Dependency keys (dependencies.ts): what a page that shows podcasts is re-rendered for (prerender/plan.ts).

/** A page that shows this episode (its page, a card of it, an article that embeds it). */
export const episodeKey = (id: number) => `episode:${id}`;
/** A page that shows a podcast's name or details (every card of it names it). */
export const podcastKey = (slug: string) => `podcast:${slug}`;
/** A list of a podcast's newest episodes: a new or removed episode changes it. */
export const podcastEpisodesKey = (slug: string) => `episodes:podcast:${slug}`;
/** A list of a site's newest episodes (a sub-site front's podcast block). */
export const siteEpisodesKey = (site: SiteSlug) => `episodes:site:${site}`;
/** The front page's podcast block (GET /api/index/episodes): the newest episodes of every podcast. */
export const INDEX_EPISODES_KEY = 'episodes:index';

/** Every list an episode is in now: a new, changed or removed episode re-renders their first pages. */
export function episodeListKeys(e: { podcast: string; site: SiteSlug }): string[] {
  return [podcastEpisodesKey(e.podcast), siteEpisodesKey(e.site), INDEX_EPISODES_KEY];
}

/** The keys of a page showing these episodes: each episode and its podcast. */
export function episodeDeps(episodes: readonly Pick<PodcastEpisode, 'id' | 'podcast'>[]): string[] {
  return [...new Set(episodes.flatMap((e) => [episodeKey(e.id), podcastKey(e.podcast.slug)]))];
}
