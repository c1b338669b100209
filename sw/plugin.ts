// Builds the service worker (sw/worker.ts with the workbox modules it imports) into one classic script,
// dist/client/sw.js, when `vike build` has written the client (scripts/classicScript.ts). The prerender job
// copies dist/client to each domain's root (prerender/clientFiles.ts), so the worker is served as /sw.js as
// before (no-cache, domain/serving.ts).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterClientBuild, buildClassicScript } from '../scripts/classicScript.ts';

export const SW_FILE = 'sw.js';

/** Writes `<outDir>/sw.js` from sw/worker.ts. */
export async function buildServiceWorker(outDir: string): Promise<void> {
  await buildClassicScript(
    {
      entry: fileURLToPath(new URL('./worker.ts', import.meta.url)),
      fileName: SW_FILE,
      name: 'hirterServiceWorker',
      // Workbox's development logging is behind process.env.NODE_ENV; a worker has no `process`.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    },
    outDir,
  );
}

export function serviceWorker(): Plugin {
  return afterClientBuild('hirter:service-worker', buildServiceWorker);
}
