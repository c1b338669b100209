// The attributes the live layer reads in the page's HTML (domain/dataAttributes.ts): written by the article page,
// the live blog, the dates and badges of the components, read here.
import type { DataAttrs } from '../domain/dataAttributes';

/** An article page that follows its new versions (pages/article/+Page.tsx, components/LiveBlog). */
export const LIVE_ATTR = {
  /** The article's root: its slug, version and page. */
  article: 'data-live-article',
  /** On the root while the article is live. */
  live: 'data-live',
  slug: 'data-slug',
  version: 'data-version',
  page: 'data-page',
  /** A part a new version may change, by its name (liveArticle.ts SWAPPED). */
  swap: 'data-live-swap',
  blog: 'data-live-blog',
  /** A live blog's pinned post: not a new one. */
  pinned: 'data-pinned',
  /** A post this page put in. */
  fresh: 'data-fresh',
  /** The new posts' toast. */
  toast: 'data-live-toast',
} as const satisfies DataAttrs;

/** A relative date (`<time>`), told again as time passes (relativeDates.ts). */
export const DATE_ATTR = {
  /** Its unix time. */
  relative: 'data-relative',
  /** When the render told it. */
  told: 'data-told',
  /** Told again until midnight. */
  refreshToday: 'data-refresh-today',
} as const satisfies DataAttrs;

/** A badge (components/LiveBadge): ÉLŐ or FRISSÜL with its minutes (badges.ts). */
export const BADGE_ATTR = {
  /** 'live' or 'refresh'. */
  badge: 'data-badge',
  /** A FRISSÜL badge's unix time. */
  updated: 'data-updated',
  minutes: 'data-minutes',
} as const satisfies DataAttrs;
