import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type Tinypool from 'tinypool';
import { Publisher, discardFiles } from './publisher';
import type { JobApi } from './jobApi';
import { isTempFileName } from './atomicWrite';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function setup() {
  const outDir = mkdtempSync(join(tmpdir(), 'publisher-'));
  dirs.push(outDir);
  // Staging and publishing use neither the render threads nor the content API.
  const publisher = new Publisher({ outDir, distDir: outDir, contentApiUrl: '', batchSize: 1, pool: {} as Tinypool, api: {} as JobApi, log: () => {} });
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
    const staged = await publisher.stageWithCompressed(file, '<rss/>', Buffer.from('gz'));
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
    const staged = await publisher.stageWithCompressed(file, '<rss/>', Buffer.from('gz'));
    await discardFiles([staged]);
    expect(temps()).toHaveLength(0);
    expect(() => statSync(file)).toThrow();
  });
});
