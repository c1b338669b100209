// The list query (reader-site.md §2 "List pages": oldal, term, filters, perPage) as one zod schema: the list
// pages read their URL with it (pages/list), and the content API reads the search calls' `filters` and
// `term` with the same field schemas (services/api/params.ts), so the criteria a page accepts are the ones the
// API accepts. A page and the API read a page size alike (D-90, D-256): above 100 it is 100; 0, a sign or
// anything but digits is a 404 on a page.
import { z } from 'zod';
import { DEFAULT_LIST_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { pageFromQuery } from './lists';
import type { SearchFilters } from './types';
import { withoutControls } from './plainText';

export const FILTER_KEYS = ['and_tags', 'not_tags', 'superTags', 'authors', 'title', 'superTagSiteSlugs', 'flags'] as const;
/** At most this many values per criterion. */
export const MAX_FILTER_VALUES = 20;
/** A term, and each criterion's value, is at most this long. */
export const MAX_QUERY_TEXT = 200;

const criterion = z.array(z.string().max(MAX_QUERY_TEXT)).max(MAX_FILTER_VALUES).optional();

/** The search calls' criteria: lists of strings under the known keys, nothing else. */
export const searchFiltersSchema = z.strictObject({
  and_tags: criterion,
  not_tags: criterion,
  superTags: criterion,
  authors: criterion,
  title: criterion,
  superTagSiteSlugs: criterion,
  flags: criterion,
}) satisfies z.ZodType<SearchFilters>;

/** `filters`: the criteria as JSON text; absent or blank is none. */
export const filtersParam = z
  .string()
  .optional()
  .transform((raw, ctx): unknown => {
    if (raw === undefined || raw.trim() === '') return {};
    try {
      return JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(searchFiltersSchema);

/**
 * `term`: control characters as spaces, trimmed, cut at MAX_QUERY_TEXT characters (code points: an emoji is never
 * cut in half); '' when absent.
 */
export const termParam = z
  .string()
  .optional()
  .transform((raw) =>
    Array.from(withoutControls(raw ?? '').trim())
      .slice(0, MAX_QUERY_TEXT)
      .join(''),
  );

/** A list page's `perPage`: a whole number from 1 written plainly, more than 100 taken as 100; absent or blank is the default. */
const pagePerPageParam = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return DEFAULT_LIST_PAGE_SIZE;
    if (!/^[1-9]\d{0,8}$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: `expected a whole number from 1 (more than ${MAX_PAGE_SIZE} is ${MAX_PAGE_SIZE})` });
      return z.NEVER;
    }
    return Math.min(Number(raw), MAX_PAGE_SIZE);
  });

/** A list page's URL query; `oldal` follows pageFromQuery's rule (domain/lists.ts: anything but 2 … 999999 is page 1). */
export const listQuerySchema = z
  .object({ oldal: z.string().optional().transform(pageFromQuery), term: termParam, filters: filtersParam, perPage: pagePerPageParam })
  .transform(({ oldal, term, filters, perPage }) => ({ page: oldal, perPage, term, filters: filters as SearchFilters }));

export interface ListQuery {
  page: number;
  perPage: number;
  /** Trimmed, cut at 200 characters; '' when absent. */
  term: string;
  /** The `filters` JSON, validated; {} when absent. */
  filters: SearchFilters;
}

/** A list page's query, or null when a value is malformed (the page answers 404 then). */
export function parseListQuery(search: Readonly<Record<string, string | undefined>>): ListQuery | null {
  const parsed = listQuerySchema.safeParse(search);
  return parsed.success ? parsed.data : null;
}

/** The route's own criteria with the reader's: lists are joined, the route's own entries first. */
export function mergeFilters(own: SearchFilters, extra: SearchFilters): SearchFilters {
  const out: SearchFilters = { ...own };
  for (const k of FILTER_KEYS) {
    const add = extra[k];
    if (!add?.length) continue;
    out[k] = [...new Set([...(own[k] ?? []), ...add])];
  }
  return out;
}

/** Whether a query asks for a search (and so the search call) rather than the plain list. */
export function isSearch(q: ListQuery): boolean {
  return q.term !== '' || Object.values(q.filters).some((v) => (v as string[] | undefined)?.length);
}

/**
 * The criteria as the `filters` parameter: keys in one order and empty lists left out, so one search has one
 * address (shareable, and one entry in the edge's cache); '' when there are none.
 */
export function serializeFilters(filters: SearchFilters): string {
  const out: SearchFilters = {};
  for (const k of FILTER_KEYS) if (filters[k]?.length) out[k] = filters[k];
  return Object.keys(out).length ? JSON.stringify(out) : '';
}

/** The address of a search on a list: its path with `term` and `filters` when they say something. */
export function searchHref(path: string, q: { term: string; filters: SearchFilters }): string {
  const params = new URLSearchParams();
  const term = q.term.trim();
  if (term) params.set('term', term);
  const filters = serializeFilters(q.filters);
  if (filters) params.set('filters', filters);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
