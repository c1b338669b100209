// The type scale of renderer/global.css (D-297): a stylesheet sets a text's size only with one of the scale's
// custom properties and its weight only to 400 or 700, so a page sets up few fonts before its first paint.

/** Sizes and weights a declaration may set besides the scale's steps. */
const KEYWORDS = new Set(['inherit', 'initial', 'unset', 'normal', 'bold']);
const SIZE = /^var\(--text-(xs|s|m|l|xl|2xl|3xl)\)$/;
const WEIGHTS = new Set(['400', '700']);

/** `font-size`, `font-weight` and the shorthand `font` declarations of `css` that leave the scale, as written. */
export function offScale(css: string): string[] {
  const out: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/(?:^|[;{\s])(font-size|font-weight|font)\s*:\s*([^;}]+)/g)) {
    const [prop, raw] = [m[1]!, m[2]!.trim().replace(/\s*!important$/, '')];
    if (KEYWORDS.has(raw)) continue;
    if (prop === 'font-size' && sizeOnScale(raw)) continue;
    if (prop === 'font-weight' && WEIGHTS.has(raw)) continue;
    if (prop === 'font' && shorthandOnScale(raw)) continue;
    out.push(`${prop}: ${raw}`);
  }
  return out;
}

/** `[weight] size[/line-height] family`: the weight 400 or 700 when given, the size a step or a clamp between steps. */
function shorthandOnScale(value: string): boolean {
  const m = /^(?:(\d{3})\s+)?((?:var|clamp)\([^/]*?\)+)(?:\/\S+)?\s+\S/.exec(value);
  if (!m) return false;
  if (m[1] && !WEIGHTS.has(m[1])) return false;
  return sizeOnScale(m[2]!);
}

/** A step of the scale, or a clamp that starts at one (a headline that grows with the screen). */
function sizeOnScale(size: string): boolean {
  return SIZE.test(size) || /^clamp\(var\(--text-[\w]+\), [^,]+, [^)]+\)$/.test(size);
}
