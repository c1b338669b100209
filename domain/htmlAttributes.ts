// Attributes of sanitised body HTML, read and written back: the sanitiser's lazy-loading step (sanitize.ts) and the
// body's player kinds (articleBody/kinds/player.ts) rewrite tags of markup that sanitizeBody made regular (lower-case
// tags, double-quoted and escaped values), and only ever write values they decoded and escape again. A leaf.

export interface Attr {
  name: string;
  /** Decoded value; null for a bare attribute. */
  value: string | null;
}

const ATTR = /\s*([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/y;

/** The attributes of a tag's source (what follows its name), in order. */
export function parseAttrs(source: string): Attr[] {
  const attrs: Attr[] = [];
  ATTR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (ATTR.lastIndex < source.length && (m = ATTR.exec(source)) !== null) {
    const raw = m[2] ?? m[3] ?? m[4];
    attrs.push({ name: m[1]!.toLowerCase(), value: raw === undefined ? null : decodeEntities(raw) });
  }
  return attrs;
}

export function attrValue(attrs: Attr[], name: string): string | null {
  return attrs.find((a) => a.name === name)?.value ?? null;
}

export function serializeAttrs(attrs: Attr[]): string {
  return attrs.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${escapeAttr(a.value)}"`)).join('');
}

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|#39);/gi, (m, e: string) => {
    const lower = e.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'quot') return '"';
    if (lower === 'apos' || lower === '#39') return "'";
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    const n = lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
  });
}

export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
