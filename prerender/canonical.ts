// The slug → canonical URL map of the published articles (domain/canonical.ts), kept by the prerender job
// from its manifest and written for both servers: `canonical.json` for the origin and `canonical.map`
// (the entries of an nginx `map`, included by the generated nginx.conf). Both live beside nginx.conf in the
// output folder, outside every domain's folder, so no reader can fetch them.
import { readFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { articleSlugOf } from '../domain/canonical';
import type { PageRecord } from './manifest';
import { writeFileAtomic } from './atomicWrite';

export const CANONICAL_JSON = 'canonical.json';
export const CANONICAL_MAP = 'canonical.map';

export const canonicalFiles = (outDir: string) => ({ json: join(outDir, CANONICAL_JSON), map: join(outDir, CANONICAL_MAP) });

/** Every article's own page (page 1, no query) by its slug, sorted by slug so equal maps are equal text. */
export function canonicalEntries(records: Iterable<Readonly<PageRecord>>): [slug: string, url: string][] {
  const bySlug = new Map<string, string>();
  for (const r of records) {
    if (r.own === undefined || r.url.includes('?')) continue;
    const slug = articleSlugOf(new URL(r.url).pathname);
    if (slug !== null) bySlug.set(slug, r.url);
  }
  return [...bySlug].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The entries as the body of an nginx map: slugs and URLs carry no quote, space, `;` or `$` (checked). */
export function nginxCanonicalMap(entries: readonly (readonly [string, string])[]): string {
  return entries
    .map(([slug, url]) => {
      if (!/^[a-z0-9-]+$/.test(slug) || !/^https:\/\/[a-z0-9.-]+\/[A-Za-z0-9/_.-]+$/.test(url))
        throw new Error(`canonical map: ${slug} → ${url} cannot be written safely`);
      return `${slug} "${url}";\n`;
    })
    .join('');
}

/** Writes both files when the map changed; true when it did (nginx must then reload to see it). */
export async function writeCanonical(outDir: string, entries: readonly (readonly [string, string])[]): Promise<boolean> {
  const files = canonicalFiles(outDir);
  const json = JSON.stringify(Object.fromEntries(entries));
  const before = await readFile(files.json, 'utf8').catch(() => null);
  if (before === json) return false;
  // The nginx map first: an origin that sees the new JSON never points at a map nginx could not load.
  await writeFileAtomic(files.map, nginxCanonicalMap(entries));
  await writeFileAtomic(files.json, json);
  return true;
}

/** SIGHUP to the nginx whose pid file is given, if one runs: it loads the new map. No pid file: no nginx. */
export async function reloadNginx(pidFile: string, log: (line: string) => void): Promise<boolean> {
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 'SIGHUP');
    return true;
  } catch (err) {
    log(`nginx (pid ${pid} in ${pidFile}) did not take the reload of the canonical map: ${(err as Error).message}`);
    return false;
  }
}

/**
 * The origin's view of the map: read again when the file changed, looked at no more than once a second.
 * A missing or unreadable file is an empty map (every article path without a file is then a 404).
 */
export function canonicalIndex(outDir: string, now: () => number = Date.now): (slug: string) => string | undefined {
  const file = canonicalFiles(outDir).json;
  let map = new Map<string, string>();
  let stamp = '';
  let checked = -Infinity;
  const refresh = () => {
    checked = now();
    let next: string;
    try {
      const s = statSync(file);
      next = `${s.mtimeMs}:${s.size}`;
    } catch {
      map = new Map();
      stamp = '';
      return;
    }
    if (next === stamp) return;
    try {
      map = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
      stamp = next;
    } catch {
      // Renamed into place, so never half-written; anything else unreadable keeps the last map.
    }
  };
  return (slug) => {
    if (now() - checked >= 1000) refresh();
    return map.get(slug);
  };
}
