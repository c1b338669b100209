// The shared data as static HTML on the origin (reader-site.md §3 "Common data"): the fronts draw the weather and
// the trending tags and hold the pip video's place (hidden while it is off); a live article holds the pip's place
// too; a list's search field carries the first placeholder; a plain article has none of it, so it loads no poll.
import { describe, expect, it } from 'vitest';
import { findArticle } from '../corpus';
import { e2eEnv } from '../env';
import { page, text } from './http';

const origin = () => e2eEnv().originUrl;

describe('shared data in the static pages', () => {
  it('the main front: weather and trending tags drawn, the flooding warning and the pip video in place but hidden', async () => {
    const doc = await page(origin(), '/');
    expect(text(doc.querySelector('[data-shared="weather"]'))).toContain('Budapest 7 °C, borult');
    const tags = [...doc.querySelectorAll('nav[data-shared="trending"] a')].map((a) => a.getAttribute('href'));
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((h) => h!.startsWith('/cimke/'))).toBe(true);
    expect(doc.querySelector('[data-shared="flood"]')!.hasAttribute('hidden')).toBe(true);
    const pip = doc.querySelector('aside[data-shared="pip"]')!;
    expect(pip.getAttribute('aria-label')).toBe('Élő videó');
    expect(pip.hasAttribute('hidden')).toBe(true);
  });

  it('a live blog holds the pip video’s place; a plain article shows no shared data', async () => {
    const live = await findArticle(`a.visible = 1 AND a.type = 'liveblog' AND a.site_slug = 'main' AND a.doc LIKE '%"live":true%'`);
    expect((await page(origin(), live.path)).querySelector('aside[data-shared="pip"]')).not.toBeNull();
    const plain = await findArticle(`a.visible = 1 AND a.type = 'article' AND a.site_slug = 'main' AND a.doc NOT LIKE '%"live":true%'`);
    expect((await page(origin(), plain.path)).querySelector('[data-shared]')).toBeNull();
  });

  it('a list’s search field shows the newsroom’s first search placeholder', async () => {
    const input = (await page(origin(), '/legfrissebb')).querySelector('input[type=search][data-shared="placeholder"]');
    expect(input?.getAttribute('placeholder')).toBe('Keresés a cikkek között');
  });
});
