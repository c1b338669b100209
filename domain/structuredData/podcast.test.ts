import { describe, expect, it } from 'vitest';
import { podcastEpisode, podcastSeries } from './podcast';
import { episodeFixture } from '../../testing/episodeFixture';
import { missingRequired } from '../../testing/jsonLdRequired';

describe('podcast structured data', () => {
  it('an episode: its page, date, audio file with its type and length, and its series, absolute on the domain', () => {
    const ld = podcastEpisode('g7', episodeFixture({ sourceUrl: '/media/audio/episode-001.mp3' })) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Merre tart a forint?',
      url: 'https://hirter.hu/g7/podcast/g7-podcast/merre-tart-a-forint',
      description: 'Az adás.',
      datePublished: '2025-11-22T08:26:40.000Z',
      duration: 'PT1M40S',
      image: 'https://hirter.hu/media/square-001.png',
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: 'https://hirter.hu/media/audio/episode-001.mp3',
        encodingFormat: 'audio/mpeg',
        duration: 'PT1M40S',
      },
      partOfSeries: { '@type': 'PodcastSeries', name: 'G7 podcast', url: 'https://hirter.hu/g7/podcast/g7-podcast' },
    });
    expect(missingRequired(ld)).toEqual([]);
  });

  it('an audio file elsewhere keeps its address; what is unknown (its type, too) is left out', () => {
    const ld = podcastEpisode('g7', episodeFixture({ sourceUrl: 'https://cdn.example/a', description: '', image: null, duration: 0 })) as Record<
      string,
      unknown
    >;
    expect(ld.associatedMedia).toEqual({ '@type': 'MediaObject', contentUrl: 'https://cdn.example/a' });
    for (const key of ['description', 'image', 'duration']) expect(ld).not.toHaveProperty(key);
    expect(missingRequired(ld)).toEqual([]);
  });

  it('a show: its name, page, what it is about, its publisher', () => {
    const ld = podcastSeries('g7', episodeFixture().podcast) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'PodcastSeries',
      name: 'G7 podcast',
      url: 'https://hirter.hu/g7/podcast/g7-podcast',
      description: 'Gazdaság.',
      publisher: { name: 'Hírtér' },
    });
    expect(missingRequired(ld)).toEqual([]);
    expect(podcastSeries('g7', { ...episodeFixture().podcast, description: '' })).not.toHaveProperty('description');
  });
});
