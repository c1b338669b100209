import { listen, type Listening } from '../listen';
import { DEFAULT_HOSTS, type HostMap } from '../../domain/sites';
import { vikeRenderer, type RenderFn } from '../render';
import { createPreviewApp } from './app';
import { securityClient } from './security';
import { lineLog, serviceLogger, type Logger } from '../../config/log';

export interface PreviewServerOptions {
  contentApiUrl: string;
  /** The security service; default the content API's address (the embedded one serves both). */
  securityApiUrl?: string;
  distDir?: string;
  hosts?: HostMap;
  port?: number;
  host?: string;
  render?: RenderFn;
  /** How long the live layer's forwarded polls wait for their answer before a 504 (POLL_TIMEOUT_MS); default 5 s. */
  pollTimeoutMs?: number;
  /** The access log and the error lines; default the process's logger as service 'preview'. */
  logger?: Logger;
  log?: (line: string) => void;
  /** Peers whose X-Forwarded-For names the editor; default TRUSTED_PROXIES' default (loopback). */
  trustedProxies?: readonly string[];
}

/** Starts the editors' preview endpoint: the build is loaded before it listens. */
export async function startPreviewServer(opts: PreviewServerOptions): Promise<Listening> {
  const distDir = opts.distDir ?? 'dist';
  const logger = opts.logger ?? serviceLogger('preview');
  let render = opts.render;
  if (!render) {
    const vike = vikeRenderer(distDir);
    await vike.load();
    render = vike;
  }
  const app = createPreviewApp({
    contentApiUrl: opts.contentApiUrl,
    security: securityClient(opts.securityApiUrl ?? opts.contentApiUrl),
    distDir,
    hosts: opts.hosts ?? DEFAULT_HOSTS,
    render,
    logger,
    log: opts.log ?? lineLog(logger),
    ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}),
    pollTimeoutMs: opts.pollTimeoutMs,
  });
  return listen(app.fetch, opts);
}
