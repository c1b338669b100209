import type { PageContextServer } from 'vike/types';
import type { PodcastEpisode, PodcastSummary } from '../../domain/podcast/types';
import { pageHead } from '../../domain/head';
import { podcastSeries } from '../../domain/structuredData/podcast';
import { PODCAST_PAGE_EPISODES } from '../../domain/podcast/blocks';
import { episodeDeps, podcastEpisodesKey, podcastKey } from '../../domain/podcast/paths';
import { podcastFeedLink } from '../../domain/podcast/feed';
import { pageFailure } from '../../renderer/contentFailure';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';
import { loadPodcast } from './loadPodcast';

export interface PodcastPageData extends PageData {
  podcast: PodcastSummary;
  episodes: PodcastEpisode[];
}

/** A podcast's page: its name, what it is about, its newest episodes as cards. */
export async function data(pageContext: PageContextServer): Promise<PodcastPageData> {
  const site = siteOf(pageContext);
  const slug = pageContext.routeParams.podcast!;
  const shell = loadShell(pageContext);
  const podcast = await loadPodcast(pageContext, slug);
  let episodes: PodcastEpisode[];
  try {
    episodes = (await apiOf(pageContext).episodes({ podcast: slug, perPage: PODCAST_PAGE_EPISODES })).items;
  } catch (err) {
    pageFailure(err, pageContext.urlPathname);
  }
  return {
    head: pageHead(site, {
      title: podcast.name,
      path: podcast.page,
      description: podcast.description || undefined,
      feeds: [podcastFeedLink(podcast)],
      jsonLd: [podcastSeries(site, podcast)],
    }),
    shell: await shell,
    podcast,
    episodes,
    deps: {
      articles: [],
      lists: [podcastKey(slug), podcastEpisodesKey(slug), ...episodeDeps(episodes)],
      ...(episodes[0] ? { lastmod: episodes[0].pubDate } : {}),
    },
  };
}
