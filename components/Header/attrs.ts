// The header's attributes its scripts read (domain/dataAttributes.ts): written by Header.tsx, read by menu.ts and
// components/ArticleHeader/scroll.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** A menu panel (a <details>) that Escape closes. */
export const HEADER_MENU_ATTR = 'data-menu' satisfies DataAttr;

/** A header that is a band over the front's breaking block: a page with a hero, whose header fills on scrolling. */
export const HEADER_OPACITY_ATTR = 'data-header-opacity' satisfies DataAttr;
