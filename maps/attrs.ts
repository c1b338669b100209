// The map pages' attributes their frame script reads (domain/dataAttributes.ts): written by pages.ts, read by
// frame.ts. The scheme is the document's (domain/documentAttributes.ts).
import type { DataAttr } from '../domain/dataAttributes';

/** A party's row, by its key: highlighted by the query's `part`. */
export const MAP_PARTY_ATTR = 'data-party' satisfies DataAttr;
/** The more link's paragraph: hidden by the query's `rejt`. */
export const MAP_MORE_ATTR = 'data-more' satisfies DataAttr;
/** The data page a map page stands for (on its body). */
export const MAP_ROUTE_ATTR = 'data-route' satisfies DataAttr;
/** The link the election page opens (parent-router). */
export const MAP_PARENT_ROUTER_ATTR = 'data-parent-router' satisfies DataAttr;
