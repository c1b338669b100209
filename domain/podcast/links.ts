// An episode's links as a card draws them, from what the episode carries (its podcast's page): no site table,
// so the cards' code in the browser's chunks stays small (paths.ts builds the same addresses from the sites).
import type { Podcast, PodcastEpisode, PlayableEpisode } from './types';

/** An episode's page: under its podcast's page (paths.ts episodePath). */
export function episodeHref(e: Pick<PodcastEpisode, 'slug'> & { podcast: Pick<Podcast, 'page'> }): string {
  return `${e.podcast.page}/${encodeURIComponent(e.slug)}`;
}

/** What the play button carries for the player (PlayableEpisode), from an episode. */
export function playable(e: PodcastEpisode): PlayableEpisode {
  return {
    slug: e.slug,
    title: e.title,
    sourceUrl: e.sourceUrl,
    duration: e.duration,
    image: e.image?.src ?? null,
    podcast: { slug: e.podcast.slug, name: e.podcast.name, page: e.podcast.page },
    page: episodeHref(e),
  };
}
