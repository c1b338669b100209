// Every embed of a body loaded at once: one body's quiz, widget and episode are independent calls, so the page waits
// for the slowest, not for their sum.
import type { Block, EmbedBlock } from './blocks';

/** The blocks with each embed's `loaded`, every load started before any is awaited. */
export async function loadEmbeds(blocks: readonly Block[], load: (block: EmbedBlock) => Promise<unknown> | undefined): Promise<Block[]> {
  return Promise.all(blocks.map(async (b) => (b.type === 'embed' ? { ...b, loaded: await load(b) } : b)));
}
