import type { PodcastEpisode } from '../../../domain/podcast/types';
import { EpisodeCard } from '../../../components/EpisodeCard/EpisodeCard';
import type { EmbedView } from './types';

export const episodeView: EmbedView<PodcastEpisode> = {
  render: (episode) => <EpisodeCard episode={episode} heading="h2" />,
};
