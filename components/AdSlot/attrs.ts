// An ad slot's attributes (domain/dataAttributes.ts): written by AdSlot.tsx, read and set by ads.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const AD_ATTR = {
  /** The zone on each platform (domain/ads.ts platformFor). */
  desktop: 'data-ad-desktop',
  mobile: 'data-ad-mobile',
  app: 'data-ad-app',
  /** '1' under the video super-tag: no slot inside the app. */
  video: 'data-ad-video',
  /** The delay before the request, in ms. */
  delay: 'data-ad-delay',
  /** 'early': requested at once, not when it nears the viewport. */
  load: 'data-ad-load',
  /** How near the viewport, in px. */
  margin: 'data-ad-margin',
  /** The zone requested, and that it was. */
  zone: 'data-ad-zone',
  state: 'data-ad-state',
} as const satisfies DataAttrs;
