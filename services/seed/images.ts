// Local placeholder pictures for the seed corpus: abstract compositions (articles, squares) and
// head-and-shoulders silhouettes (avatars), rendered with integer/typed-array maths and written
// as real PNG files by our own encoder. No network, no external URLs.
//
// A picture is a deterministic function of (kind, index): every size of it is rendered from the
// same description in resolution-independent coordinates, so the variants are the same picture.

import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../../lib/png.js';

export const IMAGE_VARIANTS = { '1.25x': 1.25, '2x': 2, '3x': 3, '4x': 4 } as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export type ImageKind = 'article' | 'avatar' | 'square';

export interface GeneratedImage {
  name: string;
  width: number;
  height: number;
  alt: string;
  files: { base: string; '1.25x': string; '2x': string; '3x': string; '4x': string };
}

export interface GenerateImagesOptions {
  kind: ImageKind;
  count: number;
  baseWidth: number;
  baseHeight: number;
}

const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/**
 * Pictures above this many pixels (the 3x and 4x variants of the seed sizes) are deflated at
 * level 3 instead of 6. Measured on 40 article pictures at 1600x900: level 6 gives files of at most
 * ~130 KB but costs ~35 ms each, level 3 at most ~220 KB for ~12 ms; the big variants are ~80% of
 * all pixels, so this halves the seed run time while staying well under 400 KB per file.
 */
const FAST_DEFLATE_PIXELS = 500_000;

/**
 * Writes `count` distinct pictures (a deterministic function of index and kind) into `dir`, each
 * at the base size and at every variant (base size multiplied by the factor, rounded), skipping
 * files that already exist with the right size. Returns relative file names (relative to dir,
 * e.g. 'article-007@2x.png'). Indexes run from 1 to `count` ('article-001' ... ).
 */
export function generateImages(dir: string, opts: GenerateImagesOptions): GeneratedImage[] {
  const { kind, count, baseWidth, baseHeight } = opts;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`invalid count ${count}`);
  for (const [label, v] of [
    ['baseWidth', baseWidth],
    ['baseHeight', baseHeight],
  ] as const) {
    if (!Number.isInteger(v) || v < 1) throw new RangeError(`invalid ${label} ${v}`);
  }
  if (!KINDS.includes(kind)) throw new RangeError(`unknown image kind ${String(kind)}`);
  mkdirSync(dir, { recursive: true });

  const out: GeneratedImage[] = [];
  for (let index = 1; index <= count; index++) {
    const name = `${kind}-${String(index).padStart(3, '0')}`;
    const scene = describeScene(kind, index, baseWidth / baseHeight);
    const sizes: Array<[file: string, w: number, h: number]> = [[`${name}.png`, baseWidth, baseHeight]];
    for (const v of VARIANT_NAMES) {
      const f = IMAGE_VARIANTS[v];
      sizes.push([`${name}@${v}.png`, Math.max(1, Math.round(baseWidth * f)), Math.max(1, Math.round(baseHeight * f))]);
    }
    for (const [file, w, h] of sizes) {
      const path = join(dir, file);
      if (hasPngOfSize(path, w, h)) continue;
      const png = encodePng(w, h, renderScene(scene, w, h), { level: w * h > FAST_DEFLATE_PIXELS ? 3 : 6 });
      // Write then rename, so a reader (or an interrupted run) never sees a half-written file.
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, png);
      renameSync(tmp, path);
    }
    out.push({
      name,
      width: baseWidth,
      height: baseHeight,
      alt: altText(kind, index),
      files: {
        base: `${name}.png`,
        '1.25x': `${name}@1.25x.png`,
        '2x': `${name}@2x.png`,
        '3x': `${name}@3x.png`,
        '4x': `${name}@4x.png`,
      },
    });
  }
  return out;
}

const KINDS: readonly ImageKind[] = ['article', 'avatar', 'square'];

