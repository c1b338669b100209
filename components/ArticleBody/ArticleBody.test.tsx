import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleBody } from './ArticleBody';

const BODY = '<p>Első.</p><p><a href="/sport/forma-1?oldal=pontverseny">A pontverseny</a></p><p>Második.</p><p>Harmadik.</p>';

describe('ArticleBody', () => {
  it('draws the Formula 1 widget in place of its marker paragraph', () => {
    const html = renderToStaticMarkup(<ArticleBody html={BODY} formula1={<section>WIDGET</section>} />);
    expect(html).toMatch(/<p>Első\.<\/p><\/div><div data-embed-widget="forma-1"><section>WIDGET<\/section><\/div><div><p>Második\.<\/p>/);
    expect(html).not.toContain('A pontverseny');
  });

  it('keeps the marker a plain link without the widget', () => {
    const html = renderToStaticMarkup(<ArticleBody html={BODY} />);
    expect(html).toContain('<a href="/sport/forma-1?oldal=pontverseny">A pontverseny</a>');
  });

  it('places the widget and the inserts together', () => {
    const html = renderToStaticMarkup(<ArticleBody html={BODY} formula1={<section>WIDGET</section>} inserts={[{ after: 3, node: <aside>BOX</aside> }]} />);
    expect(html.indexOf('WIDGET')).toBeLessThan(html.indexOf('Második'));
    expect(html.indexOf('BOX')).toBeGreaterThan(html.indexOf('Második'));
    expect(html.indexOf('BOX')).toBeLessThan(html.indexOf('Harmadik'));
    expect(html.match(/WIDGET/g)).toHaveLength(1);
  });
});
