// Lint rule `local/no-import-circle` (#34 point 6): no circle of file imports, type imports included.
// import-x/no-cycle skips `import type` with no option to count it, yet a circle of types is still two files
// that cannot be read, moved or split apart. A file's imports are read by TypeScript's own scanner
// (`preProcessFile`: imports, `import type`, re-exports, `import()`) and resolved by tsconfig.json's rules;
// packages are leaves. The other files' imports are read from disk once per lint run.
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = dirname(dirname(new URL(import.meta.url).pathname));
const configFile = ts.readConfigFile(resolve(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
const resolutionCache = ts.createModuleResolutionCache(ROOT, (f) => f, options);

/** The project files one file's text imports, each with the specifier written. */
function importsOf(fileName, text) {
  const found = [];
  for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(specifier, fileName, options, ts.sys, resolutionCache);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
    const path = resolve(resolvedModule.resolvedFileName);
    if (path.includes('/node_modules/')) continue;
    found.push({ specifier, path });
  }
  return found;
}

/** Disk files' imports, read once per lint run (eslint lints each file once). */
const onDisk = new Map();
function diskImportsOf(path) {
  let imports = onDisk.get(path);
  if (!imports) {
    const text = ts.sys.readFile(path);
    imports = text === undefined ? [] : importsOf(path, text).map((i) => i.path);
    onDisk.set(path, imports);
  }
  return imports;
}

/** The way from `start` back to `target` through the imports on disk, or null (breadth first: the shortest). */
function wayBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const next of diskImportsOf(at)) {
      if (next === target) {
        const way = [at];
        for (let p = cameFrom.get(at); p; p = cameFrom.get(p)) way.unshift(p);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a file importing a file that leads back to it, type imports included.' },
    schema: [],
    messages: { circle: 'Import circle: {{way}}' },
  },
  create(context) {
    const fileName = resolve(context.physicalFilename);
    return {
      Program(program) {
        const shown = (p) => p.slice(ROOT.length + 1);
        for (const { specifier, path } of importsOf(fileName, context.sourceCode.text)) {
          if (path === fileName) continue;
          const way = wayBack(path, fileName);
          if (!way) continue;
          const node = program.body.find((n) => n.source?.value === specifier) ?? program;
          context.report({ node, messageId: 'circle', data: { way: [fileName, ...way, fileName].map(shown).join(' → ') } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-circle': noImportCircle } };
