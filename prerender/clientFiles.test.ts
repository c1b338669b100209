import { mkdtemp, mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyClientFiles } from './clientFiles';
import { precompressClientFiles } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SCRIPT = `export const a = ${JSON.stringify('árvíztűrő tükörfúrógép '.repeat(40))};\n`;

async function put(path: string, data: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, data);
}

describe('copyClientFiles', () => {
  it('copies the build into every domain with .gz and .br copies of the compressible files, all with the source’s mtime', async () => {
    const client = join(dir, 'client');
    await put(join(client, 'assets', 'entries', 'app.abc123.js'), SCRIPT);
    await put(join(client, 'assets', 'static', 'tiny.def.css'), 'a{}');
    await put(join(client, 'favicon.png'), 'png'.repeat(200));
    const domains = [join(dir, 'out', 'hirter.hu'), join(dir, 'out', 'hirter.ro')];
    expect(await copyClientFiles(client, domains)).toBe(6);
    const mtime = Math.floor((await stat(join(client, 'assets', 'entries', 'app.abc123.js'))).mtimeMs);
    for (const d of domains) {
      const js = join(d, 'assets', 'entries', 'app.abc123.js');
      expect(await readFile(js, 'utf8')).toBe(SCRIPT);
      expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(SCRIPT);
      expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(SCRIPT);
      const m = (await stat(js)).mtimeMs;
      expect(Math.round(m)).toBe(mtime);
      expect((await stat(`${js}.gz`)).mtimeMs).toBe(m);
      expect((await stat(`${js}.br`)).mtimeMs).toBe(m);
      // Too small to gain, or not text: no copies.
      await expect(stat(join(d, 'assets', 'static', 'tiny.def.css.gz'))).rejects.toThrow();
      await expect(stat(join(d, 'favicon.png.gz'))).rejects.toThrow();
    }
  });

  it('writes only what changed on the next run', async () => {
    const client = join(dir, 'client');
    await put(join(client, 'assets', 'app.abc123.js'), SCRIPT);
    await put(join(client, 'sw.js'), SCRIPT);
    const out = join(dir, 'out', 'hirter.hu');
    expect(await copyClientFiles(client, [out])).toBe(2);
    expect(await copyClientFiles(client, [out])).toBe(0);
    // A new service worker under the same name: written again, copies too.
    await writeFile(join(client, 'sw.js'), `${SCRIPT}// v2\n`);
    await utimes(join(client, 'sw.js'), new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect(await copyClientFiles(client, [out])).toBe(1);
    expect(gunzipSync(await readFile(join(out, 'sw.js.gz'))).toString()).toBe(`${SCRIPT}// v2\n`);
    // A copy that went missing is made again.
    await rm(join(out, 'assets', 'app.abc123.js.br'));
    expect(await copyClientFiles(client, [out])).toBe(1);
    expect(brotliDecompressSync(await readFile(join(out, 'assets', 'app.abc123.js.br'))).toString()).toBe(SCRIPT);
  });

  it("takes the build's compressed copies of a file's version instead of compressing it again, and compresses when the copy is of another version", async () => {
    const client = join(dir, 'client');
    const compressed = join(dir, 'compressed');
    await put(join(client, 'assets', 'app.abc123.js'), SCRIPT);
    await put(join(client, 'assets', 'old.def456.js'), SCRIPT);
    await put(join(client, 'favicon.png'), 'png'.repeat(200));
    // Every file of 256 bytes or more: which the job wants is domain/fileTypes.ts's, asked below.
    expect(await precompressClientFiles(client, compressed)).toBe(3);
    expect(brotliDecompressSync(await readFile(join(compressed, 'assets', 'app.abc123.js.br'))).toString()).toBe(SCRIPT);
    // Marked copies show which were taken: the same bytes of a file with the source's mtime are used as they are.
    const marked = gzipSync(Buffer.from('taken from the build'));
    // As the build and the job read it, whole milliseconds, floored (stat's own mtime Date is rounded: half the time another).
    const mtime = new Date(Math.floor((await stat(join(client, 'assets', 'app.abc123.js'))).mtimeMs));
    await writeFile(join(compressed, 'assets', 'app.abc123.js.gz'), marked);
    await utimes(join(compressed, 'assets', 'app.abc123.js.gz'), mtime, mtime);
    await writeFile(join(compressed, 'assets', 'old.def456.js.gz'), marked);
    await utimes(join(compressed, 'assets', 'old.def456.js.gz'), new Date(mtime.getTime() - 60_000), new Date(mtime.getTime() - 60_000));
    const out = join(dir, 'out', 'hirter.hu');
    expect(await copyClientFiles(client, [out], compressed)).toBe(3);
    expect(gunzipSync(await readFile(join(out, 'assets', 'app.abc123.js.gz'))).toString()).toBe('taken from the build');
    expect(gunzipSync(await readFile(join(out, 'assets', 'old.def456.js.gz'))).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(await readFile(join(out, 'assets', 'old.def456.js.br'))).toString()).toBe(SCRIPT);
    // An image gets no copies in the output, the build's or any.
    await expect(stat(join(out, 'favicon.png.gz'))).rejects.toThrow();
  });
});
