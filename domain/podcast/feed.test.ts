import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { SITE_SLUGS } from '../sites';
import {
  audioEnclosure,
  episodeArtwork,
  episodeGuid,
  episodeNumbers,
  feedDuration,
  PODCAST_ARTWORK_MAX,
  PODCAST_ARTWORK_MIN,
  PODCAST_CATEGORIES,
  podcastFeedLink,
  podcastFeedPath,
} from './feed';

const URL_ = 'https://hirter.hu/media/audio/episode-001.wav';
const square = (width: number) => ({
  src: '/media/sq.png',
  width,
  height: width,
  variants: { '1.25x': '/media/sq@1.25x.png', '2x': '/media/sq@2x.png', '3x': '/media/sq@3x.png', '4x': '/media/sq@4x.png' },
});

describe('a show’s podcast feed: where it is', () => {
  it('is /rss/podcast/{slug}, under /rss (served as a feed), on no page route and apart from the section feeds', () => {
    expect(podcastFeedPath('g7-podcast')).toBe('/rss/podcast/g7-podcast');
    expect(podcastFeedPath('a b')).toBe('/rss/podcast/a%20b');
    for (const site of SITE_SLUGS) expect(matchRoute(site, podcastFeedPath('g7-podcast'), { donationsOff: false }).name).toBe('not-found');
    expect(podcastFeedPath('rovat')).not.toMatch(/^\/rss\/rovat\//);
  });

  it('the show’s page links it by the show’s name', () => {
    expect(podcastFeedLink({ slug: 'g7-podcast', name: 'G7 podcast' })).toEqual({ title: 'G7 podcast', href: '/rss/podcast/g7-podcast' });
  });
});

describe('a show’s podcast feed: what the channel says', () => {
  it('every site has a category from Apple’s list', () => {
    const apple = ['Arts', 'Business', 'News', 'Society & Culture'];
    for (const site of SITE_SLUGS) expect(apple).toContain(PODCAST_CATEGORIES[site].category);
    expect(PODCAST_CATEGORIES.main).toEqual({ category: 'News', subcategory: 'Daily News' });
  });
});

describe('a show’s podcast feed: its items', () => {
  it('an item’s guid is the episode’s id, the same whatever else changes, and differs per episode', () => {
    expect(episodeGuid(42)).toBe(episodeGuid(42));
    expect(episodeGuid(42)).not.toBe(episodeGuid(43));
    expect(episodeGuid(42)).not.toMatch(/^https?:/);
  });

  it('the enclosure takes the file’s own length and type, without parameters; no file, no length or no audio: no item', () => {
    expect(audioEnclosure(URL_, { length: 123456, type: 'audio/wav' })).toEqual({ url: URL_, length: 123456, type: 'audio/wav' });
    expect(audioEnclosure(URL_, { length: 9, type: 'Audio/MPEG; charset=binary' })).toEqual({ url: URL_, length: 9, type: 'audio/mpeg' });
    expect(audioEnclosure(URL_, null)).toEqual({ skip: expect.stringContaining('no size and type') });
    for (const length of [0, -1, Number.NaN, 1.5]) expect(audioEnclosure(URL_, { length, type: 'audio/wav' })).toHaveProperty('skip');
    for (const type of ['', 'application/octet-stream', 'image/png', 'text/html']) expect(audioEnclosure(URL_, { length: 9, type })).toHaveProperty('skip');
  });

  it('the duration is whole seconds; no length, none', () => {
    expect(feedDuration(95)).toBe(95);
    expect(feedDuration(95.6)).toBe(96);
    for (const d of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(feedDuration(d)).toBeNull();
  });

  it('episode numbers count from the show’s first episode, and only when the feed holds the whole show', () => {
    const episodes = [
      { id: 9, pubDate: 300 },
      { id: 4, pubDate: 100 },
      { id: 7, pubDate: 200 },
      { id: 5, pubDate: 100 },
    ];
    expect(episodeNumbers(episodes, 4)).toEqual(
      new Map([
        [4, 1],
        [5, 2],
        [7, 3],
        [9, 4],
      ]),
    );
    expect(episodeNumbers(episodes, 10).size).toBe(0);
    expect(episodeNumbers([], 0).size).toBe(0);
  });

  it('an episode’s artwork is its largest square variant within 1400–3000 px; the seed’s 300 px squares (1200 at 4×) have none', () => {
    expect(episodeArtwork(square(300))).toBeNull();
    expect(episodeArtwork(square(400))).toBe('/media/sq@4x.png');
    expect(episodeArtwork(square(1000))).toBe('/media/sq@3x.png');
    expect(episodeArtwork(square(PODCAST_ARTWORK_MIN))).toBe('/media/sq@2x.png');
    expect(episodeArtwork(square(PODCAST_ARTWORK_MAX + 1))).toBeNull();
    expect(episodeArtwork({ ...square(500), height: 400 })).toBeNull();
    expect(episodeArtwork(null)).toBeNull();
  });
});
