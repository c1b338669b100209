import type { SiteSlug } from './types';

// The site slugs the content API and the pages agree on, and the full per-site configuration
// (reader-site.md §1, §9) with the choice of site for a request (§4 "Site selection").

/** The site part of an ad zone name: the main-domain sites share 'main'; G7 has its own zones only on its cover. */
export type AdSiteName = 'main' | 'ro' | 'g7';

export const SITE_SLUGS: readonly SiteSlug[] = ['main', 'after', 'g7', 'karakter', 'ro'];
export const DEFAULT_SITE: SiteSlug = 'main';

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
   * IANA time zone its pages show dates and times in (the page's site, not the article's: D-178). The browser
   * reads it too (siteTimeZone), and Intl does the rest.
   */
  timeZone: string;
  locale: 'hu';
  /** The site's RSS feed path on its domain. */
  rss: string;
  /** The publisher named in structured data. */
  publisherName: string;

  // What the site offers a reader, read where it shows (no page or component compares site slugs; a test holds
  // components/ and pages/ to that). Every site sets each of them (sites.test.ts).

  /**
   * The site whose front page is its domain's '/': the site itself for the main site and the Romanian edition,
   * the main site for the sub-sites under its domain (After, G7, Karakter). It publishes the site (publisher
   * logo, web manifest), its latest list and feed are the domain's, and a sub-site's header names it.
   */
  homeSite: SiteSlug;
  /**
   * Articles carry the support (donation) box, and the support screens (/tamogatas) exist: the main domain's
   * sites; the Romanian edition has no support area (reader-site.md §5). The donations flag can still switch
   * both off (screens.ts donationsOff).
   */
  supportBox: boolean;
  /** The list pages' sidebar shows the app and shop box: the main domain's sites but G7; not the Romanian edition. */
  appShopBox: boolean;
  /** The hiking section's list pages show the hiking news box (the section is the main domain's). */
  hikingNewsBox: boolean;
  /** The front page draws one of the four auto-block versions (reader-site.md §4 "Front page"): the main site only. */
  autoBlocks: boolean;
  /** The domain has the supplements (/melleklet/…): the main domain's; the Romanian edition answers 404. */
  supplements: boolean;
  /**
   * The site part of its ad zone names (reader-site.md §4 "Ad slots"): on its cover and on its other pages. The
   * main domain's sites share 'main', but G7 has its own on its cover; the Romanian edition has 'ro'.
   */
  adZoneSite: { cover: AdSiteName; pages: AdSiteName };
  /** The publisher's logo in structured data: the home site's ('/images/logo/<name>.png', made by prerender/brandImages.ts). */
  publisherLogo: string;
}

const HUF: Currency = { code: 'HUF', sign: 'Ft' };
const RON: Currency = { code: 'RON', sign: 'Lei' };

/** The fields each site has its own value of; the main domain's sites share the rest (MAIN_DOMAIN_SHARED). */
type OwnFields = 'slug' | 'name' | 'path' | 'cssClass' | 'shareImage' | 'socialPageUrl' | 'socialHandle' | 'mobileImage11' | 'mobileImage43' | 'rss';

// Secrets and vendor ids are placeholders: a deployment overrides them where it configures the shell.
/**
 * What the main domain's sites have in common: the sub-sites are the main site's (its publisher, its support
 * area, its zone and currency). Written once, so the table the browser loads with the site table stays small.
 */
const MAIN_DOMAIN_SHARED: Omit<SiteConfig, OwnFields> = {
  domain: MAIN_DOMAIN,
  currency: HUF,
  verificationCode: 'hirter-hu-verification-placeholder',
  socialInteractionNumber: 300,
  consentScriptPath: '/consent/hirter-hu.js',
  readerRevenuePropertyId: 'rr-hirter-hu-placeholder',
  authorSiteSlug: 'main',
  timeZone: 'Europe/Budapest',
  locale: 'hu',
  publisherName: 'Hírtér',
  homeSite: 'main',
  supportBox: true,
  appShopBox: true,
  hikingNewsBox: true,
  autoBlocks: false,
  supplements: true,
  adZoneSite: { cover: 'main', pages: 'main' },
  publisherLogo: '/images/logo/hirter.png',
};

