import { describe, expect, it } from 'vitest';
import type { MainSuperTag } from '../types';
import { articleTrail, breadcrumbList, listTrail, siteTrail } from './breadcrumbs';
import { missingRequired } from '../../testing/jsonLdRequired';

const section = (slug: string, name: string, siteSlug: MainSuperTag['siteSlug']): MainSuperTag => ({ id: 1, slug, name, active: true, siteSlug });
const items = (ld: object) => (ld as { itemListElement: { position: number; name: string; item: string }[] }).itemListElement;

describe('breadcrumbs', () => {
  it('a site’s fronts: the domain’s, then a sub-site’s own', () => {
    expect(siteTrail('main')).toEqual([{ name: 'Hírtér', path: '/' }]);
    expect(siteTrail('after')).toEqual([
      { name: 'Hírtér', path: '/' },
      { name: 'After', path: '/after' },
    ]);
    expect(siteTrail('ro')).toEqual([{ name: 'Hírtér Erdély', path: '/' }]);
  });

  it('an article: front › section › article, every step absolute on the page’s domain, positions from 1', () => {
    const ld = breadcrumbList('main', articleTrail('main', { title: 'Cím', mainSuperTag: section('belfold', 'Belföld', 'main') }, '/belfold/2025/11/22/cim'));
    expect(items(ld)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hírtér', item: 'https://hirter.hu/' },
      { '@type': 'ListItem', position: 2, name: 'Belföld', item: 'https://hirter.hu/rovat/belfold' },
      { '@type': 'ListItem', position: 3, name: 'Cím', item: 'https://hirter.hu/belfold/2025/11/22/cim' },
    ]);
    expect(missingRequired(ld as Record<string, unknown>)).toEqual([]);
  });

  it('a sub-site article of its root section: Hírtér › After › article (the section’s page is the sub-site’s front)', () => {
    const trail = articleTrail('after', { title: 'Cím', mainSuperTag: section('after', 'After', 'after') }, '/after/2025/11/22/cim');
    expect(trail.map((c) => c.path)).toEqual(['/', '/after', '/after/2025/11/22/cim']);
    const tab = articleTrail('g7', { title: 'Cím', mainSuperTag: section('adat', 'Adat', 'g7') }, '/g7/adat/2025/11/22/cim');
    expect(tab.map((c) => c.path)).toEqual(['/', '/g7', '/g7/adat', '/g7/adat/2025/11/22/cim']);
  });

  it('the Romanian edition’s on its own domain', () => {
    const ld = breadcrumbList('ro', articleTrail('ro', { title: 'Cím', mainSuperTag: section('erdely', 'Erdély', 'ro') }, '/erdely/2025/11/22/cim'));
    expect(items(ld).map((i) => i.item)).toEqual(['https://hirter.ro/', 'https://hirter.ro/rovat/erdely', 'https://hirter.ro/erdely/2025/11/22/cim']);
  });

  it('a list: the fronts, then the list', () => {
    const ld = breadcrumbList('main', listTrail('karakter', { name: 'Kultúra', path: '/karakter/kultura' }));
    expect(items(ld).map((i) => [i.name, i.item])).toEqual([
      ['Hírtér', 'https://hirter.hu/'],
      ['Karakter', 'https://hirter.hu/karakter'],
      ['Kultúra', 'https://hirter.hu/karakter/kultura'],
    ]);
    expect(missingRequired(ld as Record<string, unknown>)).toEqual([]);
  });
});
