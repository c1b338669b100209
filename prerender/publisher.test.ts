import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type Tinypool from 'tinypool';
import { afterEach, describe, expect, it } from 'vitest';
import { offlinePublisher } from './testing/offlinePublisher';
import { isTempFileName, stagingMtime } from './atomicWrite';
import { Publisher } from './publisher';
import { Manifest } from './manifest';
import { WriteJournal } from './writeJournal';
import type { JobApi } from './jobApi';
import type { RenderResult, RenderTask } from '../workers/render';
import { stageFile } from '../workers/tempFile.mjs';
import { stylesheetHref } from '../domain/stylesheetFile';

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

/**
 * A render pool stand-in: each message's pages staged as the threads would, answered when `release(url)` says.
 * `stylesheet`: what a page links (D-424), its text sent with a message's first page only, as the threads send it.
 */
function fakePool(outDir: string, stylesheet?: (url: string) => { href: string; text: string } | null, syncFileSystem?: (dir: string) => Promise<void>) {
  const gates = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const gate = (url: string) => {
    if (!waiting.has(url)) waiting.set(url, new Promise<void>((resolve) => gates.set(url, resolve)));
    return waiting.get(url)!;
  };
  const sent: string[] = [];
  const pool = {
    run: async (tasks: RenderTask[]): Promise<RenderResult[]> => {
      sent.push(...tasks.map((t) => t.url));
      await Promise.all(tasks.map((t) => gate(t.url)));
      const told = new Set<string>();
      const sheetOf = (url: string) => {
        const sheet = stylesheet?.(url) ?? null;
        if (!sheet) return null;
        if (told.has(sheet.href)) return { href: sheet.href };
        told.add(sheet.href);
        return sheet;
      };
      return Promise.all(
        tasks.map(async (t) => ({
          stylesheet: sheetOf(t.url),
          outcome: 'rendered' as const,
          url: t.url,
          site: t.site,
          status: 200,
          html: '',
          location: null,
          deps: { articles: [1], lists: [] },
          br: null,
          staged: {
            html: stageFile(t.file!, `<p>${t.url}</p>`, stagingMtime()),
            br: stageFile(`${t.file!}.br`, brotliCompressSync(t.url), stagingMtime()),
          },
          cost: { reactMs: 0, postMs: 0, compressMs: 0, writeMs: 0 },
        })),
      );
    },
  };
  const publisher = new Publisher({
    outDir,
    distDir: outDir,
    contentApiUrl: '',
    batchSize: 10,
    pool: pool as unknown as Tinypool,
    api: { healthy: async () => true } as unknown as JobApi,
    journal: new WriteJournal(outDir),
    log: () => {},
    ...(syncFileSystem ? { syncFileSystem } : {}),
  });
  return { publisher, sent, release: (url: string) => (gate(url), gates.get(url)!()) };
}

/** A page's file in the output of `fakePool`'s publisher. */
const fileOf = (outDir: string, path: string) => join(outDir, 'hirter.hu', path.slice(1), 'index.html');

/** Renders and publishes `paths` as one run, each released to the fake threads first. */
async function run(publisher: Publisher, release: (url: string) => void, paths: string[]): Promise<void> {
  for (const p of paths) release(p);
  await publisher.renderAll(
    paths.map((p) => publisher.task(p, 'main')),
    new Manifest(),
    { rendered: 0, removed: 0, skipped: 0 },
  );
}

describe('a batch started before the rest of a run is known (D-409)', () => {
  const task = (p: Publisher, path: string) => p.task(path, 'main');

  it('is with the render threads when startBatch resolves; published on its own after beforePublish; then recorded by renderAll', async () => {
    const { outDir, temps } = setup();
    const { publisher, sent, release } = fakePool(outDir);
    const edited = '/belfold/2026/11/30/a';
    const first = await publisher.startBatch([task(publisher, edited)]);
    expect(sent).toEqual([edited]);
    const order: string[] = [];
    release(edited);
    const published = await publisher.publishFirst(first!, async () => void order.push(`feeds; page published: ${existsSync(fileOf(outDir, edited))}`));
    expect(order).toEqual(['feeds; page published: false']);
    expect(readFileSync(fileOf(outDir, edited), 'utf8')).toBe(`<p>${edited}</p>`);
    // Nothing else was sent meanwhile: the run reads its manifest and plans the rest only now.
    expect(sent).toEqual([edited]);

    const rest = ['/', '/legfrissebb'];
    for (const p of rest) release(p);
    const manifest = new Manifest();
    const totals = { rendered: 0, removed: 0, skipped: 0 };
    await publisher.renderAll(
      rest.map((p) => task(publisher, p)),
      manifest,
      totals,
      undefined,
      async () => void order.push('feeds again'),
      published,
    );
    expect(manifest.has(`https://hirter.hu${edited}`)).toBe(true);
    expect(totals.rendered).toBe(3);
    expect(sent.sort()).toEqual([edited, ...rest].sort());
    expect(existsSync(fileOf(outDir, '/legfrissebb'))).toBe(true);
    expect(temps()).toEqual([]);
  });

  it('publishes nothing and leaves no temp file when its beforePublish fails (a feed could not be written)', async () => {
    const { outDir, temps } = setup();
    const { publisher, release } = fakePool(outDir);
    const edited = '/belfold/2026/11/30/b';
    const first = await publisher.startBatch([task(publisher, edited)]);
    release(edited);
    await expect(
      publisher.publishFirst(first!, async () => {
        throw new Error('no feed');
      }),
    ).rejects.toThrow('no feed');
    expect(existsSync(fileOf(outDir, edited))).toBe(false);
    expect(temps()).toEqual([]);
    expect(await publisher.startBatch([])).toBeNull();
  });
});

