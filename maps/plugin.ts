// Writes the election map pages (maps/pages.ts) and their script (maps/frame.ts, built on its own like the
// service worker: scripts/classicScript.ts) into the client build's /terkep when `vike build` has written the client:
// the prerender job copies dist/client to each domain's root, so the origin and nginx serve them as static
// files and the embedded maps need nothing from outside.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterClientBuild, buildClassicScript } from '../scripts/classicScript.ts';
import { ELECTION_MAPS } from '../domain/electionMap.ts';
import { mapResults } from './results.ts';
import { MAP_SCRIPT, mapFiles } from './pages.ts';

/** Every map page and the stylesheet, path under the client root → content. */
export function electionMapFiles(): Map<string, string> {
  return mapFiles(ELECTION_MAPS.map((map) => ({ map, results: mapResults(map) })));
}

export async function writeElectionMaps(outDir: string): Promise<void> {
  for (const [path, body] of electionMapFiles()) {
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, body);
  }
  // The map script: maps/frame.ts with what it imports.
  await buildClassicScript({ entry: fileURLToPath(new URL('./frame.ts', import.meta.url)), fileName: MAP_SCRIPT.slice(1), name: 'hirterMap' }, outDir);
}

export function electionMaps(): Plugin {
  return afterClientBuild('hirter:election-maps', writeElectionMaps);
}
