// A podcast episode for tests, with the seed's shapes.
import type { PodcastEpisode } from '../domain/podcast/types';

export function episodeFixture(over: Partial<PodcastEpisode> = {}): PodcastEpisode {
  return {
    id: 1,
    slug: 'merre-tart-a-forint',
    title: 'Merre tart a forint?',
    sourceUrl: '/media/audio/episode-001.wav',
    image: { src: '/media/square-001.png', width: 300, height: 300, alt: '', variants: { '1.25x': 'a', '2x': 'b', '3x': 'c', '4x': 'd' } },
    duration: 100,
    podcast: { slug: 'g7-podcast', name: 'G7 podcast', page: '/g7/podcast/g7-podcast', site: 'g7', description: 'Gazdaság.' },
    article: null,
    pubDate: 1_763_800_000,
    description: 'Az adás.',
    ...over,
  };
}
