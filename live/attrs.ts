// The attributes the live layer reads in the page's HTML (domain/dataAttributes.ts): written by the article page,
// the live blog, the dates and badges of the components, read here.
import type { DataAttr } from '../domain/dataAttributes';

/** An article page that follows its new versions (pages/article/+Page.tsx, components/LiveBlog). */
/** The article's root: its slug, version and page. */
export const LIVE_ARTICLE_ATTR = 'data-live-article' satisfies DataAttr;
/** On the root while the article is live. */
export const LIVE_LIVE_ATTR = 'data-live' satisfies DataAttr;
export const LIVE_SLUG_ATTR = 'data-slug' satisfies DataAttr;
export const LIVE_VERSION_ATTR = 'data-version' satisfies DataAttr;
export const LIVE_PAGE_ATTR = 'data-page' satisfies DataAttr;
/** A part a new version may change, by its name (liveArticle.ts SWAPPED). */
export const LIVE_SWAP_ATTR = 'data-live-swap' satisfies DataAttr;
export const LIVE_BLOG_ATTR = 'data-live-blog' satisfies DataAttr;
/** A live blog's pinned post: not a new one. */
export const LIVE_PINNED_ATTR = 'data-pinned' satisfies DataAttr;
/** A post this page put in. */
export const LIVE_FRESH_ATTR = 'data-fresh' satisfies DataAttr;
/** The new posts' toast. */
export const LIVE_TOAST_ATTR = 'data-live-toast' satisfies DataAttr;

/** A relative date (`<time>`), told again as time passes (relativeDates.ts). */
/** Its unix time. */
export const DATE_RELATIVE_ATTR = 'data-relative' satisfies DataAttr;
/** When the render told it. */
export const DATE_TOLD_ATTR = 'data-told' satisfies DataAttr;
/** Told again until midnight. */
export const DATE_REFRESH_TODAY_ATTR = 'data-refresh-today' satisfies DataAttr;

/** A badge (components/LiveBadge): ÉLŐ or FRISSÜL with its minutes (badges.ts). */
/** 'live' or 'refresh'. */
export const BADGE_BADGE_ATTR = 'data-badge' satisfies DataAttr;
/** A FRISSÜL badge's unix time. */
export const BADGE_UPDATED_ATTR = 'data-updated' satisfies DataAttr;
/** Its label, which a FRISSÜL badge turns into 'frissült' once its minutes end (domain/live.ts refreshTag). */
export const BADGE_LABEL_ATTR = 'data-badge-label' satisfies DataAttr;
export const BADGE_MINUTES_ATTR = 'data-minutes' satisfies DataAttr;

/** A live story's card on a front page, naming its slug; its version is LIVE_VERSION_ATTR (frontLive.ts). */
export const LIVE_CARD_ATTR = 'data-live-card' satisfies DataAttr;
