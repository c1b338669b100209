import { describe, expect, it } from 'vitest';
import { renderBody, sanitizeBody, transformEmbeds } from './sanitize';

const YT = 'aB3_dE-9xYz';

/** A body the way the CMS (and services/seed/body.ts) writes one. */
const CMS_BODY = [
  '<p>A fővárosi közgyűlés szerdán elfogadta a költségvetést. „Ez egy jó nap” – mondta Kovács Péter. <a href="/belfold/2025/03/12/kozgyules-koltsegvetes">Korábban itt írtunk erről.</a></p>',
  '<p>A döntés után a képviselők vitába kezdtek.</p>',
  '<figure class="image"><img src="/media/article-007.png" srcset="/media/article-007.png 400w, /media/article-007@1.25x.png 500w, /media/article-007@2x.png 800w, /media/article-007@3x.png 1200w, /media/article-007@4x.png 1600w" width="400" height="225" alt="Tüntetők a Kossuth téren"><figcaption>Fotó: Nagy Eszter</figcaption></figure>',
  '<h2>Mi jön most?</h2>',
  '<p>A kormány szerint a javaslat <strong>nem</strong> sérti a <em>helyi</em> érdekeket.</p>',
  '<!-- pagebreak -->',
  `<figure class="embed youtube"><iframe src="https://www.youtube.com/embed/${YT}?start=42" title="YouTube videó" allowfullscreen></iframe></figure>`,
  '<blockquote><p>Idézet egy nyilatkozatból.</p></blockquote>',
  '<ul><li>első pont</li><li>második pont</li></ul>',
  '<table><thead><tr><th scope="col">Párt</th><th>Szavazat</th></tr></thead><tbody><tr><td colspan="2">300 000</td></tr></tbody></table>',
].join('\n');

/** Parses HTML the way a browser would not need to: only enough to look at elements in tests. */
function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
}

describe('sanitizeBody on a real body', () => {
  const out = sanitizeBody(CMS_BODY);

  it('keeps the text, headings, emphasis, quotes, lists and tables', () => {
    for (const fragment of [
      '„Ez egy jó nap” – mondta Kovács Péter.',
      '<h2>Mi jön most?</h2>',
      '<strong>nem</strong>',
      '<em>helyi</em>',
      '<blockquote><p>Idézet egy nyilatkozatból.</p></blockquote>',
      '<ul><li>első pont</li><li>második pont</li></ul>',
      '<th scope="col">Párt</th>',
      '<td colspan="2">300 000</td>',
      '<figcaption>Fotó: Nagy Eszter</figcaption>',
    ]) {
      expect(out).toContain(fragment);
    }
  });

  it('keeps internal links without rel', () => {
    expect(out).toContain('<a href="/belfold/2025/03/12/kozgyules-koltsegvetes">Korábban itt írtunk erről.</a>');
  });

  it('keeps the image with its srcset, size and alt, and the figure class', () => {
    const [img] = tags(out, 'img');
    expect(img).toContain('src="/media/article-007.png"');
    expect(img).toContain('/media/article-007@4x.png 1600w');
    expect(img).toContain('width="400"');
    expect(img).toContain('height="225"');
    expect(img).toContain('alt="Tüntetők a Kossuth téren"');
    expect(out).toContain('<figure class="image">');
    // As wide as the article column: the browser picks the variant for that width, not for the window's.
    expect(img).toContain('sizes="(max-width: 900px) 100vw, 800px"');
  });

  it('keeps the YouTube iframe and drops the page-break comment', () => {
    expect(tags(out, 'iframe')).toHaveLength(1);
    expect(out).not.toContain('pagebreak');
  });
});

