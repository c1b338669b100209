// What the static output must look like at any moment, also right after a kill -9: whole HTML files,
// compressed copies that decompress to a whole page, readable state files, no truncated asset copy.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isTempFileName } from '../../prerender/atomicWrite';

/** Every regular file under `root`, as paths relative to it with '/' separators (symbolic links are not followed). */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

export type TreeHash = Map<string, string>;

/** Hashes already made, by file and version (see `versionOf`). */
const hashes = new Map<string, { version: string; hash: string }>();

/**
 * A file's version: its inode (a file renamed into place is a new one), size and change time (any write,
 * truncation or utimes moves it, and no process can set it back), in nanoseconds. The same version, the same
 * bytes.
 */
function versionOf(full: string): string {
  const st = lstatSync(full, { bigint: true });
  return `${st.ino}:${st.size}:${st.ctimeNs}`;
}

/** The sha256 of a file's bytes, read again only when the file's version changed since it was last hashed. */
function contentHash(full: string): string {
  const version = versionOf(full);
  let known = hashes.get(full);
  if (known?.version !== version) {
    known = { version, hash: createHash('sha256').update(readFileSync(full)).digest('hex') };
    hashes.set(full, known);
  }
  return known.hash;
}

export function hashTree(root: string): TreeHash {
  return new Map(listFiles(root).map((f) => [f, contentHash(join(root, f))]));
}

/** Files added, removed or changed between two hashes of a tree (except those `ignore` matches); empty when they are identical. */
export function treeDiff(before: TreeHash, after: TreeHash, ignore?: RegExp): string[] {
  const out: string[] = [];
  for (const [f, h] of before) {
    if (ignore?.test(f)) continue;
    const now = after.get(f);
    if (now === undefined) out.push(`removed ${f}`);
    else if (now !== h) out.push(`changed ${f}`);
  }
  for (const f of after.keys()) if (!before.has(f) && !ignore?.test(f)) out.push(`added ${f}`);
  return out;
}

/** Why `html` is not a whole page, or null. A truncated file fails the end checks. */
export function htmlProblem(html: string): string | null {
  if (!/^<!doctype html>/i.test(html)) return `does not start with <!DOCTYPE html> (starts ${JSON.stringify(html.slice(0, 40))})`;
  const tail = html.trimEnd();
  if (!tail.endsWith('</html>')) return `does not end with </html> (${html.length} bytes, ends ${JSON.stringify(html.slice(-60))})`;
  for (const [name, tag] of [
    ['<html>', /<html[\s>]/gi],
    ['<head>', /<head[\s>]/gi],
    ['</head>', /<\/head>/gi],
    ['<body>', /<body[\s>]/gi],
    ['</body>', /<\/body>/gi],
  ] as const) {
    const n = html.match(tag)?.length ?? 0;
    if (n !== 1) return `${name} appears ${n} times`;
  }
  // Nothing but the closing tag may follow the body: a file cut short and followed by another write would not look like this.
  if (!/<\/body>\s*<\/html>$/.test(tail)) return 'something other than </html> follows </body>';
  if (html.search(/<\/head>/i) > html.search(/<body[\s>]/i)) return '</head> after <body>';
  return null;
}

/** Why `xml` (a feed or a sitemap) is not a whole document, or null: it must close its root element. */
export function xmlProblem(xml: string): string | null {
  if (!xml.startsWith('<?xml')) return `does not start with <?xml (starts ${JSON.stringify(xml.slice(0, 40))})`;
  const root = /<([A-Za-z][\w:.-]*)[\s>]/.exec(xml.replace(/^<\?xml[^>]*\?>/, ''))?.[1];
  if (!root) return 'no root element';
  if (!xml.trimEnd().endsWith(`</${root}>`)) return `does not end with </${root}> (${xml.length} bytes, ends ${JSON.stringify(xml.slice(-60))})`;
  return null;
}

function jsonProblem(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (err) {
    return `not JSON (${(err as Error).message})`;
  }
}

/** The check for a file by its name; null for kinds that have no structure we can check. */
function checkerFor(name: string): ((text: string) => string | null) | null {
  if (name.endsWith('.html')) return htmlProblem;
  if (name.endsWith('.xml')) return xmlProblem;
  if (name.endsWith('.json') || name === '.prerender/cursor') return jsonProblem;
  return null;
}

