import { describe, expect, it } from 'vitest';
import { batchFeeds, batchNews } from './batchFeeds';
import type { JobState } from './jobState';
import type { XmlOutputs } from './xmlOutputs';
import type { FeedSection } from './feeds';

function fakes() {
  const events: string[] = [];
  const xml = {
    touchedFeeds: async () => [{ file: 'rss/index.xml', xml: '<rss/>' }],
    stageXmlFiles: async () => {
      events.push('staged');
      return { publish: async () => void events.push('published'), discard: async () => void events.push('dropped') };
    },
  } as unknown as XmlOutputs;
  const state = { loadSections: async () => [], saveSections: async () => void events.push('sections saved') } as unknown as JobState;
  return { events, xml, state };
}

const section: FeedSection = { slug: 'belfold', name: 'Belföld', siteSlug: 'main', active: true };

describe("an incremental batch's feeds", () => {
  it('are published once, however often asked, and the sections met are remembered', async () => {
    const { events, xml, state } = fakes();
    const feeds = batchFeeds(xml, state, new Set(['section:belfold']), new Map([['main|belfold', section]]));
    await feeds.publish();
    await feeds.publish();
    await feeds.drop();
    expect(events).toEqual(['staged', 'published', 'sections saved']);
  });

  it('are dropped, not published, when the batch fails first', async () => {
    const { events, xml, state } = fakes();
    const feeds = batchFeeds(xml, state, new Set(['section:belfold']), new Map());
    await feeds.drop();
    expect(events).toEqual(['staged', 'dropped']);
  });

  it('are made for the shows a batch touched, with the shows named, even when it touched no list', async () => {
    const { events, xml, state } = fakes();
    const asked: unknown[] = [];
    xml.touchedFeeds = async (...args: unknown[]) => {
      asked.push(args[2]);
      return [];
    };
    const feeds = batchFeeds(xml, state, new Set(), new Map(), new Set(['g7-podcast']));
    await feeds.publish();
    expect(events).toEqual(['staged', 'published']);
    expect(asked).toEqual([new Set(['g7-podcast'])]);
  });

  it('are not made when the batch touched no list and met no section', async () => {
    const { events, xml, state } = fakes();
    const feeds = batchFeeds(xml, state, new Set(), new Map());
    await feeds.publish();
    await feeds.drop();
    expect(events).toEqual([]);
  });
});

describe("an incremental batch's news sitemaps", () => {
  function newsFakes() {
    const { events, xml } = fakes();
    let made = 0;
    (xml as unknown as { newsSitemapFiles: () => Promise<unknown[]> }).newsSitemapFiles = async () => {
      made++;
      return [{ file: 'sitemap/news.xml', xml: '<urlset/>' }];
    };
    return { events, xml, made: () => made };
  }

  it('are made at once, and published once, however often asked', async () => {
    const { events, xml, made } = newsFakes();
    const news = batchNews(xml);
    await news.publish();
    await news.publish();
    await news.drop();
    expect(made()).toBe(1);
    expect(events).toEqual(['staged', 'published']);
  });

  it('are dropped, not published, when the batch fails first', async () => {
    const { events, xml } = newsFakes();
    await batchNews(xml).drop();
    expect(events).toEqual(['staged', 'dropped']);
  });
});
