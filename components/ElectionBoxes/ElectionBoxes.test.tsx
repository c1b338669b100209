import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ElectionBoxes } from './ElectionBoxes';

describe('ElectionBoxes', () => {
  const html = renderToStaticMarkup(<ElectionBoxes current="/melleklet/ep-2024/adatok" />);

  it('links every election and its data and map page, newest first', () => {
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html.indexOf('EP-választás 2024')).toBeLessThan(html.indexOf('Választás 2022'));
    for (const e of ['ep-2024', 'valasztas-2024', 'usa-2024', 'valasztas-2022']) {
      expect(html).toContain(`href="/melleklet/${e}"`);
      expect(html).toContain(`href="/melleklet/${e}/adatok"`);
    }
  });

  it('is a named complementary box marking the page shown', () => {
    expect(html).toContain('<aside');
    expect(html).toContain('aria-labelledby="box-elections"');
    expect(html).toContain('<a href="/melleklet/ep-2024/adatok" aria-current="page"');
    expect(html).not.toContain('<a href="/melleklet/ep-2024" aria-current');
  });
});
