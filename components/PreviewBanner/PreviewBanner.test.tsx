import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner', () => {
  it('says Előnézet, names the editor and logs out with a CSRF-protected form', () => {
    const html = renderToString(<PreviewBanner email="szerkeszto@hirter.localhost" csrf="tok" />);
    expect(html).toContain('aria-label="Előnézet"');
    expect(html).toContain('<strong>Előnézet</strong>');
    expect(html).toContain('szerkeszto@hirter.localhost');
    expect(html).toContain('<form action="/logout" method="post"><input type="hidden" name="csrf" value="tok"/><button type="submit">Kilépés</button>');
  });
});
