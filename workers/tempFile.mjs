// The temp files of the static output, in plain JavaScript so that both the prerender job
// (prerender/atomicWrite.ts) and the render worker threads (which run without the tsx loader) name and write
// them alike: a temp file is `.${basename}.${pid}.${12 hex digits}.tmp` in the target's own folder, so the
// rename that publishes it stays on one file system, and the job's start-up repair knows its leftovers (D-401).
import { closeSync, fsync, futimesSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';

/** Only names of exactly this shape are ever swept: a file a person put into the output is left alone. */
const TEMP_NAME = /^\..+\.\d+\.[0-9a-f]{12}\.tmp$/;

/** @param {string} name */
export function isTempFileName(name) {
  return TEMP_NAME.test(name);
}

/**
 * The name of the file a temp file was staged for (`index.html.gz` of `.index.html.gz.123.0001000000a2.tmp`), or
 * null for a name that is no temp file: the write journal's repair sweeps only its files' temps (D-401).
 * @param {string} name
 */
export function tempTarget(name) {
  return TEMP_NAME.test(name) ? name.slice(1).replace(/\.\d+\.[0-9a-f]{12}\.tmp$/, '') : null;
}

let counter = 0;

/**
 * The temp file name for `path`: unique within the process by the thread's id and a counter (random bytes
 * cost more than the write at prerender rates). Writers open it with 'wx', which refuses a name a killed
 * earlier process with the same pid left behind.
 * @param {string} path
 */
export function tempPathFor(path) {
  counter = (counter + 1) % 2 ** 32;
  const unique = (threadId % 0x10000).toString(16).padStart(4, '0') + counter.toString(16).padStart(8, '0');
  return join(dirname(path), `.${basename(path)}.${process.pid}.${unique}.tmp`);
}

/**
 * @param {unknown} err
 * @param {string} code
 */
function isErrno(err, code) {
  return typeof err === 'object' && err !== null && /** @type {NodeJS.ErrnoException} */ (err).code === code;
}

/** @type {(fd: number) => Promise<void>} */
const fsyncAsync = promisify(fsync);

/**
 * Writes `data` to a new temp file next to `path` (creating the folder when missing), not fsync'd, and answers
 * its name; publishing it is a rename by the caller, after it made the file durable. On an error nothing is left
 * behind. The render threads stage pages with it: the job makes a whole batch durable with one flush of the
 * output's file system before its renames (prerender/atomicWrite.ts syncFileSystem, D-425), where an fsync
 * of each file cost a fifth of a full build's CPU.
 *
 * Synchronous: opening, writing into the page cache and closing are each a few microseconds of the kernel's
 * work, and as asynchronous calls each also cost a hand-off to a pool thread and back (futex, eventfd,
 * epoll), which made a full build's 12,000 files 140,000 futex calls.
 *
 * `mtime`, when given, becomes the file's modification time. A page and its `.gz`/`.br` copies are staged
 * with one mtime (stagingMtime()): the mark by which the origin and the job's start-up repair tell copies of
 * this version from copies of another (prerender/siblings.ts). Set before the file is made durable, so it is
 * as durable as the bytes, and before the rename, so no reader sees the file with another mtime.
 * @param {string} path
 * @param {string | Uint8Array} data
 * @param {Date} [mtime]
 * @returns {string}
 */
export function stageFile(path, data, mtime) {
  const { tmp, fd } = openWritten(path, data, mtime);
  closeSync(fd);
  return tmp;
}

/**
 * stageFile, fsync'd: for the job's few files written one at a time (state, feeds, sitemaps), where an fsync
 * waiting on libuv's pool costs less than a flush of the file system.
 * @param {string} path
 * @param {string | Uint8Array} data
 * @param {Date} [mtime]
 * @returns {Promise<string>}
 */
export async function writeTemp(path, data, mtime) {
  const { tmp, fd } = openWritten(path, data, mtime);
  try {
    await fsyncAsync(fd);
  } catch (err) {
    dropTemp(tmp, fd);
    throw err;
  }
  closeSync(fd);
  return tmp;
}

/**
 * A new temp file for `path` with `data` (and `mtime`) written, still open.
 * @param {string} path
 * @param {string | Uint8Array} data
 * @param {Date} [mtime]
 * @returns {{ tmp: string, fd: number }}
 */
function openWritten(path, data, mtime) {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  for (let attempt = 0; ; attempt++) {
    const tmp = tempPathFor(path);
    let fd;
    try {
      fd = openSync(tmp, 'wx', 0o644);
    } catch (err) {
      if (attempt >= 2) throw err;
      if (isErrno(err, 'ENOENT')) mkdirSync(dirname(path), { recursive: true });
      else if (!isErrno(err, 'EEXIST')) throw err;
      continue;
    }
    try {
      // At least one write, also of nothing: a call with something that is not bytes must fail here.
      let off = 0;
      do off += writeSync(fd, bytes, off, bytes.byteLength - off);
      while (off < bytes.byteLength);
      if (mtime) futimesSync(fd, mtime, mtime);
    } catch (err) {
      dropTemp(tmp, fd);
      throw err;
    }
    return { tmp, fd };
  }
}

/**
 * @param {string} tmp
 * @param {number} fd
 */
function dropTemp(tmp, fd) {
  closeQuietly(fd);
  try {
    unlinkSync(tmp);
  } catch {
    // Already gone; the job's start-up repair removes anything else (the file is in the write journal).
  }
}

/**
 * The one mtime a page and its compressed copies are staged with: now, in whole milliseconds (what a Date
 * holds; two versions of one page are never staged in the same millisecond, a batch apart at least).
 * @returns {Date}
 */
export function stagingMtime() {
  return new Date();
}

/** @param {number} fd */
function closeQuietly(fd) {
  try {
    closeSync(fd);
  } catch {
    // The write already failed; that is the error worth reporting.
  }
}
