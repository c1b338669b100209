import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definedClasses, missingModuleClasses, usedClasses } from './cssModules';

const root = join(import.meta.dirname, '..');
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx'))
    .map((e) => join(e.parentPath, e.name));
}

describe('CSS module classes', () => {
  it('finds a class a component reads that its stylesheet lacks', () => {
    const src = "import styles from './X.module.css';\nconst c = `${styles.block} ${styles.grid}`; const d = styles['top'];";
    expect([...usedClasses(src, '/a/X.tsx')[0]!.names]).toEqual(['block', 'grid', 'top']);
    const css = definedClasses('.block { } /* .grid */ .top .card:hover, .x-y { }');
    expect(['block', 'grid', 'top', 'card', 'x-y'].filter((n) => css.has(n))).toEqual(['block', 'top', 'card', 'x-y']);
  });

  it('are all defined in every component and page (no class="… undefined")', () => {
    const files = [...sources('components'), ...sources('pages')];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(missingModuleClasses)).toEqual([]);
  });
});
