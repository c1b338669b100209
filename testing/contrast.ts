// WCAG 2.x colour contrast, for the browser tests that read computed colours (e2e/firstScreen.spec.ts).
// https://www.w3.org/TR/WCAG22/#dfn-relative-luminance

/** An 'rgb(…)' / 'rgba(…)' computed colour as [r, g, b, alpha]; alpha 1 when absent. */
export function parseRgb(css: string): [number, number, number, number] {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+))?\s*\)$/.exec(css.trim());
  if (!m) throw new Error(`not a computed rgb() colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
}

/** Relative luminance, 0 (black) … 1 (white). */
export function luminance(css: string): number {
  const [r, g, b] = parseRgb(css).map((v) => v / 255) as [number, number, number];
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two opaque colours, 1 … 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA's minimum for a text: 3 for large text (24 px, or 18.66 px bold), else 4.5. */
export function aaMinimum(fontSizePx: number, fontWeight: number): number {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700) ? 3 : 4.5;
}
