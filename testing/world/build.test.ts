import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { NoBuildError, chooseBuildFolder, newBuildFolder, testBuild } from './build';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHECKOUT_DIST = join(ROOT, 'dist');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the build folder of the test tiers and the benches', () => {
  it('is a new temporary folder, never the checkout’s dist/, unless E2E_SKIP_BUILD=1 reuses one', () => {
    const fresh = chooseBuildFolder({}, ROOT, () => '/tmp/reader-build-x');
    expect(fresh).toEqual({ distDir: '/tmp/reader-build-x', build: true });
    // A DIST_DIR alone (the checkout's dist/ by name) does not make a build go there.
    expect(chooseBuildFolder({ DIST_DIR: 'dist' }, ROOT, () => '/tmp/reader-build-y').distDir).not.toBe(CHECKOUT_DIST);
    // `npm test`'s later phases: the build phase's folder.
    expect(chooseBuildFolder({ E2E_SKIP_BUILD: '1', DIST_DIR: '/tmp/reader-build-z' }, ROOT, () => 'unused')).toEqual({
      distDir: '/tmp/reader-build-z',
      build: false,
    });
    // A developer's `npx vike build`, read and never rewritten.
    expect(chooseBuildFolder({ E2E_SKIP_BUILD: '1' }, ROOT, () => 'unused')).toEqual({ distDir: CHECKOUT_DIST, build: false });
  });

  it('is made empty in the temp folder, with the project’s packages linked for the server bundle', () => {
    const dir = newBuildFolder(ROOT);
    made.push(dir);
    expect(dir.startsWith(tmpdir())).toBe(true);
    expect(readdirSync(dir)).toEqual(['node_modules']);
    expect(realpathSync(join(dir, 'node_modules'))).toBe(realpathSync(join(ROOT, 'node_modules')));
  });

  it('says in one line what to run first when the reused build is not there', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'reader-nobuild-'));
    made.push(empty);
    const env: NodeJS.ProcessEnv = { E2E_SKIP_BUILD: '1', DIST_DIR: empty };
    const err = await testBuild(ROOT, env).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoBuildError);
    expect((err as Error).message).toBe(`no build in ${empty}: run \`npx vike build\` first, or leave E2E_SKIP_BUILD unset to build into a temporary folder`);
  });

  it('is where `vike build` writes: vite.config.ts builds into DIST_DIR, and loads without a warning', async () => {
    const target = mkdtempSync(join(tmpdir(), 'reader-build-config-'));
    made.push(target);
    const before = process.env.DIST_DIR;
    process.env.DIST_DIR = target;
    try {
      const warnings: string[] = [];
      const logger = { ...createLogger('silent'), warn: (msg: string) => void warnings.push(msg), warnOnce: (msg: string) => void warnings.push(msg) };
      const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(ROOT, 'vite.config.ts'), ROOT, 'warn', logger);
      expect(resolve(ROOT, loaded!.config.build!.outDir!)).toBe(target);
      // vite printed its block about the imports without an extension in every build (six times in `npm start`).
      expect(warnings).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.DIST_DIR;
      else process.env.DIST_DIR = before;
    }
    expect(existsSync(join(target, 'server'))).toBe(false);
  });
});
