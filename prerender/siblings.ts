// A file of the static output and its compressed copies (`<file>.gz`, `<file>.br`) are one version when
// they have one mtime: the writers stage all three with it (workers/tempFile.mjs) and put them in place so that
// no copy of another version is ever beside the file (putVersion); the origin serves only a copy with its
// file's mtime (server/staticFile.ts), and nginx's gzip_static, which cannot tell, takes its Last-Modified and
// ETag from the copy's mtime. An output written otherwise (by the order before D-313, killed between its
// renames, or by hand) can hold copies of another version: the job's start-up repair mends them, each
// compressed again from its file (the write journal's files, or a walk of the whole output: D-401).
import { renameSync, unlinkSync } from 'node:fs';
import { readFile, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { isErrno, removeFileAtomic, stagingMtime, writeFileAtomic } from './atomicWrite';
import { writeTemp } from '../workers/tempFile.mjs';
import { COPY_SUFFIXES, compressFor, type CopySuffix } from './compression';

/** A file of the output and its compressed copies as temp files of one mtime, not yet in place. */
export interface StagedVersion {
  file: string;
  /** The file's temp file. */
  temp: string;
  /** The copies' temp files. */
  copies: Partial<Record<CopySuffix, string>>;
}

/** Stages `body` for `file` and its `copies`, each an fsync'd temp file beside its target, all with `mtime`. */
export async function stageVersion(
  file: string,
  body: string | Uint8Array,
  copies: Partial<Record<CopySuffix, Uint8Array>>,
  mtime: Date = stagingMtime(),
): Promise<StagedVersion> {
  const suffixes = COPY_SUFFIXES.filter((s) => copies[s] !== undefined);
  const settled = await Promise.allSettled([writeTemp(file, body, mtime), ...suffixes.map((s) => writeTemp(file + s, copies[s]!, mtime))]);
  const written = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    for (const t of written) unlinkQuietly(t);
    throw failed.reason;
  }
  return { file, temp: written[0]!, copies: Object.fromEntries(suffixes.map((s, i) => [s, written[i + 1]!])) };
}

/** The temp files of a staged version (to discard one that will not be published). */
export function tempsOf(s: StagedVersion): string[] {
  return [s.temp, ...Object.values(s.copies)];
}

/**
 * Puts a staged version in place so that no reader ever finds a compressed copy of another version beside the
 * file: the file's old copies go, then the file is renamed over, then its new copies come. Between two steps a
 * reader gets the file itself (nginx compresses it, `gzip on`; the origin sends it whole), the old version or
 * the new, never a copy of the other; a job killed between them leaves one version, with its copies or without
 * (the next run writes it again: the cursor is saved after every file). The order before D-313, copies first,
 * let nginx serve the new copy beside the old file until the file's rename, and after a kill until the next
 * start. Synchronous, as the job's renames are (prerender/publisher.ts writeBatch); throws at the first step
 * that failed, its temp files left for the caller to discard; the caller fsyncs the folder.
 */
export function putVersion(s: StagedVersion): void {
  for (const suffix of COPY_SUFFIXES) unlinkIfThere(s.file + suffix);
  renameSync(s.temp, s.file);
  for (const suffix of COPY_SUFFIXES) {
    const temp = s.copies[suffix];
    if (temp) renameSync(temp, s.file + suffix);
  }
}

function unlinkIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if (!isErrno(err, 'ENOENT')) throw err;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already; the job's start-up repair removes anything else (the file is in the write journal).
  }
}

/** Files that get compressed copies: only a copy of one of these is ever repaired or removed. */
const WITH_COPIES = /\.(?:html|xml|js|mjs|css|svg|json|txt|webmanifest)$/;

/** The file a compressed copy belongs to, or null for a name that is no copy of ours. */
export function baseOfCopy(name: string): string | null {
  const suffix = COPY_SUFFIXES.find((s) => name.endsWith(s));
  if (!suffix) return null;
  const base = name.slice(0, -suffix.length);
  return WITH_COPIES.test(base) ? base : null;
}

export interface RepairReport {
  /** Copies compressed again from their file. */
  repaired: number;
  /** Copies without their file (a new page whose rename never came), deleted. */
  removed: number;
}

/**
 * Makes the compressed copies of `base` in `dir` its version, given the folder's file names: a copy whose
 * mtime differs is compressed again from the file, and the file and both copies are given one mtime; a copy
 * whose file is missing (a new page whose rename never came) is deleted. Run it while no writer is running.
 */
export async function repairCopiesOf(dir: string, base: string, names: ReadonlySet<string>): Promise<RepairReport> {
  const report: RepairReport = { repaired: 0, removed: 0 };
  const copies = COPY_SUFFIXES.filter((s) => names.has(base + s) && baseOfCopy(base + s) === base);
  if (!copies.length) return report;
  if (!names.has(base)) {
    for (const s of copies) if (await removeFileAtomic(join(dir, base + s))) report.removed++;
  } else report.repaired = await repairOne(join(dir, base), copies.includes('.gz'), copies.includes('.br'));
  return report;
}

/** repairCopiesOf for every file of the folder that has a compressed copy (the start-up walk, prerender/outputWalk.ts). */
export async function repairFolderCopies(dir: string, names: ReadonlySet<string>): Promise<RepairReport> {
  const report: RepairReport = { repaired: 0, removed: 0 };
  const bases = new Set([...names].map(baseOfCopy).filter((b): b is string => b !== null));
  for (const base of bases) {
    const r = await repairCopiesOf(dir, base, names);
    report.repaired += r.repaired;
    report.removed += r.removed;
  }
  return report;
}

/** Repairs the copies of one file; answers how many it wrote. */
async function repairOne(file: string, hasGz: boolean, hasBr: boolean): Promise<number> {
  const suffixes = COPY_SUFFIXES.filter((s) => (s === '.gz' ? hasGz : hasBr));
  const fileStat = await stat(file);
  const stale: (typeof COPY_SUFFIXES)[number][] = [];
  for (const s of suffixes) if ((await stat(file + s)).mtimeMs !== fileStat.mtimeMs) stale.push(s);
  if (!stale.length) return 0;
  // One mtime for all three, in whole milliseconds (what utimes can set exactly alike on each).
  const mtime = new Date(Math.floor(fileStat.mtimeMs));
  const data = await readFile(file);
  for (const s of stale) await writeFileAtomic(file + s, compressFor(s, data), { mtime });
  for (const s of suffixes) if (!stale.includes(s)) await utimes(file + s, mtime, mtime);
  await utimes(file, mtime, mtime);
  return stale.length;
}
