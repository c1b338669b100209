import { EMBED_FIGURE } from '../../domain/embedAttributes';
// Third-party placeholders get their load buttons from a chunk of their own, loaded only for content that has
// some: most pages have none, and a live blog's budget (e2e/live.spec.ts) has no room for it.
export function loadEmbedFacades(root: ParentNode): void {
  if (root.querySelector(EMBED_FIGURE)) void import('./embeds').then((m) => m.embedFacades(root));
}
