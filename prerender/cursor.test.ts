import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CursorFileError, loadCursor, saveCursor } from './cursor';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cursor-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('cursor file', () => {
  it('is null before anything was saved', async () => {
    expect(await loadCursor(join(dir, 'cursor.json'))).toBeNull();
  });

  it('loads what was saved last', async () => {
    const file = join(dir, 'state', 'cursor.json');
    await saveCursor(file, '1201');
    expect(await loadCursor(file)).toBe('1201');
    await saveCursor(file, '1205');
    expect(await loadCursor(file)).toBe('1205');
    expect(await readdir(join(dir, 'state'))).toEqual(['cursor.json']);
  });

  it('keeps an opaque cursor exactly', async () => {
    const file = join(dir, 'cursor.json');
    await saveCursor(file, 'eyJ0IjoxNzYzODEyMDAwfQ==:"x"');
    expect(await loadCursor(file)).toBe('eyJ0IjoxNzYzODEyMDAwfQ==:"x"');
  });

  it('says when it was saved, for the people reading it', async () => {
    const file = join(dir, 'cursor.json');
    await saveCursor(file, '7', new Date('2025-11-22T10:00:00Z'));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ cursor: '7', savedAt: '2025-11-22T10:00:00.000Z' });
  });

  it.each(['', ' 12', '12\n', 'a b', '\u0000'])('refuses to save the cursor %j and keeps the old one', async (bad) => {
    const file = join(dir, 'cursor.json');
    await saveCursor(file, '5');
    await expect(saveCursor(file, bad)).rejects.toThrow(CursorFileError);
    expect(await loadCursor(file)).toBe('5');
  });

  it.each([
    ['empty', ''],
    ['truncated', '{"cursor":"12'],
    ['no cursor', '{"savedAt":"x"}'],
    ['empty cursor', '{"cursor":""}'],
    ['a number', '{"cursor":12}'],
    ['not an object', '"12"'],
    ['null', 'null'],
  ])('refuses a corrupt file (%s) with an error naming it', async (_what, text) => {
    const file = join(dir, 'cursor.json');
    await writeFile(file, text);
    await expect(loadCursor(file)).rejects.toThrow(`cursor file ${file} is corrupt`);
  });
});
