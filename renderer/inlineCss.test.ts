import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineCss';

describe('inlineStylesheets', () => {
  const root = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(root, 'assets', 'static'), { recursive: true });
  writeFileSync(join(root, 'assets', 'static', 'a.css'), '.a{color:red}\n');
  writeFileSync(join(root, 'assets', 'static', 'b.css'), '.b::after{content:"</style>"}');

  it('puts every built stylesheet of the page into one <style>, in order', () => {
    const { style, inlined } = inlineStylesheets(['/assets/static/a.css', '/assets/static/b.css'], root);
    expect(style.startsWith('<style>.a{color:red}\n.b')).toBe(true);
    expect(style.match(/<\/style>/gi)).toHaveLength(1);
    expect([...inlined]).toEqual(['/assets/static/a.css', '/assets/static/b.css']);
  });

  it('leaves to vike what it cannot read or what is no asset path', () => {
    const { style, inlined } = inlineStylesheets(['/assets/static/missing.css', '/assets/../secret.css', '/other/x.css'], root);
    expect(style).toBe('');
    expect(inlined.size).toBe(0);
  });

  it('is made once per set of stylesheets (a page type), and not kept when nothing could be read', () => {
    const set = ['/assets/static/a.css', '/assets/static/b.css'];
    expect(inlineStylesheets(set, root)).toBe(inlineStylesheets([...set], root));
    expect(inlineStylesheets(['/assets/static/a.css'], root)).not.toBe(inlineStylesheets(set, root));
    // Outside a build (vite dev) nothing is read, and nothing kept: the next page asks again.
    const unread = ['/assets/static/missing.css'];
    expect(inlineStylesheets(unread, root).inlined.size).toBe(0);
    expect(inlineStylesheets(unread, root)).not.toBe(inlineStylesheets(unread, root));
  });
});
