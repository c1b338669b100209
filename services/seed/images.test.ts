import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { generateImages, IMAGE_VARIANTS, type GeneratedImage } from './images.js';
import { crc32, encodePng } from '../../lib/png.js';

// ---------------------------------------------------------------------------------------------
// An independent PNG reader, so the tests do not trust the encoder's own code.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bit-by-bit CRC-32 (no table), to check the encoder's table-based one. */
function slowCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface ParsedPng {
  width: number;
  height: number;
  types: string[];
  /** Raw (filtered) scanlines: the inflated IDAT data. */
  raw: Buffer;
}

/** Parses a PNG, asserting the signature, the chunk layout and every chunk's CRC. */
function parsePng(buf: Buffer): ParsedPng {
  expect([...buf.subarray(0, 8)]).toEqual(SIGNATURE);
  const types: string[] = [];
  const idat: Buffer[] = [];
  let off = 8;
  let width = 0;
  let height = 0;
  while (off < buf.length) {
    expect(off + 12).toBeLessThanOrEqual(buf.length);
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    expect(off + 12 + len).toBeLessThanOrEqual(buf.length);
    const stored = buf.readUInt32BE(off + 8 + len);
    expect(slowCrc32(buf.subarray(off + 4, off + 8 + len)), `CRC of ${type} chunk`).toBe(stored);
    const data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      expect(len).toBe(13);
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 2, 0, 0, 0]); // 8-bit, RGB, deflate, filter 0, no interlace
    }
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') expect(len).toBe(0);
    types.push(type);
    off += 12 + len;
  }
  expect(off).toBe(buf.length);
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  expect(types).toContain('IDAT');
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (1 + width * 3));
  return { width, height, types, raw };
}

/** Undoes the row filters (None and Up are the only ones the encoder may use). */
function pixels(png: ParsedPng): Uint8Array {
  const stride = png.width * 3;
  const out = new Uint8Array(stride * png.height);
  for (let y = 0; y < png.height; y++) {
    const f = png.raw[y * (stride + 1)]!;
    expect([0, 2]).toContain(f);
    for (let i = 0; i < stride; i++) {
      const v = png.raw[y * (stride + 1) + 1 + i]!;
      out[y * stride + i] = f === 2 && y > 0 ? (v + out[(y - 1) * stride + i]!) & 0xff : v;
    }
  }
  return out;
}

function ihdrSize(path: string): [number, number] {
  const head = readFileSync(path).subarray(0, 24);
  return [head.readUInt32BE(16), head.readUInt32BE(20)];
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-images-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const allFiles = (img: GeneratedImage): string[] => [img.files.base, img.files['1.25x'], img.files['2x'], img.files['3x'], img.files['4x']];

// ---------------------------------------------------------------------------------------------

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(Buffer.from('123456789', 'latin1'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
    expect(crc32(new Uint8Array(0))).toBe(0);
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 31 + 7) & 0xff);
    expect(crc32(bytes)).toBe(slowCrc32(bytes));
  });
});

describe('encodePng', () => {
  const width = 7;
  const height = 5;
  const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37 + (i >> 3) * 11) & 0xff);

  it('writes a valid RGB PNG that decodes to the input pixels', () => {
    const png = encodePng(width, height, rgb);
    const parsed = parsePng(png);
    expect(parsed.width).toBe(width);
    expect(parsed.height).toBe(height);
    expect(parsed.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pixels(parsed)).toEqual(rgb);
  });

  it('decodes to the same pixels with the Up filter', () => {
    const parsed = parsePng(encodePng(width, height, rgb, { filter: 'up' }));
    expect(parsed.raw[width * 3 + 1]).toBe(2); // second row uses filter type 2
    expect(pixels(parsed)).toEqual(rgb);
  });

  it('handles a 1x1 picture and a wide one', () => {
    expect(pixels(parsePng(encodePng(1, 1, Uint8Array.of(1, 2, 3))))).toEqual(Uint8Array.of(1, 2, 3));
    const wide = new Uint8Array(3000 * 2 * 3).fill(200);
    const parsed = parsePng(encodePng(3000, 2, wide));
    expect([parsed.width, parsed.height]).toEqual([3000, 2]);
  });

  it('rejects a pixel buffer of the wrong length and bad sizes', () => {
    expect(() => encodePng(width, height, rgb.subarray(1))).toThrow(RangeError);
    expect(() => encodePng(0, 5, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(2.5, 2, new Uint8Array(15))).toThrow(RangeError);
  });
});

