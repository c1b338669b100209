import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageStylesheet } from './pageStylesheet';
import { isStylesheetHref } from '../domain/stylesheetFile';

describe('pageStylesheet', () => {
  const root = mkdtempSync(join(tmpdir(), 'page-css-'));
  mkdirSync(join(root, 'assets', 'static'), { recursive: true });
  writeFileSync(join(root, 'assets', 'static', 'a.css'), '.a{color:red}\n');
  writeFileSync(join(root, 'assets', 'static', 'b.css'), '.b::after{content:"</style>"}');
  writeFileSync(join(root, 'assets', 'static', 'c.css'), '.c{color:blue}');

  it('puts every built stylesheet of the page into one text, in order, inline in one <style>', () => {
    const { text, style, inlined } = pageStylesheet(['/assets/static/a.css', '/assets/static/b.css'], root);
    expect(text.startsWith('.a{color:red}\n.b')).toBe(true);
    expect(style).toBe(`<style>${text}</style>`);
    expect(style.match(/<\/style>/gi)).toHaveLength(1);
    expect([...inlined]).toEqual(['/assets/static/a.css', '/assets/static/b.css']);
  });

  it('names the text by its content: the same text the same file, another text or order another', () => {
    const ab = pageStylesheet(['/assets/static/a.css', '/assets/static/b.css'], root).href!;
    const ba = pageStylesheet(['/assets/static/b.css', '/assets/static/a.css'], root).href!;
    const ac = pageStylesheet(['/assets/static/a.css', '/assets/static/c.css'], root).href!;
    for (const href of [ab, ba, ac]) expect(isStylesheetHref(href), href).toBe(true);
    expect(new Set([ab, ba, ac]).size).toBe(3);
    // The unreadable one adds nothing to the text, so the name is that of the rest.
    expect(pageStylesheet(['/assets/static/a.css', '/assets/static/missing.css', '/assets/static/c.css'], root).href).toBe(ac);
  });

  it('leaves to vike what it cannot read or what is no asset path', () => {
    const { style, href, inlined } = pageStylesheet(['/assets/static/missing.css', '/assets/../secret.css', '/other/x.css'], root);
    expect(style).toBe('');
    expect(href).toBeNull();
    expect(inlined.size).toBe(0);
  });

  it('is made once per set of stylesheets (a page type), and not kept when nothing could be read', () => {
    const set = ['/assets/static/a.css', '/assets/static/b.css'];
    expect(pageStylesheet(set, root)).toBe(pageStylesheet([...set], root));
    expect(pageStylesheet(['/assets/static/a.css'], root)).not.toBe(pageStylesheet(set, root));
    // Outside a build (vite dev) nothing is read, and nothing kept: the next page asks again.
    const unread = ['/assets/static/missing.css'];
    expect(pageStylesheet(unread, root).inlined.size).toBe(0);
    expect(pageStylesheet(unread, root)).not.toBe(pageStylesheet(unread, root));
  });
});
