import { describe, expect, it } from 'vitest';
import {
  ACADEMY_SLUG,
  DEFAULT_HOSTS,
  DEFAULT_SITE,
  MAIN_DOMAIN,
  HOME_SITES,
  MAIN_DOMAIN_SITES,
  RO_DOMAIN,
  SITE_HEADER,
  SITE_PATHS,
  SITE_SLUGS,
  SITES,
  SUB_SITE_SLUGS,
  isSiteSlug,
  normaliseHost,
  siteForRequest,
  sitesOnDomain,
  isSubSite,
  latestListSites,
  onMainDomain,
  type SiteConfig,
} from './sites';

const FIELDS: (keyof SiteConfig)[] = [
  'slug',
  'name',
  'domain',
  'path',
  'cssClass',
  'currency',
  'verificationCode',
  'shareImage',
  'socialPageUrl',
  'socialInteractionNumber',
  'socialHandle',
  'consentScriptPath',
  'readerRevenuePropertyId',
  'mobileImage11',
  'mobileImage43',
  'authorSiteSlug',
  'timeZone',
  'locale',
  'rss',
  'publisherName',
];

/** The capabilities: what a site offers a reader, read wherever it shows instead of comparing slugs. */
const CAPABILITIES = [
  'homeSite',
  'supportBox',
  'appShopBox',
  'hikingNewsBox',
  'autoBlocks',
  'supplements',
  'adZoneSite',
  'publisherLogo',
] as const satisfies readonly (keyof SiteConfig)[];

describe('the existing exports', () => {
  it('keep their values', () => {
    expect(SITE_SLUGS).toEqual(['main', 'after', 'g7', 'karakter', 'ro']);
    expect(DEFAULT_SITE).toBe('main');
    expect(SUB_SITE_SLUGS).toEqual(['after', 'g7', 'karakter']);
    expect(MAIN_DOMAIN_SITES).toEqual(['main', 'after', 'g7', 'karakter']);
    // One output folder per domain, under its home site.
    expect(HOME_SITES).toEqual(['main', 'ro']);
    expect(SITE_HEADER).toBe('x-site');
    expect(SITE_PATHS).toEqual({ main: '', after: '/after', g7: '/g7', karakter: '/karakter', ro: '' });
    expect(isSiteSlug('g7')).toBe(true);
    expect(isSiteSlug('mars')).toBe(false);
  });
});

