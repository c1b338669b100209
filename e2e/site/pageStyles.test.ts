// Issue #24's render path on the static output, read as HTML: each page type's CSS comes as one stylesheet (D-285),
// a file of its domain on a published page and inline on one rendered on demand (D-424), and the largest image's
// preload is at the top of <head>, with the srcset and sizes of an image the page shows. Which file a browser then takes at a width is layout:
// e2e/pageStyles.spec.ts.
import { describe, expect, it } from 'vitest';
import { RO_HOST } from '../../testing/browser';
import { lighthousePages } from '../lighthouse';
import { e2eEnv } from '../env';
import { ask, documentOf, type Domain } from './http';
import { isStylesheetHref } from '../../domain/stylesheetFile';
import { CACHE } from '../../domain/serving';

/** The page types of the Lighthouse gates, and the Romanian front page. */
async function pageTypes(): Promise<{ name: string; path: string; domain: Domain }[]> {
  return [...(await lighthousePages()).map((p) => ({ ...p, domain: 'main' as const })), { name: `ro front (${RO_HOST})`, path: '/', domain: 'ro' }];
}

/** The body's CSS-module classes (the build names them `_name_hash_line`). */
function moduleClasses(body: string): Set<string> {
  return new Set([...body.matchAll(/class="(_[a-zA-Z]+_[\w-]+_\d+)/g)].map((m) => m[1]!));
}

describe('one stylesheet per page, the LCP image found early', () => {
  it('every published page type links one stylesheet file of its domain, which defines every class it uses (D-424)', async () => {
    for (const p of await pageTypes()) {
      const res = await ask(e2eEnv().originUrl, p.path, { domain: p.domain });
      expect(res.status, p.name).toBe(200);
      const html = res.body;
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...html.matchAll(/<link[^>]*rel="?stylesheet[^>]*>/gi)].map((m) => m[0]);
      expect(links, p.name).toHaveLength(1);
      expect(head, p.name).toContain(links[0]!);
      expect(html, `${p.name}: nothing inline`).not.toMatch(/<style[\s>]/);
      const href = /href="([^"]+)"/.exec(links[0]!)![1]!;
      expect(isStylesheetHref(href), `${p.name}: ${href}`).toBe(true);
      const css = await ask(e2eEnv().originUrl, href, { domain: p.domain });
      expect(css.status, `${p.name}: ${href}`).toBe(200);
      expect(css.headers['content-type'], href).toMatch(/^text\/css/);
      expect(css.headers['cache-control'], href).toBe(CACHE.asset);
      // The page is styled from it: the site's colours and each CSS module's hashed classes.
      expect(css.body, p.name).toMatch(/--accent:/);
      const classes = moduleClasses(html.slice(head.length));
      expect(classes.size, p.name).toBeGreaterThan(0);
      for (const c of classes) expect(css.body, `${p.name}: .${c}`).toContain(`.${c}`);
      expect(html, p.name).not.toContain('__VITE_PLUGIN_SSR__ASSETS_FIRST__');
    }
  });

  it('a page rendered on demand carries the same stylesheet inline in one <style>: it has no output to link from', async () => {
    // A searched list: the edge forwards it to the render server, which owns no output folder.
    const path = '/archivum?term=budapest';
    const rendered = (await ask(e2eEnv().originUrl, path)).body;
    expect(rendered.match(/<link[^>]*rel="?stylesheet/gi) ?? []).toEqual([]);
    const styles = [...rendered.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(rendered.indexOf('<style>')).toBeLessThan(rendered.indexOf('</head>'));
    // The text is the published archive page's file, byte for byte.
    const published = (await ask(e2eEnv().originUrl, '/archivum')).body;
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(published)![1]!;
    expect((await ask(e2eEnv().originUrl, href)).body).toBe(styles[0]);
    for (const c of moduleClasses(rendered.slice(rendered.indexOf('</head>')))) expect(styles[0], `.${c}`).toContain(`.${c}`);
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
      // Early: before the stylesheet, nothing but the <meta>s (charset, viewport) before it in <head>.
      expect(html.indexOf(preload), p.name).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
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
