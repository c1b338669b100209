import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JobState, statePaths } from './jobState';
import { Manifest } from './manifest';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function savedOutput(urls: string[]): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'job-state-'));
  dirs.push(outDir);
  const m = new Manifest();
  for (const url of urls) m.record({ url, site: 'main', articles: [1], lists: [] });
  await m.save(statePaths(outDir).manifest);
  return outDir;
}

describe('JobState preloadManifest', () => {
  it('hands the first run the manifest it read ahead, not a second read of the file', async () => {
    const outDir = await savedOutput(['https://hirter.hu/a']);
    const state = new JobState(outDir);
    const ahead = state.preloadManifest();
    // A run that starts while the preload reads waits for it.
    const first = await state.loadManifest();
    await ahead;
    expect(first.allUrls()).toEqual(['https://hirter.hu/a']);
    expect(await state.loadManifest()).toBe(first);
  });

  it('reads the file again when it changed after the preload', async () => {
    const outDir = await savedOutput(['https://hirter.hu/a']);
    const state = new JobState(outDir);
    await state.preloadManifest();
    const other = new Manifest();
    other.record({ url: 'https://hirter.hu/b', site: 'main', articles: [2], lists: [] });
    await other.save(statePaths(outDir).manifest);
    expect((await state.loadManifest()).allUrls()).toEqual(['https://hirter.hu/b']);
  });

  it('leaves a corrupt manifest for the run to report', async () => {
    const outDir = await savedOutput([]);
    writeFileSync(statePaths(outDir).manifest, '{"version":1,"pages":[{');
    const state = new JobState(outDir);
    await expect(state.preloadManifest()).resolves.toBeUndefined();
    await expect(state.loadManifest()).rejects.toThrow(/manifest file .* is corrupt/);
  });
});
