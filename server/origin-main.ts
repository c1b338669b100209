// `npm run origin`: the static origin alone over OUT_DIR, on ORIGIN_PORT (default 3000).
import { resolve, join } from 'node:path';
import { startOrigin } from './origin';
import { DEFAULT_CONTENT_API_URL, DEFAULT_RENDER_PORT } from '../domain/constants';

const port = Number(process.env.ORIGIN_PORT ?? 3000);
const outDir = resolve(process.env.OUT_DIR ?? join('dist', 'sites'));
const contentApiUrl = process.env.CONTENT_API_URL ?? DEFAULT_CONTENT_API_URL;
// Searches (?term=…) have no file: the render server answers them (npm start runs it on RENDER_PORT).
const renderUrl = process.env.RENDER_URL ?? `http://127.0.0.1:${process.env.RENDER_PORT ?? DEFAULT_RENDER_PORT}`;
const crmApiUrl = process.env.CRM_API_URL || contentApiUrl;
// LISTEN_HOST: the interface (default 127.0.0.1; 0.0.0.0 in a container, compose.yaml).
const host = process.env.LISTEN_HOST || undefined;
const origin = await startOrigin({ outDir, contentApiUrl, crmApiUrl, renderUrl, port, ...(host ? { host } : {}) });
console.log(`origin: ${origin.url} (serving ${outDir})`);
const stop = () => void origin.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
