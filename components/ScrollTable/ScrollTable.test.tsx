import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScrollTable } from './ScrollTable';

describe('ScrollTable', () => {
  it('is a captioned table in a focusable region named by the caption', () => {
    const html = renderToStaticMarkup(
      <ScrollTable caption="Tabella" attributes={{ 'data-x': 'y' }}>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </ScrollTable>,
    );
    expect(html).toMatch(
      /^<div[^>]*role="region" aria-label="Tabella" tabindex="0"><table[^>]*data-x="y"><caption class="visually-hidden">Tabella<\/caption><tbody>/,
    );
  });

  it('can show its caption', () => {
    const html = renderToStaticMarkup(
      <ScrollTable caption="A csoport" captionVisible>
        <tbody />
      </ScrollTable>,
    );
    expect(html).not.toContain('visually-hidden');
    expect(html).toContain('A csoport</caption>');
  });
});
