// The build's client files (dist/client: hashed assets, the service worker, icons) copied into each
// domain's folder of the static output, with `.gz` and `.br` copies of the compressible ones, so the origin
// and nginx (gzip_static) serve scripts and styles compressed without compressing per request. Each file
// goes in with its copies as one version (prerender/siblings.ts putVersion: a copy in place would show a reader
// a half-written file), and a file already there with its source's mtime and size is left alone: a new build
// compresses only its new files; and none at all when the build made the copies already
// (prerender/precompress.ts, run by the build: vite.config.ts).
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { syncDir } from './atomicWrite';
import { compressibleFile } from '../domain/fileTypes';
import { putVersion, stageVersion, tempsOf } from './siblings';
import { COPY_SUFFIXES, compressFor, type CopySuffix } from './compression';
import { MIN_COMPRESSED_SIZE } from './precompress';

async function mtimeAndSize(path: string): Promise<{ mtimeMs: number; size: number } | null> {
  try {
    const s = await stat(path);
    return { mtimeMs: s.mtimeMs, size: s.size };
  } catch {
    return null;
  }
}

/** Whether `target` (and its copies) already hold the source file written with `mtime`. */
async function upToDate(target: string, mtime: Date, size: number, copies: boolean): Promise<boolean> {
  // utimes stores the Date's seconds as a double: compare in whole milliseconds.
  const same = (m: { mtimeMs: number } | null) => m !== null && Math.round(m.mtimeMs) === mtime.getTime();
  const t = await mtimeAndSize(target);
  if (!same(t) || t!.size !== size) return false;
  if (!copies) return true;
  for (const s of COPY_SUFFIXES) if (!same(await mtimeAndSize(target + s))) return false;
  return true;
}

/**
 * Copies every file under `clientDir` into each of `targetDirs` (same relative path); compressible files of
 * at least 256 bytes also get `.gz` and `.br` copies (best compression: done once per new file of a build),
 * with its mtime and put in place with it as the pages' copies are. Answers how many files it wrote
 * (copies not counted).
 */
export async function copyClientFiles(clientDir: string, targetDirs: readonly string[], compressedDir?: string): Promise<number> {
  let written = 0;
  const dirs = new Set<string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const rel = relative(clientDir, source);
    const s = await stat(source);
    const mtime = new Date(Math.floor(s.mtimeMs));
    const compress = compressibleFile(entry.name) && s.size >= MIN_COMPRESSED_SIZE;
    let data: Buffer | null = null;
    let packed: Partial<Record<CopySuffix, Buffer>> | null = null;
    for (const dir of targetDirs) {
      const target = join(dir, rel);
      if (await upToDate(target, mtime, s.size, compress)) continue;
      data ??= await readFile(source);
      const body = data;
      if (!packed) {
        packed = {};
        if (compress)
          for (const suffix of COPY_SUFFIXES) packed[suffix] = (await builtCopy(compressedDir, rel, suffix, mtime)) ?? compressFor(suffix, body, 'best');
      }
      const staged = await stageVersion(target, data, packed, mtime);
      try {
        putVersion(staged);
      } catch (err) {
        await Promise.all(tempsOf(staged).map((t) => unlink(t).catch(() => undefined)));
        throw err;
      }
      dirs.add(dirname(target));
      written++;
    }
  }
  await Promise.all([...dirs].map((d) => syncDir(d)));
  return written;
}

/** The build's compressed copy of a client file, if it has one of this version (the source's mtime), else null. */
async function builtCopy(compressedDir: string | undefined, rel: string, suffix: CopySuffix, mtime: Date): Promise<Buffer | null> {
  if (!compressedDir) return null;
  const path = join(compressedDir, rel + suffix);
  const m = await mtimeAndSize(path);
  if (!m || Math.round(m.mtimeMs) !== mtime.getTime()) return null;
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}
