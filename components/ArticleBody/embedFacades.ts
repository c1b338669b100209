import { EMBED_FIGURE } from '../../domain/embedAttributes';
import { onConsent } from '../Consent/consent';
// Third-party placeholders get their load buttons from a chunk of their own, loaded only for content that has
// some: most pages have none, and a live blog's budget (e2e/live.spec.ts) has no room for it. They are drawn once
// the reader's answer to the consent manager is known, and again when it changes.
export function loadEmbedFacades(root: ParentNode): void {
  if (root.querySelector(EMBED_FIGURE)) onConsent((granted) => void import('./embeds').then((m) => m.drawFacades(root, granted)));
}
