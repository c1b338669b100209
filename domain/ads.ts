// Ad slots (reader-site.md §4 "Ad slots", §9): zone names, platforms, when ads are suppressed, sizes,
// timing and the space a slot reserves before its creative arrives.
import type { AdSlotConfig, Article, SiteSlug } from './types';
import { SITES, type AdSiteName } from './sites';

/** Prefix of every zone name: the publisher's name in the ad server. */
export const AD_ZONE_PREFIX = 'hirter';

/** The page types that carry ads: the cover (front page of a site) and the article page. */
export type AdPage = 'cimlap' | 'cikk';
export type AdPlatform = 'desktop' | 'mobile' | 'app';
export type AdCreative = 'banner' | 'rectangle' | 'roadblock';
/** Where on the page the slot sits. */
export type AdPosition = 'top' | 'content' | 'sidebar' | 'bottom';

export interface AdZone {
  site: SiteSlug;
  page: AdPage;
  platform: AdPlatform;
  creative: AdCreative;
  position: AdPosition;
  /** 1-based: the first, second, … slot of this creative at this position. */
  index: number;
}

export interface AdSize {
  width: number;
  height: number;
}

/** The creative sizes of the spec (§9). */
export const AD_SIZES: Record<AdCreative, AdSize> = {
  banner: { width: 970, height: 250 },
  rectangle: { width: 300, height: 250 },
  roadblock: { width: 640, height: 360 },
};

/** Windows narrower than this get mobile ads (§9). */
export const AD_MOBILE_BREAKPOINT = 768;
/** Optional wait before a deferred slot loads once in view (§9). */
export const AD_DELAY_MS = 2000;
export const AD_OBSERVER_MARGIN_DEFAULT = 0;
export const AD_OBSERVER_MARGIN_MAX = 300;

/** Super-tags of sponsored content: no ads there unless the slot is one for PR. */
export const SPONSORED_SUPER_TAGS: readonly string[] = ['pr-cikk', 'tamogatott-tartalom', 'tarsadalmi-celu-reklam', 'hirdetes', 'kartyak'];
/** The video super-tag: no ads on it inside the mobile app. */
export const VIDEO_SUPER_TAG = 'video';

/** The site part of a zone name: 'ro' for the Romanian edition, 'g7' on the G7 cover, else 'main'. */
export function adSiteName(site: SiteSlug, page: AdPage): AdSiteName {
  const zones = SITES[site].adZoneSite;
  return page === 'cimlap' ? zones.cover : zones.pages;
}

/**
 * The ad-server zone of a slot: '{prefix}_{site}/{page}/{platform}/{position}/{creative}_{index}', e.g.
 * 'hirter_main/cikk/desktop/content/roadblock_1' or 'hirter_g7/cimlap/mobile/top/banner_1'.
 */
export function adZoneName(zone: AdZone): string {
  if (!Number.isInteger(zone.index) || zone.index < 1) throw new RangeError(`invalid ad slot index ${zone.index}`);
  const site = adSiteName(zone.site, zone.page);
  return `${AD_ZONE_PREFIX}_${site}/${zone.page}/${zone.platform}/${zone.position}/${zone.creative}_${zone.index}`;
}

