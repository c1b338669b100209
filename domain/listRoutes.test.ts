import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';
import { articleListPaths, listOfOtherDomain, listRouteFor, sectionLink } from './listRoutes';
import type { SiteSlug } from './types';

const list = (site: SiteSlug, path: string) => listRouteFor(site, matchRoute(site, path, { donationsOff: false }));

describe('listRouteFor', () => {
  it.each([
    ['main', '/legfrissebb', {}, 'latest:main', 'Friss hírek', '/legfrissebb'],
    ['main', '/rovat/szepkilatas', { mstag: 'szepkilatas' }, 'mstag:szepkilatas', null, '/rovat/szepkilatas'],
    ['main', '/rovat/szepkilatas/nehez-tura', { mstag: 'szepkilatas', tag: 'nehez-tura' }, 'tag:nehez-tura', 'Szép kilátás', '/rovat/szepkilatas/nehez-tura'],
    [
      'main',
      '/rovat/szepkilatas/extrem-tura',
      { mstag: 'szepkilatas', tag: 'extrem-tura' },
      'tag:extrem-tura',
      'Szép kilátás',
      '/rovat/szepkilatas/extrem-tura',
    ],
    ['ro', '/legfrissebb', {}, 'latest:ro', 'Friss hírek', '/legfrissebb'],
    ['main', '/english', { flag: 'english' }, 'flag:english', 'English', '/english'],
    ['main', '/archivum', {}, 'site:main', 'Archívum', '/archivum'],
    ['g7', '/g7/archivum', {}, 'site:g7', 'Archívum', '/g7/archivum'],
    ['main', '/legfontosabb', { flag: 'legfontosabb' }, 'flag:legfontosabb', null, '/legfontosabb'],
    ['main', '/rovat/belfold', { mstag: 'belfold' }, 'mstag:belfold', null, '/rovat/belfold'],
    ['ro', '/rovat/erdely', { mstag: 'erdely' }, 'mstag:erdely', null, '/rovat/erdely'],
    ['main', '/cimke/arviz', { tag: 'arviz' }, 'tag:arviz', null, '/cimke/arviz'],
    ['main', '/szerzo/kovacs-peter', { author: 'kovacs-peter' }, 'author:kovacs-peter', null, '/szerzo/kovacs-peter'],
    ['g7', '/g7/adat', { mstag: 'adat' }, 'mstag:adat', 'Adat', '/g7/adat'],
    ['karakter', '/karakter/konyvespolc', { mstag: 'konyvespolc' }, 'mstag:konyvespolc', 'Könyvespolc', '/karakter/konyvespolc'],
    ['after', '/after/legfrissebb', {}, 'site:after', 'Friss hírek', '/after/legfrissebb'],
  ] as const)('%s %s', (site, path, filters, key, title, canonical) => {
    expect(list(site, path)).toMatchObject({ filters, key, title, path: canonical });
  });

  it('lists the sub-site articles of a sub-site tab, whichever host asked', () => {
    expect(list('g7', '/g7/legfrissebb')?.site).toBe('g7');
    expect(list('main', '/after/archivum')?.site).toBe('after');
  });

  it('spans the main-domain sites on /legfrissebb, the own site on the Romanian edition', () => {
    expect(list('main', '/legfrissebb')?.sites).toEqual(['main', 'after', 'g7', 'karakter']);
    expect(list('ro', '/legfrissebb')?.sites).toEqual(['ro']);
    expect(list('main', '/rovat/belfold')?.sites).toBeUndefined();
  });

  it('leaves the hiking news out of the hiking list only', () => {
    expect(list('main', '/rovat/szepkilatas')?.excludeTag).toBe('szepkilatas-hirek');
    expect(list('main', '/rovat/szepkilatas/nehez-tura')?.excludeTag).toBeUndefined();
    expect(list('main', '/rovat/belfold')?.excludeTag).toBeUndefined();
  });

  it('is no list for other nested paths, other routes and unknown paths', () => {
    expect(list('main', '/rovat/szepkilatas/konnyu-tura')).toBeNull();
    expect(list('main', '/rovat/szepkilatas/nehez-tura/x')).toBeNull();
    expect(list('main', '/rovat/belfold/nehez-tura')).toBeNull();
    expect(list('main', '/after/rovat/szepkilatas/nehez-tura')).toBeNull();
    expect(list('main', '/')).toBeNull();
    expect(list('main', '/belfold/2025/01/02/cikk')).toBeNull();
    expect(list('main', '/nincs/ilyen/ut')).toBeNull();
  });
});

