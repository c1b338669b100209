// CSS module classes a component names but its stylesheet does not define. Under vitest a CSS module is a
// proxy that answers any name, and in the build a missing name is `undefined`, which a template string
// writes into the page as class="… undefined": only reading the source catches it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The classes a stylesheet defines (every `.name` in a selector). */
export function definedClasses(css: string): Set<string> {
  const out = new Set<string>();
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of noComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]!);
  return out;
}

/** The module classes a source file reads (`styles.name`, `styles['name']`), by its stylesheet's path. */
export function usedClasses(source: string, file: string): { css: string; names: Set<string> }[] {
  const out: { css: string; names: Set<string> }[] = [];
  for (const imp of source.matchAll(/import\s+(\w+)\s+from\s+'(\.[^']+\.module\.css)'/g)) {
    const [, binding, path] = imp;
    const names = new Set<string>();
    const re = new RegExp(`\\b${binding}(?:\\.(\\w+)|\\[\\s*'([\\w-]+)'\\s*\\])`, 'g');
    for (const m of source.matchAll(re)) names.add((m[1] ?? m[2])!);
    out.push({ css: join(dirname(file), path!), names });
  }
  return out;
}

/** `file`'s module classes missing from their stylesheets, as 'Name.module.css: .class'. */
export function missingModuleClasses(file: string): string[] {
  const missing: string[] = [];
  for (const { css, names } of usedClasses(readFileSync(file, 'utf8'), file)) {
    const defined = definedClasses(readFileSync(css, 'utf8'));
    for (const n of names) if (!defined.has(n)) missing.push(`${css.split('/').pop()}: .${n}`);
  }
  return missing;
}
