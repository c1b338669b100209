// The build's extra scripts that are not vike pages (the service worker, the election maps' frame script):
// each one minified classic script of its own, written beside the client bundle when `vike build` has
// written it, so the prerender job copies them to each domain's root with the rest of dist/client.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

export interface ClassicScript {
  /** The module the script starts from (with what it imports). */
  entry: string;
  /** Its file under the output directory. */
  fileName: string;
  /** The global the IIFE assigns (unused by the pages, required by lib mode). */
  name: string;
  define?: Record<string, string>;
}

/** A second, small vite build (lib mode, IIFE, minified, no source map, so no eval) into `outDir`. */
export async function buildClassicScript(script: ClassicScript, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    publicDir: false,
    logLevel: 'warn',
    ...(script.define ? { define: script.define } : {}),
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: script.entry, formats: ['iife'], name: script.name, fileName: () => script.fileName },
    },
  });
}

/** A vite plugin that runs `write(outDir)` once the client environment's bundle is written. */
export function afterClientBuild(name: string, write: (outDir: string) => Promise<void>): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) throw new Error(`${name}: the client build has no output directory`);
      await write(options.dir);
    },
  };
}
