// The episode the article belongs to, when its body links it (D-229). An episode not published (any more), or of
// another podcast than the link names, leaves the plain link.
import type { PodcastEpisode } from '../../../domain/podcast/types';
import { episodeDeps } from '../../../domain/podcast/paths';
import type { EpisodeData } from '../../../domain/articleBody/kinds/podcast';
import { isContentApiError } from '../../../contentClient/errors';
import { apiOf } from '../../../renderer/shell';
import type { EmbedLoader } from './types';

export const episodeLoader: EmbedLoader<EpisodeData, PodcastEpisode> = {
  load: (pageContext, marker) =>
    apiOf(pageContext)
      .episode(marker.episode)
      .then(
        (e) => (e.podcast.slug === marker.podcast ? e : null),
        (err: unknown) => {
          if (isContentApiError(err, 'not-found')) return null;
          throw err;
        },
      ),
  deps: (episode) => episodeDeps([episode]),
};
