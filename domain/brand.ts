// The brand files every domain serves (icons, the web app manifest, share images, publisher logos) and
// the colours they are drawn in. The images are generated (prerender/brandImages.ts) into public/, which
// the build copies to every domain folder; the head (head.ts) links them from here.
import type { SiteSlug } from './types';
import { SITES } from './sites';
import { PODCAST_ARTWORK_MIN } from './podcast/feed';

/** Each site's accent in the light scheme: the same values as --accent in renderer/global.css (a test compares them). */
export const BRAND_COLOURS: Readonly<Record<SiteSlug, string>> = {
  main: '#c8102e',
  after: '#7a3cff',
  g7: '#0a7d55',
  karakter: '#a65507',
  ro: '#c8102e',
};

/** The browser's toolbar colour and the manifest's theme: the main brand's red on every domain. */
export const THEME_COLOR = BRAND_COLOURS.main;
export const BACKGROUND_COLOR = '#ffffff';

/** Icons and the manifest, at the root of every domain (browsers ask for /favicon.ico by themselves). */
export const ICONS = {
  ico: '/favicon.ico',
  svg: '/favicon.svg',
  appleTouch: '/apple-touch-icon.png',
  /** The sizes a web app manifest needs for an installable app (192 and 512). */
  png192: '/icon-192.png',
  png512: '/icon-512.png',
  /**
   * The icon a platform may crop to its own shape (a circle, a squircle): the colour to every edge, the mark
   * within the middle circle of 80% of its width that every shape keeps (MASKABLE_SAFE_ZONE).
   */
  maskable: '/icon-maskable-512.png',
  manifest: '/manifest.webmanifest',
} as const;

/** The part of a maskable icon every mask keeps: the centred circle of this diameter, as a share of the width (W3C manifest spec). */
export const MASKABLE_SAFE_ZONE = 0.8;

/** Pixel sizes of the generated images. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** A site's default mobile pictures (domain/sites.ts mobileImage43, mobileImage11): an article's without its own. */
export const MOBILE_IMAGE_43_SIZE = { width: 1200, height: 900 } as const;
export const MOBILE_IMAGE_11_SIZE = { width: 1200, height: 1200 } as const;
/** Google's publisher logo for articles: at most 600×60, on a light background. */
export const PUBLISHER_LOGO_SIZE = { width: 600, height: 60 } as const;
/** RSS 2.0 channel images may be at most 144 pixels wide (88 by default). */
export const FEED_IMAGE_SIZE = { width: 144, height: 144 } as const;
/** A show's artwork in its podcast feed (`itunes:image`): a square of Apple's least size. */
export const PODCAST_ARTWORK_SIZE = { width: PODCAST_ARTWORK_MIN, height: PODCAST_ARTWORK_MIN } as const;

/** The site that gives a site its publisher (the sub-sites are published by the main site). */
export function publisherSite(site: SiteSlug): SiteSlug {
  return SITES[site].homeSite;
}

/** The publisher's logo (structured data), e.g. '/images/logo/hirter.png'. */
export function publisherLogo(site: SiteSlug): string {
  return SITES[publisherSite(site)].publisherLogo;
}

/** The image of a site's RSS channels, e.g. '/images/feed/after.png'. */
export function feedImage(site: SiteSlug): string {
  return `/images/feed/${site}.png`;
}

/**
 * The artwork of a site's shows, e.g. '/images/podcast/g7.png': a podcast has no picture of its own (only its
 * episodes do, and the seed's are 1200 px at most), so its site's brand stands for it in podcast apps.
 */
export function podcastArtwork(site: SiteSlug): string {
  return `/images/podcast/${site}.png`;
}

/** The web app manifest of a domain (served at ICONS.manifest), in Hungarian. */
export function webManifest(site: SiteSlug): object {
  const cfg = SITES[publisherSite(site)];
  return {
    name: cfg.name,
    short_name: cfg.name,
    description: `${cfg.name}: friss hírek, elemzések, vélemények.`,
    lang: 'hu',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: ICONS.png192, sizes: '192x192', type: 'image/png' },
      { src: ICONS.png512, sizes: '512x512', type: 'image/png' },
      { src: ICONS.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: ICONS.svg, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
