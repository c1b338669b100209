import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { offlinePublisher } from './testing/offlinePublisher';
import { isTempFileName } from './atomicWrite';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function setup() {
  const outDir = mkdtempSync(join(tmpdir(), 'publisher-'));
  dirs.push(outDir);
  const publisher = offlinePublisher(outDir);
  const temps = () =>
    readdirSync(outDir, { recursive: true })
      .map(String)
      .filter((n) => isTempFileName(n.split('/').at(-1)!));
  return { outDir, publisher, temps };
}

describe('staged files (an incremental run stages its feeds while its pages render)', () => {
  it('are invisible until published, then appear with their compressed copy of the same mtime', async () => {
    const { outDir, publisher, temps } = setup();
    const file = join(outDir, 'hirter.hu', 'rss', 'index.xml');
    const staged = await publisher.stageWithCompressed(file, '<rss/>', { '.gz': Buffer.from('gz') });
    expect(() => statSync(file)).toThrow();
    expect(temps()).toHaveLength(2);
    await publisher.publishStaged([staged]);
    expect(readFileSync(file, 'utf8')).toBe('<rss/>');
    expect(readFileSync(`${file}.gz`, 'utf8')).toBe('gz');
    expect(statSync(file).mtimeMs).toBe(statSync(`${file}.gz`).mtimeMs);
    expect(temps()).toHaveLength(0);
  });

  it('dropped, leave neither the file nor a temp file', async () => {
    const { outDir, publisher, temps } = setup();
    const file = join(outDir, 'hirter.hu', 'rss', 'index.xml');
    const staged = await publisher.stageWithCompressed(file, '<rss/>', { '.gz': Buffer.from('gz') });
    await publisher.discard([staged]);
    expect(temps()).toHaveLength(0);
    expect(() => statSync(file)).toThrow();
  });
});

/** What is wrong beside `file`: a compressed copy that is not its version (its bytes or its mtime). */
function copiesOfAnotherVersion(file: string): string[] {
  const page = readFileSync(file, 'utf8');
  const mtime = statSync(file).mtimeMs;
  const problems: string[] = [];
  for (const [suffix, unpack] of [
    ['.gz', gunzipSync],
    ['.br', brotliDecompressSync],
  ] as const) {
    if (!existsSync(file + suffix)) continue;
    const copy = unpack(readFileSync(file + suffix)).toString('utf8');
    if (copy !== page) problems.push(`${suffix} holds '${copy}' beside '${page}'`);
    if (statSync(file + suffix).mtimeMs !== mtime) problems.push(`${suffix} has another mtime than the file`);
  }
  return problems;
}

describe('a publish (D-313)', () => {
  // nginx's gzip_static serves a .gz whatever its mtime: a copy beside a file of another version is what readers
  // who accept gzip get. A rename that fails (a full disk, the job killed) stops a publish between two steps.
  it.each([
    ['the file', ''],
    ['its .gz copy', '.gz'],
  ])('cut short at the rename of %s, leaves no compressed copy of another version beside the file', async (_name, suffix) => {
    const { outDir, publisher, temps } = setup();
    const file = join(outDir, 'hirter.hu', 'rss', 'index.xml');
    await publisher.writeWithCompressed(file, '<rss>v1</rss>', { '.gz': gzipSync('<rss>v1</rss>'), '.br': brotliCompressSync('<rss>v1</rss>') });
    expect(copiesOfAnotherVersion(file)).toEqual([]);
    const staged = await publisher.stageWithCompressed(file, '<rss>v2</rss>', { '.gz': gzipSync('<rss>v2</rss>') });
    // The temp file of that rename is gone: the rename fails there.
    const temp = temps().find((t) => basename(t).startsWith(`.${basename(file)}${suffix}.${process.pid}.`))!;
    unlinkSync(join(outDir, temp));
    await expect(publisher.publishStaged([staged])).rejects.toThrow();
    expect(copiesOfAnotherVersion(file)).toEqual([]);
    expect(temps()).toHaveLength(0);
    expect(readdirSync(dirname(file)).filter((n) => !n.startsWith('.'))).toContain('index.xml');
  });

  it('replaces a file and its copies by one version with one mtime, and drops a copy the new version has none of', async () => {
    const { outDir, publisher } = setup();
    const file = join(outDir, 'hirter.hu', '404.html');
    await publisher.writeWithCompressed(file, 'v1', { '.gz': gzipSync('v1'), '.br': brotliCompressSync('v1') });
    await publisher.writeWithCompressed(file, 'v2', { '.br': brotliCompressSync('v2') });
    expect(readFileSync(file, 'utf8')).toBe('v2');
    // A page's .gz of an output written before D-404 goes with its version.
    expect(existsSync(`${file}.gz`)).toBe(false);
    expect(copiesOfAnotherVersion(file)).toEqual([]);
    await publisher.writeWithCompressed(file, 'v3', {});
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(copiesOfAnotherVersion(file)).toEqual([]);
  });
});
