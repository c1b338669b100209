// /media: the generated images and podcast audio of the media folder, with byte ranges (RFC 9110 §14) — an
// audio element asks for a range to start and another for each seek, and a server that ignores them turns
// every seek into a download from the start. Our own handler rather than @hono/node-server's serveStatic,
// whose ranges answer a suffix range (`bytes=-500`) with the file's first bytes and a range past the end
// with an error instead of 416, and send no Accept-Ranges on a whole answer.
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { byteRange, contentRange } from '../../domain/byteRange';
import { fileContentType } from '../../domain/fileTypes';
import { acceptsWebp, hasWebpForm } from '../../domain/imageFormat';
import { webpOf } from './webp';

/** Media names never change content (the seed writes the same bytes for a name), so browsers may keep them. */
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

/** The file under `root` a /media path names, or null: no `..`, no empty or hidden segment, no backslash or NUL. */
export function mediaFile(root: string, requestPath: string): string | null {
  const rest = requestPath.replace(/^\/media\//, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : null;
}

function etagOf(st: Stats, webp: boolean): string {
  return `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}${webp ? '-webp' : ''}"`;
}

/**
 * GET and HEAD of /media/*: 200, 206 or 416, or `next()` (the API's JSON 404) when there is no such file. A PNG
 * or JPEG goes as WebP to a browser that asks for it, when that is smaller (domain/imageFormat.ts, webp.ts).
 */
export function mediaHandler(root: string, log: (line: string) => void) {
  return async (c: Context, next: () => Promise<void>): Promise<Response | void> => {
    const file = mediaFile(root, c.req.path);
    let st: Stats | null = null;
    if (file) {
      try {
        st = statSync(file);
      } catch {
        st = null;
      }
    }
    if (!file || !st?.isFile()) return next();
    const negotiated = hasWebpForm(extname(file));
    const webp = negotiated && acceptsWebp(c.req.header('accept')) ? await webpOf(root, file, st, log) : null;
    const asWebp = webp !== null && webp.stats.size < st.size;
    const served = asWebp ? webp : { path: file, stats: st };
    const size = served.stats.size;
    const etag = etagOf(served.stats, asWebp);
    const headers: Record<string, string> = {
      'content-type': asWebp ? 'image/webp' : fileContentType(file),
      ...(negotiated ? { vary: 'Accept' } : {}),
      'accept-ranges': 'bytes',
      'cache-control': MEDIA_CACHE,
      etag,
      'last-modified': served.stats.mtime.toUTCString(),
    };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    // A range of another version of the file would mix two files: If-Range names the version the reader holds.
    const ifRange = c.req.header('if-range');
    const answer = ifRange !== undefined && ifRange !== etag ? ({ kind: 'full' } as const) : byteRange(c.req.header('range'), size);
    const head = c.req.method === 'HEAD';
    if (answer.kind === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': contentRange(answer, size), 'content-length': '0' } });
    }
    const [start, end, status] = answer.kind === 'partial' ? [answer.start, answer.end, 206] : [0, size - 1, 200];
    const length = size === 0 ? 0 : end - start + 1;
    const out = { ...headers, 'content-length': String(length), ...(answer.kind === 'partial' ? { 'content-range': contentRange(answer, size) } : {}) };
    if (head || length === 0) return new Response(null, { status, headers: out });
    const stream = Readable.toWeb(createReadStream(served.path, { start, end })) as ReadableStream<Uint8Array>;
    return new Response(stream, { status, headers: out });
  };
}
