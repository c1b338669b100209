// The Formula 1 widget's query parameters (specialised-features.md §2): read from an address, and written
// into the GET links and forms of every state, so a crawler and a reader without JavaScript reach each one.
import { parseTab, DEFAULT_F1_TAB, type F1Tab } from './tabs';
import { rawParam, searchGetter, type SearchLike } from '../sports/query';

export { queryId } from '../sports/query';

/** The widget's own page (its default state is prerendered; query states are rendered on demand, D-210). */
export const FORMULA1_PATH = '/sport/forma-1';

export const F1_PARAMS = ['oldal', 'szezon', 'verseny', 'futam', 'csapat', 'versenyzo'] as const;
export type F1Param = (typeof F1_PARAMS)[number];

/** The query as given: the tab already validated, the ids still raw (they are checked against the lists). */
export interface F1Query {
  oldal: F1Tab;
  szezon: string | null;
  verseny: string | null;
  futam: string | null;
  csapat: string | null;
  versenyzo: string | null;
}

/** The widget's query from a search string ('?oldal=…'), URLSearchParams or vike's `urlParsed.search`. */
export function parseF1Query(search: SearchLike): F1Query {
  const get = searchGetter(search);
  const raw = (name: F1Param) => rawParam(get, name);
  return {
    oldal: parseTab(get('oldal')),
    szezon: raw('szezon'),
    verseny: raw('verseny'),
    futam: raw('futam'),
    csapat: raw('csapat'),
    versenyzo: raw('versenyzo'),
  };
}

/** A state of the widget as a link target; absent parameters are left out of the address. */
export type F1Link = { oldal?: F1Tab } & Partial<Record<Exclude<F1Param, 'oldal'>, number | string | null>>;

/**
 * The address of a state on `basePath`, its parameters in the spec's order; the calendar tab is the default
 * and is not written, so the default state is the bare path (the prerendered page).
 */
export function f1Href(basePath: string, link: F1Link): string {
  const q = new URLSearchParams();
  for (const name of F1_PARAMS) {
    const v = link[name];
    if (v === undefined || v === null || v === '') continue;
    if (name === 'oldal' && v === DEFAULT_F1_TAB) continue;
    q.set(name, String(v));
  }
  const s = q.toString();
  return s ? `${basePath}?${s}` : basePath;
}

/** Whether a query names any of the widget's parameters with a value (the edge then asks the renderer). */
export function hasF1Query(search: string): boolean {
  const get = searchGetter(search);
  return F1_PARAMS.some((name) => (get(name) ?? '') !== '');
}
