// The shows' podcast feeds as the job makes them over the seeded test store (its podcasts, episodes and audio
// files), read back by a real XML parser (fast-xml-parser), and the feed's XML for episodes the seed does not have.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Transport } from '../contentClient/transport';
import { ITUNES_NS, podcastFeedPath } from '../domain/podcast/feed';
import type { PodcastEpisode, PodcastSummary } from '../domain/podcast/types';
import { SITES } from '../domain/sites';
import { sharedStore, testApp, TEST_NOW, TEST_SERVICE_TOKEN } from '../services/testing/fixture';
import { feedFile } from './feeds';
import { JobApi } from './jobApi';
import { podcastFeed } from './podcastFeeds';
import type { Publisher } from './publisher';
import { XmlOutputs } from './xmlOutputs';

const OUT = '/out';
// Text as written: 'false' stays a word, numbers are compared as the feed spells them.
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => name === 'item' });

/** The job's calls answered by the content app over the shared test store, without a listener. */
function storeTransport(): Transport {
  const { request } = testApp();
  return async ({ method, url, headers }) => {
    const res = await request(`${url.pathname}${url.search}`, { method, headers });
    return { status: res.status, body: method === 'HEAD' ? '' : await res.text(), headers: Object.fromEntries(res.headers) };
  };
}

