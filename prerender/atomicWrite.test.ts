import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTempFileName, removeFileAtomic, tempPathFor, writeFileAtomic } from './atomicWrite';
import { OutputWalk } from './outputWalk';

/** The temp files the start-up walk deletes under `d` (prerender/outputWalk.ts). */
async function sweepTempFiles(d: string): Promise<number> {
  const walk = new OutputWalk(d);
  await walk.walk();
  return walk.report.temps;
}

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-write-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file under `d`, as paths relative to it. */
async function listAll(d: string): Promise<string[]> {
  const entries = await readdir(d, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(d.length + 1))
    .sort();
}

describe('writeFileAtomic', () => {
  it('writes the content, creating missing folders, and leaves no temp file', async () => {
    const target = join(dir, 'hirter.hu', 'belfold', '2025', '01', '02', 'cim', 'index.html');
    await writeFileAtomic(target, '<p>Árvíztűrő tükörfúrógép</p>');
    expect(await readFile(target, 'utf8')).toBe('<p>Árvíztűrő tükörfúrógép</p>');
    expect(await listAll(dir)).toEqual(['hirter.hu/belfold/2025/01/02/cim/index.html']);
  });

  it('sets the mtime it is given before the file appears', async () => {
    const mtime = new Date('2026-11-22T10:00:00.5Z');
    await writeFileAtomic(join(dir, 'x.xml'), '<rss/>', { mtime });
    expect((await stat(join(dir, 'x.xml'))).mtimeMs).toBe(mtime.getTime());
  });

  it('writes bytes exactly', async () => {
    const target = join(dir, 'bin');
    const bytes = new Uint8Array([0, 1, 2, 255, 254, 10, 13]);
    await writeFileAtomic(target, bytes);
    expect(new Uint8Array(await readFile(target))).toEqual(bytes);
  });

  it('replaces an existing file whole (a shorter content leaves no tail of the old one)', async () => {
    const target = join(dir, 'index.html');
    await writeFile(target, 'x'.repeat(10_000));
    await writeFileAtomic(target, 'new');
    expect(await readFile(target, 'utf8')).toBe('new');
    expect(await listAll(dir)).toEqual(['index.html']);
  });

  it('survives many concurrent writers of one file: the result is one of the contents, whole', async () => {
    const target = join(dir, 'page', 'index.html');
    const contents = Array.from({ length: 20 }, (_, i) => String(i).repeat(5000 + i));
    await Promise.all(contents.map((c) => writeFileAtomic(target, c)));
    expect(contents).toContain(await readFile(target, 'utf8'));
    expect(await listAll(dir)).toEqual(['page/index.html']);
  });

  it('fails when the folder cannot exist (a parent is a file) and touches nothing', async () => {
    await writeFile(join(dir, 'blocker'), 'I am a file');
    await expect(writeFileAtomic(join(dir, 'blocker', 'index.html'), 'x')).rejects.toMatchObject({ code: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect(await readFile(join(dir, 'blocker'), 'utf8')).toBe('I am a file');
    expect(await listAll(dir)).toEqual(['blocker']);
  });

  it('removes its temp file when the rename fails (the target is a folder)', async () => {
    const target = join(dir, 'taken');
    await mkdir(join(target, 'child'), { recursive: true });
    await expect(writeFileAtomic(target, 'x')).rejects.toThrow();
    expect(await listAll(dir)).toEqual([]);
    expect((await stat(target)).isDirectory()).toBe(true);
  });

  it('keeps the old file intact and removes the temp when writing the data fails', async () => {
    const target = join(dir, 'index.html');
    await writeFile(target, 'old page');
    // Not a string or bytes: the write into the already created temp file throws.
    await expect(writeFileAtomic(target, 42 as unknown as string)).rejects.toThrow();
    expect(await readFile(target, 'utf8')).toBe('old page');
    expect(await listAll(dir)).toEqual(['index.html']);
  });

  it('keeps the old file intact and removes the fully written temp when the rename fails', async () => {
    const target = join(dir, 'index.html');
    await writeFile(target, 'old page');
    vi.resetModules();
    vi.doMock('node:fs/promises', async (importOriginal) => {
      const real = await importOriginal<typeof import('node:fs/promises')>();
      return {
        ...real,
        rename: async (from: string) => {
          // The temp file is whole at this point: prove it, then fail like a full disk would.
          expect(await real.readFile(from, 'utf8')).toBe('new page');
          throw Object.assign(new Error('simulated rename failure'), { code: 'EIO' });
        },
      };
    });
    try {
      const mocked = await import('./atomicWrite');
      await expect(mocked.writeFileAtomic(target, 'new page')).rejects.toThrow('simulated rename failure');
    } finally {
      vi.doUnmock('node:fs/promises');
      vi.resetModules();
    }
    expect(await readFile(target, 'utf8')).toBe('old page');
    expect(await listAll(dir)).toEqual(['index.html']);
  });

  it('names its temp file .<name>.<pid>.<random>.tmp in the same folder', () => {
    const tmp = tempPathFor(join(dir, 'a', 'index.html'));
    expect(tmp.startsWith(join(dir, 'a', `.index.html.${process.pid}.`))).toBe(true);
    expect(isTempFileName(tmp.slice(join(dir, 'a').length + 1))).toBe(true);
    expect(tempPathFor('x')).not.toBe(tempPathFor('x'));
  });
});

describe('removeFileAtomic', () => {
  it('removes a file and answers true; a missing one answers false', async () => {
    const target = join(dir, 'index.html');
    await writeFile(target, 'x');
    expect(await removeFileAtomic(target)).toBe(true);
    expect(await listAll(dir)).toEqual([]);
    expect(await removeFileAtomic(target)).toBe(false);
    expect(await removeFileAtomic(join(dir, 'no', 'such', 'folder'))).toBe(false);
  });
});

describe('the walk of the whole output: temp files', () => {
  it('deletes leftover temp files at any depth and nothing else', async () => {
    await mkdir(join(dir, 'hirter.hu', 'belfold', 'x'), { recursive: true });
    await mkdir(join(dir, 'hirter.ro'), { recursive: true });
    const leftovers = [
      join(dir, '.index.html.123.0123456789ab.tmp'),
      join(dir, 'hirter.hu', 'belfold', 'x', '.index.html.99.abcdefabcdef.tmp'),
      join(dir, 'hirter.ro', '.404.html.7.000000000000.tmp'),
    ];
    const keep = [
      join(dir, 'hirter.hu', 'belfold', 'x', 'index.html'),
      join(dir, 'hirter.ro', 'notes.tmp'), // a .tmp that is not ours
      join(dir, 'hirter.ro', '.index.html.abc.0123456789ab.tmp'), // pid not a number
      join(dir, 'hirter.ro', 'index.html.1.0123456789ab.tmp'), // no leading dot
    ];
    for (const f of [...leftovers, ...keep]) await writeFile(f, 'x');
    expect(await sweepTempFiles(dir)).toBe(3);
    expect(await listAll(dir)).toEqual(keep.map((f) => f.slice(dir.length + 1)).sort());
    expect(await sweepTempFiles(dir)).toBe(0);
  });

  it('finds the temp file a failed writer would have left', async () => {
    const tmp = tempPathFor(join(dir, 'a', 'index.html'));
    await mkdir(join(dir, 'a'));
    await writeFile(tmp, 'half');
    expect(await sweepTempFiles(dir)).toBe(1);
    expect(await listAll(dir)).toEqual([]);
  });

  it('answers 0 for a missing folder', async () => {
    expect(await sweepTempFiles(join(dir, 'missing'))).toBe(0);
  });
});

describe('writeFileAtomic under SIGKILL', () => {
  const SIZE = 1024 * 1024;
  const script = resolve(import.meta.dirname, 'testing', 'atomicWriteLoop.ts');

  /** Starts the writer loop, waits until the file exists, kills it after `delayMs`; answers when it is dead. */
  async function runAndKill(target: string, delayMs: number): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', script, target], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<NodeJS.Signals | null>((res) => child.on('exit', (_code, signal) => res(signal)));
    await new Promise<void>((res, rej) => {
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('ready')) res();
      });
      child.on('exit', (code) => rej(new Error(`writer exited early (${code}): ${stderr}`)));
    });
    await new Promise((r) => setTimeout(r, delayMs));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
  }

  it('leaves the target all-A or all-B, never torn, at 10 random kills', async () => {
    const seen: string[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const target = join(dir, `run${i}`, 'index.html');
        await runAndKill(target, 5 + Math.floor(Math.random() * 76));
        const data = await readFile(target);
        expect(data.length).toBe(SIZE);
        const first = data[0]!;
        expect([0x41, 0x42]).toContain(first);
        // The whole file is that one byte: no mix of the two contents, no zeros of a half write.
        expect(data.equals(Buffer.alloc(SIZE, first))).toBe(true);
        seen.push(String.fromCharCode(first));
        // A kill may leave a temp file behind; the start-up repair clears it (the file is in the write journal).
        await sweepTempFiles(join(dir, `run${i}`));
        expect(await readdir(join(dir, `run${i}`))).toEqual(['index.html']);
      }),
    );
    expect(seen).toHaveLength(10);
  }, 60_000);
});
