import { describe, expect, it } from 'vitest';
import {
  CACHE,
  SEARCH_LIST_PATH,
  fileCache,
  forwardedWithoutFile,
  isOutputFileName,
  queryScreenForwarded,
  queryScreenRegex,
  redirectCache,
  searchForwarded,
  securityHeaders,
} from './serving';
import { listViewFor } from './listViews';
import type { SiteSlug } from './types';

describe('the serving contract', () => {
  it('gives every kind of file its cache policy', () => {
    expect(fileCache('/assets/entries/x.abc.js', 'text/javascript')).toBe(CACHE.asset);
    expect(fileCache('/sw.js', 'text/javascript')).toBe(CACHE.revalidate);
    expect(fileCache('/builds/latest.json', 'application/json')).toBe(CACHE.revalidate);
    expect(fileCache('/rovat/belfold', 'text/html; charset=utf-8')).toBe(CACHE.page);
    expect(fileCache('/sitemap/index.xml', 'application/xml')).toBe(CACHE.page);
    expect(fileCache('/rss', 'application/rss+xml; charset=utf-8')).toBe(CACHE.page);
    expect(fileCache('/robots.txt', 'text/plain')).toBe(CACHE.file);
    expect(fileCache('/favicon.ico', 'image/x-icon')).toBe(CACHE.file);
    expect(redirectCache(301)).toBe(CACHE.permanentRedirect);
    expect(redirectCache(302)).toBe(CACHE.temporaryRedirect);
  });

  it('sends the security headers everywhere, and lets only the app widget be framed', () => {
    const page = securityHeaders('/rovat/belfold', ['sha256-abc']);
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['x-frame-options']).toBe('SAMEORIGIN');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(page['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page['content-security-policy']).toContain("object-src 'none'");
    const widget = securityHeaders('/app-web-widget', []);
    expect(widget['x-frame-options']).toBeUndefined();
    expect(widget['content-security-policy']).not.toContain('frame-ancestors');
  });

  it('forwards a search only where the route takes it', () => {
    expect(searchForwarded('?term=a', () => true)).toBe(true);
    expect(searchForwarded('?term=', () => true)).toBe(false);
    expect(searchForwarded('?utm_source=x', () => true)).toBe(false);
    expect(searchForwarded('?term=a', () => false)).toBe(false);
  });

  it("nginx's list-path pattern matches every list route and no article or fixed screen", () => {
    const re = new RegExp(SEARCH_LIST_PATH);
    const lists: [SiteSlug, string][] = [
      ['main', '/rovat/belfold'],
      ['main', '/rovat/szepkilatas/nehez-tura'],
      ['main', '/g7/rovat/adat'],
      ['main', '/cimke/europai-unio'],
      ['main', '/szerzo/kovacs-peter'],
      ['main', '/archivum'],
      ['after', '/after/archivum'],
      ['main', '/legfrissebb'],
      ['main', '/english'],
      ['main', '/legfontosabb'],
      ['main', '/kedvenceink'],
      ['after', '/after/legfrissebb'],
      ['g7', '/g7/adat'],
      ['g7', '/g7/penz'],
      ['karakter', '/karakter/kultura'],
      ['ro', '/rovat/romania'],
      ['ro', '/legfrissebb'],
    ];
    for (const [site, path] of lists) {
      expect(Boolean(listViewFor(site, path)?.list), `${path} is a list`).toBe(true);
      expect(re.test(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/belfold/2026/11/22/cikk',
      '/g7/2026/11/22/cikk',
      '/impresszum',
      '/tamogatas',
      '/melleklet/eb-2024',
      '/dokumentum/x',
      '/arfolyam',
      '/after',
      '/g7',
    ]) {
      expect(re.test(path), path).toBe(false);
    }
  });
});

describe('forwardedWithoutFile', () => {
  const known = (slug: string) => (slug === 'ismert' ? 'https://hirter.hu/belfold/2024/03/05/ismert' : undefined);
  it('forwards a route of the table, a newer build’s asset and an article path of a known slug', () => {
    for (const path of [
      '/rovat/belfold',
      '/g7/rovat/adat',
      '/melleklet/valasztas-2024/adatok/a/b',
      '/assets/entries/x.js',
      '/belfold/2024/03/05/ismert',
      '/kulfold/2020/01/01/ismert',
    ]) {
      expect(forwardedWithoutFile('main', path, known), path).toBe(true);
    }
  });
  it('keeps the static 404 for no route, an unknown slug and the other domain’s routes', () => {
    for (const [site, path] of [
      ['main', '/nincs/ilyen'],
      ['main', '/belfold/2024/03/05/ismeretlen'],
      ['main', '/belfold/2024/02/30/ismert'],
      ['ro', '/english'],
      ['ro', '/g7/rovat/adat'],
    ] as const) {
      expect(forwardedWithoutFile(site, path, known), `${site} ${path}`).toBe(false);
    }
  });
});

describe('query screens (the sports widgets’ states)', () => {
  const CASES: [path: string, query: string, forwarded: boolean][] = [
    ['/sport/forma-1', '', false],
    ['/sport/forma-1', '?', false],
    ['/sport/forma-1', '?utm_source=hirlevel', false],
    ['/sport/forma-1', '?oldal=', false],
    ['/sport/forma-1', '?oldal=csapatok', true],
    ['/sport/forma-1', '?utm_source=x&futam=-24', true],
    ['/sport/forma-1', '?szezon=2025&verseny=3', true],
    ['/sport/forma-1', '?versenyzo=1', true],
    ['/sport/forma-1/', '?oldal=csapatok', false],
    ['/arfolyam', '?oldal=csapatok', false],
    ['/rovat/sport', '?szezon=2025', false],
    // The football screen: its six parameters; anything else is the static default state.
    ['/sport/foci', '', false],
    ['/sport/foci', '?utm_source=x&fbclid=1', false],
    ['/sport/foci', '?meccs=', false],
    ['/sport/foci', '?orszag=2&liga=39', true],
    ['/sport/foci', '?oldal=gol', true],
    ['/sport/foci', '?nap=2025-09-13', true],
    ['/sport/foci', '?meccs=0', true],
    ['/sport/foci', '?x=1&szezon=2024', true],
    ['/sport/foci', '?nap=&nap=2025-09-13', true],
    ['/sport/foci', '?%6eap=2025-09-13', false],
    ['/sport/foci/', '?oldal=gol', false],
    // The football supplements: the schedule takes a match, the results a day and a match; the rest nothing.
    ['/melleklet/eb-2024/merkozesek', '?meccs=40001', true],
    ['/melleklet/eb-2024/merkozesek', '?nap=2024-06-20', false],
    ['/melleklet/eb-2024/eredmenyek', '?nap=2024-06-20', true],
    ['/melleklet/foci-vb-2022/eredmenyek', '?nap=2022-12-18&meccs=10064', true],
    ['/melleklet/foci-vb-2022/eredmenyek', '?oldal=2', false],
    ['/melleklet/eb-2024/csoportok', '?meccs=1', false],
    ['/melleklet/eb-2024/toplistak/sarga-lapok', '?nap=2024-06-20', false],
    ['/melleklet/eb-2024', '?meccs=1', false],
    ['/melleklet/tokio-2020/eremtablazat', '?nap=2021-07-30', false],
  ];
  it.each(CASES)('%s%s → %s', (path, query, forwarded) => {
    expect(queryScreenForwarded(path, query)).toBe(forwarded);
  });

  it('nginx says the same over "$uri|$args"', () => {
    const re = new RegExp(queryScreenRegex());
    for (const [path, query, forwarded] of CASES) expect(re.test(`${path}|${query.replace(/^\?/, '')}`), `${path}${query}`).toBe(forwarded);
  });
});

describe('the output’s own file names', () => {
  it.each([
    ['/index.html', true],
    ['/rovat/belfold/index.oldal-3.html', true],
    ['/sitemap/news.xml.gz', true],
    ['/rovat/belfold/index.html.br', true],
    ['/terkep/usa-2024/texas.html', false],
    ['/rovat/index', false],
    ['/cimke/brgz', false],
    ['/', false],
  ])('%s → %s', (path, named) => {
    expect(isOutputFileName(path)).toBe(named);
  });
});
