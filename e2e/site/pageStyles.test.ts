// Issue #24's render path on the static output, read as HTML: each page type's CSS comes inline in one <style>
// with no render-blocking stylesheet link (D-285), and the largest image's preload is at the top of <head>,
// with the srcset and sizes of an image the page shows. Which file a browser then takes at a width is layout:
// e2e/pageStyles.spec.ts.
import { describe, expect, it } from 'vitest';
import { RO_HOST } from '../../testing/browser';
import { lighthousePages } from '../lighthouse';
import { e2eEnv } from '../env';
import { ask, documentOf, type Domain } from './http';

/** The page types of the Lighthouse gates, and the Romanian front page. */
async function pageTypes(): Promise<{ name: string; path: string; domain: Domain }[]> {
  return [...(await lighthousePages()).map((p) => ({ ...p, domain: 'main' as const })), { name: `ro front (${RO_HOST})`, path: '/', domain: 'ro' }];
}

describe('one stylesheet per page, the LCP image found early', () => {
  it('every page type: its CSS in one <style> in <head>, no stylesheet link anywhere', async () => {
    for (const p of await pageTypes()) {
      const res = await ask(e2eEnv().originUrl, p.path, { domain: p.domain });
      expect(res.status, p.name).toBe(200);
      const html = res.body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html.match(/<link[^>]*rel="?stylesheet/gi) ?? [], p.name).toEqual([]);
      expect(head.match(/<style>/g), p.name).toHaveLength(1);
      expect(html.indexOf('<style>', head.length), p.name).toBe(-1);
      // The page is styled from it: the site's colours and each CSS module's hashed classes.
      expect(head, p.name).toMatch(/--accent:/);
      const classes = [...html.slice(head.length).matchAll(/class="(_[a-zA-Z]+_[\w-]+_\d+)/g)].map((m) => m[1]!);
      expect(classes.length, p.name).toBeGreaterThan(0);
      for (const c of new Set(classes)) expect(head, `${p.name}: .${c}`).toContain(`.${c}`);
      expect(html, p.name).not.toContain('__VITE_PLUGIN_SSR__ASSETS_FIRST__');
    }
  });

  it('front, article and list: one high-priority image preload at the top of <head>, with the srcset and sizes of an image of the page', async () => {
    const pages = (await lighthousePages()).filter((p) => ['front', 'article', 'list'].includes(p.name));
    expect(pages).toHaveLength(3);
    for (const p of pages) {
      const html = (await ask(e2eEnv().originUrl, p.path)).body;
      const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads, p.name).toHaveLength(1);
      const preload = preloads[0]!;
      expect(preload, p.name).toMatch(/fetchPriority="high"/);
      // Early: before the inline styles, nothing but the <meta>s (charset, viewport) before it in <head>.
      expect(html.indexOf(preload), p.name).toBeLessThan(html.indexOf('<style>'));
      const doc = documentOf(html);
      const before = [...doc.head.children].slice(
        0,
        [...doc.head.children].findIndex((el) => el.matches('link[rel=preload][as=image]')),
      );
      expect(
        before.map((el) => el.tagName.toLowerCase()),
        p.name,
      ).toEqual(before.map(() => 'meta'));
      const srcset = /imageSrcSet="([^"]+)"/.exec(preload)![1]!;
      const sizes = /imageSizes="([^"]+)"/.exec(preload)![1]!;
      // The image with that srcset is in the page's main content with the same sizes.
      const images = [...doc.querySelectorAll('main img[srcset]')].filter((img) => img.getAttribute('srcset') === srcset);
      expect(images.length, `${p.name}: an image with the preload's srcset`).toBeGreaterThan(0);
      expect(
        images.map((img) => img.getAttribute('sizes')),
        p.name,
      ).toContain(sizes);
    }
  });
});
