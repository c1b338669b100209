import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempPathFor } from './atomicWrite';
import { OutputWalk } from './outputWalk';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-walk-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('OutputWalk', () => {
  it('walks in slices, each stopping when asked, and ends where one walk would', async () => {
    const temps: string[] = [];
    for (let i = 0; i < 10; i++) {
      const page = join(dir, 'hirter.hu', `p${i}`, 'index.html');
      await mkdir(join(page, '..'), { recursive: true });
      await writeFile(page, '<h1>x</h1>');
      temps.push(tempPathFor(page));
      await writeFile(temps.at(-1)!, 'half');
    }
    const walk = new OutputWalk(dir);
    let slices = 0;
    for (;;) {
      let folders = 0;
      slices++;
      if (await walk.walk(() => folders++ >= 3)) break;
    }
    // The output's folder, hirter.hu and ten pages: twelve folders, three a slice.
    expect(slices).toBe(4);
    expect(walk.report).toEqual({ folders: 12, temps: 10, repaired: 0, removed: 0 });
    expect(temps.filter((t) => existsSync(t))).toEqual([]);
  });
});