describe('SITES', () => {
  it.each(SITE_SLUGS)('%s has every configured field, non-empty', (slug) => {
    const site = SITES[slug];
    for (const field of FIELDS) {
      expect(site[field], field).toBeDefined();
      expect(site[field], field).not.toBe(null);
      if (typeof site[field] === 'string' && field !== 'path') expect((site[field] as string).length, field).toBeGreaterThan(0);
    }
    expect(site.slug).toBe(slug);
    expect(site.path).toBe(SITE_PATHS[slug]);
    expect(site.locale).toBe('hu');
    expect(site.socialHandle.startsWith('@')).toBe(true);
    expect(site.socialPageUrl).toMatch(/^https:\/\//);
    expect(site.shareImage).toMatch(/^\/.+\.png$/);
    expect(site.mobileImage11).toMatch(/^\/.+$/);
    expect(site.mobileImage43).toMatch(/^\/.+$/);
    expect(site.mobileImage11).not.toBe(site.mobileImage43);
    expect(site.consentScriptPath.startsWith('/')).toBe(true);
    expect(() => new Intl.DateTimeFormat('hu', { timeZone: site.timeZone })).not.toThrow();
  });

  it('uses HUF/Ft and the social interaction number 300 on the Hungarian sites', () => {
    for (const slug of MAIN_DOMAIN_SITES) {
      expect(SITES[slug].currency).toEqual({ code: 'HUF', sign: 'Ft' });
      expect(SITES[slug].socialInteractionNumber).toBe(300);
      expect(SITES[slug].domain).toBe('hirter.hu');
    }
  });

  it('uses RON/Lei and the social interaction number 100 on the Romanian edition', () => {
    expect(SITES.ro.currency).toEqual({ code: 'RON', sign: 'Lei' });
    expect(SITES.ro.socialInteractionNumber).toBe(100);
    expect(SITES.ro.domain).toBe('hirter.ro');
    expect(SITES.ro.name).toBe('Hírtér Erdély');
  });

  it('names the brand and the sub-sites', () => {
    expect(SITES.main.name).toBe('Hírtér');
    expect(SITES.after.name).toBe('After');
    expect(SITES.g7.name).toBe('G7');
    expect(SITES.karakter.name).toBe('Karakter');
  });

  it('gives each site its feed', () => {
    expect(Object.fromEntries(SITE_SLUGS.map((s) => [s, SITES[s].rss]))).toEqual({
      main: '/rss',
      after: '/rss/rovat/after',
      g7: '/rss/rovat/g7',
      karakter: '/rss/rovat/karakter',
      ro: '/rss',
    });
  });

  it('gives every site its own CSS class and share image', () => {
    const classes = new Set(SITE_SLUGS.map((s) => SITES[s].cssClass));
    const images = new Set(SITE_SLUGS.map((s) => SITES[s].shareImage));
    expect(classes.size).toBe(SITE_SLUGS.length);
    expect(images.size).toBe(SITE_SLUGS.length);
  });

  it('serves bylines from the main site on the main domain and from the edition on its own', () => {
    for (const slug of MAIN_DOMAIN_SITES) expect(SITES[slug].authorSiteSlug).toBe('main');
    expect(SITES.ro.authorSiteSlug).toBe('ro');
  });

  it('has a one-segment academy path', () => {
    expect(ACADEMY_SLUG).toBe('hirterakademia');
    expect(ACADEMY_SLUG).toMatch(/^[a-z]+$/);
  });

  it('lists the sites of each domain', () => {
    expect(sitesOnDomain(MAIN_DOMAIN)).toEqual(['main', 'after', 'g7', 'karakter']);
    expect(sitesOnDomain(RO_DOMAIN)).toEqual(['ro']);
    expect(sitesOnDomain('example.com')).toEqual([]);
  });
});

describe('normaliseHost', () => {
  it('drops the port, the case and a trailing dot', () => {
    expect(normaliseHost('WWW.Hirter.HU:443')).toBe('www.hirter.hu');
    expect(normaliseHost('hirter.ro.')).toBe('hirter.ro');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost(' localhost ')).toBe('localhost');
  });
});

describe('siteForRequest', () => {
  it.each([
    ['hirter.hu', '/', 'main'],
    ['hirter.hu', '/rovat/belfold', 'main'],
    ['www.hirter.hu', '/after', 'after'],
    ['hirter.hu', '/after/legfrissebb', 'after'],
    ['hirter.hu', '/after/2025/01/02/slug', 'after'],
    ['hirter.hu', '/g7', 'g7'],
    ['hirter.hu', '/g7/adat/2025/01/02/slug', 'g7'],
    ['hirter.hu', '/karakter/kultura', 'karakter'],
    ['localhost', '/karakter', 'karakter'],
    ['127.0.0.1', '/g7/penz', 'g7'],
    ['hirter.ro', '/', 'ro'],
    ['www.hirter.ro', '/rovat/erdely', 'ro'],
    ['ro.localhost', '/', 'ro'],
  ] as const)('%s %s → %s', (host, path, site) => {
    expect(siteForRequest(host, path)).toBe(site);
  });

  it('matches a prefix only at a segment boundary', () => {
    expect(siteForRequest('hirter.hu', '/afterparty')).toBe('main');
    expect(siteForRequest('hirter.hu', '/g77')).toBe('main');
    expect(siteForRequest('hirter.hu', '/karakterek/x')).toBe('main');
  });

  it('ignores the port and the case of the host', () => {
    expect(siteForRequest('LOCALHOST:3000', '/after')).toBe('after');
    expect(siteForRequest('RO.LocalHost:3000', '/after')).toBe('ro');
    expect(siteForRequest('WWW.HIRTER.RO', '/')).toBe('ro');
  });

  it('ignores a query or fragment on the path', () => {
    expect(siteForRequest('hirter.hu', '/g7?oldal=2')).toBe('g7');
    expect(siteForRequest('hirter.hu', '/after#top')).toBe('after');
  });

  it('falls back to the main domain for an unknown host', () => {
    expect(siteForRequest('example.com', '/')).toBe('main');
    expect(siteForRequest('example.com', '/g7/adat')).toBe('g7');
    expect(siteForRequest('', '/karakter')).toBe('karakter');
  });

  it('never picks a sub-site on the Romanian domain', () => {
    expect(siteForRequest('hirter.ro', '/after')).toBe('ro');
    expect(siteForRequest('hirter.ro', '/g7/2025/01/02/x')).toBe('ro');
  });

  it('takes a host map of its own', () => {
    const hosts = { 'staging.example': RO_DOMAIN, 'main.example': MAIN_DOMAIN, 'broken.example': 'nowhere.example' };
    expect(siteForRequest('staging.example:8080', '/after', hosts)).toBe('ro');
    expect(siteForRequest('main.example', '/after', hosts)).toBe('after');
    // A default host is unknown to a map that does not list it.
    expect(siteForRequest('hirter.ro', '/', hosts)).toBe('main');
    // A map pointing at a domain no site lives on falls back to the main domain.
    expect(siteForRequest('broken.example', '/g7', hosts)).toBe('g7');
  });

  it('maps the default hosts to the two domains', () => {
    expect(DEFAULT_HOSTS).toEqual({
      'hirter.hu': MAIN_DOMAIN,
      'www.hirter.hu': MAIN_DOMAIN,
      localhost: MAIN_DOMAIN,
      '127.0.0.1': MAIN_DOMAIN,
      'hirter.ro': RO_DOMAIN,
      'www.hirter.ro': RO_DOMAIN,
      'ro.localhost': RO_DOMAIN,
    });
  });

  it('picks the longest prefix when prefixes nest', () => {
    // All prefixes of the real table are disjoint; a path under a sub-site also matches the main site's ''.
    for (const slug of SUB_SITE_SLUGS) expect(siteForRequest('hirter.hu', `${SITE_PATHS[slug]}/x`)).toBe(slug);
  });
});