function outputs(log: string[] = []) {
  const api = new JobApi('http://content.test', TEST_SERVICE_TOKEN, storeTransport(), 0);
  const xml = new XmlOutputs({ outDir: OUT, api, publisher: {} as Publisher, nginxPidFile: '', now: () => TEST_NOW, log: (l) => log.push(l) });
  return { api, xml };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

/** The feed parsed, after the validator found it well-formed. */
function parse(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe('the shows’ podcast feeds over the seeded store', () => {
  it('one feed per show, valid XML with the itunes: tags; every episode an item whose enclosure is its audio file’s size and type', async () => {
    const log: string[] = [];
    const { xml } = outputs(log);
    const files = await xml.podcastFeedFiles(null);
    const shows = (await testApp()
      .request('/api/podcasts/public/all')
      .then((r) => r.json())) as PodcastSummary[];
    expect(shows.length).toBeGreaterThan(0);
    expect(files.map((f) => f.file).sort()).toEqual(shows.map((p) => feedFile(OUT, p.site, podcastFeedPath(p.slug))).sort());
    for (const show of shows) {
      const origin = `https://${SITES[show.site].domain}`;
      const { xml: text } = files.find((f) => f.file === feedFile(OUT, show.site, podcastFeedPath(show.slug)))!;
      const rss = parse(text).rss;
      expect(rss['@version']).toBe('2.0');
      expect(rss['@xmlns:itunes']).toBe(ITUNES_NS);
      const ch = rss.channel;
      expect(ch.title).toBe(show.name);
      expect(ch.link).toBe(`${origin}${show.page}`);
      expect(ch.description).toBe(show.description);
      expect(ch.language).toBe('hu');
      expect(ch['itunes:author']).toBe(SITES[show.site].name);
      expect(ch['itunes:image']['@href']).toBe(`${origin}/images/podcast/${show.site}.png`);
      expect(ch['itunes:category']['@text']).toEqual(expect.any(String));
      expect(ch['itunes:explicit']).toBe('false');
      expect(ch['itunes:type']).toBe('episodic');
      expect(ch['atom:link']['@href']).toBe(`${origin}${podcastFeedPath(show.slug)}`);
      // Every published episode of the show, newest first.
      const items: Node[] = ch.item;
      expect(items).toHaveLength(show.episodes);
      const dates = items.map((i) => Date.parse(i.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(new Set(items.map((i) => i.guid['#text'])).size).toBe(items.length);
      expect(items.map((i) => i['itunes:episode'])).toEqual(items.map((_, n) => String(items.length - n)));
      for (const item of items) {
        expect(item.title).toEqual(expect.any(String));
        expect(item.guid['@isPermaLink']).toBe('false');
        expect(item.link).toMatch(new RegExp(`^${origin}${show.page}/`));
        expect(item.description).toEqual(expect.any(String));
        expect(item['itunes:duration']).toMatch(/^[1-9]\d*$/);
        const enc = item.enclosure;
        const url = new URL(enc['@url']);
        expect(url.origin).toBe(origin);
        expect(url.pathname).toMatch(/^\/media\/audio\/.+\.wav$/);
        const bytes = statSync(join(sharedStore().mediaDir, decodeURIComponent(url.pathname.slice('/media/'.length)))).size;
        expect(Number(enc['@length'])).toBe(bytes);
        expect(enc['@type']).toBe('audio/wav');
      }
    }
    expect(log).toEqual([]);
  });

  it('only the shows named: none when none is', async () => {
    const { xml } = outputs();
    expect((await xml.podcastFeedFiles(new Set(['g7-podcast']))).map((f) => f.file)).toEqual([feedFile(OUT, 'g7', '/rss/podcast/g7-podcast')]);
    expect(await xml.podcastFeedFiles(new Set())).toEqual([]);
  });
});

const show = { slug: 'g7-podcast', name: 'G7 <podcast> & "más"', site: 'g7' as const, description: '', page: '/g7/podcast/g7-podcast' };
const episode = (id: number, extra: Partial<PodcastEpisode> = {}): PodcastEpisode => ({
  id,
  slug: `adas-${id}`,
  title: `Adás ${id} ]]> & <b>`,
  sourceUrl: `/media/audio/episode-${id}.mp3`,
  image: null,
  duration: 61.4,
  podcast: { ...show, description: '' },
  article: null,
  pubDate: 1_700_000_000 + id,
  description: `Leírás <${id}>`,
  ...extra,
});

describe('a show’s podcast feed, its XML', () => {
  const audio = (url: string) => (url.endsWith('-3.mp3') ? null : { length: 1000, type: 'audio/mpeg' });

  it('escapes any title and text; an episode without a known file is left out and named; numbers only for the whole show', () => {
    const feed = podcastFeed({ podcast: show, episodes: [episode(3), episode(2), episode(1)], total: 3, now: 1_700_000_100, audio });
    const ch = parse(feed.xml).rss.channel;
    expect(ch.title).toBe('G7 <podcast> & "más"');
    expect(ch.description).toBe('G7 &lt;podcast&gt; &amp; &quot;más&quot;');
    expect(ch.item.map((i: Node) => i.title)).toEqual(['Adás 2 ]]> & <b>', 'Adás 1 ]]> & <b>']);
    expect(ch.item.map((i: Node) => i['itunes:episode'])).toEqual(['2', '1']);
    expect(ch.item[0]['itunes:duration']).toBe('61');
    expect(ch.item[0].enclosure).toEqual({ '@url': 'https://hirter.hu/media/audio/episode-2.mp3', '@length': '1000', '@type': 'audio/mpeg' });
    expect(feed.skipped).toEqual([
      expect.stringMatching(/^episode 3 \(adas-3\): no size and type known for https:\/\/hirter\.hu\/media\/audio\/episode-3\.mp3/),
    ]);
    const part = parse(podcastFeed({ podcast: show, episodes: [episode(2)], total: 3, now: 0, audio }).xml).rss.channel;
    expect(part.item[0]['itunes:episode']).toBeUndefined();
  });

  it('an episode’s own artwork when its picture is large enough; a News show has its subcategory', () => {
    const image = {
      src: '/media/sq.png',
      width: 400,
      height: 400,
      alt: '',
      variants: { '1.25x': '/a.png', '2x': '/b.png', '3x': '/c.png', '4x': '/media/sq@4x.png' },
    };
    const ch = parse(podcastFeed({ podcast: { ...show, site: 'main', page: '/podcast/x' }, episodes: [episode(1, { image })], total: 1, now: 0, audio }).xml)
      .rss.channel;
    expect(ch.item[0]['itunes:image']['@href']).toBe('https://hirter.hu/media/sq@4x.png');
    expect(ch['itunes:category']).toMatchObject({ '@text': 'News', 'itunes:category': { '@text': 'Daily News' } });
  });
});
