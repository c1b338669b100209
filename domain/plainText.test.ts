import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { plainTextAsHtml, withoutControls } from './plainText';

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

describe('withoutControls', () => {
  it('makes every control character a space and leaves the rest, accents and emoji included', () => {
    expect(withoutControls('a\u0000b\tc\nd\u007fe\u0085f')).toBe('a b c d e f');
    expect(withoutControls('Árvíztűrő 🐟 – „idézet”')).toBe('Árvíztűrő 🐟 – „idézet”');
  });
});