function altText(kind: ImageKind, index: number): string {
  switch (kind) {
    case 'article':
      return `Absztrakt illusztráció (${index}.)`;
    case 'avatar':
      return `Szerzői portré (${index}.)`;
    case 'square':
      return `Négyzetes illusztráció (${index}.)`;
  }
}

/** True when `path` is a PNG file whose IHDR says `width` x `height`. */
function hasPngOfSize(path: string, width: number, height: number): boolean {
  if (!existsSync(path)) return false;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(24);
    if (readSync(fd, head, 0, 24, 0) !== 24) return false;
    return (
      head.readUInt32BE(0) === 0x89504e47 &&
      head.readUInt32BE(4) === 0x0d0a1a0a &&
      head.toString('latin1', 12, 16) === 'IHDR' &&
      head.readUInt32BE(16) === width &&
      head.readUInt32BE(20) === height
    );
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// ---------------------------------------------------------------------------------------------
// Scene description (resolution independent: x and y in units of the picture's width/height)

type Rgb = readonly [number, number, number];

type Shape =
  /** Ellipse centred at (cx, cy); rx in widths, ry in heights; rows outside [clipTop, clipBottom] are skipped. */
  | { t: 'ellipse'; cx: number; cy: number; rx: number; ry: number; color: Rgb; alpha: number; clipTop: number; clipBottom: number }
  /** Parallel slanted stripes between rows y0 and y1; period, width and offset in widths; slope = dx/dy in widths per height. */
  | { t: 'stripes'; y0: number; y1: number; period: number; width: number; offset: number; slope: number; color: Rgb; alpha: number }
  /** Everything below a wavy line y = base + a1 sin(2π(f1 x + p1)) + a2 sin(2π(f2 x + p2)). */
  | { t: 'wave'; base: number; a1: number; f1: number; p1: number; a2: number; f2: number; p2: number; color: Rgb; alpha: number }
  /** Axis-aligned rectangle. */
  | { t: 'rect'; x0: number; y0: number; x1: number; y1: number; color: Rgb; alpha: number };

interface Scene {
  /** Gradient from `from` to `to`; only the signs of dx and dy count (45-degree diagonal, vertical or horizontal). */
  background: { from: Rgb; to: Rgb; dx: number; dy: number };
  shapes: Shape[];
}

/** mulberry32, seeded from (kind, index). */
function seededRandom(kind: ImageKind, index: number): () => number {
  let h = 0x811c9dc5;
  for (const ch of `${kind}#${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL (h in degrees, s and l in 0..1) to 8-bit RGB. */
function hsl(h: number, s: number, l: number): Rgb {
  h = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const ch = (t: number): number => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(Math.min(1, Math.max(0, v)) * 255);
  };
  return [ch(h + 1 / 3), ch(h), ch(h - 1 / 3)];
}

const WHITE: Rgb = [255, 255, 255];

function describeScene(kind: ImageKind, index: number, aspect: number): Scene {
  const rnd = seededRandom(kind, index);
  const between = (a: number, b: number): number => a + (b - a) * rnd();
  // Golden-angle hue steps: consecutive indexes get far-apart hues; the kind shifts the sequence.
  const hue = (index * 137.508 + (kind === 'article' ? 12 : kind === 'avatar' ? 200 : 75)) % 360;
  if (kind === 'avatar') return describeAvatar(hue, rnd, between);

  const hue2 = hue + between(25, 70) * (rnd() < 0.5 ? -1 : 1);
  const dirs: Array<[number, number]> = [
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
    [0, 1],
    [1, 0],
  ];
  const [dx, dy] = dirs[Math.floor(rnd() * dirs.length)]!;
  const background = { from: hsl(hue, between(0.45, 0.7), between(0.62, 0.75)), to: hsl(hue2, between(0.45, 0.7), between(0.3, 0.42)), dx, dy };
  const accent = (l: number): Rgb => hsl(hue + 180 + between(-30, 30), between(0.5, 0.8), l);
  const shapes: Shape[] = [];
  // Circles look round whatever the aspect ratio: ry (in heights) = rx (in widths) * aspect.
  const disc = (cx: number, cy: number, r: number, color: Rgb, alpha: number, halo: boolean): void => {
    if (halo) shapes.push({ t: 'ellipse', cx, cy, rx: r * 1.35, ry: r * 1.35 * aspect, color, alpha: alpha * 0.35, clipTop: -1, clipBottom: 2 });
    shapes.push({ t: 'ellipse', cx, cy, rx: r, ry: r * aspect, color, alpha, clipTop: -1, clipBottom: 2 });
  };

  // The kind shifts the layout so that square n and article n do not share a composition.
  const layout = (index + (kind === 'square' ? 1 : 0)) % 3;
  if (layout === 0) {
    // Floating bubbles.
    const n = 3 + Math.floor(rnd() * 3);
    for (let i = 0; i < n; i++) {
      const r = between(0.06, 0.2) / Math.max(1, aspect * 0.75);
      disc(between(0.1, 0.9), between(0.15, 0.85), r, rnd() < 0.4 ? WHITE : accent(between(0.55, 0.75)), between(0.25, 0.5), rnd() < 0.6);
    }
  } else if (layout === 1) {
    // A band of slanted stripes with one or two discs over it.
    const y0 = between(0, 0.35);
    shapes.push({
      t: 'stripes',
      y0,
      y1: y0 + between(0.45, 0.65),
      period: between(0.07, 0.14),
      width: between(0.02, 0.05),
      offset: rnd(),
      slope: (between(0.3, 0.8) * (rnd() < 0.5 ? -1 : 1)) / aspect,
      color: WHITE,
      alpha: between(0.18, 0.3),
    });
    const n = 1 + Math.floor(rnd() * 2);
    for (let i = 0; i < n; i++) {
      disc(between(0.2, 0.8), between(0.25, 0.75), between(0.1, 0.18) / Math.max(1, aspect * 0.75), accent(between(0.5, 0.7)), between(0.45, 0.7), true);
    }
  } else {
    // An abstract landscape: a sun and layered hills.
    disc(between(0.2, 0.8), between(0.15, 0.4), between(0.07, 0.12) / Math.max(1, aspect * 0.75), hsl(hue + 30, 0.9, 0.85), 0.85, true);
    const layers = 2 + Math.floor(rnd() * 2);
    for (let i = 0; i < layers; i++) {
      shapes.push({
        t: 'wave',
        base: 0.5 + (i * 0.38) / layers + between(-0.03, 0.03),
        a1: between(0.03, 0.08),
        f1: between(0.6, 1.6),
        p1: rnd(),
        a2: between(0.01, 0.03),
        f2: between(2, 4),
        p2: rnd(),
        // Opaque, flat layers, darker towards the front.
        color: hsl(hue2 + i * 12, between(0.3, 0.5), 0.5 - (i * 0.3) / layers),
        alpha: 1,
      });
    }
  }
  return { background, shapes };
}

function describeAvatar(hue: number, rnd: () => number, between: (a: number, b: number) => number): Scene {
  const background = { from: hsl(hue, between(0.4, 0.6), 0.78), to: hsl(hue + 25, between(0.4, 0.6), 0.62), dx: 0, dy: 1 };
  // Silhouette: a dark, slightly tinted tone; hair darker still (or none).
  const body = hsl(hue + 180 + between(-40, 40), between(0.1, 0.3), between(0.22, 0.38));
  const skin = hsl(between(20, 35), between(0.25, 0.45), between(0.45, 0.7));
  const hair = hsl(between(15, 45), between(0.2, 0.5), between(0.1, 0.3));
  const headR = between(0.17, 0.2);
  const headY = between(0.37, 0.42);
  const shapes: Shape[] = [
    // Neck (its lower end is hidden by the shoulders).
    { t: 'rect', x0: 0.5 - headR * 0.42, y0: headY, x1: 0.5 + headR * 0.42, y1: headY + headR * 1.9, color: skin, alpha: 1 },
    // Shoulders: the top of a wide ellipse rising from the bottom edge.
    { t: 'ellipse', cx: 0.5, cy: 1.05, rx: between(0.36, 0.44), ry: between(0.36, 0.42), color: body, alpha: 1, clipTop: -1, clipBottom: 2 },
    // Head.
    { t: 'ellipse', cx: 0.5, cy: headY, rx: headR, ry: headR * 1.12, color: skin, alpha: 1, clipTop: -1, clipBottom: 2 },
  ];
  const hairStyle = Math.floor(rnd() * 3);
  if (hairStyle === 0) {
    // Short hair: a cap over the top of the head.
    shapes.push({
      t: 'ellipse',
      cx: 0.5,
      cy: headY - headR * 0.12,
      rx: headR * 1.05,
      ry: headR * 1.1,
      color: hair,
      alpha: 1,
      clipTop: -1,
      clipBottom: headY - headR * 0.25,
    });
  } else if (hairStyle === 1) {
    // Long hair: behind the head, down to the shoulders (drawn first so the face stays in front).
    shapes.unshift({
      t: 'ellipse',
      cx: 0.5,
      cy: headY + headR * 0.5,
      rx: headR * 1.25,
      ry: headR * 1.75,
      color: hair,
      alpha: 1,
      clipTop: -1,
      clipBottom: headY + headR * 1.5,
    });
    shapes.push({
      t: 'ellipse',
      cx: 0.5,
      cy: headY - headR * 0.15,
      rx: headR * 1.05,
      ry: headR * 1.05,
      color: hair,
      alpha: 1,
      clipTop: -1,
      clipBottom: headY - headR * 0.35,
    });
  }
  // hairStyle 2: bald / very short, no hair shape.
  // A soft ring behind the figure, for variety between portraits.
  if (rnd() < 0.5) {
    shapes.unshift({ t: 'ellipse', cx: 0.5, cy: 0.5, rx: 0.46, ry: 0.46, color: WHITE, alpha: 0.22, clipTop: -1, clipBottom: 2 });
  }
  return { background, shapes };
}

// ---------------------------------------------------------------------------------------------
// Rasteriser: horizontal spans with anti-aliased ends, alpha in 0..256, integer blending.

function renderScene(scene: Scene, w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 3);
  fillGradient(px, w, h, scene.background);
  for (const s of scene.shapes) {
    switch (s.t) {
      case 'ellipse':
        drawEllipse(px, w, h, s);
        break;
      case 'stripes':
        drawStripes(px, w, h, s);
        break;
      case 'wave':
        drawWave(px, w, h, s);
        break;
      case 'rect':
        drawRect(px, w, h, s);
        break;
    }
  }
  return px;
}

function fillGradient(px: Uint8Array, w: number, h: number, bg: Scene['background']): void {
  // The gradient runs along a pixel-space diagonal (45 degrees), vertically or horizontally. The
  // colours are computed once along a strip of length w + h - 1 and every row is a slice of it, so
  // each row is the previous one shifted by one pixel: cheap to render and, as deflate finds the
  // whole row as one long match, cheap to compress.
  const sx = Math.sign(bg.dx);
  const sy = Math.sign(bg.dy);
  const len = (sx !== 0 ? w : 1) + (sy !== 0 ? h : 1) - 1;
  const strip = new Uint8Array(len * 3);
  const [r0, g0, b0] = bg.from;
  const [r1, g1, b1] = bg.to;
  for (let j = 0; j < len; j++) {
    const t = len === 1 ? 0 : j / (len - 1);
    strip[j * 3] = Math.round(r0 + (r1 - r0) * t);
    strip[j * 3 + 1] = Math.round(g0 + (g1 - g0) * t);
    strip[j * 3 + 2] = Math.round(b0 + (b1 - b0) * t);
  }
  if (sx < 0) {
    // Pixel x takes strip[(w - 1 - x) + yy]: a forward slice of the reversed strip.
    for (let i = 0, j = len - 1; i < j; i++, j--) {
      for (let c = 0; c < 3; c++) {
        const v = strip[i * 3 + c]!;
        strip[i * 3 + c] = strip[j * 3 + c]!;
        strip[j * 3 + c] = v;
      }
    }
  }
  const stride = w * 3;
  const row = new Uint8Array(stride);
  for (let y = 0; y < h; y++) {
    const yy = sy === 0 ? 0 : sy > 0 ? y : h - 1 - y;
    if (sx === 0) {
      // Vertical gradient: a row of one colour.
      if (y > 0 && (sy === 0 || strip.subarray(yy * 3, yy * 3 + 3).every((v, c) => v === row[c]))) {
        px.set(row, y * stride);
        continue;
      }
      for (let o = 0; o < stride; o += 3) {
        row[o] = strip[yy * 3]!;
        row[o + 1] = strip[yy * 3 + 1]!;
        row[o + 2] = strip[yy * 3 + 2]!;
      }
      px.set(row, y * stride);
    } else {
      const start = sx > 0 ? yy : len - w - yy;
      px.set(strip.subarray(start * 3, (start + w) * 3), y * stride);
    }
  }
}

/** Blends colour `c` with alpha `a` (0..256) over pixels [x0, x1) of row y; fractional ends are anti-aliased. */
function span(px: Uint8Array, w: number, y: number, x0: number, x1: number, c: Rgb, a: number): void {
  if (x0 < 0) x0 = 0;
  if (x1 > w) x1 = w;
  if (x1 <= x0) return;
  const row = y * w * 3;
  const i0 = Math.floor(x0);
  const i1 = Math.floor(x1);
  if (i0 === i1) {
    blend(px, row + i0 * 3, c, Math.round(a * (x1 - x0)));
    return;
  }
  blend(px, row + i0 * 3, c, Math.round(a * (i0 + 1 - x0)));
  const [r, g, b] = c;
  const end = row + i1 * 3;
  if (a >= 256) {
    for (let o = row + (i0 + 1) * 3; o < end; o += 3) {
      px[o] = r;
      px[o + 1] = g;
      px[o + 2] = b;
    }
  } else {
    for (let o = row + (i0 + 1) * 3; o < end; o += 3) {
      px[o] = px[o]! + (((r - px[o]!) * a) >> 8);
      px[o + 1] = px[o + 1]! + (((g - px[o + 1]!) * a) >> 8);
      px[o + 2] = px[o + 2]! + (((b - px[o + 2]!) * a) >> 8);
    }
  }
  if (i1 < w) blend(px, end, c, Math.round(a * (x1 - i1)));
}

function blend(px: Uint8Array, o: number, c: Rgb, a: number): void {
  if (a <= 0) return;
  if (a >= 256) {
    px[o] = c[0];
    px[o + 1] = c[1];
    px[o + 2] = c[2];
    return;
  }
  px[o] = px[o]! + (((c[0] - px[o]!) * a) >> 8);
  px[o + 1] = px[o + 1]! + (((c[1] - px[o + 1]!) * a) >> 8);
  px[o + 2] = px[o + 2]! + (((c[2] - px[o + 2]!) * a) >> 8);
}

const alpha256 = (alpha: number): number => Math.max(0, Math.min(256, Math.round(alpha * 256)));

function drawEllipse(px: Uint8Array, w: number, h: number, s: Extract<Shape, { t: 'ellipse' }>): void {
  const cx = s.cx * w;
  const cy = s.cy * h;
  const rx = s.rx * w;
  const ry = s.ry * h;
  if (rx <= 0 || ry <= 0) return;
  const a = alpha256(s.alpha);
  const top = Math.max(0, Math.floor(Math.max(cy - ry, s.clipTop * h)));
  const bottom = Math.min(h, Math.ceil(Math.min(cy + ry, s.clipBottom * h)));
  for (let y = top; y < bottom; y++) {
    const d = (y + 0.5 - cy) / ry;
    if (d <= -1 || d >= 1) continue;
    const half = rx * Math.sqrt(1 - d * d);
    span(px, w, y, cx - half, cx + half, s.color, a);
  }
}

function drawRect(px: Uint8Array, w: number, h: number, s: Extract<Shape, { t: 'rect' }>): void {
  const a = alpha256(s.alpha);
  const top = Math.max(0, Math.round(s.y0 * h));
  const bottom = Math.min(h, Math.round(s.y1 * h));
  for (let y = top; y < bottom; y++) span(px, w, y, s.x0 * w, s.x1 * w, s.color, a);
}

function drawStripes(px: Uint8Array, w: number, h: number, s: Extract<Shape, { t: 'stripes' }>): void {
  const a = alpha256(s.alpha);
  const period = s.period * w;
  const width = s.width * w;
  if (period <= 0 || width <= 0) return;
  const top = Math.max(0, Math.round(s.y0 * h));
  const bottom = Math.min(h, Math.round(s.y1 * h));
  for (let y = top; y < bottom; y++) {
    // Stripe k covers [start + k * period, start + k * period + width) on this row.
    const start = (s.offset + s.slope * ((y + 0.5) / h)) * w;
    const kMin = Math.floor((0 - width - start) / period);
    const kMax = Math.ceil((w - start) / period);
    for (let k = kMin; k <= kMax; k++) {
      const x0 = start + k * period;
      span(px, w, y, x0, x0 + width, s.color, a);
    }
  }
}

function drawWave(px: Uint8Array, w: number, h: number, s: Extract<Shape, { t: 'wave' }>): void {
  const a = alpha256(s.alpha);
  // Height of the wave top at every column, in pixels.
  const tops = new Float64Array(w);
  let minTop = h;
  let maxTop = 0;
  const tau = 2 * Math.PI;
  for (let x = 0; x < w; x++) {
    const u = (x + 0.5) / w;
    const t = (s.base + s.a1 * Math.sin(tau * (s.f1 * u + s.p1)) + s.a2 * Math.sin(tau * (s.f2 * u + s.p2))) * h;
    tops[x] = t;
    if (t < minTop) minTop = t;
    if (t > maxTop) maxTop = t;
  }
  const [r, g, b] = s.color;
  const stride = w * 3;
  // Rows crossed by the wavy edge: per-pixel coverage.
  const firstFull = Math.max(0, Math.min(h, Math.ceil(maxTop)));
  for (let y = Math.max(0, Math.floor(minTop)); y < firstFull; y++) {
    let o = y * stride;
    for (let x = 0; x < w; x++, o += 3) {
      const top = tops[x]!;
      if (top >= y + 1) continue;
      // Coverage of this pixel by the area below the line (fractional only on the edge row).
      const k = top <= y ? a : Math.round(a * (y + 1 - top));
      if (k >= 256) {
        px[o] = r;
        px[o + 1] = g;
        px[o + 2] = b;
      } else if (k > 0) {
        px[o] = px[o]! + (((r - px[o]!) * k) >> 8);
        px[o + 1] = px[o + 1]! + (((g - px[o + 1]!) * k) >> 8);
        px[o + 2] = px[o + 2]! + (((b - px[o + 2]!) * k) >> 8);
      }
    }
  }
  // Rows entirely below the edge.
  if (a >= 256) {
    const full = new Uint8Array(stride);
    for (let o = 0; o < stride; o += 3) {
      full[o] = r;
      full[o + 1] = g;
      full[o + 2] = b;
    }
    for (let y = firstFull; y < h; y++) px.set(full, y * stride);
  } else {
    for (let y = firstFull; y < h; y++) span(px, w, y, 0, w, s.color, a);
  }
}
