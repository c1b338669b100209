import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mapViewOf } from '../../domain/electionMap';
import { ElectionMap, ElectionMapView, electionMapProps } from './ElectionMap';

describe('ElectionMap', () => {
  it('puts the frame’s source in the HTML: the data page’s region and party, the more link hidden', () => {
    const props = electionMapProps(mapViewOf('valasztas-2024', ['pest', 'tisza'])!, true);
    const html = renderToStaticMarkup(<ElectionMapView {...props} />);
    expect(html).toContain('<iframe');
    expect(html).toContain('src="/terkep/onk-2024/pest.html?part=tisza&amp;rejt=1"');
    expect(html).toContain('title="Önkormányzati választás 2024: a közgyűlési listák eredménye vármegyénként"');
    expect(html).toContain('<a href="/melleklet/valasztas-2024/adatok/pest" aria-current="page">Pest</a>');
    // The 20 regions' pages, and the region's view of each of its 5 parties, the one shown marked.
    expect(html.match(/<li><a href="\/melleklet\/valasztas-2024\/adatok\/[a-z-]+"/g)).toHaveLength(20);
    expect(html.match(/<li><a href="\/melleklet\/valasztas-2024\/adatok\/pest\/[a-z-]+"/g)).toHaveLength(5);
    expect(html).toContain('<a href="/melleklet/valasztas-2024/adatok/pest/tisza" aria-current="page">TISZA</a>');
    expect(html).toContain('data-map-open');
  });

  it("keeps the figure to the frame and its caption, the regions' lists after it (a caption comes first or last)", () => {
    const html = renderToStaticMarkup(<ElectionMapView {...electionMapProps(mapViewOf('valasztas-2024', ['pest'])!, true)} />);
    const figure = /<figure[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? '';
    expect(figure).toMatch(/^<iframe[^>]*><\/iframe><figcaption[\s\S]*<\/figcaption>$/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.indexOf('<details')).toBeGreaterThan(html.indexOf('</figure>'));
  });

  it('on an attachment page shows the national view with the more link', () => {
    const props = electionMapProps(mapViewOf('ep-2024', [])!, false);
    expect(props.src).toBe('/terkep/ep-2024/orszagos.html');
  });

  it('names the regions with the article their word takes: Az államok, A vármegyék', () => {
    const usa = renderToStaticMarkup(<ElectionMapView {...electionMapProps(mapViewOf('usa-2024', [])!, true)} />);
    expect(usa).toContain('<summary>Az államok eredményei</summary>');
    const local = renderToStaticMarkup(<ElectionMapView {...electionMapProps(mapViewOf('valasztas-2024', [])!, true)} />);
    expect(local).toContain('<summary>A vármegyék eredményei</summary>');
  });

  it('is an island started at load without React, with what the messages need', () => {
    const props = electionMapProps(mapViewOf('usa-2024', [])!, true);
    const html = renderToStaticMarkup(<ElectionMap {...props} />);
    expect(html).toContain('data-island="ElectionMap"');
    expect(html).toContain('data-hydrate="load"');
    expect(html).toContain('&quot;election&quot;:&quot;usa-2024&quot;');
  });
});
