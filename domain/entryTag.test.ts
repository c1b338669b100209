import { describe, expect, it } from 'vitest';
import { withoutEntryTag } from './entryTag.mjs';

const page = (entry: string | null, tag: string) =>
  `<!DOCTYPE html>\n<html lang="hu" data-site="main"${entry ? ` data-entry="${entry}"` : ''}>\n<head></head>\n<body><main>x</main>\n${tag}</body>\n</html>`;
const VIKE = '<script src="/assets/entries/renderer_client.A1b-2.js" type="module" async></script>';

describe('withoutEntryTag', () => {
  it("takes out vike's tag for the script the page names, and nothing else", () => {
    const html = page('/assets/entries/renderer_client.A1b-2.js', `<script type="application/ld+json">{}</script>${VIKE}`);
    const out = withoutEntryTag(html);
    expect(out).not.toContain('<script src=');
    expect(out).toContain('<script type="application/ld+json">{}</script></body>');
    expect(out).toContain('data-entry="/assets/entries/renderer_client.A1b-2.js"');
  });

  it('leaves a page that names no script as it is', () => {
    const html = page(null, VIKE);
    expect(withoutEntryTag(html)).toBe(html);
    expect(withoutEntryTag('')).toBe('');
  });

  it('fails loudly when vike wrote the tag another way (the script would load twice)', () => {
    const html = page('/assets/entries/renderer_client.A1b-2.js', '<script type="module" src="/assets/entries/renderer_client.A1b-2.js"></script>');
    expect(() => withoutEntryTag(html)).toThrow(/names its script \/assets\/entries\/renderer_client\.A1b-2\.js but vike wrote no <script src>/);
  });

  it('reads the name off <html> only, not off text in the page', () => {
    const html = page(null, VIKE).replace('<main>x</main>', '<main><p data-entry="/x.js">x</p></main>');
    expect(withoutEntryTag(html)).toBe(html);
  });
});
