// `npm run preview`: the editors' preview endpoint alone, PREVIEW_PORT (default 3001), over the build in
// dist/; content from CONTENT_API_URL (its internal prefix, with each editor's own token), logins at
// SECURITY_API_URL (default CONTENT_API_URL).
import { DEFAULT_CONTENT_API_URL, DEFAULT_PREVIEW_PORT } from '../domain/constants';
import { startPreviewServer } from './preview/server';

const rawPort = process.env.PREVIEW_PORT ?? String(DEFAULT_PREVIEW_PORT);
const port = Number(rawPort);
if (rawPort === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PREVIEW_PORT must be a port number, not '${rawPort}'`);
  process.exit(2);
}
const contentApiUrl = process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL;
const securityApiUrl = process.env.SECURITY_API_URL || contentApiUrl;
// LISTEN_HOST: the interface (default 127.0.0.1; 0.0.0.0 in a container, compose.yaml).
const host = process.env.LISTEN_HOST || undefined;

let server;
try {
  server = await startPreviewServer({ port, ...(host ? { host } : {}), contentApiUrl, securityApiUrl });
} catch (err) {
  console.error(`preview: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
console.log(`preview: ${server.url} (content API ${contentApiUrl}, security ${securityApiUrl})`);

const running = server;
const stop = () => void running.close().then(() => process.exit(0), () => process.exit(1));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
