// The render server alone: RENDER_PORT (default 3001) over the build in dist/, content from CONTENT_API_URL.
import { DEFAULT_CONTENT_API_URL } from '../renderer/config';
import { startRenderServer } from './ssr';

const DEFAULT_RENDER_PORT = 3001;

const rawPort = process.env.RENDER_PORT ?? String(DEFAULT_RENDER_PORT);
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`RENDER_PORT must be a port number, not '${rawPort}'`);
  process.exit(2);
}
const contentApiUrl = process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL;

let server;
try {
  server = await startRenderServer({ port, contentApiUrl });
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
