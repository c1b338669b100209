import { mkdtemp, mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import { baseOfCopy, putVersion, stageVersion } from './siblings';
import { OutputWalk } from './outputWalk';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'siblings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(path: string, data: string | Buffer, mtime: Date): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, data);
  await utimes(path, mtime, mtime);
}

/** The copies the start-up walk repairs under `d` (prerender/outputWalk.ts). */
async function repairCompressedCopies(d: string): Promise<{ repaired: number; removed: number }> {
  const walk = new OutputWalk(d);
  await walk.walk();
  return { repaired: walk.report.repaired, removed: walk.report.removed };
}

const V1 = new Date('2026-11-22T10:00:00.111Z');
const V2 = new Date('2026-11-22T10:05:00.222Z');

describe('baseOfCopy', () => {
  it('names the file of a copy of ours, and nothing else', () => {
    expect(baseOfCopy('index.html.gz')).toBe('index.html');
    expect(baseOfCopy('index.oldal-2.html.br')).toBe('index.oldal-2.html');
    expect(baseOfCopy('app.abc.js.br')).toBe('app.abc.js');
    expect(baseOfCopy('backup.tar.gz')).toBeNull();
    expect(baseOfCopy('index.html')).toBeNull();
  });
});

describe('the walk of the whole output: compressed copies', () => {
  it('compresses again a copy of another version (a kill between the renames) and gives all three one mtime', async () => {
    const page = join(dir, 'hirter.hu', 'belfold', 'cikk', 'index.html');
    // The run was killed after renaming the new .gz and .br, before the new HTML.
    await put(page, '<h1>régi</h1>', V1);
    await put(`${page}.gz`, gzipSync('<h1>új</h1>'), V2);
    await put(`${page}.br`, brotliCompressSync('<h1>új</h1>'), V2);
    expect(await repairCompressedCopies(dir)).toEqual({ repaired: 2, removed: 0 });
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toBe('<h1>régi</h1>');
    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe('<h1>régi</h1>');
    const m = (await stat(page)).mtimeMs;
    expect((await stat(`${page}.gz`)).mtimeMs).toBe(m);
    expect((await stat(`${page}.br`)).mtimeMs).toBe(m);
    expect(Math.round(m)).toBe(V1.getTime());
    expect(await repairCompressedCopies(dir)).toEqual({ repaired: 0, removed: 0 });
  });

  it('leaves matching copies alone, deletes copies without their file, and never touches other files', async () => {
    const feed = join(dir, 'hirter.hu', 'rss', 'index.xml');
    await put(feed, '<rss/>', V1);
    await put(`${feed}.gz`, 'matching bytes are not read', V1);
    await put(join(dir, 'hirter.hu', 'uj', 'index.html.gz'), gzipSync('<h1>új</h1>'), V2);
    await put(join(dir, 'hirter.hu', 'letoltes', 'backup.tar.gz'), 'not ours', V2);
    expect(await repairCompressedCopies(dir)).toEqual({ repaired: 0, removed: 1 });
    expect(await readFile(`${feed}.gz`, 'utf8')).toBe('matching bytes are not read');
    expect(await readdir(join(dir, 'hirter.hu', 'uj'))).toEqual([]);
    expect(await readdir(join(dir, 'hirter.hu', 'letoltes'))).toEqual(['backup.tar.gz']);
  });

  it('answers nothing for a missing folder', async () => {
    expect(await repairCompressedCopies(join(dir, 'nincs'))).toEqual({ repaired: 0, removed: 0 });
  });
});

describe('putVersion', () => {
  const packed = (text: string) => ({ '.gz': gzipSync(text), '.br': brotliCompressSync(text) });
  /** The file and each copy beside it, decompressed, with its mtime. */
  const beside = async (file: string) => {
    const out: Record<string, string> = { '': `${await readFile(file, 'utf8')} @${(await stat(file)).mtimeMs}` };
    for (const [suffix, unpack] of [
      ['.gz', gunzipSync],
      ['.br', brotliDecompressSync],
    ] as const) {
      if (existsSync(file + suffix)) out[suffix] = `${unpack(await readFile(file + suffix)).toString()} @${(await stat(file + suffix)).mtimeMs}`;
    }
    return out;
  };

  it('puts the file and its copies in place with one mtime, and drops a copy the new version has none of', async () => {
    const file = join(dir, 'rovat', 'index.html');
    // utimes stores the Date's seconds as a double: the same number on all three, the Date's to a millisecond.
    const at = async (mtime: Date) => {
      const m = (await stat(file)).mtimeMs;
      expect(Math.round(m)).toBe(mtime.getTime());
      return m;
    };
    putVersion(await stageVersion(file, 'v1', packed('v1'), V1));
    const m1 = await at(V1);
    expect(await beside(file)).toEqual({ '': `v1 @${m1}`, '.gz': `v1 @${m1}`, '.br': `v1 @${m1}` });
    putVersion(await stageVersion(file, 'v2', { '.gz': gzipSync('v2') }, V2));
    const m2 = await at(V2);
    expect(await beside(file)).toEqual({ '': `v2 @${m2}`, '.gz': `v2 @${m2}` });
    expect(readdirSync(join(dir, 'rovat')).sort()).toEqual(['index.html', 'index.html.gz']);
  });

  it.each(['', '.gz', '.br'])('stopped at the rename of %s, leaves one version beside the file, with copies or without', async (suffix) => {
    const file = join(dir, 'index.html');
    putVersion(await stageVersion(file, 'v1', packed('v1'), V1));
    const staged = await stageVersion(file, 'v2', packed('v2'), V2);
    unlinkSync(suffix === '' ? staged.temp : staged.copies[suffix as '.gz' | '.br']!);
    expect(() => putVersion(staged)).toThrow();
    const now = await beside(file);
    const version = now['']!;
    for (const [name, copy] of Object.entries(now)) expect(copy, name).toBe(version);
  });
});
