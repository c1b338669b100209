import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ListTabs } from './ListTabs';

const tabs = [
  { label: 'Összes', href: '/after', active: true },
  { label: 'Friss hírek', href: '/after/legfrissebb', active: false },
];

describe('ListTabs', () => {
  it('puts the feed’s link at the end of the tabs’ row, outside the tab list', () => {
    const html = renderToString(<ListTabs tabs={tabs} label="After rovatai" feed={{ href: '/rss/rovat/after', title: 'After' }} />);
    expect(html).toMatch(/^<div class="[^"]*"><nav [^>]*aria-label="After rovatai">.*<\/nav><a [^>]*href="\/rss\/rovat\/after"[^>]*>RSS<span/);
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('shows no feed link unless given one, and nothing without tabs', () => {
    expect(renderToString(<ListTabs tabs={tabs} label="x" />)).not.toContain('RSS');
    expect(renderToString(<ListTabs tabs={[]} label="x" feed={{ href: '/rss', title: 'x' }} />)).toBe('');
  });

  it('carries the sponsor’s hook on its row when asked, with no empty element', () => {
    const html = renderToString(<ListTabs tabs={tabs} label="x" sponsoredLine />);
    expect(html).toMatch(/^<div [^>]*data-sponsored-line="">/);
    expect(html).not.toMatch(/<(div|p|span)[^>]*><\/\1>/);
  });
});
