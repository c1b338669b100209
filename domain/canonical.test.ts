import { describe, expect, it } from 'vitest';
import { articleSlugOf, canonicalTarget, locationOn } from './canonical';
import { redirectFor } from './redirects';
import { matchRoute } from './routes';

const KNOWN: Record<string, string> = {
  'uj-hid-epul': 'https://hirter.hu/belfold/2024/03/05/uj-hid-epul',
  'g7-adat': 'https://hirter.hu/g7/adat/2024/03/05/g7-adat',
  'kolozsvari-hir': 'https://hirter.ro/erdely/2024/03/05/kolozsvari-hir',
};
const lookup = (slug: string) => KNOWN[slug];

describe('articleSlugOf', () => {
  it('reads the slug of every shape of article path the route table has', () => {
    for (const path of ['/belfold/2024/03/05/uj-hid-epul', '/2024/03/05/uj-hid-epul', '/g7/2024/03/05/uj-hid-epul', '/g7/adat/2024/03/05/uj-hid-epul']) {
      expect(articleSlugOf(path), path).toBe('uj-hid-epul');
      expect(matchRoute('main', path, { donationsOff: false }).name, path).toBe('single_article');
    }
  });

  it('is null for the lists whose rest looks like a date, and for anything else', () => {
    for (const path of [
      '/cimke/2024/03/05/x',
      '/szerzo/a/2024/03/05/x',
      '/rovat/2024/03/05/x',
      '/g7/rovat/2024/03/05/x',
      '/melleklet/a/2024/03/05/x',
      '/belfold/2024/03/05',
      '/a/b/c/2024/03/05/x',
      '/belfold/2024/03/05/x/elo',
      '/belfold/2024/3/05/x',
    ]) {
      expect(articleSlugOf(path), path).toBeNull();
      expect(matchRoute('main', path, { donationsOff: false }).name, path).not.toBe('single_article');
    }
  });
});

describe('canonicalTarget', () => {
  it('sends a known slug on another path to its canonical path on the same domain and to its URL on the other', () => {
    expect(canonicalTarget('main', '/kulfold/2023/01/01/uj-hid-epul', lookup)).toBe('/belfold/2024/03/05/uj-hid-epul');
    expect(canonicalTarget('g7', '/gazdasag/2024/03/05/g7-adat', lookup)).toBe('/g7/adat/2024/03/05/g7-adat');
    expect(canonicalTarget('main', '/erdely/2024/03/05/kolozsvari-hir', lookup)).toBe('https://hirter.ro/erdely/2024/03/05/kolozsvari-hir');
    expect(canonicalTarget('ro', '/belfold/2024/03/05/uj-hid-epul', lookup)).toBe('https://hirter.hu/belfold/2024/03/05/uj-hid-epul');
  });

  it('leaves the canonical path, an unknown slug and a path without a lookup alone', () => {
    expect(canonicalTarget('main', '/belfold/2024/03/05/uj-hid-epul', lookup)).toBeNull();
    expect(canonicalTarget('ro', '/erdely/2024/03/05/kolozsvari-hir', lookup)).toBeNull();
    expect(canonicalTarget('main', '/belfold/2024/03/05/senki', lookup)).toBeNull();
    expect(canonicalTarget('main', '/kulfold/2023/01/01/uj-hid-epul', undefined)).toBeNull();
  });

  it('locationOn keeps a URL of another host whole', () => {
    expect(locationOn('main', 'https://hirter.hu.example/x')).toBe('https://hirter.hu.example/x');
  });
});

describe('redirectFor with the canonical map', () => {
  it('is one hop from an old compact-date G7 link to the canonical URL, with the query kept', () => {
    expect(redirectFor('main', '/gazdasag/20240305/g7-adat?x=1', [], lookup)).toEqual({ location: '/g7/adat/2024/03/05/g7-adat?x=1', status: 301 });
    // Without the map the rule alone leaves a second hop.
    expect(redirectFor('main', '/gazdasag/20240305/g7-adat', [])).toEqual({ location: '/g7/2024/03/05/g7-adat', status: 301 });
  });

  it('follows a live-blog suffix and a trailing slash to the canonical URL on its own domain', () => {
    expect(redirectFor('main', '/belfold/2024/03/05/kolozsvari-hir/elo/', [], lookup)).toEqual({
      location: 'https://hirter.ro/erdely/2024/03/05/kolozsvari-hir',
      status: 301,
    });
  });

  it('is null for a canonical path', () => {
    expect(redirectFor('ro', '/erdely/2024/03/05/kolozsvari-hir?oldal=2', [], lookup)).toBeNull();
  });
});
