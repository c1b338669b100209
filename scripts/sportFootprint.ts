// How far each sport reaches into the code (#34 point 4): `npx tsx scripts/sportFootprint.ts` prints, per sport,
// the files and top-level folders it touches and the places outside its own module that name it. The registries
// (REGISTRIES) are the only files that may; scripts/sportFootprint.test.ts holds the code to that.
//
// The measure, precisely:
// - The files are the TypeScript files git knows or would add (`git ls-files -co --exclude-standard`) that are not tests: no
//   `*.test.*`/`*.spec.*`, nothing under testing/, e2e/, bench/, and not TEST_SUPPORT (helpers only tests import).
// - A file *names* a sport when one of its identifiers or of its string literals without white space (paths, keys,
//   imports; not prose such as a setting's description, not comments) matches one of the sport's SPELLINGS.
// - A file *belongs to* a sport's module when a folder or file name on its path matches a spelling.
// - A sport *touches* a file that names it or belongs to its module.
// - A *place naming a sport outside its module* is a file of the site's code (not the stand-in services under
//   STAND_INS, which answer about sports as the real providers do) that names the sport and belongs to no module
//   of it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * How each sport's name is spelled in code: identifiers, routes, service paths, dependency keys, and the names of
 * its components that do not say the sport (the match box, the day's scores).
 */
export const SPELLINGS: Readonly<Record<string, readonly RegExp[]>> = {
  football: [/football/i, /\/sport\/foci\b/, /ArticleMatchBox|LiveScores|LiveMatch|MatchScore/],
  formula1: [/formula-?1/i, /forma-1/i, /^f1(?=[A-Z_]|$)/i],
};

/**
 * The files that list the sports or their parts, by layer: the only places outside a sport's module that may name
 * one. The island registry lists every island by its component's name (docs/recipes/add-a-live-widget.md), a
 * sport's live parts among them.
 */
export const REGISTRIES: readonly string[] = [
  'domain/sports/registry.ts',
  'pages/article/sports.ts',
  'pages/article/sportViews.tsx',
  'components/Island/islandNames.ts',
  // The live-score client's sports: each sport's calls are contentClient/<sport>.ts.
  'contentClient/livescore.ts',
  'renderer/islands.ts',
  // The supplement tab kinds' registry (docs/recipes/add-a-supplement-tab.md): football's tab is one kind of it.
  'domain/supplementTabKinds.ts',
  'pages/melleklet/kinds/loaders.ts',
  'pages/melleklet/kinds/views.ts',
];

/** Places that still name a sport, each with what removes it; the goal is none. */
export const NOT_YET: Readonly<Record<string, string>> = {
  'domain/supplements.ts': "the supplement table's football tabs name the football screen's parts: they would come from the sport's description",
};

/** The stand-ins for the newsroom's CMS and the live-score provider: they speak of sports as the real ones do. */
export const STAND_INS: readonly string[] = ['content/', 'services/'];
/** ...except the site's own client of them. */
const SITE_CLIENT = 'contentClient/';

/** Non-test files only tests import (the characterisation test's oracle), and this measure itself. */
const TEST_SUPPORT = new Set(['components/ArticleBody/legacyOracle.tsx', 'scripts/sportFootprint.ts']);

export function isTest(path: string): boolean {
  return /\.(test|spec)\.[cm]?tsx?$/.test(path) || /^(testing|e2e|bench)\//.test(path) || TEST_SUPPORT.has(path);
}

/** The identifiers and the string literals that are names, not prose (no white space), of a file's code; no comments. */
export function codeWords(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const words: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) words.push(node.text);
    else if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && !/\s/.test(node.text)) words.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return words;
}

const spelled = (sport: string, word: string) => (SPELLINGS[sport] ?? []).some((re) => re.test(word));

/** Whether the code of a file names the sport. */
export function names(sport: string, path: string, text: string): boolean {
  return codeWords(path, text).some((w) => spelled(sport, w));
}

/** Whether a file belongs to the sport's module. */
export function belongsTo(sport: string, path: string): boolean {
  const parts = path.split('/').map((p) => p.replace(/\.[cm]?tsx?$/, ''));
  return parts.some((p) => spelled(sport, p));
}

/** Whether a file is the site's code (not a stand-in service). */
export function isSiteCode(path: string): boolean {
  return path.startsWith(SITE_CLIENT) || !STAND_INS.some((dir) => path.startsWith(dir));
}

export interface Footprint {
  sport: string;
  /** Files the sport touches (named or in its module). */
  files: string[];
  /** Their top-level folders ('.' for a file at the root). */
  folders: string[];
  /** Files of the site's code that name the sport outside its module. */
  outside: string[];
}

/** The source files the measure reads: tracked, TypeScript, not tests. */
export function sourceFiles(root: string, withTests = false): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((p) => p !== '' && (withTests || !isTest(p)))
    .sort();
}

export interface SourceFile {
  path: string;
  text: string;
}

/** The files the measure reads, with their text. */
export function readSources(root: string, withTests = false): SourceFile[] {
  return sourceFiles(root, withTests).map((path) => ({ path, text: readFileSync(`${root}/${path}`, 'utf8') }));
}

/** Each sport's footprint over these files. */
export function footprintsOf(files: readonly SourceFile[], sports: readonly string[] = Object.keys(SPELLINGS)): Footprint[] {
  return sports.map((sport) => {
    const touched = files.filter((f) => belongsTo(sport, f.path) || names(sport, f.path, f.text)).map((f) => f.path);
    const outside = touched.filter((p) => !belongsTo(sport, p) && isSiteCode(p));
    const folders = [...new Set(touched.map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/')) : '.')))].sort();
    return { sport, files: touched, folders, outside };
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const root = new URL('..', import.meta.url).pathname;
  const withTests = footprintsOf(readSources(root, true));
  for (const [i, f] of footprintsOf(readSources(root)).entries()) {
    const all = withTests[i]!;
    console.log(`${f.sport}: ${f.files.length} files in ${f.folders.length} folders (${f.folders.join(', ')})`);
    console.log(`  with tests: ${all.files.length} files in ${all.folders.length} folders (${all.folders.join(', ')})`);
    const note = (p: string) => (REGISTRIES.includes(p) ? ' (registry)' : NOT_YET[p] ? ` (not yet: ${NOT_YET[p]})` : '');
    console.log(`  named outside its module: ${f.outside.length}${f.outside.map((p) => `\n    ${p}${note(p)}`).join('')}`);
  }
}