/** 'app' inside the mobile app, else 'mobile' below 768 px and 'desktop' from 768 px on. */
export function platformFor(width: number, isApp: boolean): AdPlatform {
  if (isApp) return 'app';
  return width < AD_MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * The sizes a slot may serve. On desktop the creative's own size; on a phone or in the app only the
 * 300x250 rectangle fits the screen, so every creative serves that.
 */
export function adSizes(zone: Pick<AdZone, 'creative' | 'platform'>): AdSize[] {
  if (zone.platform === 'desktop') return [AD_SIZES[zone.creative]];
  return [AD_SIZES.rectangle];
}

/** The box a slot reserves before its creative loads (the largest size it may serve), so nothing jumps. */
export function reservedSize(zone: Pick<AdZone, 'creative' | 'platform'> | Pick<AdSlotConfig, 'sizes'>): AdSize {
  const sizes = 'sizes' in zone ? zone.sizes : adSizes(zone);
  return {
    width: Math.max(0, ...sizes.map((s) => s.width)),
    height: Math.max(0, ...sizes.map((s) => s.height)),
  };
}

/** The intersection-observer margin of a slot in px: whole, 0 to 300, 0 when missing or not a number. */
export function observerMargin(px?: number | null): number {
  if (px === undefined || px === null || !Number.isFinite(px)) return AD_OBSERVER_MARGIN_DEFAULT;
  return Math.min(AD_OBSERVER_MARGIN_MAX, Math.max(0, Math.round(px)));
}

export type AdArticle = Pick<Article, 'flags' | 'superTags' | 'mainSuperTag' | 'adfree' | 'adultContent' | 'pr'>;

/**
 * Whether an article page shows no ad in a slot: flags adfree, adult-content and pr always suppress
 * (their mirrored booleans too); a sponsored super-tag (main or any other) suppresses unless the slot
 * is a PR slot; the video super-tag suppresses inside the mobile app.
 */
export function adsSuppressed(article: AdArticle, ctx: { slotAllowsPr: boolean; isApp: boolean }): boolean {
  const flags = new Set(article.flags.map((f) => f.slug));
  if (flags.has('adfree') || flags.has('adult-content') || flags.has('pr')) return true;
  if (article.adfree || article.adultContent || article.pr) return true;
  const superTags = new Set([article.mainSuperTag.slug, ...article.superTags.map((t) => t.slug)]);
  if (!ctx.slotAllowsPr && SPONSORED_SUPER_TAGS.some((t) => superTags.has(t))) return true;
  if (ctx.isApp && superTags.has(VIDEO_SUPER_TAG)) return true;
  return false;
}

/** The full configuration of a slot (the spec's per-zone ad slot config). */
export function adSlotConfig(
  zone: AdZone,
  opts: {
    load?: AdSlotConfig['load'];
    delayed?: boolean;
    observerMargin?: number | null;
    pr?: boolean;
    fixed?: boolean;
    loadCollapsed?: boolean;
    setupad?: boolean;
  } = {},
): AdSlotConfig {
  return {
    slot: adZoneName(zone),
    sizes: adSizes(zone),
    load: opts.load ?? 'deferred',
    delay: opts.delayed ? AD_DELAY_MS : 0,
    observerMargin: observerMargin(opts.observerMargin),
    loadCollapsed: opts.loadCollapsed ?? false,
    fixed: opts.fixed ?? false,
    pr: opts.pr ?? false,
    setupad: opts.setupad ?? false,
  };
}

/** One authorised seller of the ad zones: a record of ads.txt (IAB Tech Lab ads.txt 1.1). */
export interface AdSeller {
  /** The advertising system's domain. */
  system: string;
  /** The publisher's account there. */
  account: string;
  relationship: 'DIRECT' | 'RESELLER';
  /** The system's Trustworthy Accountability Group id, when it has one. */
  certificationId?: string;
}

/**
 * Who may sell each domain's zones. The slots are ad unit paths of the publisher's Google Ad Manager network,
 * whose programmatic demand comes through Google (its TAG id), and a slot may be filled by Setupad (the slot's
 * `setupad`, reader-site.md §3): both sell for the publisher itself, so DIRECT. Account ids are placeholders like
 * the other vendor ids (domain/sites.ts): ad operations set the real ones.
 */
export const AD_SELLERS: Readonly<Record<'main' | 'ro', readonly AdSeller[]>> = {
  main: [
    { system: 'google.com', account: 'pub-hirter-hu-placeholder', relationship: 'DIRECT', certificationId: 'f08c47fec0942fa0' },
    { system: 'setupad.com', account: 'hirter-hu-placeholder', relationship: 'DIRECT' },
  ],
  ro: [
    { system: 'google.com', account: 'pub-hirter-ro-placeholder', relationship: 'DIRECT', certificationId: 'f08c47fec0942fa0' },
    { system: 'setupad.com', account: 'hirter-ro-placeholder', relationship: 'DIRECT' },
  ],
};
