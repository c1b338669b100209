import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { redirectFor } from '../redirects';
import { episodeDeps, episodeHref, episodeListKeys, episodePath, podcastPath, playable } from './paths';
import type { PodcastEpisode } from './types';

const ON = { donationsOff: false };

const episode: PodcastEpisode = {
  id: 7,
  slug: 'adas-7',
  title: 'Hetedik adás',
  sourceUrl: '/media/audio/episode-007.wav',
  image: { src: '/media/square-001.png', width: 300, height: 300, alt: '', variants: { '1.25x': 'a', '2x': 'b', '3x': 'c', '4x': 'd' } },
  duration: 95,
  podcast: { slug: 'g7-podcast', name: 'G7 podcast', page: '/g7/podcast/g7-podcast', site: 'g7', description: '' },
  article: null,
  pubDate: 1_700_000_000,
  description: '',
};

describe('podcast paths (D-226)', () => {
  it.each([
    ['main', 'hirter-reggel', '/podcast/hirter-reggel'],
    ['g7', 'g7-podcast', '/g7/podcast/g7-podcast'],
    ['after', 'after-podcast', '/after/podcast/after-podcast'],
  ] as const)('%s/%s → %s, which the route table matches and no redirect takes', (site, slug, path) => {
    expect(podcastPath(site, slug)).toBe(path);
    expect(matchRoute(site, path, ON)).toMatchObject({ name: 'podcast', podcast: slug });
    expect(redirectFor(site, path, [])).toBeNull();
    const ep = episodePath(site, slug, 'elso-adas');
    expect(ep).toBe(`${path}/elso-adas`);
    expect(matchRoute(site, ep, ON)).toMatchObject({ name: 'episode', podcast: slug, episode: 'elso-adas' });
    expect(redirectFor(site, ep, [])).toBeNull();
  });

  it('encodes what a slug should never hold', () => {
    expect(podcastPath('main', 'a/b')).toBe('/podcast/a%2Fb');
  });

  it('links an episode under its podcast, and gives the player what it needs', () => {
    expect(episodeHref(episode)).toBe('/g7/podcast/g7-podcast/adas-7');
    expect(playable(episode)).toEqual({
      slug: 'adas-7',
      title: 'Hetedik adás',
      sourceUrl: '/media/audio/episode-007.wav',
      duration: 95,
      image: '/media/square-001.png',
      podcast: { slug: 'g7-podcast', name: 'G7 podcast', page: '/g7/podcast/g7-podcast' },
      page: '/g7/podcast/g7-podcast/adas-7',
    });
  });

  it('names the keys of the pages that show an episode, and of the lists it is in', () => {
    expect(episodeDeps([episode, episode])).toEqual(['episode:7', 'podcast:g7-podcast']);
    expect(episodeListKeys({ podcast: 'g7-podcast', site: 'g7' })).toEqual(['episodes:podcast:g7-podcast', 'episodes:site:g7', 'episodes:index']);
  });
});