describe('generateImages', () => {
  it('writes the base picture and every variant with the right pixel sizes', () => {
    const dir = tempDir();
    const images = generateImages(dir, { kind: 'article', count: 2, baseWidth: 400, baseHeight: 225 });
    expect(images.map((i) => i.name)).toEqual(['article-001', 'article-002']);
    const first = images[0]!;
    expect(first).toMatchObject({ width: 400, height: 225 });
    expect(first.files).toEqual({
      base: 'article-001.png',
      '1.25x': 'article-001@1.25x.png',
      '2x': 'article-001@2x.png',
      '3x': 'article-001@3x.png',
      '4x': 'article-001@4x.png',
    });
    expect(first.alt.length).toBeGreaterThan(3);
    expect(Object.keys(IMAGE_VARIANTS)).toEqual(['1.25x', '2x', '3x', '4x']);

    // Exactly base + 4 variants per picture, and no leftover temporary files.
    expect(readdirSync(dir).sort()).toEqual(images.flatMap(allFiles).sort());

    const expected: Array<[keyof GeneratedImage['files'], number, number]> = [
      ['base', 400, 225],
      ['1.25x', 500, 281], // 281.25 rounds to 281
      ['2x', 800, 450],
      ['3x', 1200, 675],
      ['4x', 1600, 900],
    ];
    for (const img of images) {
      for (const [variant, w, h] of expected) {
        const buf = readFileSync(join(dir, img.files[variant]));
        const parsed = parsePng(buf); // signature, CRCs, IDAT length
        expect([parsed.width, parsed.height], `${img.files[variant]}`).toEqual([w, h]);
      }
      const big = statSync(join(dir, img.files['4x'])).size;
      expect(big).toBeLessThan(400 * 1024);
    }
  });

  it('rounds variant sizes of odd base sizes', () => {
    const dir = tempDir();
    const [img] = generateImages(dir, { kind: 'square', count: 1, baseWidth: 33, baseHeight: 17 });
    expect(ihdrSize(join(dir, img!.files['1.25x']))).toEqual([41, 21]); // 41.25, 21.25
    expect(ihdrSize(join(dir, img!.files['3x']))).toEqual([99, 51]);
    parsePng(readFileSync(join(dir, img!.files['1.25x'])));
  });

  it('draws real pictures: many colours, and a silhouette on the avatars', () => {
    const dir = tempDir();
    const [article] = generateImages(dir, { kind: 'article', count: 1, baseWidth: 200, baseHeight: 120 });
    const px = pixels(parsePng(readFileSync(join(dir, article!.files.base))));
    const colours = new Set<number>();
    for (let o = 0; o < px.length; o += 3) colours.add((px[o]! << 16) | (px[o + 1]! << 8) | px[o + 2]!);
    expect(colours.size).toBeGreaterThan(50);

    const [avatar] = generateImages(dir, { kind: 'avatar', count: 1, baseWidth: 100, baseHeight: 100 });
    expect(avatar!.alt).toMatch(/portré/i);
    const a = pixels(parsePng(readFileSync(join(dir, avatar!.files.base))));
    const at = (x: number, y: number): number[] => [...a.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3)];
    expect(at(50, 40)).not.toEqual(at(2, 2)); // head vs background
    expect(at(50, 97)).not.toEqual(at(2, 97)); // shoulders vs background
  });

  it('is deterministic: the same bytes on every run', () => {
    const a = tempDir();
    const b = tempDir();
    const opts = { kind: 'avatar', count: 3, baseWidth: 60, baseHeight: 60 } as const;
    const ia = generateImages(a, opts);
    const ib = generateImages(b, opts);
    expect(ib).toEqual(ia);
    for (const file of ia.flatMap(allFiles)) {
      expect(readFileSync(join(b, file)).equals(readFileSync(join(a, file))), file).toBe(true);
    }
  });

  it('gives different pictures for different indexes and kinds', () => {
    const dir = tempDir();
    const articles = generateImages(dir, { kind: 'article', count: 6, baseWidth: 80, baseHeight: 45 });
    const squares = generateImages(dir, { kind: 'square', count: 2, baseWidth: 80, baseHeight: 45 });
    const avatars = generateImages(dir, { kind: 'avatar', count: 2, baseWidth: 80, baseHeight: 45 });
    const bases = [...articles, ...squares, ...avatars].map((i) => readFileSync(join(dir, i.files.base)).toString('base64'));
    expect(new Set(bases).size).toBe(bases.length);
    // Not only different bytes: the decoded pixels differ in a good share of places.
    const p1 = pixels(parsePng(readFileSync(join(dir, articles[0]!.files.base))));
    const p2 = pixels(parsePng(readFileSync(join(dir, articles[1]!.files.base))));
    let differing = 0;
    for (let i = 0; i < p1.length; i++) if (Math.abs(p1[i]! - p2[i]!) > 8) differing++;
    expect(differing / p1.length).toBeGreaterThan(0.3);
  });

  it('skips files that already exist with the right size, and redoes the others', () => {
    const dir = tempDir();
    const opts = { kind: 'article', count: 2, baseWidth: 40, baseHeight: 30 } as const;
    const images = generateImages(dir, opts);
    const files = images.flatMap(allFiles);
    // Push the mtimes into the past, so a rewrite would be visible even on coarse clocks.
    const past = new Date(Date.now() - 3_600_000);
    for (const f of files) utimesSync(join(dir, f), past, past);
    const before = new Map(files.map((f) => [f, statSync(join(dir, f)).mtimeMs]));

    // Damage two files: one has the wrong pixel size, one is missing.
    const wrongSize = images[0]!.files['2x'];
    const missing = images[1]!.files['3x'];
    writeFileSync(join(dir, wrongSize), encodePng(1, 1, Uint8Array.of(0, 0, 0)));
    utimesSync(join(dir, wrongSize), past, past);
    unlinkSync(join(dir, missing));

    const again = generateImages(dir, opts);
    expect(again).toEqual(images);
    for (const f of files) {
      const mtime = statSync(join(dir, f)).mtimeMs;
      if (f === wrongSize || f === missing) expect(mtime, f).toBeGreaterThan(before.get(f)!);
      else expect(mtime, f).toBe(before.get(f));
    }
    expect(ihdrSize(join(dir, wrongSize))).toEqual([80, 60]);
    expect(ihdrSize(join(dir, missing))).toEqual([120, 90]);
  });

  it('rejects bad options', () => {
    const dir = tempDir();
    expect(() => generateImages(dir, { kind: 'article', count: -1, baseWidth: 10, baseHeight: 10 })).toThrow(RangeError);
    expect(() => generateImages(dir, { kind: 'article', count: 1, baseWidth: 0, baseHeight: 10 })).toThrow(RangeError);
    expect(generateImages(dir, { kind: 'article', count: 0, baseWidth: 10, baseHeight: 10 })).toEqual([]);
  });

  // How long it takes: `npm run bench -- units` (no deadline decides a test, D-304).
  it('generates the seed workload: five files a picture, the largest 1600x900 file under 400 KB', { timeout: 60_000 }, () => {
    const dir = tempDir();
    const articles = generateImages(dir, { kind: 'article', count: 40, baseWidth: 400, baseHeight: 225 });
    const avatars = generateImages(dir, { kind: 'avatar', count: 40, baseWidth: 100, baseHeight: 100 });
    const squares = generateImages(dir, { kind: 'square', count: 20, baseWidth: 300, baseHeight: 300 });
    const names = readdirSync(dir);
    const largest4x = Math.max(...articles.map((i) => statSync(join(dir, i.files['4x'])).size));
    expect(names.length).toBe((articles.length + avatars.length + squares.length) * 5);
    expect(largest4x).toBeLessThan(400 * 1024);
  });
});
