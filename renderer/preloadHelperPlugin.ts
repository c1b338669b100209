// How the client build's dynamic imports load (D-436). vite writes `import { __vitePreload } from
// '\0vite/preload-helper.js'` into every module with an import(); this plugin answers that module first, with
// renderer/preloadHelper.ts. And it takes the stylesheet lists out of the islands' registry (renderer/islands.ts):
// an island is in its page's HTML, so its page's stylesheet holds its CSS already (D-285), and vite's list made
// each hydration link those files again (after the page's, reordering the cascade) and weighed 1 KB in the registry.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const ISLANDS_REGISTRY = fileURLToPath(new URL('./islands.ts', import.meta.url));

/** vite's table of a chunk's stylesheet lists (its first line) and its uses (`__vite__mapDeps([0,3])`). */
const MAP_DEPS_TABLE = /^const __vite__mapDeps=.*\n/;
const MAP_DEPS_USE = /__vite__mapDeps\(\[[\d,]*\]\)/g;

/** A chunk's code without vite's stylesheet lists: each import loads its module alone. */
export function withoutStylesheetLists(code: string): string {
  if (!MAP_DEPS_TABLE.test(code)) return code;
  const out = code.replace(MAP_DEPS_TABLE, '').replace(MAP_DEPS_USE, '[]');
  if (out.includes('__vite__mapDeps')) throw new Error("vite's stylesheet lists took another form: renderer/preloadHelperPlugin.ts needs a look");
  return out;
}

export function preloadHelper(): Plugin {
  const ours = fileURLToPath(new URL('./preloadHelper.ts', import.meta.url));
  return {
    name: 'hirter:preload-helper',
    enforce: 'pre',
    configResolved(config) {
      if (config.base !== '/') throw new Error(`renderer/preloadHelper.ts takes the build's files under /, not ${config.base}`);
      // With module preloads on, vite would list scripts too, which the helper would link as stylesheets.
      if (config.build.modulePreload !== false) throw new Error('renderer/preloadHelper.ts loads stylesheets only: keep build.modulePreload false (D-290)');
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id === VITE_PRELOAD_HELPER_ID) return `export { __vitePreload } from ${JSON.stringify(ours)};`;
      },
    },
    // After vite's own, which writes the lists into the finished chunks.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.facadeModuleId === ISLANDS_REGISTRY) chunk.code = withoutStylesheetLists(chunk.code);
      },
    },
  };
}
