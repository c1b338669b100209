// Debian's Varnish on the generated VCL (prerender/varnish.ts) for a test, a world or a bench: in the foreground,
// on a free port of 127.0.0.1, its working folder (-n) and VCL in a temporary folder of its own; stopped and
// removed by `stop`. Ready when it answers, with a ceiling against a hang only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVarnishd, type VarnishProcess } from '../scripts/varnish';
import { freePort } from '../scripts/freePort';
import { secret } from '../config/secrets';

export interface RunningVarnish extends VarnishProcess {
  port: number;
  /** http://127.0.0.1:<port>, also the purge URL (CDN_PURGE_URL). */
  url: string;
  stop(): Promise<void>;
}

export async function startVarnish(o: { origins: readonly string[]; purgeFrom?: readonly string[]; purgeToken?: string }): Promise<RunningVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'test-varnish-'));
  const port = await freePort();
  let running: VarnishProcess;
  try {
    running = await startVarnishd({
      dir,
      listen: `127.0.0.1:${port}`,
      origins: o.origins,
      purgeFrom: o.purgeFrom ?? ['127.0.0.0/8', '::1'],
      purgeToken: o.purgeToken ?? secret('CDN_PURGE_TOKEN'),
      memory: '64m',
    });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...running,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
