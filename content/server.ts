import { serve, type ServerType } from '@hono/node-server';
import { secret } from '../config/secrets';
import type { AddressInfo } from 'node:net';
import { openDb } from './store/schema';
import { createContentApp } from './api/app';

export interface ContentServerOptions {
  dbPath: string;
  mediaDir: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The prerender job's bearer for the internal calls; default the CONTENT_SERVICE_TOKEN secret. */
  serviceToken?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export { DEFAULT_CONTENT_API_URL } from '../domain/constants';

export function startContentServer(opts: ContentServerOptions): Promise<RunningServer> {
  const db = openDb(opts.dbPath);
  const app = createContentApp({ db, mediaDir: opts.mediaDir, serviceToken: opts.serviceToken ?? secret('CONTENT_SERVICE_TOKEN') });
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, hostname: opts.host ?? '127.0.0.1', port: opts.port ?? 0 }, (info: AddressInfo) => {
        resolve({
          url: `http://${opts.host ?? '127.0.0.1'}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => {
                db.close();
                done();
              });
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      });
      server.on('error', reject);
    } catch (err) {
      db.close();
      reject(err);
    }
  });
}
