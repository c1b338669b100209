import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { plainTextAsHtml } from './plainText';

const { document } = new Window();

describe('plainTextAsHtml', () => {
  it('escapes the characters HTML reads as markup or entities, once', () => {
    expect(plainTextAsHtml(`<b>x</b> & <script> &amp; "a" 'b'`)).toBe('&lt;b&gt;x&lt;/b&gt; &amp; &lt;script&gt; &amp;amp; &quot;a&quot; &#39;b&#39;');
    expect(plainTextAsHtml('Árvíztűrő tükörfúrógép')).toBe('Árvíztűrő tükörfúrógép');
  });

  it('an HTML parser shows the text as it was, in an element and in an attribute, and makes no element of it (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ';', '#', '/', '=', ' ', 'amp', 'lt', 'ő') }), (text) => {
        const box = document.createElement('div');
        box.innerHTML = `<p title="${plainTextAsHtml(text)}">${plainTextAsHtml(text)}</p>`;
        const p = box.firstElementChild!;
        expect(box.querySelectorAll('*')).toHaveLength(1);
        expect(p.textContent).toBe(text);
        expect(p.getAttribute('title')).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
