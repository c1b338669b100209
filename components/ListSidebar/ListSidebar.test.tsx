import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ListSidebar, type ListSidebarData } from './ListSidebar';
import { sidebarFor } from '../../domain/listViews';
import { articleFixture } from '../../testing/articleFixture';
import type { SiteSlug } from '../../domain/types';
import { SITES, SITE_SLUGS } from '../../domain/sites';

const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';

function sidebar(site: SiteSlug, path: string): string {
  const data: ListSidebarData = {
    site,
    boxes: sidebarFor(site, path),
    latest: [articleFixture({ id: 1, title: 'Friss cikk' })],
    important: [articleFixture({ id: 2, title: 'Fontos cikk' })],
    recommenderVersion: 7,
    hikingNews: [articleFixture({ id: 3, title: 'Túrahír' })],
    spotifyUrl: PLAYLIST,
    apps: [{ label: 'iOS alkalmazás', url: 'https://apps.apple.com/' }],
    offer: { support: true, podcastPage: null },
  };
  return renderToString(<ListSidebar data={data} />);
}
const boxes = (html: string) => [...html.matchAll(/data-box="([^"]+)"/g)].map((m) => m[1]).join(' ');

describe('ListSidebar', () => {
  it.each([
    ['main', '/rovat/belfold', 'box-latest box-app-shop box-facebook'],
    ['main', '/legfrissebb', 'box-app-shop box-facebook'],
    ['main', '/after', 'box-spotify box-app-shop box-facebook'],
    ['g7', '/g7/adat', 'box-latest box-facebook'],
    ['main', '/rovat/szepkilatas', 'box-hiking-news box-latest box-app-shop box-facebook'],
    ['main', '/melleklet/valasztas-2024', 'box-election box-latest box-app-shop box-facebook'],
    ['ro', '/rovat/erdely', 'box-latest box-facebook'],
  ] as const)('%s %s: %s', (site, path, expected) => {
    const html = sidebar(site, path);
    expect(boxes(html)).toBe(expected);
    expect(html).toContain('Fontos cikk');
  });

  it.each(SITE_SLUGS)('%s: the Facebook box follows the site’s own page, not facebook.com', (site) => {
    const html = sidebar(site, '/rovat/belfold');
    const box = /data-box="box-facebook"[\s\S]*?<\/section>/.exec(html)![0];
    const pageUrl = SITES[site].socialPageUrl;
    expect(box).toContain(`href="${pageUrl}"`);
    const plugin = new URL(/data-src="([^"]+)"/.exec(box)![1]!.replace(/&amp;/g, '&'));
    expect(plugin.searchParams.get('href')).toBe(pageUrl);
    expect(pageUrl).not.toBe('https://www.facebook.com/');
  });

  it('renders the After playlist as a placeholder with 400 px reserved and a plain link, no iframe', () => {
    const html = sidebar('main', '/after');
    expect(html).toContain('data-src="https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M"');
    expect(html).toContain('height:400px');
    expect(html).toContain(`href="${PLAYLIST}"`);
    expect(html).not.toContain('<iframe');
  });
});
