// varnishd on the generated VCL, as `npm start` (CDN=varnish), the test worlds and the bench run it: in the
// foreground (-F), with a working folder of its own (-n) under `dir`, the VCL written there, memory storage. No jail
// (-j none): it runs as whoever starts it, like the generated nginx.conf. Brotli is the origin's business: Varnish
// passes Accept-Encoding (normalised by the VCL) and keeps one copy per coding (http_gzip_support off).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VARNISHD, varnishVcl } from '../prerender/varnish';

export interface VarnishdOptions {
  /** Its folder: default.vcl and the working folder (-n). */
  dir: string;
  /** host:port (-a). */
  listen: string;
  origins: readonly string[];
  purgeFrom: readonly string[];
  /** The token a PURGE must carry (CDN_PURGE_TOKEN). */
  purgeToken: string;
  /** malloc storage size, e.g. '256m'. */
  memory?: string;
}

/** Writes the VCL into `dir` and answers varnishd's arguments. */
export function varnishdArgs(o: VarnishdOptions): string[] {
  // Absolute: varnishd reads its -f file after it has moved into its working folder (-n), so a relative path (the
  // default VARNISH_DIR, beside a relative OUT_DIR) names nothing.
  const dir = resolve(o.dir);
  mkdirSync(dir, { recursive: true });
  const vcl = join(dir, 'default.vcl');
  writeFileSync(vcl, varnishVcl({ origins: o.origins, purgeFrom: o.purgeFrom, purgeToken: o.purgeToken }));
  return [
    '-F',
    '-j',
    'none',
    '-n',
    join(dir, 'work'),
    '-a',
    o.listen,
    '-f',
    vcl,
    '-s',
    `malloc,${o.memory ?? '256m'}`,
    '-p',
    'http_gzip_support=off',
    // The publisher's purge calls carry up to PURGE_HEADER_BYTES of keys, and an origin's answer to a long path
    // repeats the path in its keys and Location: room for both up to the origins' own limit (Node's 16 KB of
    // headers, then its 431), so the edge says what the origin says and never a 503 of its own (within the
    // workspaces' 96 KB).
    '-p',
    'http_req_hdr_len=32k',
    '-p',
    'http_req_size=64k',
    '-p',
    'http_resp_hdr_len=32k',
    '-p',
    'http_resp_size=64k',
  ];
}

export interface VarnishProcess {
  child: ChildProcess;
  /** Its working folder (-n): `varnishstat -n` reads its counters. */
  workDir: string;
  /** What varnishd wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** varnishd started and answering on `listen` (a ceiling of 60 s against a hang only). */
export async function startVarnishd(o: VarnishdOptions): Promise<VarnishProcess> {
  const child = spawn(VARNISHD, varnishdArgs(o), { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const url = `http://${o.listen}/healthz`;
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start (${child.exitCode === null ? 'no answer in 60 s' : `exit ${child.exitCode}`}):\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, workDir: join(resolve(o.dir), 'work'), output: () => out, stop };
}
