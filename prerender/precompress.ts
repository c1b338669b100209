// The build's compressed copies of its client files (D-397): made once by `vike build` (vite.config.ts), for
// every prerender run of the build to copy (prerender/clientFiles.ts) instead of compressing the same scripts
// again. Loaded by the build's config, so it imports node's modules and its leaf (with file extensions) only.
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { COPY_SUFFIXES, compressFor } from './compression.ts';

/** The build's folder beside client/ holding `<file>.gz` and `<file>.br` of its client files. */
export const COMPRESSED_DIR = 'compressed';

/** Large enough to gain from compression (nginx's gzip_min_length); what is worth it is domain/fileTypes.ts's. */
export const MIN_COMPRESSED_SIZE = 256;

/**
 * Writes `.gz` and `.br` (best compression) of every client file of at least MIN_COMPRESSED_SIZE bytes into
 * `compressedDir`, each with its source's mtime. Every file, not only those domain/fileTypes.ts calls
 * compressible (which the job asks for): that rule's module is no leaf, and the few images cost little.
 */
export async function precompressClientFiles(clientDir: string, compressedDir: string): Promise<number> {
  await rm(compressedDir, { recursive: true, force: true });
  let made = 0;
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const s = await stat(source);
    if (s.size < MIN_COMPRESSED_SIZE) continue;
    const data = await readFile(source);
    const mtime = new Date(Math.floor(s.mtimeMs));
    for (const suffix of COPY_SUFFIXES) {
      const path = join(compressedDir, relative(clientDir, source) + suffix);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, compressFor(suffix, data, 'best'));
      await utimes(path, mtime, mtime);
    }
    made++;
  }
  return made;
}
