import { describe, expect, it } from 'vitest';
import { drawnBlocks, parseBody, placeInserts, type Block, type EmbedKindRule } from './blocks';

/** A kind found by a fixed marker paragraph, `<p>[x:data]</p>`. */
function markerKind(name: string, unloaded: 'source' | 'nothing' = 'source'): EmbedKindRule<string> {
  const re = new RegExp(String.raw`<p>\[${name}:(\w*)\]</p>`, 'g');
  return { name, unloaded, find: (html) => [...html.matchAll(re)].map((m) => ({ index: m.index, length: m[0].length, data: m[1]! })) };
}
const A = markerKind('a');
const B = markerKind('b', 'nothing');
const kindOf = (n: string) => [A, B].find((k) => k.name === n);
const texts = (blocks: Block[]) => blocks.map((b) => (b.type === 'html' ? b.html : b.type === 'embed' ? `{${b.kind}:${String(b.data)}}` : `[${b.id}]`));

describe('parseBody', () => {
  it('splits the body at every kind’s places, in document order, HTML runs between them (empty ones too)', () => {
    const blocks = parseBody('<p>[b:2]</p><p>x</p><p>[a:1]</p>', [A, B]);
    expect(texts(blocks)).toEqual(['', '{b:2}', '<p>x</p>', '{a:1}', '']);
    expect(blocks[1]).toMatchObject({ type: 'embed', source: '<p>[b:2]</p>' });
  });

  it('leaves a body without embeds one run of HTML', () => {
    expect(parseBody('<p>x</p>', [A, B])).toEqual([{ type: 'html', html: '<p>x</p>' }]);
    expect(parseBody('', [A])).toEqual([{ type: 'html', html: '' }]);
  });

  it('leaves a place overlapping an earlier one as HTML', () => {
    const wide: EmbedKindRule = { name: 'wide', unloaded: 'source', find: () => [{ index: 0, length: 20, data: null }] };
    const blocks = parseBody('<p>[a:1]</p><p>yy</p><p>z</p>', [A, wide]);
    expect(blocks.filter((b) => b.type === 'embed')).toHaveLength(1);
    expect(texts(blocks).join('')).toContain('<p>yy</p>');
  });
});

describe('placeInserts', () => {
  const body = parseBody('<p>1</p><p>[a:x]</p><p>3</p><p>4</p>', [A]);

  it('puts an insert after the n-th paragraph end, an embed’s own counted', () => {
    expect(texts(placeInserts(body, [{ after: 1, id: 'i' }]))).toEqual(['<p>1</p>', '[i]', '', '{a:x}', '<p>3</p><p>4</p>']);
    expect(texts(placeInserts(body, [{ after: 2, id: 'i' }]))).toEqual(['<p>1</p>', '{a:x}', '[i]', '<p>3</p><p>4</p>']);
    expect(texts(placeInserts(body, [{ after: 3, id: 'i' }]))).toEqual(['<p>1</p>', '{a:x}', '<p>3</p>', '[i]', '<p>4</p>']);
  });

  it('counts a placeholder kind’s paragraph ends as it is drawn (a player’s link paragraph is a figure to the reader)', () => {
    const P: EmbedKindRule<string> = { ...markerKind('p'), html: (d) => `<figure>${d}</figure>` };
    const withPlayer = parseBody('<p>1</p><p>[p:x]</p><p>3</p><p>4</p>', [P]);
    const placed = placeInserts(withPlayer, [{ after: 2, id: 'i' }], (n) => (n === 'p' ? P : undefined));
    expect(texts(placed)).toEqual(['<p>1</p>', '{p:x}', '<p>3</p>', '[i]', '<p>4</p>']);
  });

  it('places several in order, whatever order they come in', () => {
    expect(
      texts(
        placeInserts(body, [
          { after: 3, id: 'j' },
          { after: 1, id: 'i' },
        ]),
      ).filter((t) => t.startsWith('[')),
    ).toEqual(['[i]', '[j]']);
  });

  it('leaves out an insert with nothing after it, those after it, and a second one at the same paragraph', () => {
    expect(texts(placeInserts(body, [{ after: 4, id: 'i' }]))).not.toContain('[i]');
    expect(texts(placeInserts(body, [{ after: 9, id: 'i' }]))).not.toContain('[i]');
    const twice = texts(
      placeInserts(body, [
        { after: 1, id: 'i' },
        { after: 1, id: 'j' },
        { after: 3, id: 'k' },
      ]),
    );
    expect(twice).toContain('[i]');
    expect(twice).not.toContain('[j]');
    expect(twice).not.toContain('[k]');
  });
});

describe('drawnBlocks', () => {
  it('joins an unloaded embed that shows its source with the HTML around it', () => {
    const blocks = parseBody('<p>1</p><p>[a:x]</p><p>2</p>', [A]);
    expect(drawnBlocks(blocks, kindOf)).toEqual([{ type: 'html', html: '<p>1</p><p>[a:x]</p><p>2</p>' }]);
  });

  it('keeps a loaded embed, and an unloaded one that shows nothing, between two runs of HTML', () => {
    const blocks = parseBody('<p>[a:x]</p><p>[b:y]</p>', [A, B]).map((b) => (b.type === 'embed' && b.kind === 'a' ? { ...b, loaded: 1 } : b));
    expect(texts(drawnBlocks(blocks, kindOf))).toEqual(['', '{a:x}', '', '{b:y}', '']);
  });

  it('draws a placeholder kind as HTML', () => {
    const placeholder: EmbedKindRule<string> = { ...markerKind('c'), html: (d) => `<figure>${d}</figure>` };
    const blocks = parseBody('<p>1</p><p>[c:z]</p>', [placeholder]);
    expect(drawnBlocks(blocks, () => placeholder)).toEqual([{ type: 'html', html: '<p>1</p><figure>z</figure>' }]);
  });
});
