import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** http://host:port (an IPv6 host in brackets). */
  url: string;
  /** Stops listening and drops the kept-alive connections. */
  close(): Promise<void>;
}

/** Serves `fetch` on `host` (default 127.0.0.1) and `port` (0: a free one); rejects when it cannot listen. */
export function listen(fetch: (req: Request) => Response | Promise<Response>, opts: { host?: string; port?: number } = {}): Promise<Listening> {
  const hostname = opts.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server: ServerType = serve({ fetch, hostname, port: opts.port ?? 0 }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
