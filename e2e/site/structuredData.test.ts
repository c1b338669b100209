// The JSON-LD of every page kind that has some (issue #37 point 3), as the static origin serves it: each block
// parses and carries the properties of its type that Google documents as required (schema.org's where Google
// has no rich result: testing/jsonLdRequired.ts), every URL in it absolute on the page's own domain.
import { describe, expect, it } from 'vitest';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { ask, page, type Domain } from './http';
import { jsonLdBlocks } from './reader';
import { missingRequired } from '../../testing/jsonLdRequired';

const origin = () => e2eEnv().originUrl;

/** The page's blocks by type, each checked: it parses, has its required properties, names URLs of its domain only. */
async function blocksOf(path: string, domain: Domain = 'main'): Promise<Map<string, Record<string, unknown>>> {
  const doc = await page(origin(), path, { domain });
  const blocks = jsonLdBlocks(doc);
  const own = `https://${domain === 'ro' ? 'hirter.ro' : 'hirter.hu'}/`;
  for (const b of blocks) {
    expect(b['@context'], `${path}: @context`).toBe('https://schema.org');
    expect(missingRequired(b), `${path}: ${String(b['@type'])} lacks`).toEqual([]);
  }
  for (const b of blocks.filter((x) => x['@type'] === 'BreadcrumbList')) {
    const items = b.itemListElement as { item: string }[];
    for (const i of items) expect(i.item.startsWith(own), `${path}: breadcrumb ${i.item} on ${own}`).toBe(true);
    // The trail ends at the page itself: its canonical URL without the page number.
    expect(items.at(-1)!.item).toBe(doc.querySelector('link[rel=canonical]')!.getAttribute('href')!.replace(/\?.*$/, ''));
  }
  return new Map(blocks.map((b) => [String(b['@type']), b]));
}

const types = (m: Map<string, unknown>) => [...m.keys()].sort();

describe('structured data on the static origin', () => {
  it.each([
    ['main', '/', 'main', 'https://hirter.hu/', 'https://hirter.hu/archivum?term={search_term_string}'],
    ['After', '/after', 'main', 'https://hirter.hu/after', 'https://hirter.hu/after/archivum?term={search_term_string}'],
    ['G7', '/g7', 'main', 'https://hirter.hu/g7', 'https://hirter.hu/g7/archivum?term={search_term_string}'],
    ['Karakter', '/karakter', 'main', 'https://hirter.hu/karakter', 'https://hirter.hu/karakter/archivum?term={search_term_string}'],
    ['the Romanian edition', '/', 'ro', 'https://hirter.ro/', 'https://hirter.ro/archivum?term={search_term_string}'],
  ] as const)('the %s front: Organization and WebSite whose SearchAction is the site’s real search', async (_name, path, domain, url, template) => {
    const ld = await blocksOf(path, domain);
    expect(types(ld)).toEqual(['NewsMediaOrganization', 'WebSite']);
    const site = ld.get('WebSite') as { url: string; potentialAction: { target: { urlTemplate: string }; 'query-input': string } };
    expect(site.url).toBe(url);
    expect(site.potentialAction.target.urlTemplate).toBe(template);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    // The template with a term is a search page on the origin.
    const search = new URL(template.replace('{search_term_string}', 'magyar'));
    expect((await ask(origin(), `${search.pathname}${search.search}`, { domain })).status).toBe(200);
    expect((ld.get('NewsMediaOrganization') as { sameAs: string[] }).sameAs.length).toBeGreaterThan(0);
  });

  it('a section list and its page 2: the trail front › section', async () => {
    for (const path of ['/rovat/belfold', '/rovat/belfold?oldal=2']) {
      const ld = await blocksOf(path);
      expect(types(ld)).toEqual(['BreadcrumbList']);
      const names = (ld.get('BreadcrumbList')!.itemListElement as { name: string }[]).map((i) => i.name);
      expect(names).toEqual(['Hírtér', 'Belföld']);
    }
  });

  it('a plain article: NewsArticle first, then its trail front › section › article', async () => {
    const a = await findArticle("a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main'");
    const ld = await blocksOf(a.path);
    expect(types(ld)).toEqual(['BreadcrumbList', 'NewsArticle']);
    const items = ld.get('BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(items.map((i) => i.name).at(-1)).toBe(a.title);
    expect(items[0]!.item).toBe('https://hirter.hu/');
    expect(items).toHaveLength(3);
  });

  it('a live blog that has ended: LiveBlogPosting with its coverage start and end', async () => {
    // The seeded one is the Romanian edition's (services/seed/corpus.ts: the forced, running ones are the main site's).
    const a = await findArticle("a.visible = 1 AND a.type = 'liveblog' AND a.doc NOT LIKE '%\"live\":true%'");
    const onRo = await findArticle("a.id = ? AND a.site_slug = 'ro'", a.id).then(
      () => true,
      () => false,
    );
    const ld = await blocksOf(a.path, onRo ? 'ro' : 'main');
    expect(types(ld)).toEqual(['BreadcrumbList', 'LiveBlogPosting']);
    const blog = ld.get('LiveBlogPosting') as { coverageStartTime: string; coverageEndTime?: string; dateModified: string };
    expect(blog.coverageEndTime).toBeDefined();
    expect(Date.parse(blog.coverageEndTime!)).toBeGreaterThanOrEqual(Date.parse(blog.coverageStartTime));
  });

  it('a podcast’s page and an episode’s page: PodcastSeries and PodcastEpisode with its audio', async () => {
    const show = await blocksOf('/g7/podcast/g7-podcast');
    expect(types(show)).toEqual(['PodcastSeries']);
    expect(show.get('PodcastSeries')!.url).toBe('https://hirter.hu/g7/podcast/g7-podcast');
    const doc = await page(origin(), '/g7/podcast/g7-podcast');
    const href = doc
      .querySelector(
        '[data-podcast-page] [data-episode-card] h1 a, [data-podcast-page] [data-episode-card] h2 a, [data-podcast-page] [data-episode-card] h3 a',
      )!
      .getAttribute('href')!;
    const episode = await blocksOf(href);
    expect(types(episode)).toEqual(['PodcastEpisode']);
    const e = episode.get('PodcastEpisode') as { url: string; associatedMedia: { contentUrl: string }; partOfSeries: { url: string } };
    expect(e.url).toBe(`https://hirter.hu${href}`);
    expect(e.partOfSeries.url).toBe('https://hirter.hu/g7/podcast/g7-podcast');
    // The audio file is served where the markup says.
    const audio = new URL(e.associatedMedia.contentUrl);
    expect(audio.origin).toBe('https://hirter.hu');
    expect((await ask(origin(), audio.pathname, { method: 'HEAD' })).status).toBe(200);
  });

  it('a football match view: SportsEvent with its teams and status; the list view has none', async () => {
    const list = await page(origin(), '/sport/foci');
    expect(jsonLdBlocks(list)).toEqual([]);
    const href = list.querySelector('[data-live-scores] a[data-match-score]')!.getAttribute('href')!;
    const ld = await blocksOf(href);
    expect(types(ld)).toEqual(['SportsEvent']);
    const event = ld.get('SportsEvent') as { name: string; eventStatus: string; homeTeam: { name: string }; awayTeam: { name: string } };
    expect(event.name).toBe(`${event.homeTeam.name} – ${event.awayTeam.name}`);
    expect(event.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Postponed|Cancelled)$/);
  });
});
