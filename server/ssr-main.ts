// The public render server alone: RENDER_PORT (default 3002) over the build in dist/, content from
// CONTENT_API_URL's public calls. The origin and nginx forward to it what no file answers (searches).
import { DEFAULT_CONTENT_API_URL } from '../renderer/config';
import { DEFAULT_RENDER_PORT } from '../domain/constants';
import { startRenderServer } from './ssr';

const rawPort = process.env.RENDER_PORT ?? String(DEFAULT_RENDER_PORT);
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`RENDER_PORT must be a port number, not '${rawPort}'`);
  process.exit(2);
}
const contentApiUrl = process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL;
// LISTEN_HOST: the interface (default 127.0.0.1; 0.0.0.0 in a container, compose.yaml).
const host = process.env.LISTEN_HOST || undefined;

let server;
try {
  server = await startRenderServer({ port, ...(host ? { host } : {}), contentApiUrl, ...(process.env.CRM_API_URL ? { crmApiUrl: process.env.CRM_API_URL } : {}) });
} catch (err) {
  console.error(`render server: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
console.log(`render server: ${server.url} (content API ${contentApiUrl})`);

const running = server;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
