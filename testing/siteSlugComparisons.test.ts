// What a site offers a reader is a capability of the site in domain/sites.ts SITES (supportBox, homeSite,
// currency, timeZone, …), read where it shows. This test keeps the pages, components, the renderer and the
// live layer from growing `site === 'ro'` again: a comparison with a site slug, a switch on one, or a
// hard-coded `SITES.main`. Test files are not held to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITE_SLUGS } from '../domain/sites';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['components', 'pages', 'renderer', 'live'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const slug = `['"\`](?:${SITE_SLUGS.join('|')})['"\`]`;
const PATTERNS: RegExp[] = [
  new RegExp(`[!=]==?\\s*${slug}`),
  new RegExp(`${slug}\\s*[!=]==?`),
  new RegExp(`case\\s+${slug}\\s*:`),
  new RegExp(`\\[\\s*${slug}(?:\\s*,\\s*${slug})*\\s*\\]\\s*\\.includes\\(`),
  new RegExp(`\\bSITES\\.(?:${SITE_SLUGS.join('|')})\\b`),
];

/** Every line of the given sources that compares with a site slug, as 'file:line: text'. */
function slugComparisons(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (PATTERNS.some((p) => p.test(line))) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('no site-slug comparisons outside domain/sites.ts', () => {
  it('the patterns catch the old spellings', () => {
    for (const line of [
      "const support = site !== 'ro' && x;",
      "{shell.site === 'main' || shell.site === 'ro' ? (",
      "if ('g7' === site) return;",
      "case 'karakter':",
      "const subSite = !['main', 'ro'].includes(site);",
      '<span>{SITES.main.name}</span>',
    ]) {
      expect(
        PATTERNS.some((p) => p.test(line)),
        line,
      ).toBe(true);
    }
    for (const line of ["a.flags.some((f) => f.slug === 'live')", 'SITES[site].supportBox && !a.pr', "m.name === 'legfrissebb'"]) {
      expect(
        PATTERNS.some((p) => p.test(line)),
        line,
      ).toBe(false);
    }
  });

  it.each(FOLDERS)('%s/ reads capabilities instead', (folder) => {
    expect(slugComparisons(sources(join(ROOT, folder)))).toEqual([]);
  });
});
