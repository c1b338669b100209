import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTempFileName, stageFile, stagingMtime, tempPathFor, tempTarget, writeTemp } from './tempFile.mjs';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'temp-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeTemp', () => {
  it('writes the data to a temp file next to the target, creating the folder, and leaves the target alone', async () => {
    const target = join(dir, 'hirter.hu', 'belfold', 'cim', 'index.html');
    const tmp = await writeTemp(target, Buffer.from('<p>Árvíztűrő</p>'));
    expect(dirname(tmp)).toBe(dirname(target));
    expect(isTempFileName(basename(tmp))).toBe(true);
    expect(basename(tmp).startsWith(`.index.html.${process.pid}.`)).toBe(true);
    expect(await readFile(tmp, 'utf8')).toBe('<p>Árvíztűrő</p>');
    expect(await readdir(dirname(target))).toEqual([basename(tmp)]);
  });

  it('gives the file the mtime it is asked for, and one of now otherwise', async () => {
    const mtime = new Date('2026-11-22T10:00:00.123Z');
    const [a, b] = await Promise.all([writeTemp(join(dir, 'a.html'), 'a', mtime), writeTemp(join(dir, 'a.html.gz'), 'gz', mtime)]);
    expect(Math.round((await stat(a)).mtimeMs)).toBe(mtime.getTime());
    expect((await stat(b)).mtimeMs).toBe((await stat(a)).mtimeMs);
    const before = Date.now() - 1000;
    expect((await stat(await writeTemp(join(dir, 'c.html'), 'c'))).mtimeMs).toBeGreaterThan(before);
    expect(stagingMtime().getTime()).toBeGreaterThan(before);
  });

  it('gives every call its own file', async () => {
    const target = join(dir, 'index.html');
    const [a, b] = await Promise.all([writeTemp(target, Buffer.from('a')), writeTemp(target, Buffer.from('b'))]);
    expect(await readFile(a, 'utf8')).toBe('a');
    expect(await readFile(b, 'utf8')).toBe('b');
    expect(a).not.toBe(b);
    expect(tempPathFor(target)).not.toBe(tempPathFor(target));
  });

  it('throws and leaves nothing when the folder cannot exist', async () => {
    await writeFile(join(dir, 'blocker'), 'a file where a folder should be');
    await expect(writeTemp(join(dir, 'blocker', 'index.html'), Buffer.from('x'))).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['blocker']);
  });
});

describe('stageFile (a render thread’s page, made durable by the job with its batch, D-425)', () => {
  it('writes the data with its mtime to a temp file next to the target at once, and leaves the target alone', async () => {
    const target = join(dir, 'hirter.hu', 'belfold', 'cim', 'index.html');
    const mtime = new Date('2026-11-30T10:00:00.456Z');
    const tmp = stageFile(target, '<p>Árvíztűrő</p>', mtime);
    expect(dirname(tmp)).toBe(dirname(target));
    expect(isTempFileName(basename(tmp))).toBe(true);
    expect(await readFile(tmp, 'utf8')).toBe('<p>Árvíztűrő</p>');
    expect(Math.round((await stat(tmp)).mtimeMs)).toBe(mtime.getTime());
    expect(await readdir(dirname(target))).toEqual([basename(tmp)]);
  });

  it('throws and leaves nothing when the folder cannot exist', async () => {
    await writeFile(join(dir, 'blocker'), 'a file where a folder should be');
    expect(() => stageFile(join(dir, 'blocker', 'index.html'), 'x')).toThrow();
    expect(await readdir(dir)).toEqual(['blocker']);
  });
});

describe('tempTarget', () => {
  it('names the file a temp file was staged for, and nothing for another name', () => {
    expect(tempTarget(basename(tempPathFor('/out/hirter.hu/index.html.gz')))).toBe('index.html.gz');
    expect(tempTarget('.a.b.html.12.0001000000ff.tmp')).toBe('a.b.html');
    expect(tempTarget('index.html')).toBeNull();
    expect(tempTarget('.index.html.tmp')).toBeNull();
  });
});
