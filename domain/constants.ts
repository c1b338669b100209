// Business constants of the spec (reader-site.md §9, specialised-features.md §9). One place each.

export const DEFAULT_LIST_PAGE_SIZE = 10;
/** Our cap on a client's perPage; larger values are clamped. */
export const MAX_PAGE_SIZE = 100;
export const TYPEAHEAD_LIMIT = 5;
export const LATEST_ARTICLES_DEFAULT = 6;
export const SUB_ARTICLES_PER_PAGE = 30;
export const LIVE_CHILD_ARTICLES_SHOWN = 4;
export const AUTO_BLOCK_VERSIONS = [1, 2, 3, 4] as const;
export const BREAKING_BLOCK_POSITION = 1000;
export const RECOMMENDER_VERSIONS = 20;
export const RECOMMENDER_CAPS = {
  special: 4,
  breaking: 6,
  important: 4,
  newest: 4,
  favorite: 6,
  /** pr lists hold 2 to 4 items. */
  prMin: 2,
  prMax: 4,
} as const;
export const EPISODES_DEFAULT = 4;
export const REFRESH_INTERVAL_MS = 15_000;
/** A changed selection of a sports widget updates the address query after this delay (specialised-features.md §9). */
export const QUERY_UPDATE_DELAY_MS = 200;
/** The last minute the FRISSÜL tag still tells as a number ('10 perce'); after it the tag says 'frissült'. */
const LIVE_MINUTES_LIMIT = 10;

/**
 * The FRISSÜL limit, the one place it is spelled (reader-site.md §4 "Live tag"; domain/live.ts tells the
 * text): whether the minutes of an update at `updatedAtUnix` are still told as a number at `nowUnix`, so
 * their text can still change — up to and including the 10th whole minute (10:59); from 11 minutes on the
 * tag says 'frissült' for good, and whatever re-tells it may stop. Here rather than in live.ts because every
 * page's script asks it before loading the badge code, and this module is in that script already.
 */
export function minutesStillChange(updatedAtUnix: number, nowUnix: number): boolean {
  return nowUnix - updatedAtUnix < LIVE_MINUTES_CHANGE_S;
}
/** minutesStillChange()'s age limit, in seconds. */
export const LIVE_MINUTES_CHANGE_S = (LIVE_MINUTES_LIMIT + 1) * 60;
/** Below this age a date is told in minutes (and re-told every refresh). */
export const RELATIVE_MINUTES_LIMIT_S = 3600;
export const IMAGE_VARIANTS = { '1.25x': 1.25, '2x': 2, '3x': 3, '4x': 4 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Unique groups named by the spec. */
export const UNIQUE_GROUP_ENTERTAINMENT = 27;
export const UNIQUE_GROUP_BLOG = 13;

/** Where the embedded content API listens when CONTENT_API_URL is not set. */
export const DEFAULT_CONTENT_API_URL = 'http://127.0.0.1:3100';
/** The public render server (searches the origin forwards; no preview rights) when RENDER_PORT is not set. */
export const DEFAULT_RENDER_PORT = 3002;
/** The editors' preview endpoint when PREVIEW_PORT is not set. */
export const DEFAULT_PREVIEW_PORT = 3001;
/**
 * How long the edge waits for the answer to a poll it forwards when POLL_TIMEOUT_MS is not set (domain/serving.ts
 * GATEWAY_TIMEOUT): a third of the live layer's 15 s interval, so a hung content API costs a reader's poll
 * 5 s and not the next one's turn.
 */
export const DEFAULT_POLL_TIMEOUT_MS = 5_000;

/**
 * The content API's internal calls (drafts, the changes feed) live under this prefix, which no public proxy
 * forwards; the public `/api` never shows an unpublished article.
 */
export const CONTENT_INTERNAL_PREFIX = '/internal';

/** Articles per section of an auto block (our content API's answer; a page may ask for up to the cap). */
export const AUTO_BLOCK_SECTION_SIZE = 4;
export const AUTO_BLOCK_SECTION_MAX = 20;

/** A tab hidden longer than this polls again at once when it comes back (reader-site.md §9). */
export const HIDDEN_REARM_MS = 30_000;
/** A poller that keeps failing waits twice as long each time, up to this. */
export const POLL_BACKOFF_MAX_MS = 5 * 60_000;
/** A chunk-load reload is not repeated within this time (reader-site.md §9 "Reload guard"). */
export const RELOAD_GUARD_MS = 10_000;
/** How often an open page asks whether a newer build of the app is out. */
export const BUILD_CHECK_MS = 5 * 60_000;

/**
 * Marks a link the page script never fetches ahead on hover or focus: its GET starts something (a sign-in flow
 * whose state a second, unseen request would replace).
 */
export const NO_PREFETCH_ATTRIBUTE = 'data-no-prefetch';

/**
 * Live-blog posts' processed bodies a render thread keeps by version (domain/articleBody/postBody.ts): the posts of the
 * day's live blogs. A post's body is a few KB, kept twice (content and result): a few MB.
 */
export const POST_BODIES_KEPT = 500;
