import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ListFrame, type ListFrameData } from './ListFrame';
import { listViewFor, sidebarFor } from '../../domain/listViews';
import type { SiteSlug } from '../../domain/types';

function frame(site: SiteSlug, path: string, over: Partial<ListFrameData['header']> = {}): string {
  const view = listViewFor(site, path)!;
  const data: ListFrameData = {
    header: { title: 'Cím', rss: '/rss/x', author: null, ...over },
    sidebar: {
      site,
      boxes: sidebarFor(site, path),
      latest: [],
      important: [],
      recommenderVersion: 1,
      hikingNews: [],
      spotifyUrl: null,
      apps: [],
      offer: { support: true, podcastPage: null },
    },
  };
  return renderToString(
    <ListFrame view={view} frame={data}>
      <p>tartalom</p>
    </ListFrame>,
  );
}

describe('ListFrame', () => {
  it('shows the header group with title and RSS on a plain list, the sponsor’s hook on it and no empty element', () => {
    const html = frame('main', '/rovat/belfold', { title: 'Belföld' });
    expect(html).toMatch(/<h1 id="list-title"[^>]*>Belföld<\/h1>/);
    expect(html).toContain('href="/rss/x"');
    // The ad script appends a sponsor's line to the header group; no list data names one, so no element waits for it.
    expect(html).toMatch(/<header [^>]*data-sponsored-line=""/);
    expect(html).not.toMatch(/<(div|p|span)[^>]*><\/\1>/);
    expect(html).toContain('<p>tartalom</p>');
  });

  it('hides the header group on the sub-sites, keeping a heading for screen readers and the tab bar, with the feed at its end', () => {
    const html = frame('main', '/g7/adat', { title: 'Adat' });
    expect(html).toMatch(/<h1 id="list-title" class="visually-hidden">Adat<\/h1>/);
    expect(html).toContain('aria-current="page">Adat</a>');
    expect(html).toContain('href="/g7">Összes</a>');
    // The feed's link closes the tab bar's row: not a row of its own.
    expect(html).toMatch(/<\/nav><a [^>]*href="\/rss\/x"[^>]*>RSS<span class="visually-hidden"> – <!-- -->Adat<\/span><\/a><\/div>/);
    // The sponsor's hook is on the tab bar without the group, no empty element; none on Karakter.
    expect(html).toMatch(/<div [^>]*data-sponsored-line=""[^>]*><nav/);
    expect(html).not.toMatch(/<(div|p|span)[^>]*><\/\1>/);
    expect(frame('main', '/karakter/kultura')).not.toContain('data-sponsored-line');
  });

  it('frames the sub-site fronts with the "all" tab active', () => {
    expect(frame('main', '/after')).toContain('href="/after" aria-current="page">Összes</a>');
    expect(frame('main', '/karakter')).toContain('href="/karakter" aria-current="page">Összes</a>');
  });

  it('shows a sub-brand logo with the title text, and an author’s avatar', () => {
    const logo = frame('main', '/cimke/helyben', { title: 'Helyben' });
    expect(logo).toContain('data-logo="helyben"');
    expect(logo).toMatch(/<h1[^>]*>.*Helyben.*<\/h1>/s);
    const latest = frame('main', '/legfrissebb', { title: 'Friss hírek' });
    expect(latest).toContain('data-logo="legfrissebb"');
    const author = frame('main', '/szerzo/acs-anita', { title: 'Ács Anita', author: { name: 'Ács Anita', avatar: '/media/a@4x.png' } });
    expect(author).toContain('src="/media/a@4x.png"');
    expect(author).not.toContain('data-logo');
  });
});
