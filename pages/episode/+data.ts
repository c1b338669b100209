import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { PodcastEpisode } from '../../domain/podcast/types';
import { pageHead } from '../../domain/head';
import { podcastEpisode } from '../../domain/structuredData/podcast';
import { notFoundMessage } from '../../domain/routes';
import { episodeDeps, episodeHref } from '../../domain/podcast/paths';
import { formatLongDate, isoDate } from '../../domain/dates';
import { articleHref } from '../../domain/urls';
import { SITES } from '../../domain/sites';
import { pageFailure } from '../../renderer/contentFailure';
import { apiOf, loadShell, siteOf } from '../../renderer/shell';
import type { PageData } from '../../renderer/types';

export interface EpisodePageData extends PageData {
  episode: PodcastEpisode;
  /** Told here, on the server: the page's client entry then carries no date or link code (D-213). */
  published: { text: string; iso: string };
  articleHref: string | null;
}

/**
 * An episode's page: its podcast, title, picture, length, a native player (the page's own, for a reader
 * without scripts; with scripts the global player's button takes its place), what it is about and its article.
 */
export async function data(pageContext: PageContextServer): Promise<EpisodePageData> {
  const site = siteOf(pageContext);
  const { podcast, episode: slug } = pageContext.routeParams as { podcast: string; episode: string };
  const shell = loadShell(pageContext);
  let episode: PodcastEpisode;
  try {
    episode = await apiOf(pageContext).episode(slug);
  } catch (err) {
    pageFailure(err, pageContext.urlPathname);
  }
  // Each episode has one address: under its own podcast, on its podcast's site.
  if (episode.podcast.slug !== podcast || episode.podcast.site !== site) throw render(404, notFoundMessage(pageContext.urlPathname));
  return {
    head: pageHead(site, {
      title: `${episode.title} – ${episode.podcast.name}`,
      path: episodeHref(episode),
      description: episode.description || undefined,
      jsonLd: [podcastEpisode(site, episode)],
    }),
    shell: await shell,
    episode,
    published: { text: formatLongDate(episode.pubDate, SITES[site].timeZone), iso: isoDate(episode.pubDate, SITES[site].timeZone) },
    articleHref: episode.article ? articleHref(episode.article, site) : null,
    deps: { articles: [], lists: episodeDeps([episode]), lastmod: episode.pubDate },
  };
}
