// The football screen's query parameters (specialised-features.md §2 "Live football screen"): read from an
// address, and written into the GET links and forms of every state, so a crawler and a reader without
// JavaScript reach each one. What each value may be is checked against the service's lists
// (selection.ts, days.ts); here they are only read.
import { queryId, rawParam, searchGetter, type SearchLike } from '../sports/query';
import { DEFAULT_FOOTBALL_TAB, parseFootballTab, type FootballTab } from './tabs';

/** The football screen of all leagues (D-219; its default state is prerendered, query states rendered on demand). */
export const FOOTBALL_PATH = '/sport/foci';

export const FOOTBALL_PARAMS = ['orszag', 'liga', 'szezon', 'oldal', 'nap', 'meccs'] as const;
export type FootballParam = (typeof FOOTBALL_PARAMS)[number];

/** The query as given: the tab already validated, the rest raw. */
export interface FootballQuery {
  orszag: string | null;
  liga: string | null;
  szezon: string | null;
  oldal: FootballTab;
  nap: string | null;
  meccs: string | null;
}

export function parseFootballQuery(search: SearchLike): FootballQuery {
  const get = searchGetter(search);
  return {
    orszag: rawParam(get, 'orszag'),
    liga: rawParam(get, 'liga'),
    szezon: rawParam(get, 'szezon'),
    oldal: parseFootballTab(get('oldal')),
    nap: rawParam(get, 'nap'),
    meccs: rawParam(get, 'meccs'),
  };
}

/** The fixture a query asks for: a positive id; 0, nothing or anything else is the list (§2 "0 means the list view"). */
export function askedMatch(query: Pick<FootballQuery, 'meccs'>): number | null {
  const id = queryId(query.meccs);
  return id !== null && id > 0 ? id : null;
}

/** A state as a link target: absent (null, '', the standings tab, match 0) parameters are left out. */
export type FootballLink = Partial<Record<FootballParam, number | string | null>>;

/** The address of a state on `basePath`, its parameters in the spec's order. */
export function footballHref(basePath: string, link: FootballLink): string {
  const q = new URLSearchParams();
  for (const name of FOOTBALL_PARAMS) {
    const v = link[name];
    if (v === undefined || v === null || v === '') continue;
    if (name === 'oldal' && v === DEFAULT_FOOTBALL_TAB) continue;
    if (name === 'meccs' && Number(v) === 0) continue;
    q.set(name, String(v));
  }
  const s = q.toString();
  return s ? `${basePath}?${s}` : basePath;
}
