// Article list rules (reader-site.md §4 "Promoted/list rules", §5 truncation and pagination; highlight
// strip of §2 and specialised-features.md §5).
import type { Article } from './types';
import { escapeRegex } from './regex';

// ---------------------------------------------------------------------------------------------------
// Truncation
// ---------------------------------------------------------------------------------------------------

/** Title in an article list. */
export const TITLE_LIST = 100;
/** Title in a front-page article block. */
export const TITLE_BLOCK = 120;
/** Title in the other, narrow blocks (boxes, sidebars). */
export const TITLE_OTHER_SHORT = 60;
/** Title in the other blocks. */
export const TITLE_OTHER = 70;
/** Lead (summary), unless a block configures its own length. */
export const LEAD = 200;

export const ELLIPSIS = '…';

export interface Truncated {
  text: string;
  /** True when text was cut: the page then shows the full text as a tooltip. */
  truncated: boolean;
}

const TRAILING = /[\s,;:.\-–—(„"'“]+$/u;

/**
 * The text cut to at most `max` characters (ellipsis included), at the last word boundary that fits,
 * with dangling punctuation left off before the '…'. A single word longer than the limit is cut
 * inside. Characters are code points, so no emoji or accent is split. Text within the limit is returned
 * unchanged.
 */
export function truncate(text: string, max: number = LEAD): Truncated {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`invalid truncation limit ${max}`);
  // UTF-16 units are never fewer than code points: a short text needs no splitting (most titles, every page).
  if (text.length <= max) return { text, truncated: false };
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  const room = max - 1;
  let cut = room;
  if (!/\s/u.test(chars[room] ?? ' ')) {
    for (let i = room - 1; i > 0; i--) {
      if (/\s/u.test(chars[i]!)) {
        cut = i;
        break;
      }
    }
  }
  let head = chars.slice(0, cut).join('').replace(TRAILING, '');
  if (!head) head = chars.slice(0, room).join('');
  return { text: head + ELLIPSIS, truncated: true };
}

// ---------------------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------------------

export type PaginationArrow = 'first' | 'prev' | 'next' | 'last';

export type PaginationItem =
  | { kind: PaginationArrow; page: number; disabled: boolean }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'ellipsis'; side: 'before' | 'after' };

/**
 * The pager of a list: nothing for a single page; else the first and previous arrows, an ellipsis when
 * pages are hidden before, the pages within 1 of the current (within 2 on the first and last page), an
 * ellipsis when pages are hidden after, the next and last arrows. Arrows that would not move are
 * disabled. `current` is clamped to 1..total.
 */
export function pagination(current: number, total: number): PaginationItem[] {
  const last = Math.floor(total);
  if (!Number.isFinite(last) || last <= 1) return [];
  const page = Math.min(last, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  const radius = page === 1 || page === last ? 2 : 1;
  const from = Math.max(1, page - radius);
  const to = Math.min(last, page + radius);
  const items: PaginationItem[] = [
    { kind: 'first', page: 1, disabled: page === 1 },
    { kind: 'prev', page: Math.max(1, page - 1), disabled: page === 1 },
  ];
  if (from > 1) items.push({ kind: 'ellipsis', side: 'before' });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p, current: p === page });
  if (to < last) items.push({ kind: 'ellipsis', side: 'after' });
  items.push({ kind: 'next', page: Math.min(last, page + 1), disabled: page === last });
  items.push({ kind: 'last', page: last, disabled: page === last });
  return items;
}

// ---------------------------------------------------------------------------------------------------
// Promoted item, highlighted item, mobile ad, highlight strip
// ---------------------------------------------------------------------------------------------------

/** The promoted article follows this many items. */
export const PROMOTED_AFTER = 4;
/** A highlighted item is chosen only in lists longer than this. */
export const HIGHLIGHT_MIN_EXCLUSIVE = 5;
/** The mobile ad follows this many items. */
export const mobileAdAfter = 3;
/** The highlight strip needs exactly this many articles. */
export const HIGHLIGHT_STRIP_SIZE = 4;

