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

export function hashTree(root: string): TreeHash {
  const out: TreeHash = new Map();
  for (const f of listFiles(root))
    out.set(
      f,
      createHash('sha256')
        .update(readFileSync(join(root, f)))
        .digest('hex'),
    );
  return out;
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
}

/**
 * Every problem of the output tree: a half-written page, feed, sitemap or JSON file, a compressed copy that
 * does not decompress to a whole document, a truncated copy of an asset.
 */
export function outputProblems(outDir: string, opts: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const files = listFiles(outDir);
  const present = new Set(files);
  for (const f of files) {
    const full = join(outDir, f);
    const compressed = f.endsWith('.gz') || f.endsWith('.br');
    const plain = compressed ? f.slice(0, -3) : f;
    const check = checkerFor(plain);
    if (!compressed) {
      const p = check?.(readFileSync(full, 'utf8'));
      if (p) problems.push(`${f}: ${p}`);
      continue;
    }
    let text: string;
    try {
      const raw = readFileSync(full);
      text = (f.endsWith('.gz') ? gunzipSync(raw) : brotliDecompressSync(raw)).toString('utf8');
    } catch (err) {
      problems.push(`${f}: does not decompress (${(err as Error).message})`);
      continue;
    }
    const p = check?.(text);
    if (p) problems.push(`${f}: decompressed, ${p}`);
    if (opts.exactCopies && check) {
      if (!present.has(plain)) problems.push(`${f}: no ${plain} next to it`);
      else if (readFileSync(join(outDir, plain), 'utf8') !== text) problems.push(`${f}: differs from ${plain}`);
    }
  }
  if (opts.distClient && existsSync(opts.distClient)) problems.push(...truncatedAssets(outDir, files, opts.distClient));
  return problems;
}

/**
 * Assets copied from the build into each domain folder that are a strict prefix of their source (an empty
 * file included): a copy cut short. A file that merely differs is not reported: the build may have been
 * redone since.
 */
function truncatedAssets(outDir: string, files: string[], distClient: string): string[] {
  const out: string[] = [];
  for (const f of files) {
    const slash = f.indexOf('/');
    if (slash < 0 || f.startsWith('.prerender/')) continue;
    const source = join(distClient, f.slice(slash + 1));
    let size: number;
    try {
      const st = lstatSync(source);
      if (!st.isFile()) continue;
      size = st.size;
    } catch {
      continue;
    }
    const copy = readFileSync(join(outDir, f));
    if (copy.length < size && readFileSync(source).subarray(0, copy.length).equals(copy)) out.push(`${f}: ${copy.length} of ${size} bytes of ${source}`);
  }
  return out;
}

/** Temp files of writeFileAtomic (prerender/atomicWrite.ts) anywhere under `outDir`. */
export function tempFiles(outDir: string): string[] {
  return listFiles(outDir).filter((f) => isTempFileName(f.slice(f.lastIndexOf('/') + 1)));
}
