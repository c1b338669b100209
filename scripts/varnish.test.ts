import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { varnishdArgs } from './varnish';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('varnishdArgs', () => {
  // npm start's default VARNISH_DIR is relative (beside OUT_DIR): varnishd reads -f after moving into -n.
  it('names the VCL and the working folder by absolute paths when the folder is given relative', () => {
    const dir = mkdtempSync(join(tmpdir(), 'varnish-args-'));
    dirs.push(dir);
    const args = varnishdArgs({
      dir: relative(process.cwd(), dir),
      listen: '127.0.0.1:0',
      origins: ['http://127.0.0.1:3000'],
      purgeFrom: ['127.0.0.1'],
      purgeToken: 't',
    });
    const vcl = args[args.indexOf('-f') + 1]!;
    const work = args[args.indexOf('-n') + 1]!;
    expect(isAbsolute(vcl)).toBe(true);
    expect(isAbsolute(work)).toBe(true);
    expect(vcl).toBe(join(dir, 'default.vcl'));
    expect(existsSync(vcl)).toBe(true);
  });
});
