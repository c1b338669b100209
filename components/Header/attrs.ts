// The header's attributes its script reads (domain/dataAttributes.ts): written by Header.tsx, read by menu.ts.
import type { DataAttr } from '../../domain/dataAttributes';

/** A menu panel (a <details>) that Escape closes. */
export const HEADER_MENU_ATTR = 'data-menu' satisfies DataAttr;
