import type { SiteSlug } from './types';

// The site slugs the content API and the pages agree on, and the full per-site configuration
// (reader-site.md §1, §9) with the choice of site for a request (§4 "Site selection").
export const SITE_SLUGS: readonly SiteSlug[] = ['main', 'after', 'g7', 'karakter', 'ro'];
export const DEFAULT_SITE: SiteSlug = 'main';
/** The sub-sites that live under a path prefix of the main domain. */
export const SUB_SITE_SLUGS: readonly SiteSlug[] = ['after', 'g7', 'karakter'];
/** The sites served from the main domain (the /legfrissebb list spans them). */
export const MAIN_DOMAIN_SITES: readonly SiteSlug[] = ['main', 'after', 'g7', 'karakter'];

export function isSiteSlug(value: string): value is SiteSlug {
  return (SITE_SLUGS as readonly string[]).includes(value);
}

/**
 * The zone a site shows its dates in, by a slug as the browser reads it off `<html data-site>`: a missing or
 * unknown slug is the main site's (the newsroom's Budapest).
 */
export function siteTimeZone(site: string | undefined): string {
  return SITES[site !== undefined && isSiteSlug(site) ? site : DEFAULT_SITE].timeZone;
}

/** The HTTP header that names the site of a content call. */
export const SITE_HEADER = 'x-site';

/** Path prefix of each site on its domain (the Romanian edition has a domain of its own). */
export const SITE_PATHS: Record<SiteSlug, string> = { main: '', after: '/after', g7: '/g7', karakter: '/karakter', ro: '' };

/** The domain of the main site and its sub-sites. */
export const MAIN_DOMAIN = 'hirter.hu';
/** The Romanian edition's own domain. */
export const RO_DOMAIN = 'hirter.ro';

/** The academy path's one segment (reader-site.md §2: a brand-derived word). */
export const ACADEMY_SLUG = 'hirterakademia';

export interface Currency {
  code: 'HUF' | 'RON';
  sign: 'Ft' | 'Lei';
}

/** Everything one site is configured with (reader-site.md §1). */
export interface SiteConfig {
  slug: SiteSlug;
  /** Display name, e.g. in the title and the share metadata. */
  name: string;
  domain: string;
  /** Path prefix on the domain: '' or '/after' etc., never a trailing slash. */
  path: string;
  /** Class put on the page's root element. */
  cssClass: string;
  currency: Currency;
  /** Search-console site verification code (meta tag). */
  verificationCode: string;
  /** Default share (Open Graph) image, a path under the site's assets. */
  shareImage: string;
  /** The site's page on the social network. */
  socialPageUrl: string;
  /** Social interaction number: 300 on the Hungarian sites, 100 on the Romanian edition (§9). */
  socialInteractionNumber: 300 | 100;
  /** The site's handle on the social network, with the '@'. */
  socialHandle: string;
  /** Path of the consent-management script. */
  consentScriptPath: string;
  /** Reader-revenue (donation/subscription) property id. */
  readerRevenuePropertyId: string;
  /** Default mobile images (used when an article has none of its own). */
  mobileImage11: string;
  mobileImage43: string;
  /** The site whose author pages (/szerzo/…) and author lists serve this site's bylines. */
  authorSiteSlug: SiteSlug;
  /**
   * IANA time zone its pages show dates and times in (the page's site, not the article's: docs/decisions.md
   * "The Romanian edition's clock"). The browser reads it too (siteTimeZone), and Intl does the rest.
   */
  timeZone: string;
  locale: 'hu';
  /** The site's RSS feed path on its domain. */
  rss: string;
  /** The publisher named in structured data. */
  publisherName: string;
}

const HUF: Currency = { code: 'HUF', sign: 'Ft' };
const RON: Currency = { code: 'RON', sign: 'Lei' };

