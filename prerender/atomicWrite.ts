// The only way the prerender job puts a file into the static output: a reader (or the origin server) sees
// either the old file or the new one, whole, never a half-written page — also when the job is killed with
// SIGKILL or the machine loses power. A temp file in the same folder (so the rename stays on one file
// system and is atomic), fsync'd before the rename, and the folder fsync'd after it so the rename itself
// survives a crash.
import { open, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isTempFileName, stagingMtime, tempPathFor, writeTemp } from '../workers/tempFile.mjs';

export { isTempFileName, stagingMtime, tempPathFor };

/**
 * fsync of a folder makes a rename or unlink in it durable. Windows cannot open a folder for it; there the
 * rename is as durable as the platform makes it.
 */
export async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Whether `err` is a system error of `code` (ENOENT, EEXIST, …). */
export function isErrno(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === code;
}

/**
 * Writes `data` to `path` atomically: the folder is created if missing, the data goes to a temp file in the
 * same folder, which is fsync'd and renamed over `path`; then the folder is fsync'd. On any error the temp
 * file is removed and the error rethrown; `path` keeps its old content (or stays absent). `mtime`: the
 * file's modification time (a file and its compressed copies share one, workers/tempFile.mjs).
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, opts: { syncDir?: boolean; mtime?: Date } = {}): Promise<void> {
  const tmp = await writeTemp(path, data, opts.mtime);
  try {
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  // A caller writing many files into one folder may fsync the folder once after all of them (syncDir: false),
  // as long as it does so before it relies on the renames (the prerender job: before it saves the cursor).
  if (opts.syncDir !== false) await syncDir(dirname(path));
}

/** Removes `path` if it exists (and makes the removal durable). Answers whether there was a file. */
export async function removeFileAtomic(path: string): Promise<boolean> {
  try {
    await unlink(path);
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return false;
    throw err;
  }
  await syncDir(dirname(path));
  return true;
}
