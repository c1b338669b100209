// vike's +files export their hook or value and nothing else (https://vike.dev/no-side-exports): any other
// value export is a warning in every build and every render process (issue #37: +onRenderHtml.tsx's
// hoistImagePreloads, printed twice in the build and twice again under `npm start`'s banner). Types are fine.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function plusFiles(): string[] {
  return ['pages', 'renderer'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /^\+[^.]+\.(ts|tsx)$/.test(basename(f)))
      .map((f) => join(dir, f)),
  );
}

/** The names a file exports as values (default aside). */
function valueExports(source: string): string[] {
  const names = [...source.matchAll(/^export (?:async )?(?:function\*? |const |let |class )(\w+)/gm)].map((m) => m[1]!);
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
    names.push(
      ...m[1]!
        .split(',')
        .map((n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        )
        .filter((n) => n && !n.startsWith('type ')),
    );
  }
  return names;
}

describe('vike’s +files', () => {
  it('export nothing but their own hook or value', () => {
    const files = plusFiles();
    expect(files.length).toBeGreaterThan(10);
    const side = files.flatMap((file) => {
      const own = basename(file)
        .replace(/^\+/, '')
        .replace(/\.[^.]+$/, '');
      return valueExports(readFileSync(join(ROOT, file), 'utf8'))
        .filter((name) => name !== own)
        .map((name) => `${file}: ${name}`);
    });
    expect(side).toEqual([]);
  });
});
