// One file of the static output as an HTTP answer. Everything the answer says (length, validators, body)
// comes from one open descriptor: the prerender job replaces a file by renaming another over it and deletes
// files, and a descriptor keeps the bytes it opened, so an answer is always one whole version. (Sizing by
// path and then opening by path truncated answers and gave 500s while pages were replaced.)
import { closeSync, createReadStream, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { chooseEncodings, compressedOnTheFly, type Coding } from '../domain/encoding';
import { onTheFlyEncoder } from './onTheFly';

export interface FileRequest {
  method: string;
  header(name: string): string | undefined;
}

export interface FileAnswer {
  status: number;
  cacheControl: string;
  contentType: string;
  /**
   * The file may have `.br`/`.gz` copies (HTML, XML, hashed assets): they are chosen by Accept-Encoding, and a
   * coding the reader prefers to the file itself that has no copy (a page's gzip, D-404) is made on the fly.
   */
  compressible: boolean;
  /** Headers every answer carries (the serving contract's security headers), set with the others at once. */
  headers?: Readonly<Record<string, string>>;
}

/** Read whole into one buffer up to this size (every page and asset): a web stream costs more than the read. */
const READ_WHOLE_MAX = 1024 * 1024;
/** A larger file is streamed in chunks this big (the default 64 KiB made a web stream 4× slower). */
const STREAM_CHUNK = 256 * 1024;

const IDENTITY: readonly Coding[] = ['identity'];
const SUFFIX: Record<Exclude<Coding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

interface Opened {
  fd: number;
  stat: Stats;
}

function isErrno(err: unknown, ...codes: string[]): boolean {
  return typeof err === 'object' && err !== null && codes.includes((err as NodeJS.ErrnoException).code ?? '');
}

/** The open file at `path`, or null when there is no regular file there (now). Other errors are thrown. */
function openFile(path: string): Opened | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    // ENAMETOOLONG: a path no file of the output can have (a segment over 255 bytes, a path over 4,096).
    if (isErrno(err, 'ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG')) return null;
    throw err;
  }
  const stat = fstatSync(fd);
  if (stat.isFile()) return { fd, stat };
  closeSync(fd);
  return null;
}

/** nginx's ETag, so that both servers of the same output answer the same one: `"<mtime s hex>-<size hex>"`. */
export function etagOf(size: number, mtimeMs: number): string {
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
}

/** HTTP dates have whole seconds; If-Modified-Since compares in them. */
export function lastModifiedOf(mtimeMs: number): string {
  return new Date(Math.floor(mtimeMs / 1000) * 1000).toUTCString();
}

/**
 * RFC 9110 §13.1.2 and §13.1.3 for GET and HEAD: If-None-Match (weak comparison: `W/` is ignored; a list;
 * `*` matches any existing file) decides when present, else If-Modified-Since (not after the file's
 * mtime, in whole seconds; an unparsable date is ignored).
 */