describe('sectionLink and articleListPaths', () => {
  it('links a section to its list, a sub-site tab, or the sub-site front for its root section', () => {
    expect(sectionLink('main', 'belfold')).toBe('/rovat/belfold');
    expect(sectionLink('ro', 'erdely')).toBe('/rovat/erdely');
    expect(sectionLink('g7', 'adat')).toBe('/g7/adat');
    expect(sectionLink('g7', 'befektetes')).toBe('/g7/rovat/befektetes');
    expect(sectionLink('g7', 'g7')).toBe('/g7');
    expect(sectionLink('karakter', 'kultura')).toBe('/karakter/kultura');
  });

  it("gives an article's section, tag and author lists", () => {
    expect(
      articleListPaths({
        mainSuperTag: { slug: 'belfold', siteSlug: 'main' },
        tags: [{ slug: 'árvíz' }],
        articleAuthors: [{ slug: 'kp' }, { slug: 'nb' }],
      }),
    ).toEqual(['/rovat/belfold', '/cimke/%C3%A1rv%C3%ADz', '/szerzo/kp', '/szerzo/nb']);
  });
});

describe('listOfOtherDomain', () => {
  const on = (slug: string, siteSlug: SiteSlug) => ({ mainSuperTag: { id: 1, slug, name: slug, active: true, siteSlug } });
  const route = (site: SiteSlug, path: string) => list(site, path)!;

  it('gives a section to its own site’s domain, named by its own articles', () => {
    const erdely = [on('erdely', 'ro'), on('romania', 'ro')];
    expect(listOfOtherDomain(route('main', '/rovat/erdely'), 'main', erdely)).toBe(true);
    expect(listOfOtherDomain(route('ro', '/rovat/erdely'), 'ro', erdely)).toBe(false);
    expect(listOfOtherDomain(route('ro', '/rovat/belfold'), 'ro', [on('belfold', 'main')])).toBe(true);
    expect(listOfOtherDomain(route('main', '/rovat/szepkilatas'), 'main', [on('szepkilatas', 'main')])).toBe(false);
  });

  it('reads a sub-site’s section on the main domain as the main domain’s', () => {
    expect(listOfOtherDomain(route('main', '/rovat/adat'), 'main', [on('adat', 'g7')])).toBe(false);
    expect(listOfOtherDomain(route('g7', '/g7/adat'), 'g7', [on('adat', 'g7')])).toBe(false);
  });

  it('trusts the section’s own article over others that carry it as a second section', () => {
    expect(listOfOtherDomain(route('main', '/rovat/belfold'), 'main', [on('erdely', 'ro'), on('belfold', 'main')])).toBe(false);
  });

  it('gives an author to the domain their articles live on', () => {
    expect(listOfOtherDomain(route('main', '/szerzo/x'), 'main', [on('erdely', 'ro')])).toBe(true);
    expect(listOfOtherDomain(route('ro', '/szerzo/x'), 'ro', [on('erdely', 'ro')])).toBe(false);
    expect(listOfOtherDomain(route('ro', '/szerzo/x'), 'ro', [on('kultura', 'karakter')])).toBe(true);
    expect(listOfOtherDomain(route('main', '/szerzo/x'), 'main', [on('kultura', 'karakter'), on('erdely', 'ro')])).toBe(false);
  });

  it('lets tag and flag lists span the domains, and an empty page decide nothing', () => {
    expect(listOfOtherDomain(route('main', '/cimke/europai-unio'), 'main', [on('romania', 'ro')])).toBe(false);
    expect(listOfOtherDomain(route('ro', '/cimke/europai-unio'), 'ro', [on('kulfold', 'main')])).toBe(false);
    expect(listOfOtherDomain(route('main', '/legfontosabb'), 'main', [on('romania', 'ro')])).toBe(false);
    expect(listOfOtherDomain(route('main', '/szerzo/x'), 'main', [])).toBe(false);
  });
});
