// Debian's nginx over the run's static output, unprivileged-style: in the foreground, on a free port of
// 127.0.0.1, everything it writes (pid, logs, temp files) in its own temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteRule } from '../domain/types';
import { nginxConfig } from '../prerender/nginx';

export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  conf: string;
  /** Its folder: pid file (nginx.pid), logs, temp files (prerender/nginx.ts nginxFiles). */
  dir: string;
  /** nginx's error log so far ([emerg], [alert], [crit] and [error] lines). */
  errors(): string;
  stop(): Promise<void>;
}

import { freePort } from '../scripts/freePort';
export { freePort };

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * nginx over `outDir` on a free port. With `renderUrl` (the public render server) what has no file goes to
 * the renderer, as in a deployment; without it, a 404 (the output alone).
 */
export async function startNginx(o: {
  outDir: string;
  contentApiUrl: string;
  /** Inline server rules; default the ones the prerender job publishes into outDir (prerender/routeRules.ts). */
  serverRules?: readonly RouteRule[];
  renderUrl?: string;
  /** POLL_TIMEOUT_MS of the generated conf; default its default. */
  pollTimeoutMs?: number;
}): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
  mkdirSync(join(dir, 'temp'));
  mkdirSync(join(dir, 'cache'));
  const errorLog = join(dir, 'error.log');
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      outDir: o.outDir,
      port,
      listenAddress: '127.0.0.1',
      contentApiUrl: new URL(o.contentApiUrl).origin,
      ...(o.serverRules ? { serverRules: o.serverRules } : {}),
      ...(o.renderUrl ? { renderUrl: new URL(o.renderUrl).origin } : {}),
      ...(o.pollTimeoutMs ? { pollTimeoutMs: o.pollTimeoutMs } : {}),
      pidFile: join(dir, 'nginx.pid'),
      errorLog,
      tempDir: join(dir, 'temp'),
      // The edge cache of a deployment (nginxFiles): version polls and forwarded pages kept for their max-age.
      cacheDir: join(dir, 'cache'),
      accessLog: false,
      workerProcesses: 1,
    }),
  );
  // Started as root, nginx's workers drop to 'nobody', which cannot enter the run's mkdtemp folder (0700);
  // they stay root here instead of loosening the permissions of a folder this spec does not own.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog, '-g', globals], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + output;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // A ceiling against a hang only: a busy machine may take long to start it.
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${url}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = errors();
      await stop();
      throw new Error(`nginx did not start (${child.exitCode === null ? 'no answer in 60 s' : `exit ${child.exitCode}`}):\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, url, conf, dir, errors, stop };
}
