// Builds the service worker (sw/worker.ts with the workbox modules it imports) into one classic script,
// dist/client/sw.js, when `vike build` has written the client: a second, small vite build (lib mode, IIFE,
// minified, no source map, no eval). The prerender job copies dist/client to each domain's root
// (prerender/clientFiles.ts), so the worker is served as /sw.js as before (no-cache, domain/serving.ts).
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

export const SW_ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));
export const SW_FILE = 'sw.js';

/** Writes `<outDir>/sw.js` from sw/worker.ts. */
export async function buildServiceWorker(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    publicDir: false,
    logLevel: 'warn',
    // Workbox's development logging is behind process.env.NODE_ENV; a worker has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: SW_ENTRY, formats: ['iife'], name: 'hirterServiceWorker', fileName: () => SW_FILE },
    },
  });
}

/** The vite plugin: after the client environment's bundle is written, its outDir gets sw.js. */
export function serviceWorker(): Plugin {
  return {
    name: 'hirter:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) throw new Error('service worker: the client build has no output directory');
      await buildServiceWorker(options.dir);
    },
  };
}