export function isNotModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, etag: string, mtimeMs: number): boolean {
  if (ifNoneMatch !== undefined) {
    const opaque = etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((t) => {
      const tag = t.trim();
      return tag === '*' || tag.replace(/^W\//, '') === opaque;
    });
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/**
 * The copy to serve, opened, of the codings the reader takes in his order: the first coding of the request's list that exists and is the same version as
 * the file, which the writer marks by giving all three the same mtime (workers/tempFile.mjs): a `.gz` of
 * another version (an output written before D-313's order, or by hand) is passed over. Only the copy served is opened;
 * the file itself is only looked at (a stat) when a copy is. Null: the file itself is not there (now).
 */
function openServed(file: string, codings: readonly Coding[]): { opened: Opened; coding: Coding } | null {
  for (const coding of codings) {
    if (coding === 'identity') break;
    const copy = openFile(file + SUFFIX[coding]);
    if (!copy) continue;
    const base = statSync(file, { throwIfNoEntry: false });
    if (base?.isFile() && copy.stat.mtimeMs === base.mtimeMs) return { opened: copy, coding };
    closeSync(copy.fd);
    if (!base?.isFile()) return null;
  }
  const base = openFile(file);
  return base && { opened: base, coding: 'identity' };
}

/** The bytes of an open file: read whole when small, else streamed from the descriptor (which it closes). */
function bodyOf(path: string, { fd, stat }: Opened): { body: Buffer | Readable; length: number } {
  if (stat.size > READ_WHOLE_MAX) {
    return { body: createReadStream(path, { fd, start: 0, end: stat.size - 1, autoClose: true, highWaterMark: STREAM_CHUNK }), length: stat.size };
  }
  const buf = Buffer.allocUnsafe(stat.size);
  let off = 0;
  try {
    // The output's files are never written in place, so this reads `size` bytes; a short read (someone
    // truncating a file by hand) is sent as read, with its own length, rather than padded or hung.
    for (let n = 1; off < stat.size && n > 0; off += n) n = readSync(fd, buf, off, stat.size - off, off);
  } finally {
    closeSync(fd);
  }
  return { body: off === stat.size ? buf : buf.subarray(0, off), length: off };
}

/** A file's answer, whichever server writes it: status, headers, and the bytes (none for HEAD and 304). */
export interface FileReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer | Readable | null;
}

/**
 * The answer for `file`, or null when there is no such file (any more): the caller answers 404 then.
 * Conditional requests get a 304 only for a 200 answer (never for the 404 page).
 */
export function fileReply(req: FileRequest, file: string, answer: FileAnswer): FileReply | null {
  const codings = answer.compressible ? chooseEncodings(req.header('accept-encoding')) : IDENTITY;
  const picked = openServed(file, codings);
  if (!picked) return null;
  const { opened } = picked;
  const made = onTheFlyCoding(codings, picked.coding, answer, opened.stat.size);
  const coding = made ?? picked.coding;
  const headers: Record<string, string> = { ...answer.headers, 'content-type': answer.contentType, 'cache-control': answer.cacheControl };
  const path = picked.coding === 'identity' ? file : file + SUFFIX[picked.coding];
  if (answer.compressible) headers.vary = 'Accept-Encoding';
  if (coding !== 'identity') headers['content-encoding'] = coding;
  if (answer.status === 200) {
    // nginx weakens the ETag of what it compresses on the fly: the bytes are not the file's.
    const etag = `${made ? 'W/' : ''}${etagOf(opened.stat.size, opened.stat.mtimeMs)}`;
    headers.etag = etag;
    headers['last-modified'] = lastModifiedOf(opened.stat.mtimeMs);
    if (isNotModified(req.header('if-none-match'), req.header('if-modified-since'), etag, opened.stat.mtimeMs)) {
      closeSync(opened.fd);
      delete headers['content-type'];
      delete headers['content-encoding'];
      return { status: 304, headers, body: null };
    }
  }
  if (made) {
    const encoded = onTheFlyEncoder(made, bodyOf(file, opened).body as Buffer);
    headers['content-length'] = String(encoded.byteLength);
    return { status: answer.status, headers, body: req.method === 'HEAD' ? null : Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
  }
  if (req.method === 'HEAD') {
    closeSync(opened.fd);
    headers['content-length'] = String(opened.stat.size);
    return { status: answer.status, headers, body: null };
  }
  const { body, length } = bodyOf(path, opened);
  headers['content-length'] = String(length);
  return { status: answer.status, headers, body };
}

/**
 * The coding to make on the fly, as nginx's `gzip on` and `brotli on` do: the reader's first choice when it is
 * not the file itself, the file has no copy in it, is read whole, and the edge's rule (domain/encoding.ts) says so.
 */
function onTheFlyCoding(codings: readonly Coding[], served: Coding, answer: FileAnswer, size: number): Exclude<Coding, 'identity'> | null {
  const first = codings[0];
  if (served !== 'identity' || first === undefined || first === 'identity' || size > READ_WHOLE_MAX) return null;
  return compressedOnTheFly({ status: answer.status, compressible: answer.compressible, contentEncoding: null, length: size }) ? first : null;
}

/** fileReply() as a fetch Response. */
export function serveFile(req: FileRequest, file: string, answer: FileAnswer): Response | null {
  const r = fileReply(req, file, answer);
  if (!r) return null;
  const body = r.body instanceof Readable ? (Readable.toWeb(r.body) as ReadableStream) : (r.body as Uint8Array<ArrayBuffer> | null);
  return new Response(body, { status: r.status, headers: r.headers });
}

/** fileReply() written straight to node's response: no Response object between (the origin's hot path). */
export function writeFileReply(res: ServerResponse, r: FileReply): void {
  res.writeHead(r.status, r.headers);
  // pipeline: a reader who goes away closes the file too.
  if (r.body instanceof Readable) pipeline(r.body, res, () => {});
  else res.end(r.body ?? undefined);
}
