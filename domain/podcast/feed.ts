// A show's podcast feed (issue #37 point 4): what podcast apps (Apple Podcasts, Spotify, Pocket Casts) read to
// list a show and fetch its episodes. RSS 2.0 with Apple's `itunes:` tags; the job writes the XML
// (prerender/podcastFeeds.ts), these are its rules: where it is, what the channel says of the show, which
// episodes are items, with what enclosure, number and artwork.
import type { ImageSet, SiteSlug } from '../types';
import { IMAGE_VARIANTS } from '../constants';
import { PODCAST_SEGMENT } from './paths';
import type { Podcast, PodcastEpisode } from './types';

/** Apple's namespace for the `itunes:` tags. */
export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/**
 * A show's feed on its site's domain: under /rss, so the origin and nginx serve it as every feed
 * (`<path>/index.xml`, application/rss+xml); a section feed is /rss/rovat/…, so no section slug can take it.
 */
export function podcastFeedPath(slug: string): string {
  return `/rss/${PODCAST_SEGMENT}/${encodeURIComponent(slug)}`;
}

/** The show's feed as its page's `<link rel="alternate">` names it: the title apps and readers see is the show's name. */
export function podcastFeedLink(p: Pick<Podcast, 'slug' | 'name'>): { title: string; href: string } {
  return { title: p.name, href: podcastFeedPath(p.slug) };
}

/**
 * Every episode of a show, up to this many, newest first: apps show a show's back catalogue from its feed, so the
 * feed lists the whole show rather than a window (a news feed's 30); the cap keeps a feed far below the sizes apps
 * refuse.
 */
export const PODCAST_FEED_MAX_EPISODES = 300;

/**
 * Apple's category of each site's shows (its list of categories, spelled as Apple spells them): the podcast has no
 * category of its own, and a site's shows are of its kind — news on the main site and the Romanian edition, business
 * and money on G7, culture on Karakter, entertainment on After.
 */
export const PODCAST_CATEGORIES: Readonly<Record<SiteSlug, { category: string; subcategory?: string }>> = {
  main: { category: 'News', subcategory: 'Daily News' },
  ro: { category: 'News', subcategory: 'Daily News' },
  g7: { category: 'Business' },
  karakter: { category: 'Arts' },
  after: { category: 'Society & Culture' },
};

/** `itunes:explicit`: a news publisher's shows are edited as its articles are, never marked explicit. */
export const PODCAST_EXPLICIT = 'false';
/** `itunes:type`: news shows are heard newest first ('serial' is for shows heard in order from the first). */
export const PODCAST_TYPE = 'episodic';

/**
 * An item's guid: the episode's id in the store, which no edit changes (a new title or slug, a move to another
 * show), so an app never lists an episode twice; not a link (isPermaLink="false").
 */
export function episodeGuid(id: number): string {
  return `hirter:podcast-episode:${id}`;
}

/** `itunes:duration` in whole seconds (what Apple prefers), or null for a length that is no length. */
export function feedDuration(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}

/**
 * `itunes:episode`: the episode's place in its show, counted from the first published. Known only when the feed
 * holds the whole show (`total` episodes): counted within a window, the oldest shown would be number 1.
 */
export function episodeNumbers(episodes: readonly Pick<PodcastEpisode, 'id' | 'pubDate'>[], total: number): Map<number, number> {
  if (episodes.length === 0 || episodes.length !== total) return new Map();
  const oldestFirst = [...episodes].sort((a, b) => a.pubDate - b.pubDate || a.id - b.id);
  return new Map(oldestFirst.map((e, i) => [e.id, i + 1]));
}

/** What the feed knows of an audio file: its bytes and its MIME type, as the server that has it answers. */
export interface AudioFile {
  length: number;
  type: string;
}

/**
 * An episode's enclosure, or why it has none. Apps download by the length and play by the type, so both are the
 * file's own (its server's Content-Length and Content-Type); an episode whose file is unknown or is no audio is
 * left out of the feed rather than listed with a guess.
 */
export function audioEnclosure(url: string, file: AudioFile | null): { url: string; length: number; type: string } | { skip: string } {
  if (file === null) return { skip: `no size and type known for ${url}` };
  if (!Number.isSafeInteger(file.length) || file.length <= 0) return { skip: `${url} has no length (${file.length})` };
  const type = file.type.split(';', 1)[0]!.trim().toLowerCase();
  if (!/^audio\/[a-z0-9.+-]+$/.test(type)) return { skip: `${url} is not audio (${file.type || 'no type'})` };
  return { url, length: file.length, type };
}

/** Apple's artwork limits: a square of 1400 to 3000 pixels. */
export const PODCAST_ARTWORK_MIN = 1400;
export const PODCAST_ARTWORK_MAX = 3000;

/**
 * An episode's own artwork (`itunes:image` on the item): the largest variant of its picture when that is a square
 * within Apple's limits, else none (the app shows the show's).
 */
export function episodeArtwork(image: Pick<ImageSet, 'src' | 'width' | 'height' | 'variants'> | null): string | null {
  if (!image || image.width !== image.height) return null;
  const sizes: [string, number][] = [
    [image.src, image.width],
    ...(Object.entries(IMAGE_VARIANTS) as [keyof ImageSet['variants'], number][]).map(([name, factor]): [string, number] => [
      image.variants[name],
      Math.round(image.width * factor),
    ]),
  ];
  const fits = sizes.filter(([, px]) => px >= PODCAST_ARTWORK_MIN && px <= PODCAST_ARTWORK_MAX).sort((a, b) => b[1] - a[1]);
  return fits[0]?.[0] ?? null;
}
