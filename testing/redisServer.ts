// A throwaway redis-server (Debian's, scripts/systemDeps.ts) for a test: a free port, no persistence, a
// temporary folder of its own; stopped and removed by `stop`. Ready when it says so on its output, with a
// ceiling against a hang only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/freePort';

export const REDIS_SERVER = '/usr/bin/redis-server';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RunningRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'test-redis-'));
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const ceiling = setTimeout(() => reject(new Error(`redis-server did not start in 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(ceiling);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(ceiling);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
      child.once('error', reject);
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
