import { isSiteSlug } from '../../domain/sites';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { MAX_QUERY_TEXT, filtersParam, termParam } from '../../domain/listQuery';
import type { SearchFilters, SiteSlug } from '../../domain/types';

/** A client error: answered as 400 with this message, which names the parameter. */
export class BadRequest extends Error {}
/** An answer the API does not have: 404 with the message. */
export class ApiNotFound extends Error {}

const MAX_PAGE = 1_000_000;

function integer(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw new BadRequest(`Invalid parameter '${name}': expected a non-negative integer, got '${raw.slice(0, 40)}'`);
  }
  return Number(raw.trim());
}

/** page/oldal: a page only when greater than 1 (spec §5), never negative or non-numeric. */
export function parsePage(name: string, raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const n = integer(name, raw);
  if (n > MAX_PAGE) throw new BadRequest(`Invalid parameter '${name}': must be at most ${MAX_PAGE}`);
  return Math.max(1, n);
}

/** perPage/limit: at least 1, clamped to the cap. */
export function parseSize(name: string, raw: string | undefined, fallback: number, cap = MAX_PAGE_SIZE): number {
  if (raw === undefined || raw === '') return fallback;
  const n = integer(name, raw);
  if (n < 1) throw new BadRequest(`Invalid parameter '${name}': must be at least 1`);
  return Math.min(n, cap);
}

export function parseId(name: string, raw: string): number {
  const n = integer(name, raw);
  if (n < 1) throw new BadRequest(`Invalid parameter '${name}': must be a positive integer`);
  return n;
}

export function parseText(raw: string | undefined): string {
  return (raw ?? '').slice(0, MAX_QUERY_TEXT);
}

/** The search calls' `filters` JSON, by the list query's schema (domain/listQuery.ts). */
export function parseFilters(raw: string | undefined): SearchFilters {
  const parsed = filtersParam.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw new BadRequest(`Invalid parameter 'filters${where}': ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** A search term, by the list query's rule: trimmed, cut at 200 characters. */
export function parseTerm(raw: string | undefined): string {
  return termParam.parse(raw);
}

/** `sites` joined by a pipe. */
export function parseSites(raw: string | undefined): SiteSlug[] {
  if (raw === undefined || raw.trim() === '') return [];
  const sites = raw
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of sites) {
    if (!isSiteSlug(s)) throw new BadRequest(`Invalid parameter 'sites': unknown site '${s.slice(0, 40)}'`);
  }
  return [...new Set(sites)] as SiteSlug[];
}

export function parseVersion(name: string, raw: string | undefined, max: number, fallback: number | null): number {
  if (raw === undefined || raw === '') {
    if (fallback === null) throw new BadRequest(`Missing parameter '${name}': expected 1 to ${max}`);
    return fallback;
  }
  const n = integer(name, raw);
  if (n < 1 || n > max) throw new BadRequest(`Invalid parameter '${name}': expected 1 to ${max}`);
  return n;
}

/** A cursor of the changes feed. */
export function parseCursor(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,15}$/.test(raw)) throw new BadRequest(`Invalid parameter 'since': expected a cursor from a previous answer`);
  return Number(raw);
}
