import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ListHeader } from './ListHeader';

const header = { title: 'Belföld', rss: '/rss/rovat/belfold', author: null };

describe('ListHeader', () => {
  it('has no element for a sponsor no data names: the ad script’s hook is the header group itself', () => {
    const html = renderToString(<ListHeader header={header} logo={null} sponsoredLine />);
    expect(html).toMatch(/^<header [^>]*data-sponsored-line="">/);
    expect(html.match(/data-sponsored-line/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(div|p|span)[^>]*><\/\1>/);
  });

  it('carries no hook where the list has no sponsored line (Karakter)', () => {
    expect(renderToString(<ListHeader header={header} logo={null} sponsoredLine={false} />)).not.toContain('data-sponsored-line');
  });

  it('keeps the RSS link beside the title, in the title’s row', () => {
    const html = renderToString(<ListHeader header={header} logo={null} sponsoredLine={false} />);
    expect(html).toMatch(/<div class="[^"]*"><h1 id="list-title"[^>]*>Belföld<\/h1><a [^>]*href="\/rss\/rovat\/belfold">/);
  });
});
