// The article body as a model (issue #34 point 1): the sanitised body HTML is parsed once into blocks — runs of
// the newsroom's HTML, embeds of a registered kind (embedKinds.ts), and the page's inserts (support box, ad) —
// and every later step (loading, placing the inserts, drawing) works on the blocks, never on the string again.

/** Where an embed kind sits in sanitised body HTML, and what it says (a widget's state, a quiz id, a chart). */
export interface EmbedMatch<D = unknown> {
  index: number;
  length: number;
  data: D;
}

/** One kind of embed, as the body sees it: pure, no I/O (what it loads and how it draws are the page's: pages/article/embeds/). */
export interface EmbedKindRule<D = unknown> {
  /** Its name, also the drawn widget's `data-embed-widget`. */
  name: string;
  /** Every place the body embeds it, in document order (a kind embedded once returns the first only). */
  find(html: string): EmbedMatch<D>[];
  /**
   * What the place shows when the kind drew nothing (nothing loaded, or loading failed): its own HTML — a link that
   * still leads where the widget would have — or nothing (a marker no reader should see).
   */
  unloaded: 'source' | 'nothing';
  /** A kind drawn as plain HTML with nothing to load (a click-to-load placeholder): its HTML. */
  html?(data: D): string;
  /** The iframe addresses of this kind the sanitiser keeps (every other iframe is removed). */
  keepsIframe?(src: string): boolean;
  /** The hosts of those addresses. */
  iframeHosts?: readonly string[];
}

export type Block =
  | { type: 'html'; html: string }
  /** `source`: the body HTML it stood for; `loaded`: what the page loaded for it (null: nothing, undefined: not asked). */
  | { type: 'embed'; kind: string; data: unknown; source: string; loaded?: unknown }
  | { type: 'insert'; id: string };

export type EmbedBlock = Extract<Block, { type: 'embed' }>;

/** Sanitised body HTML as blocks: every kind's places, in document order; a place overlapping an earlier one is left as HTML. */
export function parseBody(html: string, kinds: readonly EmbedKindRule[]): Block[] {
  const found = kinds.flatMap((k) => k.find(html).map((m) => ({ ...m, kind: k.name }))).sort((a, b) => a.index - b.index);
  const blocks: Block[] = [];
  let at = 0;
  for (const m of found) {
    if (m.index < at) continue;
    blocks.push({ type: 'html', html: html.slice(at, m.index) });
    blocks.push({ type: 'embed', kind: m.kind, data: m.data, source: html.slice(m.index, m.index + m.length) });
    at = m.index + m.length;
  }
  blocks.push({ type: 'html', html: html.slice(at) });
  return blocks;
}

const PARAGRAPH_END = /<\/p>/gi;

function paragraphEnds(html: string): number[] {
  return [...html.matchAll(PARAGRAPH_END)].map((m) => m.index + m[0].length);
}

type KindOf = (name: string) => EmbedKindRule | undefined;

/**
 * The text a block stands for in the body (an insert stands for none): a placeholder kind's embed the HTML it is drawn
 * as (a player's link paragraph is no paragraph to the reader), any other embed its source.
 */
function textOf(b: Block, kindOf: KindOf): string {
  if (b.type !== 'embed') return b.type === 'html' ? b.html : '';
  const kind = kindOf(b.kind);
  return kind?.html ? kind.html(b.data) : b.source;
}

/**
 * The inserts placed after the body's n-th paragraph end (every `</p>`, an embed's own included — a placeholder
 * kind's as drawn, by `kindOf`; an embed is never split: an insert falling inside one goes after it). An insert with
 * nothing of the body after it is left out, and so are those after it, as is a second insert at the same paragraph.
 */
export function placeInserts(blocks: readonly Block[], inserts: readonly { after: number; id: string }[], kindOf: KindOf = () => undefined): Block[] {
  const out: Block[] = [...blocks];
  let consumed = 0;
  for (const ins of [...inserts].sort((a, b) => a.after - b.after)) {
    if (ins.after <= consumed) break;
    let need = ins.after;
    const i = out.findIndex((b) => {
      const n = paragraphEnds(textOf(b, kindOf)).length;
      if (n >= need) return true;
      need -= n;
      return false;
    });
    if (i < 0) break;
    const b = out[i]!;
    const insert: Block = { type: 'insert', id: ins.id };
    const cut = paragraphEnds(textOf(b, kindOf))[need - 1]!;
    const pieces: Block[] = b.type === 'html' ? [{ type: 'html', html: b.html.slice(0, cut) }, insert, { type: 'html', html: b.html.slice(cut) }] : [b, insert];
    const after = [...pieces.slice(pieces.indexOf(insert) + 1), ...out.slice(i + 1)];
    if (after.every((r) => textOf(r, kindOf) === '')) break;
    out.splice(i, 1, ...pieces);
    consumed = ins.after;
  }
  return out;
}

/**
 * The blocks as drawn: an embed drawn as HTML (a placeholder kind, or an unloaded one that shows its own link) joins
 * the HTML around it, and between any two other blocks, and at both ends, stands one run of HTML, empty or not (each
 * run is one element of the page: the body's markup has been so since before it was a model).
 */
export function drawnBlocks(blocks: readonly Block[], kindOf: KindOf): Block[] {
  const out: Block[] = [];
  let run = '';
  for (const b of blocks) {
    const kind = b.type === 'embed' ? kindOf(b.kind) : undefined;
    if (b.type === 'html') run += b.html;
    else if (b.type === 'embed' && kind?.html) run += kind.html(b.data);
    else if (b.type === 'embed' && b.loaded == null && kind?.unloaded !== 'nothing') run += b.source;
    else {
      out.push({ type: 'html', html: run }, b);
      run = '';
    }
  }
  out.push({ type: 'html', html: run });
  return out;
}
