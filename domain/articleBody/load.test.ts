import { describe, expect, it } from 'vitest';
import { parseBody, type EmbedKindRule } from './blocks';
import { loadEmbeds } from './load';

const kind: EmbedKindRule<string> = {
  name: 'k',
  unloaded: 'source',
  find: (html) => [...html.matchAll(/<p>\[k:(\w+)\]<\/p>/g)].map((m) => ({ index: m.index, length: m[0].length, data: m[1]! })),
};

describe('loadEmbeds', () => {
  it('starts every embed’s load before any has finished', async () => {
    const blocks = parseBody('<p>[k:a]</p><p>x</p><p>[k:b]</p><p>[k:c]</p>', [kind]);
    let running = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const loading = loadEmbeds(blocks, async (b) => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return `loaded ${String(b.data)}`;
    });
    // Every load has begun while the gate is still shut: none of them waits for another.
    expect(most).toBe(3);
    open();
    const out = await loading;
    expect(out.flatMap((b) => (b.type === 'embed' ? [b.loaded] : []))).toEqual(['loaded a', 'loaded b', 'loaded c']);
    expect(out.filter((b) => b.type === 'html')).toEqual(blocks.filter((b) => b.type === 'html'));
  });

  it('leaves a kind without a load unasked', async () => {
    const out = await loadEmbeds(parseBody('<p>[k:a]</p>', [kind]), () => undefined);
    expect(out[1]).toMatchObject({ type: 'embed', loaded: undefined });
  });
});
