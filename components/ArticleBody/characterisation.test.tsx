// The body's rendering held to what it was before the body became a model (issue #34 point 1): every article of
// the seeded test store and the embed bodies below, with and without their widgets and with the page's inserts,
// render byte for byte as the old string-splitting ArticleBody drew them: the crafted bodies as the snapshot it wrote,
// the store's articles (which a change of the seed may change) against that component itself (legacyOracle.tsx).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { openDb } from '../../services/store/schema';
import { sharedStore } from '../../services/testing/fixture';
import { renderBodyForTest } from '../../testing/articleBodyRender';
import { LegacyArticleBody } from './legacyOracle';

const YT = 'dQw4w9WgXcQ';
const CRAFTED: Record<string, string> = {
  f1: '<p>Első.</p><p><a href="/sport/forma-1?oldal=pontverseny">A pontverseny</a></p><p>Második.</p><p>Harmadik.</p><p>Negyedik.</p><p>Ötödik.</p><p>Hatodik.</p>',
  f1Twice: '<p><a href="/sport/forma-1">A</a></p><p>x</p><p><a href="/sport/forma-1?oldal=naptar">B</a></p>',
  episode: '<p>Bevezető.</p><p><a href="/podcast/g7-podcast/forint">Hallgassa meg: Forint</a></p><p>a</p><p>b</p><p>c</p><p>d</p>',
  quiz: '<p>a</p><p>[kviz:0123456789abcdef01234567]</p><p>b</p><p>[kvíz:0123456789abcdef01234567]</p><p>c</p><p>d</p><p>e</p>',
  quizFirst: '<p>[kviz:nincs]</p><p>a</p>',
  all: `<p><a href="/sport/forma-1">F1</a></p><p>[kviz:0123456789abcdef01234567]</p><p>a</p><p><a href="/podcast/p/e">E</a></p><p>b</p><p>c</p><p><iframe src="https://www.youtube.com/embed/${YT}"></iframe></p><p>d</p>`,
  insertAtMarker: '<p>a</p><p>b</p><p><a href="/sport/forma-1">F1</a></p><p>c</p><p>d</p><p>[kviz:0123456789abcdef01234567]</p>',
  insertAtEnd: '<p>a</p><p>b</p><p>c</p>',
  nested: '<blockquote><p>a</p><p>b</p></blockquote><p>c</p><div><p>d</p></div><p>e</p><p>f</p>',
  empty: '',
};

const VARIANTS = [
  { name: 'bare', widgets: false, inserts: false },
  { name: 'widgets', widgets: true, inserts: false },
  { name: 'inserts', widgets: false, inserts: true },
  { name: 'both', widgets: true, inserts: true },
] as const;

function renderings(body: string): string[] {
  return VARIANTS.map((v) => `${v.name}:${renderToStaticMarkup(renderBodyForTest(body, v))}`);
}

/** The old component with the same stand-ins and inserts. */
function legacyRenderings(body: string): string[] {
  return VARIANTS.map((v) => {
    const inserts = v.inserts
      ? [
          { after: 3, node: <aside>SUPPORT</aside> },
          { after: 5, node: <aside>AD</aside> },
        ]
      : [];
    const widget = (name: string) => (v.widgets ? <section>{name}</section> : undefined);
    return `${v.name}:${renderToStaticMarkup(<LegacyArticleBody html={body} inserts={inserts} formula1={widget('F1')} episode={widget('EPISODE')} quiz={widget('QUIZ')} />)}`;
  });
}

describe('the article body renders as before it was a model', () => {
  it('the crafted embed bodies', async () => {
    expect(Object.values(CRAFTED).map(renderings)).toEqual(Object.values(CRAFTED).map(legacyRenderings));
    const out = Object.entries(CRAFTED)
      .map(([name, body]) => `== ${name}\n${renderings(body).join('\n')}`)
      .join('\n');
    await expect(out).toMatchFileSnapshot('__snapshots__/crafted.txt');
  });

  it('every article of the seeded store', () => {
    const db = openDb(sharedStore().dbPath);
    const rows = db.prepare('SELECT slug, content FROM articles ORDER BY id').all() as { slug: string; content: string }[];
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) expect(renderings(r.content), r.slug).toEqual(legacyRenderings(r.content));
  });
});
