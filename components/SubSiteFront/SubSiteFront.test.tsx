import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleFixture } from '../../testing/articleFixture';
import { SubSiteFront } from './SubSiteFront';

describe('SubSiteFront', () => {
  it('shows the sub-site’s name, its feed and its blocks in the order given', () => {
    const blocks = [20, 10].map((position, i) => ({
      id: i + 1,
      position,
      type: `t${i}`,
      title: `Blokk ${i}`,
      variant: 'grid' as const,
      titleMax: 120,
      articles: [articleFixture({ id: i + 10 })],
    }));
    const html = renderToString(<SubSiteFront site="g7" name="G7" rss="/rss/rovat/g7" blocks={blocks} now={0} />);
    expect(html).not.toContain('<h1');
    expect(html).toContain('aria-label="G7 RSS"');
    expect(html).toContain('href="/rss/rovat/g7"');
    expect(html.indexOf('Blokk 0')).toBeLessThan(html.indexOf('Blokk 1'));
  });
});
