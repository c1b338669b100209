// `npx vike build` in the project, for the test tiers that serve the real build; its output is shown only
// when it fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function buildApp(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Never vitest's NODE_ENV=test: the build would keep React's development JSX (jsxDEV), which the
    // production runtime the pages render with does not have, and every page would fail to render.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn('npx', ['vike', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0 && existsSync(join(root, 'dist', 'server', 'entry.mjs'))) resolve();
      else reject(new Error(`npx vike build failed (${signal ?? `exit ${code}`}):\n${output.slice(-8000)}`));
    });
  });
}
