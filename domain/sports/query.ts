// Reading a sports screen's query (the Formula 1 widget, the football screen): the same three shapes a
// query arrives in, and whole-number ids that are checked against the service's lists afterwards.

/** A search string ('?a=1'), URLSearchParams, or vike's `urlParsed.search` record. */
export type SearchLike = URLSearchParams | Readonly<Record<string, string | undefined>> | string;

/** A reader of one parameter's value (null when absent). */
export function searchGetter(search: SearchLike): (name: string) => string | null {
  if (typeof search === 'string') {
    const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    return (name) => q.get(name);
  }
  if (search instanceof URLSearchParams) return (name) => search.get(name);
  return (name) => search[name] ?? null;
}

/** A parameter's trimmed value, or null when absent or blank. */
export function rawParam(get: (name: string) => string | null, name: string): string | null {
  const v = get(name)?.trim();
  return v ? v : null;
}

/** A whole number id from the query; null for anything else ('12a', '1.5', ''). */
export function queryId(value: string | null): number | null {
  if (value === null || !/^-?\d{1,15}$/.test(value)) return null;
  return Number(value);
}
