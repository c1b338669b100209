import { describe, expect, it } from 'vitest';
import { isStylesheetHref, stylesheetHref } from './stylesheetFile';
import { fileCache } from './serving';

describe('stylesheet files', () => {
  it('names a text by its hash under /assets/, which the edge keeps for good', () => {
    const href = stylesheetHref('.a{color:red}');
    expect(href).toMatch(/^\/assets\/styles\/[\w-]{16}\.css$/);
    expect(isStylesheetHref(href)).toBe(true);
    expect(fileCache(href, 'text/css')).toMatch(/immutable/);
  });

  it('the same text the same name, another text another', () => {
    expect(stylesheetHref('.a{color:red}')).toBe(stylesheetHref('.a{color:red}'));
    expect(stylesheetHref('.a{color:red}')).not.toBe(stylesheetHref('.a{color:blue}'));
  });

  it('takes nothing else for one', () => {
    for (const bad of [
      '/assets/styles/../x.css',
      '/assets/styles/a/b.css',
      '/assets/styles/short.css',
      '/assets/static/Ab12cd34.css',
      '/assets/styles/Ab12cd34.css?x',
      '/assets/styles/Ab 12cd34.css',
    ])
      expect(isStylesheetHref(bad), bad).toBe(false);
  });
});
