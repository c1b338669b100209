import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleFixture } from '../../testing/articleFixture';
import { SubSiteFront } from './SubSiteFront';

describe('SubSiteFront', () => {
  it('shows its blocks in the order given, and no row holding only the feed’s link (the frame’s tab bar carries it)', () => {
    const blocks = [20, 10].map((position, i) => ({
      id: i + 1,
      position,
      type: `t${i}`,
      title: `Blokk ${i}`,
      variant: 'grid' as const,
      titleMax: 120,
      articles: [articleFixture({ id: i + 10 })],
    }));
    const html = renderToString(<SubSiteFront site="g7" blocks={blocks} now={0} offer={{ support: true, podcastPage: null }} />);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('RSS');
    expect(html).not.toMatch(/<(p|div)[^>]*>\s*<a [^>]*>[^<]*<\/a>\s*<\/\1>/);
    expect(html.indexOf('Blokk 0')).toBeLessThan(html.indexOf('Blokk 1'));
  });

  it('alternates its section blocks’ layouts and puts its content rectangles between blocks', () => {
    const variants = ['list', 'grid', 'lead', 'grid', 'grid', 'grid'] as const;
    const blocks = variants.map((variant, i) => ({
      id: i + 1,
      position: (i + 1) * 10,
      type: `t${i}`,
      title: `Blokk ${i}`,
      variant,
      titleMax: 120,
      articles: [1, 2, 3, 4].map((k) => articleFixture({ id: i * 10 + k })),
    }));
    const html = renderToString(<SubSiteFront site="g7" blocks={blocks} now={0} offer={{ support: true, podcastPage: null }} />);
    expect([...html.matchAll(/data-block-layout="(\w+)"/g)].map((m) => m[1])).toEqual(['headlines', 'feature', 'top', 'cards', 'feature', 'cards']);
    // The G7 cover's own zones, after the second and the fifth block.
    const zones = [...html.matchAll(/data-ad-desktop="([^"]+)"/g)].map((m) => m[1]);
    expect(zones).toEqual(['hirter_g7/cimlap/desktop/content/rectangle_1', 'hirter_g7/cimlap/desktop/content/rectangle_2']);
    expect(html.indexOf('rectangle_1')).toBeGreaterThan(html.indexOf('Blokk 1'));
    expect(html.indexOf('rectangle_1')).toBeLessThan(html.indexOf('Blokk 2'));
    // Only the first block's lead story may have the high-priority picture; this one has none.
    expect(html).not.toMatch(/fetchPriority/i);
  });
});