describe('the stylesheet files pages link (D-424)', () => {
  const SHEET = { href: stylesheetHref('.a{color:red}'), text: '.a{color:red}' };
  const sheetFile = (outDir: string) => join(outDir, 'hirter.hu', SHEET.href);

  it('are published into the domain with their gzip and brotli copies of one mtime, once, and again when one went', async () => {
    const { outDir, temps } = setup();
    const { publisher, release } = fakePool(outDir, () => SHEET);
    publisher.newGeneration();
    await run(publisher, release, ['/a', '/b', '/c']);
    const file = sheetFile(outDir);
    expect(readFileSync(file, 'utf8')).toBe(SHEET.text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SHEET.text);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SHEET.text);
    expect(copiesOfAnotherVersion(file)).toEqual([]);
    expect(readFileSync(fileOf(outDir, '/c'), 'utf8')).toBe('<p>/c</p>');
    const inode = statSync(file).ino;

    // A later run finds it whole and leaves it.
    publisher.newGeneration();
    await run(publisher, release, ['/d']);
    expect(statSync(file).ino).toBe(inode);

    // One whose copy went (by hand, a disk repair) is published whole again.
    unlinkSync(`${file}.br`);
    publisher.newGeneration();
    await run(publisher, release, ['/e']);
    expect(statSync(file).ino).not.toBe(inode);
    expect(copiesOfAnotherVersion(file)).toEqual([]);
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(temps()).toEqual([]);
  });

  it('a batch whose stylesheet cannot be written publishes none of its pages and leaves no temp file', async () => {
    const { outDir, temps } = setup();
    // The text never comes (as if lost between the threads and the job): the pages would show unstyled.
    const { publisher, release } = fakePool(outDir, () => ({ href: SHEET.href, text: undefined as unknown as string }));
    publisher.newGeneration();
    await expect(run(publisher, release, ['/a', '/b'])).rejects.toThrow(/without its text/);
    expect(existsSync(fileOf(outDir, '/a'))).toBe(false);
    expect(existsSync(sheetFile(outDir))).toBe(false);
    expect(temps()).toEqual([]);
  });

  it('refuses a text under another text’s name: the name would never be written again', async () => {
    const { outDir, temps } = setup();
    const { publisher, release } = fakePool(outDir, () => ({ href: SHEET.href, text: '.a{color:blue}' }));
    publisher.newGeneration();
    await expect(run(publisher, release, ['/a'])).rejects.toThrow(/not the name of the text/);
    expect(existsSync(fileOf(outDir, '/a'))).toBe(false);
    expect(existsSync(sheetFile(outDir))).toBe(false);
    expect(temps()).toEqual([]);
  });

  it('refuses a path that is no stylesheet file', async () => {
    const { outDir, temps } = setup();
    const { publisher, release } = fakePool(outDir, () => ({ href: '/assets/styles/../../index.html', text: 'x' }));
    publisher.newGeneration();
    await expect(run(publisher, release, ['/a'])).rejects.toThrow(/no stylesheet file/);
    expect(existsSync(fileOf(outDir, '/a'))).toBe(false);
    expect(temps()).toEqual([]);
  });
});

describe('a batch of pages on the disk (D-425)', () => {
  const listed = (outDir: string) => readFileSync(join(outDir, '.prerender', 'writing.json'), 'utf8').includes('hirter.hu/a/index.html');

  it('is flushed before its renames, and its renames before the write journal lets go of its files', async () => {
    const { outDir, temps } = setup();
    const seen: string[] = [];
    const { publisher, release } = fakePool(outDir, undefined, async (dir) => {
      seen.push(
        `${dir === outDir ? 'the output' : dir}: ${existsSync(fileOf(outDir, '/a')) ? 'published' : 'staged'}, ${temps().length} temp files, listed ${listed(outDir)}`,
      );
    });
    await run(publisher, release, ['/a', '/b']);
    expect(seen).toEqual(['the output: staged, 4 temp files, listed true', 'the output: published, 0 temp files, listed true']);
    expect(listed(outDir)).toBe(false);
    expect(readFileSync(fileOf(outDir, '/b'), 'utf8')).toBe('<p>/b</p>');
  });

  it('is not published when the flush before its renames fails, and leaves no temp file', async () => {
    const { outDir, temps } = setup();
    const { publisher, release } = fakePool(outDir, undefined, async () => {
      throw new Error('sync -f failed: Input/output error');
    });
    await expect(run(publisher, release, ['/a', '/b'])).rejects.toThrow(/Input\/output error/);
    expect(existsSync(fileOf(outDir, '/a'))).toBe(false);
    expect(temps()).toEqual([]);
  });

  it('stays in the write journal when the flush after its renames fails: the next start repairs its files', async () => {
    const { outDir } = setup();
    let calls = 0;
    const { publisher, release } = fakePool(outDir, undefined, async () => {
      if (++calls === 2) throw new Error('sync -f failed: No space left on device');
    });
    await expect(run(publisher, release, ['/a'])).rejects.toThrow(/No space left/);
    expect(listed(outDir)).toBe(true);
  });
});
