// A podcast's page as a PodcastSeries and an episode's page as a PodcastEpisode (schema.org: Google has no
// podcast rich result), with the audio file as the episode's MediaObject.
import type { SiteSlug } from '../types';
import type { Podcast, PodcastEpisode } from '../podcast/types';
import { episodeHref } from '../podcast/paths';
import { isoDuration } from '../duration';
import { DEFAULT_FILE_TYPE, fileContentType } from '../fileTypes';
import { SCHEMA_CONTEXT, absoluteOn, isoTime } from './common';
import { publisher } from './organization';

/** The show as the series an episode is part of. */
function series(site: SiteSlug, p: Pick<Podcast, 'name' | 'page'>) {
  return { '@type': 'PodcastSeries', name: p.name, url: absoluteOn(site, p.page) };
}

/** A podcast's page: the show, who publishes it. */
export function podcastSeries(site: SiteSlug, p: Pick<Podcast, 'name' | 'page' | 'description'>): object {
  return {
    '@context': SCHEMA_CONTEXT,
    ...series(site, p),
    ...(p.description ? { description: p.description } : {}),
    inLanguage: 'hu',
    publisher: publisher(site),
  };
}

/** An episode's page: the episode, its audio file (its type when its name tells it) and its show. */
export function podcastEpisode(site: SiteSlug, e: PodcastEpisode): object {
  const type = fileContentType(e.sourceUrl);
  const duration = isoDuration(e.duration);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'PodcastEpisode',
    name: e.title,
    url: absoluteOn(site, episodeHref(e)),
    ...(e.description ? { description: e.description } : {}),
    datePublished: isoTime(e.pubDate),
    ...(e.duration > 0 ? { duration } : {}),
    ...(e.image ? { image: absoluteOn(site, e.image.src) } : {}),
    inLanguage: 'hu',
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: absoluteOn(site, e.sourceUrl),
      ...(type === DEFAULT_FILE_TYPE ? {} : { encodingFormat: type }),
      ...(e.duration > 0 ? { duration } : {}),
    },
    partOfSeries: series(site, e.podcast),
    publisher: publisher(site),
  };
}
