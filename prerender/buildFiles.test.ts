import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIdOf } from './buildFiles';

describe('buildIdOf', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (files: string[]) => {
    rmSync(join(dir, 'client'), { recursive: true, force: true });
    for (const f of files) {
      mkdirSync(join(dir, 'client', 'assets', f, '..'), { recursive: true });
      writeFileSync(join(dir, 'client', 'assets', f), 'x');
    }
    return buildIdOf(dir);
  };

  it('changes with any asset name in vike’s sub-folders, and only then', () => {
    dir = mkdtempSync(join(tmpdir(), 'build-id-'));
    const a = build(['entries/app.AAA.js', 'chunks/chunk-1.js', 'static/x.css']);
    expect(build(['entries/app.AAA.js', 'chunks/chunk-1.js', 'static/x.css'])).toBe(a);
    expect(build(['entries/app.BBB.js', 'chunks/chunk-1.js', 'static/x.css'])).not.toBe(a);
    expect(build(['entries/app.AAA.js', 'chunks/chunk-2.js', 'static/x.css'])).not.toBe(a);
  });
});
