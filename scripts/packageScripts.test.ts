// package.json's scripts: npm runs `preX` and `postX` around `X` by itself, and its lifecycle scripts on every
// install. A script named so runs where nobody asked for it: `prerender` once ran (and failed) before every
// `npm run render`, so the documented render container never listened (issue #33).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** Scripts npm runs on its own around `npm install`, `npm ci`, `npm pack` and `npm publish`. */
const LIFECYCLE = ['preinstall', 'install', 'postinstall', 'prepare', 'prepublish', 'prepublishOnly', 'prepack', 'postpack', 'dependencies'];

/** The scripts npm would run before or after `name`. */
function hooksOf(name: string, names: readonly string[]): string[] {
  return names.filter((other) => other === `pre${name}` || other === `post${name}`);
}

describe('package.json scripts', () => {
  it('finds a hook where there is one', () => {
    expect(hooksOf('render', ['render', 'prerender', 'postrender', 'prerender:cron'])).toEqual(['prerender', 'postrender']);
    expect(hooksOf('test', ['test', 'test:unit'])).toEqual([]);
  });

  it('has no script that npm runs before or after another', () => {
    const names = Object.keys(scripts);
    for (const name of names) expect(hooksOf(name, names), name).toEqual([]);
  });

  it('has no lifecycle script that npm runs on install or pack', () => {
    expect(Object.keys(scripts).filter((name) => LIFECYCLE.includes(name))).toEqual([]);
  });
});