export interface CheckOptions {
  /** Also require every .gz/.br to decompress to exactly its plain file (true after a clean run). */
  exactCopies?: boolean;
  /** dist/client: a copied asset that is a strict prefix of its source was cut short. */
  distClient?: string;
  /**
   * Files that passed an earlier check of this folder: one with the same bytes again (a page a later run
   * rendered the same, or did not touch) is not decompressed and scanned again. Checks were most of a fault
   * test's own time: every page and both its copies, after every run, when a run changed a few dozen.
   */
  passed?: PassedFiles;
}

/** Per file, the hash of its bytes when it passed; for a compressed copy compared to its page, also the page's. */
export type PassedFiles = Map<string, { hash: string; exactWith?: string }>;

/**
 * Every problem of the output tree: a half-written page, feed, sitemap or JSON file, a compressed copy that
 * does not decompress to a whole document (with `exactCopies`: to anything but its page), a truncated copy
 * of an asset.
 */
export function outputProblems(outDir: string, opts: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const files = listFiles(outDir);
  const present = new Set(files);
  const distClient = opts.distClient && existsSync(opts.distClient) ? opts.distClient : null;
  for (const f of files) {
    const full = join(outDir, f);
    const compressed = f.endsWith('.gz') || f.endsWith('.br');
    const plain = compressed ? f.slice(0, -3) : f;
    const check = checkerFor(plain);
    const hash = contentHash(full);
    const exactWith = compressed && opts.exactCopies && check ? (present.has(plain) ? contentHash(join(outDir, plain)) : 'none') : undefined;
    const before = opts.passed?.get(f);
    if (before && before.hash === hash && (exactWith === undefined || before.exactWith === exactWith)) continue;
    const found: string[] = [];
    if (!compressed) {
      const p = check?.(readFileSync(full, 'utf8'));
      if (p) found.push(`${f}: ${p}`);
    } else {
      let text: string | null = null;
      try {
        const raw = readFileSync(full);
        text = (f.endsWith('.gz') ? gunzipSync(raw) : brotliDecompressSync(raw)).toString('utf8');
      } catch (err) {
        found.push(`${f}: does not decompress (${(err as Error).message})`);
      }
      if (text !== null) {
        const p = check?.(text);
        if (p) found.push(`${f}: decompressed, ${p}`);
        if (exactWith !== undefined) {
          if (!present.has(plain)) found.push(`${f}: no ${plain} next to it`);
          else if (readFileSync(join(outDir, plain), 'utf8') !== text) found.push(`${f}: differs from ${plain}`);
        }
      }
    }
    const cut = distClient ? truncatedAsset(outDir, f, distClient) : null;
    if (cut) found.push(cut);
    problems.push(...found);
    if (found.length === 0) opts.passed?.set(f, { hash, ...(exactWith !== undefined ? { exactWith } : {}) });
    else opts.passed?.delete(f);
  }
  return problems;
}

/**
 * Takes every file of `outDir` as it is now as having passed an exact check: for a byte-for-byte copy of an
 * output that did.
 */
export function markPassed(outDir: string, passed: PassedFiles): void {
  const files = listFiles(outDir);
  const present = new Set(files);
  for (const f of files) {
    const compressed = f.endsWith('.gz') || f.endsWith('.br');
    const plain = compressed ? f.slice(0, -3) : f;
    const exactWith = compressed && checkerFor(plain) ? (present.has(plain) ? contentHash(join(outDir, plain)) : 'none') : undefined;
    passed.set(f, { hash: contentHash(join(outDir, f)), ...(exactWith !== undefined ? { exactWith } : {}) });
  }
}

/**
 * An asset copied from the build into a domain folder that is a strict prefix of its source (an empty file
 * included): a copy cut short. A file that merely differs is not reported: the build may have been redone
 * since.
 */
function truncatedAsset(outDir: string, f: string, distClient: string): string | null {
  const slash = f.indexOf('/');
  if (slash < 0 || f.startsWith('.prerender/')) return null;
  const source = join(distClient, f.slice(slash + 1));
  let size: number;
  try {
    const st = lstatSync(source);
    if (!st.isFile()) return null;
    size = st.size;
  } catch {
    return null;
  }
  const copy = readFileSync(join(outDir, f));
  return copy.length < size && readFileSync(source).subarray(0, copy.length).equals(copy) ? `${f}: ${copy.length} of ${size} bytes of ${source}` : null;
}

/** Temp files of writeFileAtomic (prerender/atomicWrite.ts) anywhere under `outDir`. */
export function tempFiles(outDir: string): string[] {
  return listFiles(outDir).filter((f) => isTempFileName(f.slice(f.lastIndexOf('/') + 1)));
}
