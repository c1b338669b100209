// A process stops on SIGTERM or SIGINT by closing what it serves, and exits 0 (config/shutdown.ts), seen through the origin's.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../scripts/freePort';

const ROOT = join(import.meta.dirname, '..');

describe('npm run origin', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`closes its server on ${signal} and exits 0`, async () => {
      const port = await freePort();
      const outDir = mkdtempSync(join(tmpdir(), 'origin-main-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/origin-main.ts'], {
        cwd: ROOT,
        env: { ...process.env, ORIGIN_PORT: String(port), OUT_DIR: outDir, LISTEN_HOST: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d;
          if (out.includes('origin: ')) resolve();
        });
        void exited.then(() => reject(new Error(`origin exited early: ${out}`)));
      });
      expect(out).toContain(`origin: http://127.0.0.1:${port} (serving ${outDir})`);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBeGreaterThan(0);
      child.kill(signal);
      expect(await exited).toEqual([0, null]);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    }, 60_000);
  }
});
