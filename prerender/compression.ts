// The compressed copies of the static output's files, `.gz` and `.br`, and how hard each kind is compressed.
// A leaf of node's own modules only: the build's config loads it (prerender/precompress.ts).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';

export const COPY_SUFFIXES = ['.gz', '.br'] as const;
export type CopySuffix = (typeof COPY_SUFFIXES)[number];

/**
 * gzip level and brotli quality of each kind of copy: `best` for what is made once per build (the client
 * files), `good` for feeds and small sitemaps (remade when they change; brotli 10 is within 1 % of 11 on
 * the feeds for a third of its CPU), `fast` for the rest.
 */
const LEVELS = { fast: { gz: 6, br: 5 }, good: { gz: 9, br: 10 }, best: { gz: 9, br: 11 } } as const;
export type CopyLevel = keyof typeof LEVELS;

/** `data` compressed for the copy with `suffix`. */
export function compressFor(suffix: CopySuffix, data: Uint8Array, level: CopyLevel = 'fast'): Buffer {
  if (suffix === '.gz') return gzipSync(data, options(suffix, data, level));
  return brotliCompressSync(data, options(suffix, data, level));
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The same as compressFor, on libuv's threads: the main thread stays free (an incremental run's feeds compress
 * while its pages' messages come in) and several files compress side by side.
 */
export function compressForAsync(suffix: CopySuffix, data: Uint8Array, level: CopyLevel = 'fast'): Promise<Buffer> {
  return suffix === '.gz' ? gzipAsync(data, options(suffix, data, level)) : brotliAsync(data, options(suffix, data, level));
}

function options(suffix: CopySuffix, data: Uint8Array, level: CopyLevel) {
  return suffix === '.gz'
    ? { level: LEVELS[level].gz }
    : { params: { [zlib.BROTLI_PARAM_QUALITY]: LEVELS[level].br, [zlib.BROTLI_PARAM_SIZE_HINT]: data.byteLength } };
}
