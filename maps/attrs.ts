// The map pages' attributes their frame script reads (domain/dataAttributes.ts): written by pages.ts, read by
// frame.ts. The scheme is the document's (domain/documentAttributes.ts).
import type { DataAttrs } from '../domain/dataAttributes';

export const MAP_ATTR = {
  /** A party's row, by its key: highlighted by the query's `part`. */
  party: 'data-party',
  /** The more link's paragraph: hidden by the query's `rejt`. */
  more: 'data-more',
  /** A link to another map page, moved to inside the frame. */
  frame: 'data-frame',
  /** The data page a map page stands for (on its body). */
  route: 'data-route',
  /** The link the election page opens (parent-router). */
  parentRouter: 'data-parent-router',
} as const satisfies DataAttrs;
