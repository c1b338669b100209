// An ad slot's attributes (domain/dataAttributes.ts): written by AdSlot.tsx, read and set by ads.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** The zone on each platform (domain/ads.ts platformFor). */
export const AD_DESKTOP_ATTR = 'data-ad-desktop' satisfies DataAttr;
export const AD_MOBILE_ATTR = 'data-ad-mobile' satisfies DataAttr;
export const AD_APP_ATTR = 'data-ad-app' satisfies DataAttr;
/** '1' under the video super-tag: no slot inside the app. */
export const AD_VIDEO_ATTR = 'data-ad-video' satisfies DataAttr;
/** The delay before the request, in ms. */
export const AD_DELAY_ATTR = 'data-ad-delay' satisfies DataAttr;
/** 'early': requested at once, not when it nears the viewport. */
export const AD_LOAD_ATTR = 'data-ad-load' satisfies DataAttr;
/** How near the viewport, in px. */
export const AD_MARGIN_ATTR = 'data-ad-margin' satisfies DataAttr;
/**
 * The zone requested, and that it was: 'requested' (ads.ts), then 'filled' once the vendor drew a creative (hides the
 * house promo); 'suppressed' where the spec allows no ad (a video article inside the app: its house promo stays).
 */
export const AD_ZONE_ATTR = 'data-ad-zone' satisfies DataAttr;
export const AD_STATE_ATTR = 'data-ad-state' satisfies DataAttr;
/** The kind of house promo the slot shows until a creative fills it (domain/housePromos.ts). */
export const AD_HOUSE_PROMO_ATTR = 'data-ad-house-promo' satisfies DataAttr;
