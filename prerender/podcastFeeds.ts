// A show's podcast feed as XML (issue #37 point 4): RSS 2.0 with Apple's `itunes:` tags, the rules of
// domain/podcast/feed.ts. Pure: the job (xmlOutputs.ts) fetches the show's episodes and asks their audio files'
// sizes and types, and writes the file at the show's feed path, which the origin and nginx serve as every feed.
import { FEED_IMAGE_SIZE, feedImage, podcastArtwork } from '../domain/brand';
import { SITES } from '../domain/sites';
import {
  audioEnclosure,
  episodeArtwork,
  episodeGuid,
  episodeNumbers,
  feedDuration,
  ITUNES_NS,
  PODCAST_CATEGORIES,
  PODCAST_EXPLICIT,
  PODCAST_TYPE,
  podcastFeedPath,
  type AudioFile,
} from '../domain/podcast/feed';
import { episodeHref } from '../domain/podcast/links';
import type { Podcast, PodcastEpisode } from '../domain/podcast/types';
import type { SiteSlug } from '../domain/types';
import { clean, description, el, NS_ATOM } from './feeds';
import { siteUrl, xmlText } from './sitemaps';

/** An episode's audio or picture as an absolute URL (a /media path on its show's domain), or null when it is no http(s) address. */
export function absoluteUrl(site: SiteSlug, src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, `https://${SITES[site].domain}/`);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

const category = (site: SiteSlug): string[] => {
  const c = PODCAST_CATEGORIES[site];
  return c.subcategory
    ? [`    <itunes:category text="${xmlText(c.category)}">`, `      <itunes:category text="${xmlText(c.subcategory)}"/>`, '    </itunes:category>']
    : [`    <itunes:category text="${xmlText(c.category)}"/>`];
};

/**
 * The feed of a show: the channel (its name, page, description, language, author, artwork, category, explicit, type)
 * and one item per published episode, newest first, that has an audio file of known size and type; the others are
 * named in `skipped` (the job logs them). `total`: how many episodes the show has published (numbers need all).
 */
export function podcastFeed(o: {
  podcast: Pick<Podcast, 'slug' | 'name' | 'site' | 'description' | 'page'>;
  episodes: readonly PodcastEpisode[];
  total: number;
  now: number;
  audio: (url: string) => AudioFile | null;
}): { xml: string; skipped: string[] } {
  const { podcast } = o;
  const site = podcast.site;
  const cfg = SITES[site];
  const title = clean(podcast.name);
  const link = siteUrl(site, podcast.page);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0" xmlns:itunes="${ITUNES_NS}" xmlns:atom="${NS_ATOM}">`,
    '  <channel>',
    `    ${el('title', title)}`,
    `    ${el('link', link)}`,
    `    ${description(clean(podcast.description) || title)}`,
    `    ${el('language', cfg.locale)}`,
    `    ${el('lastBuildDate', new Date(o.now * 1000).toUTCString())}`,
    `    ${el('copyright', `© ${new Date(o.now * 1000).getUTCFullYear()} ${cfg.publisherName}`)}`,
    `    <atom:link href="${xmlText(siteUrl(site, podcastFeedPath(podcast.slug)))}" rel="self" type="application/rss+xml"/>`,
    `    ${el('itunes:author', cfg.name)}`,
    `    <itunes:image href="${xmlText(siteUrl(site, podcastArtwork(site)))}"/>`,
    ...category(site),
    `    ${el('itunes:explicit', PODCAST_EXPLICIT)}`,
    `    ${el('itunes:type', PODCAST_TYPE)}`,
    '    <image>',
    `      ${el('url', siteUrl(site, feedImage(site)))}`,
    `      ${el('title', title)}`,
    `      ${el('link', link)}`,
    `      ${el('width', String(FEED_IMAGE_SIZE.width))}`,
    `      ${el('height', String(FEED_IMAGE_SIZE.height))}`,
    '    </image>',
  ];
  const numbers = episodeNumbers(o.episodes, o.total);
  const skipped: string[] = [];
  for (const e of o.episodes) {
    const url = absoluteUrl(site, e.sourceUrl);
    const enclosure = url === null ? { skip: `no audio address (${JSON.stringify(e.sourceUrl)})` } : audioEnclosure(url, o.audio(url));
    if ('skip' in enclosure) {
      skipped.push(`episode ${e.id} (${e.slug}): ${enclosure.skip}`);
      continue;
    }
    const text = clean(e.description);
    const duration = feedDuration(e.duration);
    const number = numbers.get(e.id);
    const picture = episodeArtwork(e.image);
    const artwork = picture === null ? null : absoluteUrl(site, picture);
    lines.push(
      '    <item>',
      `      ${el('title', clean(e.title))}`,
      `      ${el('link', siteUrl(site, episodeHref(e)))}`,
      `      <guid isPermaLink="false">${xmlText(episodeGuid(e.id))}</guid>`,
      `      ${el('pubDate', new Date(e.pubDate * 1000).toUTCString())}`,
      ...(text === '' ? [] : [`      ${description(text)}`]),
      `      <enclosure url="${xmlText(enclosure.url)}" length="${enclosure.length}" type="${xmlText(enclosure.type)}"/>`,
      ...(duration === null ? [] : [`      ${el('itunes:duration', String(duration))}`]),
      ...(number === undefined ? [] : [`      ${el('itunes:episode', String(number))}`]),
      `      ${el('itunes:episodeType', 'full')}`,
      ...(artwork === null ? [] : [`      <itunes:image href="${xmlText(artwork)}"/>`]),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return { xml: lines.join('\n'), skipped };
}
