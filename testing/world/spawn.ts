// Starts a test world in a child process (testing/world/main.ts) and waits for its `WORLD` line: the world's
// servers then run on their own event loop, beside the tests that ask them, and a kill takes all of them.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolderOf } from './build';
import type { WorldEnv } from './world';
import { WORLD_CDN_VAR } from './cdn';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface WorldProcess {
  env: WorldEnv;
  /** Stops the world's services and removes its folder; resolves when the process has exited. */
  stop(): Promise<void>;
}

/** A ceiling against a hang only: a world starts in a few seconds. */
const START_CEILING_MS = 120_000;

/** `cdn`: Varnish in front of the world's origin and nginx, purged by its job (testing/world/world.ts). */
export function spawnWorld(o: { template: string; distDir?: string; name?: string; cdn?: boolean }): Promise<WorldProcess> {
  const dir = mkdtempSync(join(tmpdir(), `reader-world-${o.name ?? 'x'}-`));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'testing/world/main.ts'), o.template, dir, o.distDir ?? buildFolderOf(process.env, ROOT)],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: o.cdn ? { ...process.env, [WORLD_CDN_VAR]: '1' } : process.env,
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the test world did not start within ${START_CEILING_MS / 1000} s`));
    }, START_CEILING_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the test world exited before it was ready (${signal ?? `exit ${code}`})`));
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.startsWith('WORLD ')) {
          clearTimeout(timer);
          resolve({ env: JSON.parse(line.slice('WORLD '.length)) as WorldEnv, stop });
        } else if (line.trim()) process.stdout.write(`${line}\n`);
      }
    });
  });
}
