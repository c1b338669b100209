// The build compresses its client files once (vite.config.ts → prerender/precompress.ts), for the prerender
// job to copy instead of compressing each file again (the unit
// test of copyClientFiles shows it takes them).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { COMPRESSED_DIR } from '../../prerender/precompress';

describe("the build's compressed client files", () => {
  it('are made by the build, one .gz and .br per script and style, of the file as built and with its mtime', () => {
    const dist = inject('distDir');
    const scripts = readdirSync(join(dist, 'client', 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|css)$/.test(f));
    expect(scripts.length).toBeGreaterThan(10);
    for (const f of [...scripts.map((s) => join('assets', s)), 'sw.js']) {
      const source = join(dist, 'client', f);
      if (statSync(source).size < 256) continue;
      const original = readFileSync(source);
      expect(gunzipSync(readFileSync(join(dist, COMPRESSED_DIR, `${f}.gz`))).equals(original), f).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dist, COMPRESSED_DIR, `${f}.br`))).equals(original), f).toBe(true);
      expect(Math.round(statSync(join(dist, COMPRESSED_DIR, `${f}.br`)).mtimeMs)).toBe(Math.floor(statSync(source).mtimeMs));
    }
  });
});
