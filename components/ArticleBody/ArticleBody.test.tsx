import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadedBody } from '../../testing/articleBody';
import { ArticleBody } from './ArticleBody';

const BODY = '<p>Első.</p><p><a href="/sport/forma-1?oldal=pontverseny">A pontverseny</a></p><p>Második.</p><p>Harmadik.</p>';
const widget = () => <section>WIDGET</section>;

describe('ArticleBody', () => {
  it('draws the Formula 1 widget in place of its marker paragraph', () => {
    const html = renderToStaticMarkup(<ArticleBody blocks={loadedBody(BODY, { 'forma-1': {} })} renderEmbed={widget} />);
    expect(html).toMatch(/<p>Első\.<\/p><\/div><div class="[^"]*" data-embed-widget="forma-1"><section>WIDGET<\/section><\/div><div><p>Második\.<\/p>/);
    expect(html).not.toContain('A pontverseny');
  });

  it('keeps the marker a plain link without the widget', () => {
    const html = renderToStaticMarkup(<ArticleBody blocks={loadedBody(BODY)} renderEmbed={widget} />);
    expect(html).toContain('<a href="/sport/forma-1?oldal=pontverseny">A pontverseny</a>');
  });

  it('places the widget and the inserts together', () => {
    const html = renderToStaticMarkup(
      <ArticleBody blocks={loadedBody(BODY, { 'forma-1': {} })} renderEmbed={widget} inserts={[{ after: 3, node: <aside>BOX</aside> }]} />,
    );
    expect(html.indexOf('WIDGET')).toBeLessThan(html.indexOf('Második'));
    expect(html.indexOf('BOX')).toBeGreaterThan(html.indexOf('Második'));
    expect(html.indexOf('BOX')).toBeLessThan(html.indexOf('Harmadik'));
    expect(html.match(/WIDGET/g)).toHaveLength(1);
  });

  it('draws a Datawrapper chart as its click-to-load placeholder, with nothing to load', () => {
    const body = '<p>a</p><iframe title="Infláció" src="https://datawrapper.dwcdn.net/Ab1Cd/3/" height="512"></iframe><p>b</p>';
    const html = renderToStaticMarkup(<ArticleBody blocks={loadedBody(body)} />);
    expect(html).toContain('<div><p>a</p><figure class="embed embed--datawrapper" data-embed="datawrapper" data-src="https://datawrapper.dwcdn.net/Ab1Cd/3/"');
    expect(html).not.toContain('<iframe');
  });
});