// Secrets and vendor ids are placeholders: a deployment overrides them where it configures the shell.
export const SITES: Record<SiteSlug, SiteConfig> = {
  main: {
    slug: 'main',
    name: 'Hírtér',
    domain: MAIN_DOMAIN,
    path: SITE_PATHS.main,
    cssClass: 'site-hirter',
    currency: HUF,
    verificationCode: 'hirter-hu-verification-placeholder',
    shareImage: '/images/share/hirter.png',
    socialPageUrl: 'https://www.facebook.com/hirter.hu',
    socialInteractionNumber: 300,
    socialHandle: '@hirter',
    consentScriptPath: '/consent/hirter-hu.js',
    readerRevenuePropertyId: 'rr-hirter-hu-placeholder',
    mobileImage11: '/images/mobile/hirter-1x1.png',
    mobileImage43: '/images/mobile/hirter-4x3.png',
    authorSiteSlug: 'main',
    timeZone: 'Europe/Budapest',
    locale: 'hu',
    rss: '/rss',
    publisherName: 'Hírtér',
  },
  after: {
    slug: 'after',
    name: 'After',
    domain: MAIN_DOMAIN,
    path: SITE_PATHS.after,
    cssClass: 'site-after',
    currency: HUF,
    verificationCode: 'hirter-hu-verification-placeholder',
    shareImage: '/images/share/after.png',
    socialPageUrl: 'https://www.facebook.com/hirter.after',
    socialInteractionNumber: 300,
    socialHandle: '@hirterafter',
    consentScriptPath: '/consent/hirter-hu.js',
    readerRevenuePropertyId: 'rr-hirter-hu-placeholder',
    mobileImage11: '/images/mobile/after-1x1.png',
    mobileImage43: '/images/mobile/after-4x3.png',
    authorSiteSlug: 'main',
    timeZone: 'Europe/Budapest',
    locale: 'hu',
    rss: '/rss/rovat/after',
    publisherName: 'Hírtér',
  },
  g7: {
    slug: 'g7',
    name: 'G7',
    domain: MAIN_DOMAIN,
    path: SITE_PATHS.g7,
    cssClass: 'site-g7',
    currency: HUF,
    verificationCode: 'hirter-hu-verification-placeholder',
    shareImage: '/images/share/g7.png',
    socialPageUrl: 'https://www.facebook.com/hirter.g7',
    socialInteractionNumber: 300,
    socialHandle: '@hirterg7',
    consentScriptPath: '/consent/hirter-hu.js',
    readerRevenuePropertyId: 'rr-hirter-hu-placeholder',
    mobileImage11: '/images/mobile/g7-1x1.png',
    mobileImage43: '/images/mobile/g7-4x3.png',
    authorSiteSlug: 'main',
    timeZone: 'Europe/Budapest',
    locale: 'hu',
    rss: '/rss/rovat/g7',
    publisherName: 'Hírtér',
  },
  karakter: {
    slug: 'karakter',
    name: 'Karakter',
    domain: MAIN_DOMAIN,
    path: SITE_PATHS.karakter,
    cssClass: 'site-karakter',
    currency: HUF,
    verificationCode: 'hirter-hu-verification-placeholder',
    shareImage: '/images/share/karakter.png',
    socialPageUrl: 'https://www.facebook.com/hirter.karakter',
    socialInteractionNumber: 300,
    socialHandle: '@hirterkarakter',
    consentScriptPath: '/consent/hirter-hu.js',
    readerRevenuePropertyId: 'rr-hirter-hu-placeholder',
    mobileImage11: '/images/mobile/karakter-1x1.png',
    mobileImage43: '/images/mobile/karakter-4x3.png',
    authorSiteSlug: 'main',
    timeZone: 'Europe/Budapest',
    locale: 'hu',
    rss: '/rss/rovat/karakter',
    publisherName: 'Hírtér',
  },
  ro: {
    slug: 'ro',
    name: 'Hírtér Erdély',
    domain: RO_DOMAIN,
    path: SITE_PATHS.ro,
    cssClass: 'site-hirter-erdely',
    currency: RON,
    verificationCode: 'hirter-ro-verification-placeholder',
    shareImage: '/images/share/hirter-erdely.png',
    socialPageUrl: 'https://www.facebook.com/hirter.erdely',
    socialInteractionNumber: 100,
    socialHandle: '@hirtererdely',
    consentScriptPath: '/consent/hirter-ro.js',
    readerRevenuePropertyId: 'rr-hirter-ro-placeholder',
    mobileImage11: '/images/mobile/hirter-erdely-1x1.png',
    mobileImage43: '/images/mobile/hirter-erdely-4x3.png',
    authorSiteSlug: 'ro',
    // Times are shown on local time for readers in Romania; canonical article dates stay on the
    // newsroom's Budapest calendar (urls.ts).
    timeZone: 'Europe/Bucharest',
    locale: 'hu',
    rss: '/rss',
    publisherName: 'Hírtér Erdély',
  },
};

/** Host name (lower case, no port) → the domain it serves. */
export type HostMap = Readonly<Record<string, string>>;

export const DEFAULT_HOSTS: HostMap = {
  'hirter.hu': MAIN_DOMAIN,
  'www.hirter.hu': MAIN_DOMAIN,
  localhost: MAIN_DOMAIN,
  '127.0.0.1': MAIN_DOMAIN,
  'hirter.ro': RO_DOMAIN,
  'www.hirter.ro': RO_DOMAIN,
  'ro.localhost': RO_DOMAIN,
};

/** A Host header without its port, in lower case, without a trailing dot. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    const colon = h.indexOf(':');
    if (colon !== -1) h = h.slice(0, colon);
  }
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/** The sites served from a domain, in SITE_SLUGS order. */
export function sitesOnDomain(domain: string): SiteSlug[] {
  return SITE_SLUGS.filter((s) => SITES[s].domain === domain);
}

/** Whether `path` is under `prefix`: the prefix itself or the prefix followed by '/'. '' matches all. */
function underPrefix(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The site of a request: the host picks the domain (an unknown host falls back to the main domain), then
 * the longest path prefix among that domain's sites wins.
 */
export function siteForRequest(host: string, path: string, hosts: HostMap = DEFAULT_HOSTS): SiteSlug {
  const mapped = hosts[normaliseHost(host)];
  let candidates = mapped === undefined ? [] : sitesOnDomain(mapped);
  if (candidates.length === 0) candidates = sitesOnDomain(MAIN_DOMAIN);
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  let best: SiteSlug | undefined;
  for (const site of candidates) {
    const prefix = SITES[site].path;
    if (underPrefix(pathname, prefix) && (best === undefined || prefix.length > SITES[best].path.length)) best = site;
  }
  return best ?? DEFAULT_SITE;
}
