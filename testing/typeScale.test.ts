import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offScale } from './typeScale';

const root = join(import.meta.dirname, '..');
function stylesheets(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => join(e.parentPath, e.name));
}

describe('the type scale (D-297)', () => {
  it('tells a size or weight off the scale from one on it', () => {
    const css = `.a { font-size: var(--text-s); font-weight: 700 } .b { font-size: 0.85rem; font-weight: 600 }
      .c { font: 700 var(--text-xl)/1.2 var(--serif); } .d { font: 800 1.25rem/1.2 var(--serif) } .e { font: inherit }
      .f { font: 700 clamp(var(--text-2xl), 4vw, 2.75rem)/1.15 var(--serif) } /* font-size: 3px */ .g { font-size: 17px !important }
      .h { font-size: clamp(var(--text-2xl), 4vw, 2.75rem) } .i { font-size: clamp(1rem, 4vw, 2rem) }`;
    expect(offScale(css)).toEqual([
      'font-size: 0.85rem',
      'font-weight: 600',
      'font: 800 1.25rem/1.2 var(--serif)',
      'font-size: 17px',
      'font-size: clamp(1rem, 4vw, 2rem)',
    ]);
  });

  it('holds every stylesheet of the components, pages and renderer', () => {
    const files = [...stylesheets('components'), ...stylesheets('pages'), ...stylesheets('renderer')];
    expect(files.length).toBeGreaterThan(40);
    const off = files.flatMap((f) => offScale(readFileSync(f, 'utf8')).map((d) => `${relative(root, f)}: ${d}`));
    expect(off).toEqual([]);
  });
});
