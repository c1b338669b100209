// Podcasts as HTML on the static origin (issue #21; specialised-features.md §2–§4, reader-site.md §9; was part of
// e2e/podcast.spec.ts): without JavaScript a card's play button is a link to the episode's page, which has the
// browser's own player over a file the origin serves in ranges; the places episodes show (the front page's block
// at the unique item's position, the sub-site fronts, the G7 tab), a podcast's page and an episode's, and the
// addresses that are not; a show's podcast feed (issue #37).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { ask, page, text } from './http';

const origin = () => e2eEnv().originUrl;
const frontCards = (doc: Document) => doc.querySelectorAll('[data-episode-block="podcast-blokk"] [data-episode-card]');

describe('podcasts without JavaScript', () => {
  it('the card links to the episode’s page, which has the browser’s own player; the file is served in ranges', async () => {
    const front = await page(origin(), '/');
    const play = frontCards(front)[0]!.querySelector('[data-episode-play]')!;
    expect(play.tagName).toBe('A');
    expect(text(play)).toBe('');
    expect(play.getAttribute('aria-label')).toMatch(/^Lejátszás: /);
    const href = play.getAttribute('href')!;
    const episode = await page(origin(), href);
    const native = episode.querySelector('audio[controls]');
    const src = native?.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/media\/audio\/episode-\d{3}\.wav$/);
    // The global player's button is for readers with scripts: hidden here.
    expect(episode.querySelector('[data-episode-scripted]')?.hasAttribute('hidden')).toBe(true);
    // The file plays: the origin answers ranges (the browser asks for them to start and to seek).
    const range = await ask(origin(), src, { headers: { range: 'bytes=0-43' } });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toMatch(/^bytes 0-43\/\d+$/);
    expect(range.body.slice(0, 4)).toBe('RIFF');
  });
});

describe('where readers meet episodes', () => {
  it('the front page’s block at the unique item’s position, between the curated blocks', async () => {
    const res = await fetch(`${e2eEnv().contentApiUrl}/api/unique/frontpage-podcast-block-position`);
    const position = Number(((await res.json()) as { content: string }).content);
    const front = await page(origin(), '/');
    const block = front.querySelector('[data-episode-block="podcast-blokk"]')!;
    expect(block.getAttribute('data-block-position')).toBe(String(position));
    expect(frontCards(front)).toHaveLength(4);
    const order = [...front.querySelectorAll('[data-block-position]')].map((e) => Number(e.getAttribute('data-block-position')));
    const i = order.indexOf(position);
    expect(order.slice(0, i).filter((p) => p !== 1000 && p > position)).toEqual([]);
    expect(order.slice(i + 1).filter((p) => p < position)).toEqual([]);
    expect(text(block.querySelector('time [aria-hidden="true"]'))).toMatch(/^\d{2}:\d{2}(:\d{2})?$/);
  });

  it('the sub-site fronts and the G7 tab', async () => {
    expect((await page(origin(), '/after')).querySelectorAll('[data-episode-block] [data-episode-card]')).toHaveLength(5);
    const g7 = await page(origin(), '/g7');
    expect(g7.querySelectorAll('[data-episode-block] [data-episode-card]')).toHaveLength(3);
    expect(g7.querySelectorAll('[data-episode-block] [data-episode-more]')).toHaveLength(2);
    const tab = await page(origin(), '/g7/podcast');
    expect(tab.querySelectorAll('[data-episode-block="podcast-adasok"] [data-episode-card]')).toHaveLength(4);
    expect(tab.querySelector('[data-list-items] article')).not.toBeNull();
  });

  it('a podcast’s page and an episode’s page; an unknown episode and a podcast off its site are 404s', async () => {
    const podcast = await page(origin(), '/g7/podcast/g7-podcast');
    expect(text(podcast.querySelector('h1'))).toBe('G7 podcast');
    const cards = podcast.querySelectorAll('[data-podcast-page] [data-episode-card]');
    expect(cards.length).toBeGreaterThan(4);
    const episodeHref = cards[0]!.querySelector('h1 a, h2 a, h3 a, h4 a')!.getAttribute('href')!;
    const episode = await page(origin(), episodeHref);
    expect(episode.querySelector('[data-episode-page]')).not.toBeNull();
    expect([...episode.querySelectorAll('a')].find((a) => text(a) === 'G7 podcast')?.getAttribute('href')).toBe('/g7/podcast/g7-podcast');
    expect((await ask(origin(), '/g7/podcast/g7-podcast/nincs-ilyen-adas')).status).toBe(404);
    expect((await ask(origin(), '/podcast/g7-podcast')).status).toBe(404);
  });
});

// Issue #37 point 4: a feed per show that podcast apps read, served as every feed by the static origin and nginx.
describe.each([
  ['the static origin', () => e2eEnv().originUrl],
  ['nginx with the generated configuration', () => e2eEnv().nginxUrl],
])('a show’s podcast feed on %s', (_name, base) => {
  it('answers as RSS; its page links it; every published episode is an item whose enclosure is its audio file', async () => {
    const shows = (await (await fetch(`${e2eEnv().contentApiUrl}/api/podcasts/public/all`)).json()) as { slug: string; page: string; episodes: number }[];
    const g7 = shows.find((p) => p.slug === 'g7-podcast')!;
    const show = await page(base(), g7.page);
    const link = show.querySelector('link[rel=alternate][type="application/rss+xml"][href="/rss/podcast/g7-podcast"]');
    expect(link?.getAttribute('title')).toBe('G7 podcast');
    const feed = await ask(base(), '/rss/podcast/g7-podcast');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => n === 'item' });
    const channel = parser.parse(feed.body).rss.channel;
    expect(channel.title).toBe('G7 podcast');
    expect(channel['itunes:image']['@href']).toBe('https://hirter.hu/images/podcast/g7.png');
    expect((await ask(base(), '/images/podcast/g7.png')).status).toBe(200);
    expect(channel.item).toHaveLength(g7.episodes);
    for (const item of channel.item as { enclosure: Record<string, string> }[]) {
      const path = new URL(item.enclosure['@url']!).pathname;
      // The file's whole size, from a one-byte range (what an app asks first): the length an app downloads.
      const file = await ask(base(), path, { headers: { range: 'bytes=0-0' } });
      expect(file.status).toBe(206);
      expect(file.headers['content-range']).toBe(`bytes 0-0/${item.enclosure['@length']}`);
      expect(item.enclosure['@type']).toBe(file.headers['content-type']);
    }
  });
});