describe('sanitizeBody against script injection', () => {
  it('drops script and style with their content', () => {
    const out = sanitizeBody('<p>a</p><script>alert(1)</script><style>body{display:none}</style><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops every on* attribute and style', () => {
    const out = sanitizeBody('<p onclick="x()" style="color:red">a</p><img src="/media/a.png" onerror="alert(1)" onload="x">');
    expect(out).not.toMatch(/on(click|error|load)|style=|alert/);
    expect(out).toContain('<p>a</p>');
  });

  it('drops an svg with onload, content and all', () => {
    const out = sanitizeBody('<p>x</p><svg onload="alert(1)"><script>alert(2)</script><text>t</text></svg>');
    expect(out).toBe('<p>x</p>');
  });

  it('drops the href of javascript:, data: and disguised links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'blob:https://x/1',
    ]) {
      const out = sanitizeBody(`<p><a href="${href}">kattints</a></p>`);
      expect(out).toBe('<p><a>kattints</a></p>');
    }
  });

  it('keeps mailto and tel links', () => {
    expect(sanitizeBody('<a href="mailto:a@example.com">írjon</a>')).toBe('<a href="mailto:a@example.com">írjon</a>');
    expect(sanitizeBody('<a href="tel:+3612345678">hívjon</a>')).toBe('<a href="tel:+3612345678">hívjon</a>');
  });

  it('refuses images from data: and javascript: sources', () => {
    const out = sanitizeBody('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a"><img src="javascript:alert(1)" alt="b">');
    expect(out).not.toMatch(/data:|javascript:/);
  });

  it('removes iframes from other hosts whole, fallback text included', () => {
    const out = sanitizeBody(
      '<p>a</p><iframe src="https://evil.example/embed/x">fallback</iframe><iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('removes iframes of the allowed hosts that are not players, and plain-http ones', () => {
    expect(sanitizeBody('<iframe src="https://www.youtube.com/logout"></iframe>')).toBe('');
    expect(sanitizeBody(`<iframe src="http://www.youtube.com/embed/${YT}"></iframe>`)).toBe('');
  });

  it('does not let markup out of attributes', () => {
    const out = sanitizeBody('<img src="/media/a.png" alt="&quot;><script>alert(1)</script>">');
    expect(tags(out, 'script')).toHaveLength(0);
    expect(out).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('turns unknown wrappers into their text and h1 into h2', () => {
    expect(sanitizeBody('<h1>Cím</h1><section><p>a</p></section><font color="red">b</font>')).toBe('<h2>Cím</h2><p>a</p>b');
  });

  it('drops form controls with their content', () => {
    expect(sanitizeBody('<form action="https://evil.example"><input name="p"><button>Küldés</button></form><p>a</p>')).toBe('<p>a</p>');
  });
});

describe('sanitizeBody links', () => {
  it('adds rel="noopener noreferrer" to external links', () => {
    expect(sanitizeBody('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" rel="noopener noreferrer">x</a>');
    expect(sanitizeBody('<a href="//example.com/x">x</a>')).toBe('<a href="//example.com/x" rel="noopener noreferrer">x</a>');
  });

  it('treats our own hosts as internal', () => {
    expect(sanitizeBody('<a href="https://hirter.hu/belfold">x</a>', { siteHosts: ['hirter.hu'] })).toBe('<a href="https://hirter.hu/belfold">x</a>');
  });

  it('allows target _blank only, and adds rel to it', () => {
    expect(sanitizeBody('<a href="/a" target="_blank">x</a>')).toBe('<a href="/a" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeBody('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('keeps the sponsored and nofollow rel of the editor and drops other rel values', () => {
    expect(sanitizeBody('<a href="https://shop.example" rel="sponsored nofollow opener">x</a>')).toBe(
      '<a href="https://shop.example" rel="sponsored nofollow noopener noreferrer">x</a>',
    );
  });

  it('keeps class on figure, div and span only', () => {
    expect(sanitizeBody('<div class="box"><span class="hl">a</span></div><p class="lead">b</p>')).toBe(
      '<div class="box"><span class="hl">a</span></div><p>b</p>',
    );
  });
});

describe('transformEmbeds', () => {
  it('makes other surviving player iframes lazy', () => {
    const out = renderBody('<iframe src="https://www.youtube.com/embed/videoseries?list=PL0123456789"></iframe>');
    expect(out).toBe('<iframe src="https://www.youtube.com/embed/videoseries?list=PL0123456789" loading="lazy"></iframe>');
  });

  it('gives every image loading="lazy" and decoding="async"', () => {
    const out = renderBody('<img src="/media/a.png" alt="a" loading="eager"><p><img src="/media/b.png" alt="b &quot;c&quot;"></p>');
    const imgs = tags(out, 'img');
    expect(imgs).toHaveLength(2);
    for (const img of imgs) {
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
      expect(img).not.toContain('eager');
    }
    expect(imgs[1]).toContain('alt="b &quot;c&quot;"');
  });

  it('replaces the loading an iframe asked for with lazy', () => {
    const out = transformEmbeds('<div><iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/" loading="eager" title="x"></iframe></div>');
    expect(out).toBe('<div><iframe src="https://datawrapper.dwcdn.net/Ab1Cd/3/" title="x" loading="lazy"></iframe></div>');
  });

  it('takes an iframe out of the paragraph it sits in, and makes it lazy', () => {
    const out = renderBody(`<p>Előtte <iframe src="https://www.youtube.com/embed/${YT}"></iframe> utána</p>`);
    expect(out).toBe(`<p>Előtte</p><iframe src="https://www.youtube.com/embed/${YT}" loading="lazy"></iframe><p>utána</p>`);
  });

  it('turns the whole CMS body into page-ready HTML (its player a lazy iframe, which its embed kind then draws)', () => {
    const out = renderBody(CMS_BODY);
    expect(tags(out, 'iframe')).toEqual([`<iframe src="https://www.youtube.com/embed/${YT}?start=42" title="YouTube videó" allowfullscreen loading="lazy">`]);
    expect(tags(out, 'img')[0]).toContain('loading="lazy"');
    expect(out).toContain('<h2>Mi jön most?</h2>');
  });
});