/**
 * The items of a page of the latest list with the promoted article after the 4th item, on page 1 only.
 * When the promoted article is also among the items it is moved, not shown twice. A page with fewer
 * than 4 other items gets it at the end.
 */
export function withPromoted<T extends { id: number }>(items: readonly T[], promoted: T | null | undefined, page: number): T[] {
  if (!promoted || page !== 1) return [...items];
  const rest = items.filter((item) => item.id !== promoted.id);
  const at = Math.min(PROMOTED_AFTER, rest.length);
  return [...rest.slice(0, at), promoted, ...rest.slice(at)];
}

export type HighlightCandidate = Pick<Article, 'flags' | 'coverImageSet' | 'recommendedBoxImage'>;

/**
 * The index of the item shown large in a list, or null when the list has 5 items or fewer: the first
 * item flagged legfontosabb (the editors' own pick), else the first item with a picture, else the
 * first item.
 */
export function highlightIndex(items: readonly HighlightCandidate[]): number | null {
  if (items.length <= HIGHLIGHT_MIN_EXCLUSIVE) return null;
  const important = items.findIndex((a) => a.flags.some((f) => f.slug === 'legfontosabb'));
  if (important !== -1) return important;
  const pictured = items.findIndex((a) => a.coverImageSet !== null || a.recommendedBoxImage !== null);
  return pictured !== -1 ? pictured : 0;
}

/** Whether the mobile ad goes right after the item at this (0-based) index: after the 3rd item. */
export function mobileAdAfterIndex(index: number): boolean {
  return index === mobileAdAfter - 1;
}

/**
 * The list under the highlight strip without the strip's articles (issue #24, D-280): the strip shows on
 * page 1 only, so page 1 lists what the content API's page 1 holds less the strip's picks, and the pages
 * after it are the API's own; every article shows once and the pager counts the API's pages.
 */
export function withoutStrip<T extends { id: number }>(items: readonly T[], strip: readonly { id: number }[]): T[] {
  if (strip.length === 0) return [...items];
  const shown = new Set(strip.map((a) => a.id));
  return items.filter((a) => !shown.has(a.id));
}

/** The highlight strip renders only with exactly 4 articles. */
export function showHighlightStrip(highlights: readonly unknown[] | null | undefined): boolean {
  return (highlights?.length ?? 0) === HIGHLIGHT_STRIP_SIZE;
}

/**
 * The page a query's `oldal` names: a whole number from 2 up, written without leading zeros (spec §5:
 * it counts as a page only when greater than 1); anything else is page 1. The static output names its
 * files by the same rule (prerender/outputPath.ts), so the origin and a render agree on every URL.
 */
export function pageFromQuery(raw: string | null | undefined): number {
  return raw && /^[1-9]\d{0,5}$/.test(raw) && raw !== '1' ? Number(raw) : 1;
}

/**
 * Query parameters that make a list page a search (§2: term, filters, perPage): no prerendered file can
 * answer them, so the origin hands such requests to the render server.
 */
export const SEARCH_QUERY_PARAMS = ['term', 'filters', 'perPage'] as const;

/**
 * Whether a query string (with or without '?') names one of `names` with a value: any occurrence, by the name as
 * sent. The edges decide by it whether the renderer answers (the renderer reads the state itself), and nginx can
 * read a query only so, raw: a name written with escapes (`te%72m`) is no search on any of them, a repeated one
 * (`term=&term=x`) is on all.
 */
export function hasParamValue(query: string, names: readonly string[]): boolean {
  return query
    .replace(/^\?/, '')
    .split('&')
    .some((pair) => {
      const eq = pair.indexOf('=');
      return eq > 0 && eq < pair.length - 1 && names.includes(pair.slice(0, eq));
    });
}

/** hasParamValue() for nginx.conf, over $args. */
export function paramValueRegex(names: readonly string[]): string {
  return `(?:^|&)(?:${names.map(escapeRegex).join('|')})=[^&]`;
}

/** Whether a query string (with or without '?') asks for a search rather than a prerendered page. */
export function isSearchQuery(query: string): boolean {
  return hasParamValue(query, SEARCH_QUERY_PARAMS);
}