export const SITES: Record<SiteSlug, SiteConfig> = {
  main: {
    ...MAIN_DOMAIN_SHARED,
    slug: 'main',
    name: 'Hírtér',
    path: SITE_PATHS.main,
    cssClass: 'site-hirter',
    shareImage: '/images/share/hirter.png',
    socialPageUrl: 'https://www.facebook.com/hirter.hu',
    socialHandle: '@hirter',
    mobileImage11: '/images/mobile/hirter-1x1.png',
    mobileImage43: '/images/mobile/hirter-4x3.png',
    rss: '/rss',
    autoBlocks: true,
  },
  after: {
    ...MAIN_DOMAIN_SHARED,
    slug: 'after',
    name: 'After',
    path: SITE_PATHS.after,
    cssClass: 'site-after',
    shareImage: '/images/share/after.png',
    socialPageUrl: 'https://www.facebook.com/hirter.after',
    socialHandle: '@hirterafter',
    mobileImage11: '/images/mobile/after-1x1.png',
    mobileImage43: '/images/mobile/after-4x3.png',
    rss: '/rss/rovat/after',
  },
  g7: {
    ...MAIN_DOMAIN_SHARED,
    slug: 'g7',
    name: 'G7',
    path: SITE_PATHS.g7,
    cssClass: 'site-g7',
    shareImage: '/images/share/g7.png',
    socialPageUrl: 'https://www.facebook.com/hirter.g7',
    socialHandle: '@hirterg7',
    mobileImage11: '/images/mobile/g7-1x1.png',
    mobileImage43: '/images/mobile/g7-4x3.png',
    rss: '/rss/rovat/g7',
    appShopBox: false,
    adZoneSite: { cover: 'g7', pages: 'main' },
  },
  karakter: {
    ...MAIN_DOMAIN_SHARED,
    slug: 'karakter',
    name: 'Karakter',
    path: SITE_PATHS.karakter,
    cssClass: 'site-karakter',
    shareImage: '/images/share/karakter.png',
    socialPageUrl: 'https://www.facebook.com/hirter.karakter',
    socialHandle: '@hirterkarakter',
    mobileImage11: '/images/mobile/karakter-1x1.png',
    mobileImage43: '/images/mobile/karakter-4x3.png',
    rss: '/rss/rovat/karakter',
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
    homeSite: 'ro',
    supportBox: false,
    appShopBox: false,
    hikingNewsBox: false,
    autoBlocks: false,
    supplements: false,
    adZoneSite: { cover: 'ro', pages: 'ro' },
    publisherLogo: '/images/logo/hirter-erdely.png',
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

/** The sub-sites: those whose domain's front page is another site's (After, G7 and Karakter, under the main domain's paths). */
export const SUB_SITE_SLUGS: readonly SiteSlug[] = /* @__PURE__ */ SITE_SLUGS.filter((s) => SITES[s].homeSite !== s);
/** The home site of each domain: one output folder each, with its front page, 404 page, feeds and sitemaps. */
export const HOME_SITES: readonly SiteSlug[] = /* @__PURE__ */ SITE_SLUGS.filter((s) => SITES[s].homeSite === s);
/** The sites served from the main domain (the /legfrissebb list spans them). */
export const MAIN_DOMAIN_SITES: readonly SiteSlug[] = /* @__PURE__ */ sitesOnDomain(MAIN_DOMAIN);

/** Whether a site lives under another site's front page (a sub-site). */
export function isSubSite(site: SiteSlug): boolean {
  return SITES[site].homeSite !== site;
}

/** Whether a site is served from the main domain, where the sub-sites' path prefixes are part of the routes. */
export function onMainDomain(site: SiteSlug): boolean {
  return SITES[site].domain === MAIN_DOMAIN;
}

/** The sites a site's /legfrissebb list spans: every site of its domain. */
export function latestListSites(site: SiteSlug): SiteSlug[] {
  return sitesOnDomain(SITES[site].domain);
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
