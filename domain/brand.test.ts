import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, ICONS, publisherLogo, webManifest } from './brand';

describe('brand', () => {
  it('colours are the light scheme accents of renderer/global.css', () => {
    const css = readFileSync(new URL('../renderer/global.css', import.meta.url), 'utf8');
    const root = /:root \{[^}]*--accent: (#[0-9a-f]{6})/.exec(css)?.[1];
    expect(BRAND_COLOURS.main).toBe(root);
    expect(BRAND_COLOURS.ro).toBe(root);
    for (const site of ['after', 'g7', 'karakter'] as const) {
      expect(BRAND_COLOURS[site]).toBe(new RegExp(`^\\.site-${site} \\{\\s*--accent: (#[0-9a-f]{6});\\s*\\}`, 'm').exec(css)?.[1]);
    }
  });

  it('the manifest is Hungarian, names its publisher, and lists installable icons', () => {
    const hu = webManifest('g7') as Record<string, unknown>;
    expect(hu).toMatchObject({ name: 'Hírtér', lang: 'hu', start_url: '/', theme_color: '#c8102e' });
    expect((hu.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(webManifest('ro')).toMatchObject({ name: 'Hírtér Erdély' });
    // A platform that crops icons to its shape gets one made for it (the plain ones would lose their edges).
    expect((hu.icons as { src: string; purpose?: string }[]).filter((i) => i.purpose === 'maskable')).toEqual([
      { src: ICONS.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(ICONS.manifest).toBe('/manifest.webmanifest');
  });

  it('the sub-sites are published by Hírtér, the Romanian edition by itself', () => {
    expect(publisherLogo('after')).toBe(publisherLogo('main'));
    expect(publisherLogo('ro')).toBe('/images/logo/hirter-erdely.png');
  });
});
