import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../store/schema';
import { PodcastReader } from '../store/podcasts';
import { sharedStore } from '../testing/fixture';
import { episodeHref } from '../../domain/podcast/paths';
import { LONG_EPISODE_SECONDS, PODCASTS } from './podcasts';
import { wavInfo } from './wav';

describe('the seed’s podcasts', () => {
  const db = openDb(sharedStore().dbPath, { readonly: true });
  const reader = new PodcastReader(db);
  const all = reader.episodes({ page: 1, perPage: 100 });

  it('has every podcast of the catalog with its episodes, newest first', () => {
    expect(reader.podcasts().map((p) => [p.slug, p.site, p.episodes])).toEqual(
      [...PODCASTS].sort((a, b) => a.name.localeCompare(b.name)).map((p) => [p.slug, p.site, p.titles.length]),
    );
    expect(all.totalItems).toBe(PODCASTS.reduce((n, p) => n + p.titles.length, 0));
    const dates = all.items.map((e) => e.pubDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('writes a playable WAV per episode whose length is the episode’s duration', () => {
    for (const e of all.items) {
      expect(e.sourceUrl).toMatch(/^\/media\/audio\/episode-\d{3}\.wav$/);
      const info = wavInfo(readFileSync(join(sharedStore().mediaDir, e.sourceUrl.replace('/media/', ''))));
      expect(info, e.slug).toMatchObject({ format: 1, channels: 1, sampleRate: 8000, bitsPerSample: 8 });
      expect(info!.duration, e.slug).toBe(e.duration);
    }
  });

  it('gives each podcast’s newest episode the long length the browser tests play across pages, and keeps the media small', () => {
    for (const p of PODCASTS) {
      const newest = reader.episodes({ page: 1, perPage: 1, podcast: p.slug }).items[0]!;
      expect(newest.duration).toBe(LONG_EPISODE_SECONDS);
    }
    const seconds = all.items.reduce((n, e) => n + e.duration, 0);
    // 8000 bytes a second: under 6 MB of audio in all.
    expect(seconds * 8000).toBeLessThan(6_000_000);
  });

  it('links each episode to an article of its site whose body links the episode back', () => {
    for (const e of all.items) {
      expect(e.article, e.slug).not.toBeNull();
      expect(e.article!.mainSuperTag.siteSlug).toBe(e.podcast.site);
      const body = (db.prepare('SELECT content FROM articles WHERE slug = ?').get(e.article!.slug) as { content: string }).content;
      expect(body).toContain(`<a href="${episodeHref(e)}">`);
    }
  });
});
