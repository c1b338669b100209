// The attributes of a third-party embed's placeholder (`<figure data-embed>`, domain/facades.ts): written by the body's
// sanitiser and embed kinds and by the components with a placeholder, read by the load button's script
// (components/ArticleBody/embeds.ts).
import type { DataAttr } from './dataAttributes';

/** The placeholder's kind (an EmbedKind). */
export const EMBED_KIND_ATTR = 'data-embed' satisfies DataAttr;
/** The player's address, loaded on the press. */
export const EMBED_SRC_ATTR = 'data-src' satisfies DataAttr;
export const EMBED_TITLE_ATTR = 'data-title' satisfies DataAttr;
export const EMBED_HEIGHT_ATTR = 'data-height' satisfies DataAttr;
/** The autoplay mode (domain/facades.ts). */
export const EMBED_AUTOPLAY_ATTR = 'data-autoplay' satisfies DataAttr;
/** The load button, naming its kind. */
export const EMBED_LOAD_ATTR = 'data-embed-load' satisfies DataAttr;
/** On the placeholder's inside when the reader refused third parties (components/ArticleBody/embeds.ts). */
export const EMBED_REFUSED_ATTR = 'data-embed-refused' satisfies DataAttr;
/** Set once the iframe is in. */
export const EMBED_LOADED_ATTR = 'data-loaded' satisfies DataAttr;

/** A placeholder that has its player's address: what the load button's script looks for. */
export const EMBED_FIGURE = `figure[${EMBED_KIND_ATTR}][${EMBED_SRC_ATTR}]`;
