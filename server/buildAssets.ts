// The build's own files (dist/client) as the render server and the preview serve them, typed and cached as
// the edge serves them (domain/fileTypes.ts, domain/serving.ts).
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { resolve } from 'node:path';
import { MAP_ROOT } from '../domain/electionMap';
import { fileContentType } from '../domain/fileTypes';
import { fileCache } from '../domain/serving';

/**
 * A path that can name a static file: its last segment has an extension. HTML is rendered, never read from
 * disk, but for the election maps' own pages (the frames' source, built as files: domain/electionMap.ts).
 */
function mayBeStaticFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') && (!/\.html?$/i.test(last) || path.startsWith(`${MAP_ROOT}/`));
}

/** The build's own files (hashed assets, favicon, service worker) from `${distDir}/client`. */
export function buildAssets(distDir: string): MiddlewareHandler {
  const staticFiles = serveStatic({ root: resolve(distDir, 'client') });
  return async (c, next) => {
    if (!mayBeStaticFile(c.req.path)) return next();
    const res = await staticFiles(c, async () => {});
    if (!(res instanceof Response)) return next();
    const type = fileContentType(c.req.path);
    res.headers.set('content-type', type);
    res.headers.set('cache-control', fileCache(c.req.path, type));
    return res;
  };
}
