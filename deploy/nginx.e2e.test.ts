// deploy/nginx.sh (the nginx service of compose.yaml) with the real nginx (skipped where /usr/sbin/nginx is
// not installed): it waits for the job's nginx.conf, serves it, reloads a new one, keeps the running one when
// nginx refuses a new one, and stops on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/freePort';

const NGINX = '/usr/sbin/nginx';

describe.skipIf(!existsSync(NGINX))('deploy/nginx.sh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
  const outDir = join(dir, 'sites');
  const nginxDir = join(dir, 'nginx');
  let script: ChildProcess | undefined;
  let port = 0;

  afterAll(() => {
    if (script?.exitCode === null) script.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  /** Writes nginx.conf as the job does: a temporary file renamed over it. */
  function writeConf(body: string): void {
    const conf = [
      // Started as root, nginx's workers would drop to 'nobody', which cannot enter the mkdtemp folder (0700).
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${join(nginxDir, 'nginx.pid')};`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${join(nginxDir, 'temp', k)};`),
      `  server { listen 127.0.0.1:${port}; ${body} }`,
      '}',
    ].join('\n');
    writeFileSync(join(outDir, 'nginx.conf.tmp'), conf);
    renameSync(join(outDir, 'nginx.conf.tmp'), join(outDir, 'nginx.conf'));
  }

  async function answer(): Promise<string | null> {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return await res.text();
    } catch {
      return null;
    }
  }

  /** A ceiling against a hang only: each step waits for its own event (a line of the script, an answer). */
  const HANG = { timeout: 60_000, interval: 100 };

  it('waits for nginx.conf, serves it, reloads a new one, keeps it when a new one is refused, stops on SIGTERM', async () => {
    port = await freePort();
    mkdirSync(outDir, { recursive: true });
    mkdirSync(join(nginxDir, 'temp'), { recursive: true });
    const out: string[] = [];
    script = spawn('sh', [join(import.meta.dirname, 'nginx.sh')], {
      env: { ...process.env, PATH: `/usr/sbin:/sbin:${process.env.PATH ?? ''}`, OUT_DIR: outDir, NGINX_DIR: nginxDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    script.stdout!.on('data', (d: Buffer) => out.push(d.toString()));
    script.stderr!.on('data', (d: Buffer) => out.push(d.toString()));

    await expect.poll(() => out.join(''), HANG).toContain('waiting for');
    expect(await answer()).toBeNull();

    writeConf('return 200 "first";');
    await expect.poll(answer, HANG).toBe('first');

    writeConf('return 200 "second";');
    await expect.poll(() => out.join(''), HANG).toContain('changed: reloading');
    await expect.poll(answer, HANG).toBe('second');

    writeConf('return 200 "third" this is not nginx;');
    await expect.poll(() => out.join(''), HANG).toContain('still serving the previous one');
    await expect.poll(answer, HANG).toBe('second');

    const exited = new Promise<number | null>((r) => script!.once('exit', (code) => r(code)));
    script.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await answer()).toBeNull();
  }, 240_000);
});
