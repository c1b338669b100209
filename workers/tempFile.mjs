// The temp files of the static output, in plain JavaScript so that both the prerender job
// (prerender/atomicWrite.ts) and the render worker threads (which run without the tsx loader) name and write
// them alike: a temp file is `.${basename}.${pid}.${12 hex digits}.tmp` in the target's own folder, so the
// rename that publishes it stays on one file system, and the job's start-up sweep knows its leftovers.
import { mkdir, open, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** Only names of exactly this shape are ever swept: a file a person put into the output is left alone. */
const TEMP_NAME = /^\..+\.\d+\.[0-9a-f]{12}\.tmp$/;

/** @param {string} name */
export function isTempFileName(name) {
  return TEMP_NAME.test(name);
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

/**
 * Writes `data` to a new temp file next to `path` (creating the folder when missing), fsync'd, and answers
 * its name; publishing it is a rename by the caller. On an error nothing is left behind. Asynchronous, also
 * in a render thread: the write and the fsync run on libuv's thread pool, so the thread renders its other
 * pages meanwhile (a synchronous fsync kept each render thread waiting for a third of a full build).
 * @param {string} path
 * @param {string | Uint8Array} data
 * @returns {Promise<string>}
 */
export async function writeTemp(path, data) {
  for (let attempt = 0; ; attempt++) {
    const tmp = tempPathFor(path);
    let handle;
    try {
      handle = await open(tmp, 'wx', 0o644);
    } catch (err) {
      if (attempt >= 2) throw err;
      if (isErrno(err, 'ENOENT')) await mkdir(dirname(path), { recursive: true });
      else if (!isErrno(err, 'EEXIST')) throw err;
      continue;
    }
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (err) {
      await handle.close().catch(() => {});
      await unlink(tmp).catch(() => {});
      throw err;
    }
    await handle.close();
    return tmp;
  }
}
