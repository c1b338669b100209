// The production build the test tiers and the benchmarks serve: `npx vike build` into a temporary folder of
// their own (vite.config.ts builds into DIST_DIR), never the checkout's dist/, which a running `npm start`
// serves. The folder is named to every later step and child process by DIST_DIR, so a run builds once:
// `npm test` builds in its build phase and hands DIST_DIR and E2E_SKIP_BUILD=1 to the phases after it.
//
// E2E_SKIP_BUILD=1 reuses a build instead: DIST_DIR's, else the checkout's dist/ of a developer's last
// `npx vike build`; read only, never rewritten.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSettings } from '../../config/settings';
import { buildExists } from '../../prerender/options';

export interface BuildChoice {
  /** The build's folder (client/ and server/ inside). */
  distDir: string;
  /** Whether to build there first (a new folder), or reuse what is there. */
  build: boolean;
}

/** Where the tiers' build is, and whether to make it (`newFolder` makes an empty temporary one). */
export function chooseBuildFolder(env: NodeJS.ProcessEnv, root: string, newFolder: () => string): BuildChoice {
  if (env.E2E_SKIP_BUILD === '1') return { distDir: buildFolderOf(env, root), build: false };
  return { distDir: newFolder(), build: true };
}

/** The build the world and the benches render with: DIST_DIR (its default the checkout's dist/), from `root`. */
export function buildFolderOf(env: NodeJS.ProcessEnv, root: string): string {
  return resolve(root, loadSettings(['DIST_DIR'], env).DIST_DIR);
}

/**
 * An empty temporary build folder. The server bundle imports its packages by name (react, vike, …), which
 * node looks up in the node_modules of the bundle's ancestors: the folder links the project's.
 */
export function newBuildFolder(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reader-build-'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A reused build that is not there: the one line that says what to run first. */
export class NoBuildError extends Error {}

/**
 * The build of this process and its children: made in a new temporary folder, or reused with E2E_SKIP_BUILD=1.
 * Sets DIST_DIR and E2E_SKIP_BUILD=1 in `env`, so whatever runs later reuses it; `remove()` deletes a folder
 * made here (nothing when reused).
 */
export async function testBuild(root: string, env: NodeJS.ProcessEnv = process.env): Promise<{ distDir: string; remove(): void }> {
  const choice = chooseBuildFolder(env, root, () => newBuildFolder(root));
  if (!choice.build) {
    if (!buildExists(choice.distDir)) {
      throw new NoBuildError(`no build in ${choice.distDir}: run \`npx vike build\` first, or leave E2E_SKIP_BUILD unset to build into a temporary folder`);
    }
    env.DIST_DIR = choice.distDir;
    return { distDir: choice.distDir, remove: () => {} };
  }
  try {
    await buildApp(root, choice.distDir);
  } catch (err) {
    rmSync(choice.distDir, { recursive: true, force: true });
    throw err;
  }
  env.DIST_DIR = choice.distDir;
  env.E2E_SKIP_BUILD = '1';
  const remove = () => rmSync(choice.distDir, { recursive: true, force: true });
  // Also when the process ends without its teardown (a runner that exits first, an error on the way).
  process.once('exit', remove);
  return { distDir: choice.distDir, remove };
}

/** `npx vike build` of the project at `root` into `distDir`; its output is shown only when it fails. */
export function buildApp(root: string, distDir: string): Promise<void> {
  return new Promise((done, reject) => {
    // Never vitest's NODE_ENV=test: the build would keep React's development JSX (jsxDEV), which the
    // production runtime the pages render with does not have, and every page would fail to render.
    const env = { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir };
    const child = spawn('npx', ['vike', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0 && buildExists(distDir)) done();
      else reject(new Error(`npx vike build failed (${signal ?? `exit ${code}`}):\n${output.slice(-8000)}`));
    });
  });
}
