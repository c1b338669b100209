// Hungarian readers type with or without accents; every comparison of names and search words folds both sides.

/** Lower case without diacritics: 'Közgyűlés' → 'kozgyules'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a search term, as letters and digits only (anything else separates words). */
export function words(term: string): string[] {
  return term.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * An FTS5 MATCH expression that cannot be a syntax error whatever the reader typed: every word is quoted,
 * words are ANDed, and with `prefix` the last word also matches as a prefix (typeahead).
 * Returns null when the term has no word at all.
 */
export function ftsQuery(term: string, opts: { prefix?: boolean; column?: 'title' } = {}): string | null {
  const ws = words(term).slice(0, 12);
  if (ws.length === 0) return null;
  const parts = ws.map((w, i) => `"${w}"${opts.prefix && i === ws.length - 1 ? '*' : ''}`);
  const expr = parts.join(' ');
  return opts.column ? `${opts.column} : (${expr})` : expr;
}

/** Escapes LIKE wildcards so that a reader's '%' or '_' is matched literally (used with ESCAPE '\\'). */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