describe('capabilities', () => {
  it.each(SITE_SLUGS)('%s sets every capability', (slug) => {
    const site = SITES[slug];
    for (const cap of CAPABILITIES) {
      expect(Object.hasOwn(site, cap), cap).toBe(true);
      expect(site[cap], cap).toBeDefined();
      expect(site[cap], cap).not.toBe(null);
    }
    expect(isSiteSlug(site.homeSite)).toBe(true);
    expect(SITES[site.homeSite].homeSite, 'a home site is its own').toBe(site.homeSite);
    expect(SITES[site.homeSite].domain, 'a home site is on the same domain').toBe(site.domain);
    expect(SITES[site.homeSite].path).toBe('');
    expect(site.publisherLogo).toMatch(/^\/images\/logo\/[a-z-]+\.png$/);
  });

  it('has the values each site had when its slug was compared', () => {
    const table = Object.fromEntries(SITE_SLUGS.map((s) => [s, CAPABILITIES.map((c) => SITES[s][c])]));
    expect(table).toEqual({
      main: ['main', true, true, true, true, true, { cover: 'main', pages: 'main' }, '/images/logo/hirter.png'],
      after: ['main', true, true, true, false, true, { cover: 'main', pages: 'main' }, '/images/logo/hirter.png'],
      g7: ['main', true, false, true, false, true, { cover: 'g7', pages: 'main' }, '/images/logo/hirter.png'],
      karakter: ['main', true, true, true, false, true, { cover: 'main', pages: 'main' }, '/images/logo/hirter.png'],
      ro: ['ro', false, false, false, false, false, { cover: 'ro', pages: 'ro' }, '/images/logo/hirter-erdely.png'],
    });
    expect(SITES.main.currency.code).toBe('HUF');
    expect(SITES.ro.currency.code).toBe('RON');
  });

  it('gives the sub-sites, the domains and the latest lists from the configuration', () => {
    expect(SITE_SLUGS.filter(isSubSite)).toEqual(['after', 'g7', 'karakter']);
    expect(SITE_SLUGS.filter(onMainDomain)).toEqual(['main', 'after', 'g7', 'karakter']);
    expect(latestListSites('g7')).toEqual(['main', 'after', 'g7', 'karakter']);
    expect(latestListSites('ro')).toEqual(['ro']);
  });
});
