// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the palette's test holds every text and
// background pair of renderer/global.css to it, the browser tests the colours a page computes.

/** Success criterion 1.4.3 (AA): normal text, and large text (24 px, or 18.66 px bold). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1. */
  a: number;
}

/**
 * A colour as CSS writes it: `#rgb`, `#rrggbb` (the palette) or `rgb()`/`rgba()` with commas or spaces (what
 * getComputedStyle answers); anything else is an error, never a guess.
 */
export function parseColor(text: string): Rgba {
  const s = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16), a: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(s);
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : Number(fn[4]) / (fn[5] ? 100 : 1);
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: alpha };
  }
  throw new Error(`not a colour: ${text}`);
}

/** A colour with transparency laid over an opaque one (what the eye sees). */
export function over(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white); transparency is ignored (lay the colour `over` its background first). */
export function relativeLuminance(color: Rgba | string): number {
  const c = typeof color === 'string' ? parseColor(color) : color;
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

/** The contrast ratio of two opaque colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: Rgba | string, b: Rgba | string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Whether a text colour on a background passes AA: large text (`large`) needs 3:1, any other 4.5:1. */
export function passesAA(text: Rgba | string, background: Rgba | string, large = false): boolean {
  return contrastRatio(text, background) >= (large ? AA_LARGE : AA_NORMAL);
}
