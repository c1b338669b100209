// The brand images, generated rather than drawn: each site's share image (1200×630), the publishers' logos,
// the RSS channel images, its shows' podcast artwork, the favicon and the app icons, in the site colours of
// domain/brand.ts and a small pixel font (no outside font or image). The files are committed in public/, so
// the build copies them to every domain folder and the render server serves them too; `npm run`-less
// regeneration after a colour or text change: `node --import tsx prerender/brandImages.ts` (brandImages.test.ts fails until it is run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from '../lib/png';
import {
  BRAND_COLOURS,
  FEED_IMAGE_SIZE,
  ICONS,
  MOBILE_IMAGE_11_SIZE,
  MOBILE_IMAGE_43_SIZE,
  PODCAST_ARTWORK_SIZE,
  PUBLISHER_LOGO_SIZE,
  SHARE_IMAGE_SIZE,
  feedImage,
  podcastArtwork,
  publisherLogo,
  publisherSite,
} from '../domain/brand';
import { SITES, SITE_SLUGS } from '../domain/sites';
import type { SiteSlug } from '../domain/types';

// 5×7 capitals, '1' = ink; an acute accent sits in the three rows above (Í, É), the last one a gap.
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};
const ACCENTED: Readonly<Record<string, string>> = { Í: 'I', É: 'E' };
const ACUTE = ['00011', '00110', '00000'];
const GLYPH_ROWS = 10;

/** The rows of a text in the pixel font (10 rows, 6 columns a letter, the last gap dropped). */
function bitmap(text: string): string[] {
  const rows = Array.from({ length: GLYPH_ROWS }, () => '');
  for (const ch of text.toUpperCase()) {
    const base = ACCENTED[ch] ?? ch;
    const glyph = GLYPHS[base];
    if (!glyph) throw new Error(`no glyph for ${JSON.stringify(ch)} in the brand font`);
    const top = base === ch ? ACUTE.map(() => '00000') : ACUTE;
    [...top, ...glyph].forEach((row, i) => (rows[i] += `${row}0`));
  }
  return rows.map((r) => r.slice(0, -1));
}

function rgbOf(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

/** A `width`×`height` PNG: `text` in the pixel font, centred, as large as fits in `fill` of each side. */
export function brandImage(o: { width: number; height: number; background: string; ink: string; text: string; fill?: number }): Buffer {
  const { width, height } = o;
  const rows = bitmap(o.text);
  const cols = rows[0]!.length;
  const fill = o.fill ?? 0.8;
  const scale = Math.max(1, Math.floor(Math.min((width * fill) / cols, (height * fill) / GLYPH_ROWS)));
  const left = Math.floor((width - cols * scale) / 2);
  const top = Math.floor((height - GLYPH_ROWS * scale) / 2);
  const bg = rgbOf(o.background);
  const ink = rgbOf(o.ink);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = rows[Math.floor((y - top) / scale)];
    for (let x = 0; x < width; x++) {
      const on = y >= top && row !== undefined && x >= left && row[Math.floor((x - left) / scale)] === '1';
      rgb.set(on ? ink : bg, (y * width + x) * 3);
    }
  }
  return encodePng(width, height, rgb, { level: 9 });
}

/** An .ico holding PNG images (every browser since IE 11 reads PNG entries). */
export function icoFile(pngs: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header[at] = size >= 256 ? 0 : size;
    header[at + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

/** The brand name a site's images spell. */
const WORDMARK: Readonly<Record<SiteSlug, string>> = { main: 'Hírtér', after: 'After', g7: 'G7', karakter: 'Karakter', ro: 'Hírtér Erdély' };

const WHITE = '#ffffff';
const icon = (size: number) => brandImage({ width: size, height: size, background: BRAND_COLOURS.main, ink: WHITE, text: 'H', fill: 0.6 });

/** Every brand file, by its path on a domain. */
export function brandFiles(): { path: string; bytes: Buffer }[] {
  const files = new Map<string, Buffer>();
  for (const site of SITE_SLUGS) {
    files.set(SITES[site].shareImage, brandImage({ ...SHARE_IMAGE_SIZE, background: BRAND_COLOURS[site], ink: WHITE, text: WORDMARK[site] }));
    files.set(feedImage(site), brandImage({ ...FEED_IMAGE_SIZE, background: BRAND_COLOURS[site], ink: WHITE, text: WORDMARK[site] }));
    files.set(podcastArtwork(site), brandImage({ ...PODCAST_ARTWORK_SIZE, background: BRAND_COLOURS[site], ink: WHITE, text: WORDMARK[site] }));
    files.set(SITES[site].mobileImage43, brandImage({ ...MOBILE_IMAGE_43_SIZE, background: BRAND_COLOURS[site], ink: WHITE, text: WORDMARK[site] }));
    files.set(SITES[site].mobileImage11, brandImage({ ...MOBILE_IMAGE_11_SIZE, background: BRAND_COLOURS[site], ink: WHITE, text: WORDMARK[site] }));
    const publisher = publisherLogo(site);
    const by = publisherSite(site);
    files.set(publisher, brandImage({ ...PUBLISHER_LOGO_SIZE, background: WHITE, ink: BRAND_COLOURS[by], text: WORDMARK[by], fill: 0.9 }));
  }
  files.set(ICONS.appleTouch, icon(180));
  files.set(ICONS.png192, icon(192));
  files.set(ICONS.png512, icon(512));
  // The letter at half the width: its corners stay inside the safe zone's circle (brandImages.test.ts measures it).
  files.set(ICONS.maskable, brandImage({ width: 512, height: 512, background: BRAND_COLOURS.main, ink: WHITE, text: 'H', fill: 0.5 }));
  files.set(ICONS.ico, icoFile([16, 32, 48].map((size) => ({ size, png: icon(size) }))));
  return [...files].map(([path, bytes]) => ({ path, bytes }));
}

export const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { path, bytes } of brandFiles()) {
    const file = join(PUBLIC_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    console.log(`${path} (${bytes.length} bytes)`);
  }
}
