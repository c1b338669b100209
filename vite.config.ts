import { join, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { serviceWorker } from './sw/plugin.ts';
import { electionMaps } from './maps/plugin.ts';
import { consentManager } from './consent/plugin.ts';
import { preloadHelper } from './renderer/preloadHelperPlugin.ts';
import { loadSettings } from './config/settings.ts';
import { COMPRESSED_DIR, precompressClientFiles } from './prerender/precompress.ts';

// The build goes where every process that renders reads it (DIST_DIR, default dist/): the tests and the
// benchmarks build into a temporary folder of their own (testing/world/build.ts), never into the dist/ a
// running `npm start` serves.
const { DIST_DIR } = loadSettings(['DIST_DIR']);
// Relative to the project: vike joins the root to an absolute outDir (its assets manifest read from a wrong path).
const outDir = relative(process.cwd(), resolve(DIST_DIR)) || '.';

/**
 * The client files' .gz and .br copies, made once here for every prerender run of this build
 * (prerender/precompress.ts, D-397). After the server build, the last: vike moves the server-side modules'
 * stylesheets into client/ in that build's writeBundle.
 */
function compressedClientFiles(): Plugin {
  return {
    name: 'hirter:compressed-client-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressClientFiles(join(outDir, 'client'), join(outDir, COMPRESSED_DIR));
      },
    },
  };
}

export default defineConfig({
  plugins: [preloadHelper(), react(), vike(), serviceWorker(), electionMaps(), consentManager(), compressedClientFiles()],
  build: {
    outDir,
    // Only its client/ and server/ (vike's two outDirs), as vite does for a dist/ inside the project.
    emptyOutDir: true,
    target: 'es2022',
    // No preload lists in the chunks (D-290): a page's CSS is one stylesheet whole (renderer/pageStylesheet.ts, D-285,
    // D-424), so an island's dynamic import fetching stylesheets again only cost bytes, and the lists weighed on every
    // registry.
    modulePreload: false,
    // A constant string another module exports (the data-* names, D-328) is written where it is used: the name
    // costs its letters once there, not a chunk and a property read.
    rolldownOptions: { optimization: { inlineConst: true } },
  },
});
