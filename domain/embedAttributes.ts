// The attributes of a third-party embed's placeholder (`<figure data-embed>`, domain/facades.ts): written by the body's
// sanitiser and embed kinds and by the components with a placeholder, read by the load button's script
// (components/ArticleBody/embeds.ts).
import type { DataAttrs } from './dataAttributes';

export const EMBED_ATTR = {
  /** The placeholder's kind (an EmbedKind). */
  kind: 'data-embed',
  /** The player's address, loaded on the press. */
  src: 'data-src',
  title: 'data-title',
  height: 'data-height',
  /** The autoplay mode (domain/facades.ts). */
  autoplay: 'data-autoplay',
  /** The load button, naming its kind. */
  load: 'data-embed-load',
  /** Set once the iframe is in. */
  loaded: 'data-loaded',
} as const satisfies DataAttrs;

/** A placeholder that has its player's address: what the load button's script looks for. */
export const EMBED_FIGURE = `figure[${EMBED_ATTR.kind}][${EMBED_ATTR.src}]`;
