import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** A Disallow-only reading of robots.txt as Google's parser reads it: '*' is any run of characters, prefix match. */
function allowed(robots: string, pathAndQuery: string): boolean {
  const rules = robots
    .split('\n')
    .filter((l) => l.startsWith('Disallow: '))
    .map(
      (l) =>
        new RegExp(
          `^${l
            .slice('Disallow: '.length)
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')}`,
        ),
    );
  return !rules.some((r) => r.test(pathAndQuery));
}

describe('robotsTxt', () => {
  it('names both sitemaps as absolute URLs on its own domain, for every agent', () => {
    const sitemaps = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('Sitemap: '))
        .map((l) => l.slice('Sitemap: '.length));
    expect(robotsTxt('main').startsWith('User-agent: *\n')).toBe(true);
    expect(sitemaps(robotsTxt('main'))).toEqual(['https://hirter.hu/sitemap/index.xml', 'https://hirter.hu/sitemap/news.xml']);
    expect(sitemaps(robotsTxt('ro'))).toEqual(['https://hirter.ro/sitemap/index.xml', 'https://hirter.ro/sitemap/news.xml']);
  });

  it('keeps crawlers off the API, the login, build records and searches, and lets them read pages, feeds and images', () => {
    const robots = robotsTxt('main');
    for (const path of [
      '/api/articles',
      '/login',
      '/builds/latest.json',
      '/legfrissebb?term=foci',
      '/rovat/belfold?oldal=2&term=x',
      '/legfrissebb?filters[mstag]=sport',
      '/legfrissebb?perPage=50',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
    for (const path of [
      '/',
      '/rovat/belfold',
      '/rovat/belfold?oldal=2',
      '/rss',
      '/media/x.png',
      '/belfold/2026/01/02/cikk',
      '/sitemap/index.xml',
      '/tamogatas/belepes',
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });
});
