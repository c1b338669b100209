// Writes the election map pages (maps/pages.ts) and their script (maps/frame.ts, built on its own like the
// service worker, sw/plugin.ts) into the client build's /terkep when `vike build` has written the client:
// the prerender job copies dist/client to each domain's root, so the origin and nginx serve them as static
// files and the embedded maps need nothing from outside.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { ELECTION_MAPS } from '../domain/electionMap';
import { mapResults } from '../content/seed/electionMaps';
import { MAP_SCRIPT, mapFiles } from './pages';

const FRAME_ENTRY = fileURLToPath(new URL('./frame.ts', import.meta.url));

/** Writes the map script (maps/frame.ts with what it imports, one minified classic script) to `<outDir>/terkep/terkep.js`. */
async function buildFrameScript(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: FRAME_ENTRY, formats: ['iife'], name: 'hirterMap', fileName: () => MAP_SCRIPT.slice(1) },
    },
  });
}

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
  await buildFrameScript(outDir);
}

export function electionMaps(): Plugin {
  return {
    name: 'hirter:election-maps',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) throw new Error('election maps: the client build has no output directory');
      await writeElectionMaps(options.dir);
    },
  };
}
