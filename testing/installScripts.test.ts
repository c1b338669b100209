// Every installed package with an install script has its entry in package.json's allowScripts (D-434): npm 11 runs
// an unlisted one and warns on every install, npm 12 skips it. A new dependency with a script fails here until it
// is decided.
import { readFileSync } from 'node:fs';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
}

const read = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

describe('allowScripts', () => {
  it('names every installed package that has an install script, and no other', async () => {
    const files = await glob(['node_modules/**/package.json'], { ignore: ['**/test/**', '**/tests/**', '**/fixtures/**'] });
    const withScripts = new Set<string>();
    for (const file of files) {
      // Only a package's own manifest, not one nested in its sources (node_modules/<name>/package.json).
      if (!/node_modules\/(@[^/]+\/)?[^/@]+\/package\.json$/.test(file)) continue;
      const m = read(file);
      if (m.name && INSTALL_SCRIPTS.some((s) => m.scripts?.[s])) withScripts.add(m.name);
    }
    const allow = read('package.json') as Manifest & { allowScripts?: Record<string, boolean> };
    expect(withScripts.size).toBeGreaterThan(0);
    expect(Object.keys(allow.allowScripts ?? {}).sort()).toEqual([...withScripts].sort());
  });
});
