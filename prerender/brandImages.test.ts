import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOURS,
  FEED_IMAGE_SIZE,
  ICONS,
  MASKABLE_SAFE_ZONE,
  MOBILE_IMAGE_11_SIZE,
  MOBILE_IMAGE_43_SIZE,
  PODCAST_ARTWORK_SIZE,
  PUBLISHER_LOGO_SIZE,
  SHARE_IMAGE_SIZE,
  feedImage,
  podcastArtwork,
  publisherLogo,
} from '../domain/brand';
import { PODCAST_ARTWORK_MAX, PODCAST_ARTWORK_MIN } from '../domain/podcast/feed';
import { SITES, SITE_SLUGS } from '../domain/sites';
import { PUBLIC_DIR, brandFiles } from './brandImages';

/** Width, height and the inflated pixel rows of a PNG (the bytes deflate makes may differ between zlib versions; the pixels may not). */
function png(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  return { width, height, pixels: inflateSync(Buffer.concat(idat)) };
}

const committed = (path: string) => readFileSync(join(PUBLIC_DIR, path));

describe('brand images', () => {
  const files = new Map(brandFiles().map((f) => [f.path, f.bytes]));

  it('the files in public/ are what the generator makes (run `node --import tsx prerender/brandImages.ts` after a change)', () => {
    for (const [path, bytes] of files) {
      if (path.endsWith('.png')) {
        const [want, got] = [png(bytes), png(committed(path))];
        expect([got.width, got.height, got.pixels.equals(want.pixels)], path).toEqual([want.width, want.height, true]);
      } else expect(committed(path).length, path).toBe(bytes.length);
    }
  });

  it("has every site's 1200×630 share image, its 4:3 and 1:1 mobile pictures, the publishers' logos and the feed images at their sizes", () => {
    for (const site of SITE_SLUGS) {
      expect(png(committed(SITES[site].shareImage)), SITES[site].shareImage).toMatchObject(SHARE_IMAGE_SIZE);
      expect(png(committed(publisherLogo(site)))).toMatchObject(PUBLISHER_LOGO_SIZE);
      expect(png(committed(feedImage(site)))).toMatchObject(FEED_IMAGE_SIZE);
      expect(png(committed(SITES[site].mobileImage43)), SITES[site].mobileImage43).toMatchObject(MOBILE_IMAGE_43_SIZE);
      expect(png(committed(SITES[site].mobileImage11)), SITES[site].mobileImage11).toMatchObject(MOBILE_IMAGE_11_SIZE);
    }
    expect(new Set(SITE_SLUGS.map(publisherLogo)).size).toBe(2);
  });

  it("has each site's podcast artwork: a square within Apple's 1400–3000 px, in RGB (colour type 2)", () => {
    for (const site of SITE_SLUGS) {
      const bytes = committed(podcastArtwork(site));
      const image = png(bytes);
      expect(image, podcastArtwork(site)).toMatchObject(PODCAST_ARTWORK_SIZE);
      expect(image.width).toBe(image.height);
      expect(image.width).toBeGreaterThanOrEqual(PODCAST_ARTWORK_MIN);
      expect(image.width).toBeLessThanOrEqual(PODCAST_ARTWORK_MAX);
      expect(bytes[25]).toBe(2);
    }
  });

  it('has the 180×180 apple-touch-icon, the manifest icons and a favicon.ico of PNG images', () => {
    expect(png(committed(ICONS.appleTouch))).toMatchObject({ width: 180, height: 180 });
    expect(png(committed(ICONS.png192))).toMatchObject({ width: 192, height: 192 });
    expect(png(committed(ICONS.png512))).toMatchObject({ width: 512, height: 512 });
    const ico = committed(ICONS.ico);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((i) => {
      const at = 6 + 16 * i;
      const image = png(ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8)));
      expect(image.width).toBe(ico[at]);
      return image.width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('has a 512×512 maskable icon: the brand colour to every edge, the mark inside the safe zone’s circle', () => {
    const { width, height, pixels } = png(committed(ICONS.maskable));
    expect([width, height]).toEqual([512, 512]);
    const stride = width * 3 + 1;
    const at = (x: number, y: number) => pixels.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3).toString('hex');
    const brand = BRAND_COLOURS.main.slice(1);
    let ink = 0;
    let farthest = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (at(x, y) === brand) continue;
        ink++;
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2));
      }
    }
    expect(ink).toBeGreaterThan(0);
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ] as const)
      expect(at(x, y)).toBe(brand);
    expect(farthest).toBeLessThanOrEqual((MASKABLE_SAFE_ZONE * width) / 2);
  });

  it("draws in two colours only, the site's and white", () => {
    const { pixels, width } = png(files.get(SITES.g7.shareImage)!);
    const colours = new Set<string>();
    for (let row = 0; row < pixels.length; row += width * 3 + 1) {
      for (let x = 1; x < width * 3; x += 3) colours.add(pixels.subarray(row + x, row + x + 3).toString('hex'));
    }
    expect([...colours].sort()).toEqual(['0a7d55', 'ffffff']);
  });
});
