// The header's attributes its script reads (domain/dataAttributes.ts): written by Header.tsx, read by menu.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const HEADER_ATTR = {
  /** A menu panel (a <details>) that Escape closes. */
  menu: 'data-menu',
} as const satisfies DataAttrs;
